import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { catalogue } from '../index.ts';
import { MATCH_MESSAGES } from '../match/matchRules.ts';
import {
  decide,
  evolve,
  goalTimeline,
  initialState,
  isIdle,
  type LiveGameCapabilities,
  type LiveGameCommand,
  type LiveGameState,
  type SubmittedMatch,
} from './live.decider.ts';
import type { LiveGameEvent } from './live.events.ts';
import { LIVE_MESSAGES } from './liveRules.ts';

const PLAYER: LiveGameCapabilities = { recordMatches: true };
const GUEST: LiveGameCapabilities = { recordMatches: false };

const T0 = '2026-11-26T18:00:00.000Z';
const minutesLater = (m: number) => new Date(Date.parse(T0) + m * 60_000).toISOString();

const decider = (may: LiveGameCapabilities, now: string) => ({
  decide: (cmd: LiveGameCommand, state: LiveGameState) => decide(cmd, state, may, now),
  evolve,
  initialState,
});
/** As a player of the organisation, `minutes` after T0. */
const at = (minutes: number) => DeciderSpecification.for(decider(PLAYER, minutesLater(minutes)));
const asPlayer = at(0);

const liveGameId = 'g1';
const players = new Map([
  ['a', { name: 'Anna', isDisabled: false }],
  ['b', { name: 'Bert', isDisabled: false }],
  ['c', { name: 'Cleo', isDisabled: false }],
  ['d', { name: 'Dirk', isDisabled: false }],
  ['x', { name: 'Xaver', isDisabled: true }],
]);
const start: Extract<LiveGameCommand, { type: 'StartLiveGame' }> = {
  type: 'StartLiveGame',
  liveGameId,
  locationId: 'munich',
  mode: 2,
  blacks: { defense: 'a', offense: 'b' },
  whites: { defense: 'c', offense: 'd' },
  players,
  locations: ['munich', 'berlin'],
};
const started = (id = liveGameId, startedAt = T0): LiveGameEvent => ({
  type: 'LiveGameStarted',
  data: {
    liveGameId: id,
    locationId: 'munich',
    mode: 2,
    blacks: { defense: 'a', offense: 'b' },
    whites: { defense: 'c', offense: 'd' },
    startedAt,
  },
});
const goal = (side: 'blacks' | 'whites', minute = 1, source: 'button' | 'voice' | 'bell' = 'button') =>
  ({ type: 'GoalScored', data: { liveGameId, side, source, at: minutesLater(minute) } }) as const;
const undone = (minute = 1) =>
  ({ type: 'GoalUndone', data: { liveGameId, at: minutesLater(minute) } }) as const;
const ended = (reason: 'submitted' | 'abandoned' | 'idle', minute = 0, matchId: string | null = null) =>
  ({ type: 'LiveGameEnded', data: { liveGameId, reason, matchId, at: minutesLater(minute) } }) as const;
const score = (side: string, source = 'button'): LiveGameCommand => ({
  type: 'ScoreGoal',
  liveGameId,
  side,
  source,
});
const six = (side: 'blacks' | 'whites') => Array.from({ length: 6 }, () => goal(side));
const fold = (events: readonly LiveGameEvent[]) => events.reduce(evolve, initialState);

describe('starting a live game', () => {
  it('starts with both lineups at the location, stamped with the time', () => {
    asPlayer.given([]).when(start).then([started()]);
  });

  it('starts a 1 vs 1 game with the defense alone in each team', () => {
    const solo = { ...start, mode: 1, blacks: { defense: 'a' }, whites: { defense: 'c', offense: null } };
    const data = {
      liveGameId,
      locationId: 'munich',
      mode: 1 as const,
      blacks: { defense: 'a', offense: null },
      whites: { defense: 'c', offense: null },
      startedAt: T0,
    };
    asPlayer
      .given([])
      .when(solo)
      .then([{ type: 'LiveGameStarted', data }]);
  });

  it('lets only players of the organisation run live games', () => {
    DeciderSpecification.for(decider(GUEST, T0))
      .given([])
      .when(start)
      .thenRejects({ kind: 'forbidden', message: LIVE_MESSAGES.notAllowed });
  });

  it('refuses the lineups a match refuses, with the match texts', () => {
    asPlayer
      .given([])
      .when({ ...start, whites: { defense: 'c', offense: 'a' } })
      .thenRejects({ kind: 'validation', message: MATCH_MESSAGES.samePlayerTwice, field: 'players' });
    asPlayer
      .given([])
      .when({ ...start, mode: 1, blacks: { defense: 'a' }, whites: { defense: 'a' } })
      .thenRejects({ kind: 'validation', message: MATCH_MESSAGES.withYourself, field: 'players' });
    asPlayer
      .given([])
      .when({ ...start, mode: 1 })
      .thenRejects({ kind: 'validation', message: MATCH_MESSAGES.onePlayerPerTeam, field: 'mode' });
    asPlayer
      .given([])
      .when({ ...start, whites: { defense: 'c' } })
      .thenRejects({ kind: 'validation', message: MATCH_MESSAGES.chooseEveryPlayer, field: 'players' });
  });

  it('refuses mode 3, unknown or disabled players and a location of another organisation', () => {
    asPlayer
      .given([])
      .when({ ...start, mode: 3 })
      .thenRejects({ kind: 'validation', field: 'mode' });
    asPlayer
      .given([])
      .when({ ...start, whites: { defense: 'c', offense: 'z' } })
      .thenRejects({ message: MATCH_MESSAGES.playerNotFound, field: 'players' });
    asPlayer
      .given([])
      .when({ ...start, whites: { defense: 'c', offense: 'x' } })
      .thenRejects({ message: 'Xaver is disabled', field: 'players' });
    asPlayer
      .given([])
      .when({ ...start, locationId: 'paris' })
      .thenRejects({ kind: 'notFound', message: LIVE_MESSAGES.locationNotFound, field: 'locationId' });
  });

  it('refuses a second game while one is running at the location', () => {
    at(29)
      .given([started(), goal('blacks', 5)])
      .when({ ...start, liveGameId: 'g2' })
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.running });
  });

  it('starts again once the last game was submitted or abandoned', () => {
    at(10)
      .given([started(), ended('abandoned', 3)])
      .when({ ...start, liveGameId: 'g2' })
      .then([started('g2', minutesLater(10))]);
  });

  it('ends an idle game as idle and starts the new one in its place', () => {
    at(36)
      .given([started(), goal('whites', 6)])
      .when({ ...start, liveGameId: 'g2' })
      .then([ended('idle', 36), started('g2', minutesLater(36))]);
  });
});

describe('scoring', () => {
  it('records a goal with its side, source and time', () => {
    at(2)
      .given([started()])
      .when(score('whites', 'bell'))
      .then([goal('whites', 2, 'bell')]);
    at(2)
      .given([started()])
      .when(score('blacks', 'voice'))
      .then([goal('blacks', 2, 'voice')]);
  });

  it('takes no goals once a side has 6: the game waits for submission', () => {
    asPlayer
      .given([started(), ...six('blacks')])
      .when(score('whites'))
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.gameOver });
  });

  it('takes no goals with no game running, or for a game that has ended', () => {
    asPlayer
      .given([])
      .when(score('blacks'))
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.notRunning });
    asPlayer
      .given([started(), ended('abandoned')])
      .when(score('blacks'))
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.notRunning });
    asPlayer
      .given([started('g2')])
      .when(score('blacks'))
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.otherGame, field: 'liveGameId' });
  });

  it('refuses an unknown side or source, and guests', () => {
    asPlayer.given([started()]).when(score('reds')).thenRejects({ kind: 'validation', field: 'side' });
    asPlayer
      .given([started()])
      .when(score('blacks', 'camera'))
      .thenRejects({ kind: 'validation', field: 'source' });
    DeciderSpecification.for(decider(GUEST, T0))
      .given([started()])
      .when(score('blacks'))
      .thenRejects({ kind: 'forbidden' });
  });

  it('takes no goal after 30 minutes without a start or goal', () => {
    at(30)
      .given([started()])
      .when(score('blacks'))
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.idle });
    at(40)
      .given([started(), goal('blacks', 15)])
      .when(score('blacks'))
      .then([goal('blacks', 40)]);
  });
});

describe('undoing a goal', () => {
  it('takes back the last goal, also the sixth', () => {
    at(3)
      .given([started(), goal('blacks')])
      .when({ type: 'UndoGoal', liveGameId })
      .then([undone(3)]);
    at(3)
      .given([started(), ...six('whites')])
      .when({ type: 'UndoGoal', liveGameId })
      .then([undone(3)]);
  });

  it('refuses with no goal to undo, after all were undone, and on an idle game', () => {
    asPlayer
      .given([started()])
      .when({ type: 'UndoGoal', liveGameId })
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.noGoalToUndo });
    asPlayer
      .given([started(), goal('blacks'), undone()])
      .when({ type: 'UndoGoal', liveGameId })
      .thenRejects({ message: LIVE_MESSAGES.noGoalToUndo });
    at(45)
      .given([started(), goal('blacks')])
      .when({ type: 'UndoGoal', liveGameId })
      .thenRejects({ message: LIVE_MESSAGES.idle });
  });

  it('evolves the score and the timeline back by the last goal', () => {
    const state = fold([started(), goal('blacks', 1), goal('whites', 2, 'voice'), undone(3)]);
    expect(state.score).toEqual({ blacks: 1, whites: 0 });
    expect(goalTimeline(state)).toEqual([{ side: 'blacks', source: 'button', at: minutesLater(1) }]);
    expect(state.lastActivityAt).toBe(minutesLater(3));
  });
});

describe('ending a live game', () => {
  /** The match recorded from the game: by default 6:0 for the blacks with the game's lineups. */
  const match = (changes: Partial<SubmittedMatch> = {}): SubmittedMatch => ({
    matchId: 'm1',
    locationId: 'munich',
    mode: 2,
    blacks: { defense: 'a', offense: 'b' },
    whites: { defense: 'c', offense: 'd' },
    scoreBlacks: 6,
    scoreWhites: 0,
    ...changes,
  });
  const submit = (changes: Partial<SubmittedMatch> = {}): LiveGameCommand => ({
    type: 'SubmitLiveGame',
    liveGameId,
    match: match(changes),
  });
  const abandon: LiveGameCommand = { type: 'EndLiveGame', liveGameId, reason: 'abandoned', matchId: null };

  it('ends as submitted with its match once a side has 6, also after 30 idle minutes', () => {
    asPlayer
      .given([started(), ...six('blacks')])
      .when(submit())
      .then([ended('submitted', 0, 'm1')]);
    at(50)
      .given([started(), goal('whites'), ...six('blacks')])
      .when(submit({ scoreWhites: 1 }))
      .then([ended('submitted', 50, 'm1')]);
  });

  it('refuses a match that is not the game: another location, lineup or score, or an unfinished game', () => {
    const sixZero = asPlayer.given([started(), ...six('blacks')]);
    sixZero.when(submit({ locationId: 'berlin' })).thenRejects({
      kind: 'conflict',
      message: LIVE_MESSAGES.otherLocation,
      field: 'locationId',
    });
    for (const players of [
      { blacks: { defense: 'b', offense: 'a' } },
      { whites: { defense: 'c', offense: 'x' } },
      { blacks: { defense: 'c', offense: 'd' }, whites: { defense: 'a', offense: 'b' } },
      { mode: 1, blacks: { defense: 'a' }, whites: { defense: 'c' } },
    ])
      sixZero.when(submit(players)).thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.lineupDiffers });
    sixZero.when(submit({ scoreWhites: 2 })).thenRejects({
      kind: 'conflict',
      message: `${LIVE_MESSAGES.scoreDiffers} (blacks 6 : whites 0)`,
      field: 'score',
    });
    asPlayer
      .given([started(), goal('blacks')])
      .when(submit({ scoreBlacks: 1 }))
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.notFinished });
    sixZero.when(submit({ matchId: '' })).thenRejects({ kind: 'validation', field: 'matchId' });
  });

  it('refuses to submit a game that has ended, another game, or as a guest', () => {
    asPlayer
      .given([started(), ...six('blacks'), ended('abandoned')])
      .when(submit())
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.notRunning });
    asPlayer
      .given([started(), ...six('blacks')])
      .when({ ...(submit() as Extract<LiveGameCommand, { type: 'SubmitLiveGame' }>), liveGameId: 'g0' })
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.otherGame });
    DeciderSpecification.for(decider(GUEST, T0))
      .given([started(), ...six('blacks')])
      .when(submit())
      .thenRejects({ kind: 'forbidden' });
  });

  it('compares a 1 vs 1 lineup by its single players', () => {
    const single: LiveGameEvent = {
      type: 'LiveGameStarted',
      data: {
        liveGameId,
        locationId: 'munich',
        mode: 1,
        blacks: { defense: 'a', offense: null },
        whites: { defense: 'c', offense: null },
        startedAt: T0,
      },
    };
    const oneOnOne = { mode: 1, blacks: { defense: 'a' }, whites: { defense: 'c', offense: null } };
    asPlayer
      .given([single, ...six('whites')])
      .when(submit({ ...oneOnOne, scoreBlacks: 0, scoreWhites: 6 }))
      .then([ended('submitted', 0, 'm1')]);
  });

  it('abandons at any score, without a match', () => {
    asPlayer
      .given([started(), goal('whites')])
      .when(abandon)
      .then([ended('abandoned')]);
    asPlayer
      .given([started()])
      .when({ ...abandon, matchId: 'm1' })
      .thenRejects({ kind: 'validation', message: LIVE_MESSAGES.abandonedHasNoMatch });
  });

  it("refuses another reason (idle is the clock's, submitted the match's), a second end and guests", () => {
    for (const reason of ['idle', 'submitted'])
      asPlayer
        .given([started(), ...six('blacks')])
        .when({ ...abandon, reason, matchId: null })
        .thenRejects({ field: 'reason' });
    asPlayer
      .given([started(), ended('abandoned')])
      .when(abandon)
      .thenRejects({ kind: 'conflict' });
    DeciderSpecification.for(decider(GUEST, T0))
      .given([started()])
      .when(abandon)
      .thenRejects({ kind: 'forbidden' });
  });

  it('keeps the ending and the timeline in the state', () => {
    const state = fold([started(), ...six('whites'), ended('submitted', 9, 'm1')]);
    expect(state).toMatchObject({ status: 'ended', endReason: 'submitted', matchId: 'm1' });
    expect(goalTimeline(state)).toHaveLength(6);
  });
});

describe('the idle rule', () => {
  it('is idle 30 minutes after the last start, goal or undo, and only while running', () => {
    expect(isIdle(fold([started()]), minutesLater(29))).toBe(false);
    expect(isIdle(fold([started()]), minutesLater(30))).toBe(true);
    expect(isIdle(fold([started(), goal('blacks', 20)]), minutesLater(49))).toBe(false);
    expect(isIdle(fold([started(), goal('blacks', 20), undone(25)]), minutesLater(54))).toBe(false);
    expect(isIdle(fold([started(), ended('abandoned')]), minutesLater(90))).toBe(false);
    expect(isIdle(initialState, minutesLater(90))).toBe(false);
  });

  it('lets a sweeper end an idle game as idle, and nothing else', () => {
    const sweep: LiveGameCommand = { type: 'EndIdleLiveGame' };
    // No capability needed: the clock decides.
    DeciderSpecification.for(decider(GUEST, minutesLater(31)))
      .given([started()])
      .when(sweep)
      .then([ended('idle', 31)]);
    at(20).given([started()]).when(sweep).thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.notIdle });
    at(90)
      .given([started(), ended('abandoned')])
      .when(sweep)
      .thenRejects({ message: LIVE_MESSAGES.notRunning });
  });

  it('ends only the game the sweeper saw idle, and a game only once', () => {
    at(31)
      .given([started()])
      .when({ type: 'EndIdleLiveGame', liveGameId })
      .then([ended('idle', 31)]);
    at(31)
      .given([started()])
      .when({ type: 'EndIdleLiveGame', liveGameId: 'g0' })
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.otherGame });
    // A second sweeper, after the first one's end: refused, nothing appended twice.
    at(32)
      .given([started(), ended('idle', 31)])
      .when({ type: 'EndIdleLiveGame', liveGameId })
      .thenRejects({ kind: 'conflict', message: LIVE_MESSAGES.notRunning });
  });
});

describe('the events', () => {
  it('are in the catalogue and check their data', () => {
    for (const e of [started(), goal('blacks'), undone(), ended('submitted', 0, 'm1'), ended('idle')])
      expect(catalogue.encode(e.type, e.data).data).toEqual(e.data);
    expect(() => catalogue.encode('LiveGameEnded', ended('submitted').data)).toThrow();
    expect(() => catalogue.encode('LiveGameEnded', ended('abandoned', 0, 'm1').data)).toThrow();
    expect(() => catalogue.encode('GoalScored', { ...goal('blacks').data, source: 'camera' })).toThrow();
  });
});

describe('any sequence of goals and undos', () => {
  it('keeps both scores within 0..6 and the timeline at the accepted goals minus the undone ones', () => {
    const command = fc.oneof(
      fc.record({
        type: fc.constant('ScoreGoal' as const),
        liveGameId: fc.constant(liveGameId),
        side: fc.constantFrom('blacks', 'whites'),
        source: fc.constantFrom('button', 'voice', 'bell'),
      }),
      fc.constant({ type: 'UndoGoal' as const, liveGameId }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        let state = fold([started()]);
        let goals = 0;
        let undos = 0;
        commands.forEach((cmd, i) => {
          const outcome = decide(cmd, state, PLAYER, minutesLater(i + 1));
          if (!Array.isArray(outcome)) return;
          for (const e of outcome) {
            if (e.type === 'GoalScored') goals++;
            if (e.type === 'GoalUndone') undos++;
            state = evolve(state, e);
          }
          for (const n of [state.score.blacks, state.score.whites]) expect(n >= 0 && n <= 6).toBe(true);
        });
        expect(goalTimeline(state)).toHaveLength(goals - undos);
        const count = (side: string) => goalTimeline(state).filter((g) => g.side === side).length;
        expect(state.score).toEqual({ blacks: count('blacks'), whites: count('whites') });
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { isDomainError } from '../domainError.ts';
import {
  decide,
  evolve,
  initialState,
  type TourneyCapabilities,
  type TourneyCommand,
  type TourneyState,
} from './tourney.decider.ts';
import type { TourneyEvent } from './tourney.events.ts';
import { TOURNEY_MESSAGES } from './tourneyRules.ts';

const ADMIN: TourneyCapabilities = {
  createTourneys: true,
  runTourneys: true,
  joinTourneys: true,
  scoreTourneyMatches: true,
};
const MODERATOR = { ...ADMIN, runTourneys: false };
const PLAYER = { ...MODERATOR, createTourneys: false };
const HOST = { ...PLAYER, joinTourneys: false };

const decider = (may: TourneyCapabilities) => ({
  decide: (cmd: TourneyCommand, state: TourneyState) => decide(cmd, state, may),
  evolve,
  initialState,
});
const asAdmin = DeciderSpecification.for(decider(ADMIN));
const asPlayer = DeciderSpecification.for(decider(PLAYER));
const as = (may: TourneyCapabilities) => DeciderSpecification.for(decider(may));

const tourneyId = 't1';
const create: Extract<TourneyCommand, { type: 'CreateTourney' }> = {
  type: 'CreateTourney',
  tourneyId,
  name: '  Summer Cup ',
  mode: 1,
  teams: 'random',
  winningSets: 1,
  finalWinningSets: 1,
  rank3: true,
  createdBy: 'user-1',
};
const created = {
  type: 'TourneyCreated' as const,
  data: {
    tourneyId,
    name: 'Summer Cup',
    mode: 1 as 1 | 2,
    teams: 'random' as const,
    winningSets: 1,
    finalWinningSets: 1,
    rank3: true,
    createdBy: 'user-1',
  },
};
const joined = (playerId: string): TourneyEvent => ({ type: 'TourneyJoined', data: { tourneyId, playerId } });
const withFive = [created, ...['a', 'b', 'c', 'd', 'e'].map(joined)];
const launched: TourneyEvent = {
  type: 'TourneyLaunched',
  data: { tourneyId, sides: [['a'], ['b'], ['c'], ['d'], ['e']] },
};
const scored = (matchId: string, scoreHome: number, scoreAway: number): TourneyEvent => ({
  type: 'TourneyMatchScored',
  data: { tourneyId, matchId, scoreHome, scoreAway },
});
const me = (playerId: string, isHost = false) => ({
  type: 'JoinTourney' as const,
  player: { playerId, isHost },
});

describe('creating a tourney', () => {
  it('creates it open with the trimmed name, for admins and moderators', () => {
    asAdmin.given([]).when(create).then([created]);
    as(MODERATOR).given([]).when(create).then([created]);
  });

  it('refuses players, a short name, mode 3, 6 winning sets and teams other than random', () => {
    asPlayer.given([]).when(create).thenRejects({ kind: 'forbidden' });
    asAdmin
      .given([])
      .when({ ...create, name: 'Cup!' })
      .thenRejects({ message: '5-30 characters', field: 'name' });
    asAdmin
      .given([])
      .when({ ...create, mode: 3 })
      .thenRejects({ message: TOURNEY_MESSAGES.invalidMode });
    asAdmin
      .given([])
      .when({ ...create, winningSets: 6 })
      .thenRejects({ field: 'winningSets' });
    asAdmin
      .given([])
      .when({ ...create, finalWinningSets: 0 })
      .thenRejects({ field: 'finalWinningSets' });
    asAdmin
      .given([])
      .when({ ...create, teams: 'mmr' })
      .thenRejects({ message: TOURNEY_MESSAGES.invalidTeams });
  });
});

describe('joining and leaving', () => {
  it('lets a player join an open tourney once', () => {
    asPlayer
      .given([created])
      .when(me('a'))
      .then([joined('a')]);
    asPlayer
      .given([created, joined('a')])
      .when(me('a'))
      .thenRejects({ message: TOURNEY_MESSAGES.alreadyJoined });
  });

  it('refuses hosts, viewers without a player here, and launched tourneys', () => {
    as(HOST).given([created]).when(me('h', true)).thenRejects({ message: TOURNEY_MESSAGES.hostsCannotJoin });
    asPlayer.given([created]).when({ type: 'JoinTourney', player: null }).thenRejects({ kind: 'forbidden' });
    asPlayer
      .given([...withFive, launched])
      .when(me('z'))
      .thenRejects({ message: TOURNEY_MESSAGES.notOpen });
    asPlayer.given([]).when(me('a')).thenRejects({ kind: 'notFound' });
  });

  it('lets admins remove a participant while open, and nobody else', () => {
    asAdmin
      .given(withFive)
      .when({ type: 'RemoveParticipant', playerId: 'c' })
      .then([{ type: 'ParticipantRemoved', data: { tourneyId, playerId: 'c' } }]);
    as(MODERATOR)
      .given(withFive)
      .when({ type: 'RemoveParticipant', playerId: 'c' })
      .thenRejects({ kind: 'forbidden' });
    asAdmin
      .given(withFive)
      .when({ type: 'RemoveParticipant', playerId: 'x' })
      .thenRejects({ kind: 'notFound' });
    asAdmin
      .given([...withFive, launched])
      .when({ type: 'RemoveParticipant', playerId: 'c' })
      .thenRejects({ message: TOURNEY_MESSAGES.notOpen });
  });
});

describe('launching', () => {
  const launch = (sides: string[][]) => ({ type: 'LaunchTourney' as const, sides });

  it('appends the drawn sides when they are exactly the participants', () => {
    asAdmin.given(withFive).when(launch(launched.data.sides)).then([launched]);
  });

  it('refuses sides that are not the participants: missing, doubled, strangers, wrong size', () => {
    for (const sides of [
      [['a'], ['b'], ['c'], ['d']],
      [['a'], ['a'], ['c'], ['d'], ['e']],
      [['a'], ['b'], ['c'], ['d'], ['x']],
      [['a', 'b'], ['c'], ['d'], ['e']],
    ])
      asAdmin
        .given(withFive)
        .when(launch(sides))
        .thenRejects({ message: TOURNEY_MESSAGES.sidesNotParticipants });
  });

  it("refuses with SPEC's dialog text: an odd count in 2 vs 2, a single side", () => {
    const doubles = { ...created, data: { ...created.data, mode: 2 as const } };
    asAdmin
      .given([doubles, ...['a', 'b', 'c', 'd', 'e'].map(joined)])
      .when(launch([]))
      .thenRejects({ kind: 'conflict', message: '5 players detected — Even number of players required!' });
    asAdmin
      .given([created, joined('a')])
      .when(launch([['a']]))
      .thenRejects({ message: expect.stringContaining('So lonely!') });
  });

  it('is for admins only, while open', () => {
    as(MODERATOR).given(withFive).when(launch(launched.data.sides)).thenRejects({ kind: 'forbidden' });
    asAdmin
      .given([...withFive, launched])
      .when(launch(launched.data.sides))
      .thenRejects({ kind: 'conflict' });
  });
});

describe('scoring', () => {
  const score = (matchId: string, scoreHome: number, scoreAway: number) => ({
    type: 'ScoreTourneyMatch' as const,
    matchId,
    scoreHome,
    scoreAway,
  });
  const running = [...withFive, launched];

  it('keeps a score without a 6 as progress and locks on a 6', () => {
    asPlayer
      .given(running)
      .when(score('3-0', 3, 2))
      .then([scored('3-0', 3, 2)]);
    const state = [...running, scored('3-0', 3, 2), scored('3-0', 6, 2)].reduce(evolve, initialState);
    expect(state.bracket!.rounds[0]!.matches[0]).toMatchObject({ isLocked: true, winner: 'home' });
  });

  it('refuses locked matches, byes, waiting matches, bad scores and unknown matches', () => {
    asPlayer
      .given([...running, scored('3-0', 6, 1)])
      .when(score('3-0', 6, 2))
      .thenRejects({ message: TOURNEY_MESSAGES.matchLocked });
    asPlayer
      .given(running)
      .when(score('3-1', 6, 0))
      .thenRejects({ message: TOURNEY_MESSAGES.byeMatch });
    asPlayer
      .given(running)
      .when(score('2-1', 6, 0))
      .thenRejects({ message: TOURNEY_MESSAGES.matchNotReady });
    asPlayer
      .given(running)
      .when(score('3-0', 6, 6))
      .thenRejects({ kind: 'validation' });
    asPlayer
      .given(running)
      .when(score('3-0', 7, 0))
      .thenRejects({ kind: 'validation' });
    asPlayer
      .given(running)
      .when(score('9-9', 6, 0))
      .thenRejects({ kind: 'notFound' });
    asPlayer
      .given(withFive)
      .when(score('3-0', 6, 0))
      .thenRejects({ message: TOURNEY_MESSAGES.notRunning });
    as({ ...PLAYER, scoreTourneyMatches: false })
      .given(running)
      .when(score('3-0', 6, 0))
      .thenRejects({ kind: 'forbidden' });
  });

  it('completes the tourney with the final and stores the places', () => {
    // 5 sides: a-b play, c, d, e advance by byes into the semis (c-d, e-winner).
    const results = [
      scored('3-0', 6, 1),
      scored('2-0', 2, 6),
      scored('2-1', 6, 4),
      scored('1-0', 6, 0),
      scored('0-0', 0, 6),
    ];
    const state = [...running, ...results].reduce(evolve, initialState);
    expect(state.status).toBe('completed');
    expect(state.bracket).toMatchObject({ firstPlace: ['e'], secondPlace: ['d'], thirdPlace: ['c'] });
    asPlayer
      .given([...running, ...results])
      .when(score('0-0', 6, 1))
      .thenRejects({ kind: 'conflict' });
  });
});

describe('correcting a decided score (issue 28)', () => {
  const scored = (matchId: string, scoreHome: number, scoreAway: number): TourneyEvent => ({
    type: 'TourneyMatchScored',
    data: { tourneyId, matchId, scoreHome, scoreAway },
  });
  const correct = (matchId: string, scoreHome: number, scoreAway: number) => ({
    type: 'CorrectTourneyScore' as const,
    matchId,
    scoreHome,
    scoreAway,
  });

  it('lets admins correct, not moderators or players, and the same score changes nothing', () => {
    const running = [...withFive, launched, scored('3-0', 6, 2)];
    asAdmin
      .given(running)
      .when(correct('3-0', 2, 6))
      .then([
        { type: 'TourneyScoreCorrected', data: { tourneyId, matchId: '3-0', scoreHome: 2, scoreAway: 6 } },
      ]);
    asAdmin
      .given(running)
      .when(correct('3-0', 6, 2))
      .then([]);
    for (const who of [MODERATOR, PLAYER])
      as(who)
        .given(running)
        .when(correct('3-0', 2, 6))
        .thenRejects({ kind: 'forbidden' });
    asAdmin
      .given(withFive)
      .when(correct('3-0', 2, 6))
      .thenRejects({ kind: 'conflict' });
    asAdmin
      .given(running)
      .when(correct('9-9', 2, 6))
      .thenRejects({ kind: 'notFound' });
  });
});

describe('reset and delete', () => {
  it('resets a launched tourney to open, keeping the participants', () => {
    asAdmin
      .given([...withFive, launched])
      .when({ type: 'ResetTourneyPlan' })
      .then([{ type: 'TourneyPlanReset', data: { tourneyId } }]);
    const state = [
      ...withFive,
      launched,
      { type: 'TourneyPlanReset', data: { tourneyId } } as TourneyEvent,
    ].reduce(evolve, initialState);
    expect(state).toMatchObject({ status: 'open', bracket: null, participants: ['a', 'b', 'c', 'd', 'e'] });
    asAdmin
      .given(withFive)
      .when({ type: 'ResetTourneyPlan' })
      .thenRejects({ message: TOURNEY_MESSAGES.notLaunched });
    as(MODERATOR)
      .given([...withFive, launched])
      .when({ type: 'ResetTourneyPlan' })
      .thenRejects({ kind: 'forbidden' });
  });

  it('deletes for admins only; a deleted tourney is not found', () => {
    const deleted: TourneyEvent = { type: 'TourneyDeleted', data: { tourneyId } };
    asAdmin.given(withFive).when({ type: 'DeleteTourney' }).then([deleted]);
    as(MODERATOR).given(withFive).when({ type: 'DeleteTourney' }).thenRejects({ kind: 'forbidden' });
    asPlayer
      .given([...withFive, deleted])
      .when(me('z'))
      .thenRejects({ kind: 'notFound' });
  });

  it('appends nothing for a refusal (the decider returns a reason, not events)', () => {
    expect(isDomainError(decide({ type: 'DeleteTourney' }, initialState, ADMIN))).toBe(true);
  });
});

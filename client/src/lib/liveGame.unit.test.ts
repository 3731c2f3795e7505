import { describe, expect, it } from 'vitest';
import { initialForm } from './addGame';
import {
  formatElapsed,
  formWithLiveGame,
  goalTimeline,
  liveStep,
  parseListening,
  showsLiveGame,
  stakeTexts,
} from './liveGame';

const game = (over: Partial<Parameters<typeof liveStep>[2]> = {}) => ({
  mode: 2,
  whites: [{ id: 'w-def' }, { id: 'w-off' }],
  blacks: [{ id: 'b-def' }, { id: 'b-off' }],
  scoreWhites: 0,
  scoreBlacks: 0,
  goals: [],
  ...over,
});
const goal = (side: string, at: string, source = 'BUTTON') => ({ side, at, source });

describe('the Add Game form while live (SPEC §4: incoming live scores overwrite the form)', () => {
  it("takes the game's lineups, mode and score, and keeps Six in a Row as ticked", () => {
    const form = { ...initialForm(1), sixInARow: true, scoreWhites: '5' };
    const next = formWithLiveGame(form, game({ scoreWhites: 2, scoreBlacks: 3 }));
    expect(next).toEqual({
      mode: 2,
      teams: {
        whites: { defense: 'w-def', offense: 'w-off' },
        blacks: { defense: 'b-def', offense: 'b-off' },
      },
      scoreWhites: '2',
      scoreBlacks: '3',
      sixInARow: true,
    });
    expect(showsLiveGame(next, game({ scoreWhites: 2, scoreBlacks: 3 }))).toBe(true);
    expect(showsLiveGame(next, game({ scoreWhites: 2, scoreBlacks: 4 }))).toBe(false);
    expect(showsLiveGame(form, game())).toBe(false);
  });

  it('has no offense in a 1 vs 1 game', () => {
    const next = formWithLiveGame(
      initialForm(2),
      game({ mode: 1, whites: [{ id: 'a' }], blacks: [{ id: 'b' }] }),
    );
    expect(next.mode).toBe(1);
    expect(next.teams).toEqual({
      whites: { defense: 'a', offense: null },
      blacks: { defense: 'b', offense: null },
    });
  });
});

describe('a tap on plus or minus while live', () => {
  it('scores a goal for the side with plus, until a side has 6', () => {
    expect(liveStep('whites', 1, game())).toEqual({ type: 'score', side: 'WHITES' });
    expect(liveStep('blacks', 1, game({ scoreWhites: 5, scoreBlacks: 5 }))).toEqual({
      type: 'score',
      side: 'BLACKS',
    });
    expect(liveStep('blacks', 1, game({ scoreWhites: 6, scoreBlacks: 2 }))).toBeNull();
    expect(liveStep('whites', 1, game({ scoreWhites: 6 }))).toBeNull();
  });

  it("undoes the last goal with minus only on that goal's side", () => {
    const goals = [goal('WHITES', '2026-11-26T10:00:00Z'), goal('BLACKS', '2026-11-26T10:01:00Z')];
    expect(liveStep('blacks', -1, game({ scoreWhites: 1, scoreBlacks: 1, goals }))).toEqual({ type: 'undo' });
    // The white goal is not the last one: the server takes back only the last goal.
    expect(liveStep('whites', -1, game({ scoreWhites: 1, scoreBlacks: 1, goals }))).toBeNull();
    expect(liveStep('whites', -1, game())).toBeNull();
  });
});

describe('the goal timeline (match details)', () => {
  it('lists the goals in order with m:ss since the first goal, the side, the source and the score after it', () => {
    const rows = goalTimeline([
      goal('BLACKS', '2026-11-26T10:00:40Z', 'VOICE'),
      goal('WHITES', '2026-11-26T10:00:00Z', 'BELL'),
      goal('WHITES', '2026-11-26T10:12:05Z'),
    ]);
    expect(rows.map((r) => [r.elapsed, r.team, r.source, r.score])).toEqual([
      ['0:00', 'whites', 'BELL', '1:0'],
      ['0:40', 'blacks', 'VOICE', '1:1'],
      ['12:05', 'whites', 'BUTTON', '2:1'],
    ]);
  });

  it('counts from the start when it is known', () => {
    const rows = goalTimeline([goal('WHITES', '2026-11-26T10:01:30Z')], '2026-11-26T10:00:00Z');
    expect(rows[0]?.elapsed).toBe('1:30');
  });

  it('is empty without goals', () => {
    expect(goalTimeline([])).toEqual([]);
  });

  it('writes durations as m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(59_999)).toBe('0:59');
    expect(formatElapsed(61_000)).toBe('1:01');
    expect(formatElapsed(3_600_000)).toBe('60:00');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('what else the live screens show', () => {
  it("writes a side's stake as what it wins and loses", () => {
    expect(stakeTexts({ win: 20, loss: 10 })).toEqual({ win: '+20', loss: '-10' });
  });

  it('remembers what live mode listens with, voice and bells by default', () => {
    expect(parseListening(null)).toEqual({ voice: true, bells: true });
    expect(parseListening('{"voice":false}')).toEqual({ voice: false, bells: true });
    expect(parseListening('{"voice":false,"bells":false}')).toEqual({ voice: false, bells: false });
    expect(parseListening('{"voice":"no","bells":1}')).toEqual({ voice: true, bells: true });
    expect(parseListening('not json')).toEqual({ voice: true, bells: true });
  });
});

import { describe, expect, it } from 'vitest';
import { GoalTracker, type LiveGameUpdate } from './goalTracker.ts';

const START = Date.parse('2026-11-26T18:00:00Z');
const t = (s: number) => new Date(START + s * 1000).toISOString();
const game = (
  goals: [number, 'BLACKS' | 'WHITES'][],
  status: LiveGameUpdate['status'] = 'RUNNING',
  id = 'g1',
) => ({
  id,
  status,
  goals: goals.map(([s, side]) => ({ at: t(s), side })),
});

describe('GoalTracker', () => {
  it('reports each goal beyond the last seen count, numbered from 1', () => {
    const tracker = new GoalTracker(START);
    expect(tracker.update(game([]))).toEqual([]);
    expect(tracker.update(game([[10, 'BLACKS']]))).toEqual([
      { liveGameId: 'g1', goal: 1, side: 'BLACKS', at: t(10) },
    ]);
    expect(tracker.update(game([[10, 'BLACKS']]))).toEqual([]);
    expect(
      tracker
        .update(
          game([
            [10, 'BLACKS'],
            [20, 'WHITES'],
            [25, 'WHITES'],
          ]),
        )
        .map((g) => g.goal),
    ).toEqual([2, 3]);
  });

  it('after an undo, the next goal is new under the same number', () => {
    const tracker = new GoalTracker(START);
    tracker.update(
      game([
        [10, 'BLACKS'],
        [20, 'WHITES'],
      ]),
    );
    expect(tracker.update(game([[10, 'BLACKS']]))).toEqual([]);
    expect(
      tracker.update(
        game([
          [10, 'BLACKS'],
          [30, 'BLACKS'],
        ]),
      ),
    ).toEqual([{ liveGameId: 'g1', goal: 2, side: 'BLACKS', at: t(30) }]);
  });

  it('in a game first seen mid-way, counts only goals scored since it began listening', () => {
    const tracker = new GoalTracker(START);
    const goals = tracker.update(
      game([
        [-300, 'BLACKS'],
        [-200, 'WHITES'],
        [5, 'WHITES'],
      ]),
    );
    expect(goals).toEqual([{ liveGameId: 'g1', goal: 3, side: 'WHITES', at: t(5) }]);
  });

  it('forgets an ended game, and every game when the location has none', () => {
    const tracker = new GoalTracker(START);
    tracker.update(game([[10, 'BLACKS']]));
    expect(tracker.update(game([[10, 'BLACKS']], 'ENDED'))).toEqual([]);
    expect(tracker.update(game([[10, 'BLACKS']], 'RUNNING', 'g2'))).toHaveLength(1);
    expect(tracker.update(null)).toEqual([]);
    expect(tracker.update(game([[-5, 'BLACKS']], 'RUNNING', 'g3'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type VoteCommand } from './vote.decider.ts';

const vote = (layout: string, direction: string) =>
  ({ type: 'VotePlayerSelection', layout, direction }) as VoteCommand;

describe('player selection vote decider', () => {
  it('counts a vote for either layout in either direction', () => {
    expect(decide(vote('single', 'up'), initialState)).toEqual([
      { type: 'PlayerSelectionVoted', data: { layout: 'single', direction: 'up' } },
    ]);
    expect(decide(vote('double', 'down'), initialState)).toEqual([
      { type: 'PlayerSelectionVoted', data: { layout: 'double', direction: 'down' } },
    ]);
  });

  it('refuses an unknown layout or direction with a clear message', () => {
    expect(decide(vote('triple', 'up'), initialState)).toEqual({
      kind: 'validation',
      message: 'Vote for the single or the double layout',
      field: 'layout',
    });
    expect(decide(vote('single', 'sideways'), initialState)).toEqual({
      kind: 'validation',
      message: 'Vote up or down',
      field: 'direction',
    });
  });

  it('counts one vote per user, layout and day: a second one that day is refused, also the other way', () => {
    const [event] = decide(vote('single', 'up'), initialState) as never[];
    const voted = evolve(initialState, event!);
    expect(decide(vote('single', 'up'), voted)).toEqual({
      kind: 'conflict',
      message: 'You have already voted for this layout today',
    });
    expect(decide(vote('single', 'down'), voted)).toMatchObject({ kind: 'conflict' });
  });
});

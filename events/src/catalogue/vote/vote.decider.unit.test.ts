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

  it('never counts the same vote twice', () => {
    const [event] = decide(vote('single', 'up'), initialState) as never[];
    expect(decide(vote('single', 'up'), evolve(initialState, event!))).toMatchObject({ kind: 'conflict' });
  });
});

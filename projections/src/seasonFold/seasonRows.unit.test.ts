import { describe, expect, it } from 'vitest';
import type { StatTable } from './contract.ts';
import { SeasonRows } from './seasonRows.ts';

interface Pair {
  player_id: string;
  other_id: string;
  together: number;
}

const pairs: StatTable<Pair> = {
  name: 'pairs',
  columns: { player_id: 'text', other_id: 'text', together: 'int' },
  key: ['player_id', 'other_id'],
  positionColumn: 'last_position',
};

describe('a member’s rows of a season', () => {
  it('keeps for each row the position of the last match that changed it', () => {
    const rows = new SeasonRows(pairs);
    rows.load({ player_id: 'a', other_id: 'b', together: 3 }, 10);
    rows.position = 20;
    rows.change({ player_id: 'a', other_id: 'c' }, () => ({ player_id: 'a', other_id: 'c', together: 0 }))
      .together++;
    rows.position = 30;
    rows.change({ player_id: 'a', other_id: 'c' }, () => ({ player_id: 'a', other_id: 'c', together: 0 }))
      .together++;
    expect([...rows.entries()]).toEqual([
      [{ player_id: 'a', other_id: 'b', together: 3 }, 10],
      [{ player_id: 'a', other_id: 'c', together: 2 }, 30],
    ]);
    expect([...rows.changedFrom(20)].map(([r]) => r.other_id)).toEqual(['c']);
  });

  it('tells keys apart by every key column', () => {
    const rows = new SeasonRows(pairs);
    rows.load({ player_id: 'a', other_id: 'b', together: 1 }, 1);
    expect(rows.get({ player_id: 'a', other_id: 'b' })?.together).toBe(1);
    expect(rows.get({ player_id: 'b', other_id: 'a' })).toBeUndefined();
  });

  it('gives an append-only table its rows in the order they were added, with their matches', () => {
    const rows = new SeasonRows({ ...pairs, appendOnly: true });
    rows.position = 5;
    rows.add({ player_id: 'a', other_id: 'b', together: 1 });
    rows.add({ player_id: 'a', other_id: 'b', together: 2 });
    rows.position = 6;
    rows.add({ player_id: 'a', other_id: 'b', together: 3 });
    expect([...rows.entries()].map(([r, p]) => [r.together, p])).toEqual([
      [1, 5],
      [2, 5],
      [3, 6],
    ]);
  });

  it('hands added rows to a sink instead of keeping them, once one is given', () => {
    const rows = new SeasonRows({ ...pairs, appendOnly: true });
    const sunk: [number, number][] = [];
    rows.position = 5;
    rows.add({ player_id: 'a', other_id: 'b', together: 1 });
    rows.streamAdded((row, position) => sunk.push([row.together, position]));
    rows.add({ player_id: 'a', other_id: 'b', together: 2 });
    rows.position = 6;
    rows.add({ player_id: 'a', other_id: 'b', together: 3 });
    expect(sunk).toEqual([
      [2, 5],
      [3, 6],
    ]);
    expect([...rows.entries()].map(([r]) => r.together)).toEqual([1]);
  });

  it('replaces a row loaded again in its place, found by either lookup', () => {
    const rows = new SeasonRows(pairs);
    rows.load({ player_id: 'a', other_id: 'b', together: 1 }, 1);
    rows.load({ player_id: 'a', other_id: 'c', together: 1 }, 2);
    rows.load({ player_id: 'a', other_id: 'b', together: 7 }, 3);
    expect(rows.get({ player_id: 'a', other_id: 'b' })?.together).toBe(7);
    rows.position = 4;
    rows.change({ player_id: 'a', other_id: 'b' }, () => ({ player_id: 'a', other_id: 'b', together: 0 }))
      .together++;
    expect([...rows.entries()]).toEqual([
      [{ player_id: 'a', other_id: 'b', together: 8 }, 4],
      [{ player_id: 'a', other_id: 'c', together: 1 }, 2],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyTeams } from './addGame';
import {
  choose,
  parseSortBy,
  positionOf,
  type RankedPlayer,
  type Selection,
  sortPlayers,
} from './playerSelection';

const start = (): Selection => ({ teams: emptyTeams(), turn: 'defense' });

describe('choosing players (SPEC §4)', () => {
  it('sets the single slot in 1 vs 1, replacing whoever was there', () => {
    let s = choose(start(), 1, 'whites', 'ann');
    s = choose(s, 1, 'whites', 'bob');
    s = choose(s, 1, 'blacks', 'cem');
    expect(s.teams).toEqual({
      whites: { defense: 'bob', offense: null },
      blacks: { defense: 'cem', offense: null },
    });
  });

  it('alternates defense and offense in 2 vs 2, one turn shared by both teams', () => {
    let s = choose(start(), 2, 'whites', 'ann'); // defense
    s = choose(s, 2, 'blacks', 'cem'); // offense (the turn is shared)
    s = choose(s, 2, 'whites', 'bob'); // defense again: replaces ann
    s = choose(s, 2, 'whites', 'dan'); // offense
    expect(s.teams).toEqual({
      whites: { defense: 'bob', offense: 'dan' },
      blacks: { defense: null, offense: 'cem' },
    });
    expect(s.turn).toBe('defense');
  });

  it('swaps defense and offense when a player of the team is chosen again, keeping the turn', () => {
    let s = choose(start(), 2, 'whites', 'ann');
    s = choose(s, 2, 'whites', 'bob');
    const turn = s.turn;
    s = choose(s, 2, 'whites', 'ann');
    expect(s.teams.whites).toEqual({ defense: 'bob', offense: 'ann' });
    expect(s.turn).toBe(turn);
  });

  it('moves a player chosen for the other team out of their old slot', () => {
    let s = choose(start(), 2, 'whites', 'ann');
    s = choose(s, 2, 'blacks', 'ann');
    expect(s.teams).toEqual({
      whites: { defense: null, offense: null },
      blacks: { defense: null, offense: 'ann' },
    });
  });

  it('tags rows with the position of the team they are chosen for', () => {
    const s = choose(choose(start(), 2, 'whites', 'ann'), 2, 'blacks', 'cem');
    expect(positionOf(s.teams, 2, 'ann')).toEqual({ team: 'whites', tag: 'Defense' });
    expect(positionOf(s.teams, 2, 'cem')).toEqual({ team: 'blacks', tag: 'Offense' });
    expect(positionOf(s.teams, 1, 'ann')).toEqual({ team: 'whites', tag: 'Solo' });
    expect(positionOf(s.teams, 2, 'zoe')).toBeNull();
  });
});

describe('sorting (SPEC §4)', () => {
  const p = (name: string, one: number | null, two: number | null, last: string | null): RankedPlayer => ({
    id: name,
    name,
    mmrOneOnOne: one,
    mmrTwoOnTwo: two,
    lastPlayedOn: last,
  });
  const players = [
    p('bert', 40, 10, '2026-11-20T10:00:00Z'),
    p('Anna', null, 90, null),
    p('carl', 40, null, '2026-11-21T10:00:00Z'),
    p('Dora', 5, 30, '2026-11-19T10:00:00Z'),
  ];
  const names = (list: RankedPlayer[]) => list.map((x) => x.name);

  it('sorts by name ignoring case', () =>
    expect(names(sortPlayers(players, 'name', 2))).toEqual(['Anna', 'bert', 'carl', 'Dora']));
  it("sorts by the mode's MMR, highest first, none as 0, ties by name", () => {
    expect(names(sortPlayers(players, 'mmr', 1))).toEqual(['bert', 'carl', 'Dora', 'Anna']);
    expect(names(sortPlayers(players, 'mmr', 2))).toEqual(['Anna', 'Dora', 'bert', 'carl']);
  });
  it('sorts by last played, newest first, never played last', () =>
    expect(names(sortPlayers(players, 'lastPlayed', 2))).toEqual(['carl', 'bert', 'Dora', 'Anna']));
  it("remembers the sort in 'sortBy', name by default", () => {
    expect(parseSortBy('mmr')).toBe('mmr');
    expect(parseSortBy(null)).toBe('name');
    expect(parseSortBy('shoeSize')).toBe('name');
  });
});

import { defenseLabel, OFFENSE_LABEL } from '@kicker/events/matchRules';
import type { GameMode, Lineup, TeamId, Teams } from './addGame';

// SPEC "Player selection" (§2) and §4: choosing players by tapping rows, and the three sorts.

/** Which position the next newly chosen player takes in 2 vs 2; one turn shared by both teams. */
export type Turn = keyof Lineup;

export interface Selection {
  teams: Teams;
  turn: Turn;
}

const otherTeam = (team: TeamId): TeamId => (team === 'whites' ? 'blacks' : 'whites');
const lineups = (team: TeamId, mine: Lineup, theirs: Lineup): Teams =>
  team === 'whites' ? { whites: mine, blacks: theirs } : { whites: theirs, blacks: mine };

/** Takes a player out of a lineup (they are about to play for the other side). */
const without = (lineup: Lineup, playerId: string): Lineup => ({
  defense: lineup.defense === playerId ? null : lineup.defense,
  offense: lineup.offense === playerId ? null : lineup.offense,
});

/**
 * SPEC §4: in 1 vs 1 choosing sets the team's single slot. In 2 vs 2 choosing a player already in
 * the team swaps its defense and offense; anyone else takes defense, offense, defense... in turns
 * shared across both teams. A player chosen for one team leaves the other.
 */
export function choose(selection: Selection, mode: GameMode, team: TeamId, playerId: string): Selection {
  const other = otherTeam(team);
  const current = selection.teams[team];
  if (mode === 1)
    return {
      ...selection,
      teams: lineups(team, { defense: playerId, offense: null }, without(selection.teams[other], playerId)),
    };
  if (current.defense === playerId || current.offense === playerId)
    return {
      ...selection,
      teams: { ...selection.teams, [team]: { defense: current.offense, offense: current.defense } },
    };
  return {
    turn: selection.turn === 'defense' ? 'offense' : 'defense',
    teams: lineups(
      team,
      { ...current, [selection.turn]: playerId },
      without(selection.teams[other], playerId),
    ),
  };
}

/** The position tag a row shows for the team it is chosen in ('Solo' in 1 vs 1), or null. */
export function positionOf(
  teams: Teams,
  mode: GameMode,
  playerId: string,
): { team: TeamId; tag: string } | null {
  for (const team of ['whites', 'blacks'] as const) {
    if (teams[team].defense === playerId) return { team, tag: defenseLabel(mode) };
    if (mode === 2 && teams[team].offense === playerId) return { team, tag: OFFENSE_LABEL };
  }
  return null;
}

export const SORTS = ['name', 'mmr', 'lastPlayed'] as const;
export type SortBy = (typeof SORTS)[number];
export const SORT_LABEL: Record<SortBy, string> = {
  name: 'Sort by Name',
  mmr: 'Sort by MMR',
  lastPlayed: 'Sort by LastPlayed',
};

/** SPEC local storage 'sortBy': the remembered sort, name when missing or unknown. */
export const parseSortBy = (stored: string | null): SortBy =>
  SORTS.includes(stored as SortBy) ? (stored as SortBy) : 'name';

export interface RankedPlayer {
  id: string;
  name: string;
  /** Season MMR per mode; null before the player's first match. */
  mmrOneOnOne: number | null;
  mmrTwoOnTwo: number | null;
  /** ISO time of the player's last match this season; null when they have not played. */
  lastPlayedOn: string | null;
}

const byName = (a: RankedPlayer, b: RankedPlayer) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * SPEC §4 sorting: by name ignoring case; by MMR of the game's mode, highest first (none counts as
 * 0); by last played, newest first (never counts as very old). Ties fall back to the name.
 */
export function sortPlayers<P extends RankedPlayer>(
  players: readonly P[],
  sortBy: SortBy,
  mode: GameMode,
): P[] {
  const mmr = (p: P) => (mode === 1 ? p.mmrOneOnOne : p.mmrTwoOnTwo) ?? 0;
  const played = (p: P) => (p.lastPlayedOn ? Date.parse(p.lastPlayedOn) : Number.NEGATIVE_INFINITY);
  const compare: Record<SortBy, (a: P, b: P) => number> = {
    name: byName,
    mmr: (a, b) => mmr(b) - mmr(a) || byName(a, b),
    lastPlayed: (a, b) => (played(b) === played(a) ? byName(a, b) : played(b) > played(a) ? 1 : -1),
  };
  return [...players].sort(compare[sortBy]);
}

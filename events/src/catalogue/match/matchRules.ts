// SPEC §3, §5: the rules of a match result and a lineup, and the texts that explain them. Pure and
// free of the event store, so the client shows exactly what the decider decides (the client
// imports this module through the `@kicker/events/matchRules` subpath).

/**
 * The mode of a match: players per team (1 or 2) where people enter it, `oneOnOne`/`twoOnTwo` where
 * it names a table or a rating (DESIGN §6). These two convert, so no one else compares them.
 */
export type GameMode = 1 | 2;
export const MODE_NAMES = ['oneOnOne', 'twoOnTwo'] as const;
export type ModeName = (typeof MODE_NAMES)[number];
export const modeName = (mode: GameMode): ModeName => (mode === 1 ? 'oneOnOne' : 'twoOnTwo');
export const gameMode = (name: ModeName): GameMode => (name === 'oneOnOne' ? 1 : 2);

/** A match is played to six. */
export const MAX_SCORE = 6;

export const MATCH_MESSAGES = {
  invalidResult: 'Please enter a valid result',
  sixInARowOnSixZero: 'You do not need to select this for a 6:0',
  withYourself: 'You like playing with yourself, do you?',
  samePlayerTwice: 'A player can only play once per match',
  noSeason: 'No active season found. Contact admin to create a season.',
  noLocations: 'No locations available. Please contact an admin to set up locations.',
  newestOnly: 'Only admins and moderators delete older matches: you may delete the newest one',
  restoreForbidden: 'Only admins and moderators restore matches',
  recordForbidden: 'Only players of this organisation record its matches',
  notDeleted: 'This match is not deleted',
  onePlayerPerTeam: 'A 1 vs 1 match has one player per team',
  chooseEveryPlayer: 'Choose every player of both teams',
  playerNotFound: 'Player not found in this organisation',
} as const;

/** One team as entered: its defense (the single player, 'Solo', in 1 vs 1) and its offense. */
export interface TeamLineup {
  defense: string;
  /** Absent in 1 vs 1. */
  offense?: string | null;
}

/** SPEC §3 Team selection: the label of the defense slot ('Solo' in 1 vs 1) and of the offense slot. */
export const defenseLabel = (mode: 1 | 2) => (mode === 1 ? 'Solo' : 'Defense');
export const OFFENSE_LABEL = 'Offense';

export const isScore = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_SCORE;

/**
 * What is wrong with a result, or null: both scores 0 to 6 and exactly one side at six (one
 * winner); Six in a Row is not ticked on a 6:0 (that is krabbeln, already worth double).
 */
export function scoreProblem(scoreWhites: number, scoreBlacks: number, sixInARow: boolean): string | null {
  const [w, b] = [scoreWhites, scoreBlacks];
  if (!isScore(w) || !isScore(b) || (w === MAX_SCORE) === (b === MAX_SCORE))
    return MATCH_MESSAGES.invalidResult;
  if (sixInARow && Math.min(w, b) === 0) return MATCH_MESSAGES.sixInARowOnSixZero;
  return null;
}

/**
 * The same player chosen twice, or null. Empty slots are not compared (a form still being filled
 * in). SPEC §5 has its own text for 1 vs 1 against yourself.
 */
export function lineupProblem(mode: 1 | 2, players: readonly (string | null | undefined)[]): string | null {
  const picked = players.filter((p): p is string => Boolean(p));
  if (new Set(picked).size === picked.length) return null;
  return mode === 1 ? MATCH_MESSAGES.withYourself : MATCH_MESSAGES.samePlayerTwice;
}

/** The team's players in slot order: defense, then offense in 2 vs 2 ('' for an empty slot). */
export const lineupIds = (mode: GameMode, team: TeamLineup): string[] =>
  mode === 1 ? [team.defense] : [team.defense, team.offense ?? ''];

/**
 * What is wrong with both teams' lineups, or null: one player per team in 1 vs 1, every slot
 * filled, nobody twice. The field names the input at fault. Matches and live games both ask this.
 */
export function teamsProblem(
  mode: GameMode,
  whites: TeamLineup,
  blacks: TeamLineup,
): { message: string; field: 'mode' | 'players' } | null {
  if (mode === 1 && (whites.offense || blacks.offense))
    return { message: MATCH_MESSAGES.onePlayerPerTeam, field: 'mode' };
  const ids = [...lineupIds(mode, whites), ...lineupIds(mode, blacks)];
  if (ids.some((id) => !id)) return { message: MATCH_MESSAGES.chooseEveryPlayer, field: 'players' };
  const twice = lineupProblem(mode, ids);
  return twice ? { message: twice, field: 'players' } : null;
}

/**
 * A chosen player who is not in the organisation (by id) or is disabled, or null: the text that
 * says so. `players` holds the chosen ones the organisation knows.
 */
export function rosterProblem(
  ids: readonly string[],
  players: ReadonlyMap<string, { name: string; isDisabled: boolean }>,
): string | null {
  for (const id of ids) {
    const player = players.get(id);
    if (!player) return MATCH_MESSAGES.playerNotFound;
    if (player.isDisabled) return `${player.name} is disabled`;
  }
  return null;
}

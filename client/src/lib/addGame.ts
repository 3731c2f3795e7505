import {
  defenseLabel,
  type GameMode,
  lineupProblem,
  MATCH_MESSAGES,
  MAX_SCORE,
  OFFENSE_LABEL,
  scoreProblem,
} from '@kicker/events/matchRules';
import { GUESTS_DEPARTMENT } from '@kicker/events/playerRules';

// SPEC "Add-stats screen", §4 game mode and §5 validation: the form's state, free of React so it
// is tested on its own and the screen only shows what it says. The rules of a result and a lineup
// and their texts are the decider's own (@kicker/events/matchRules), so both sides say the same.

export { defenseLabel, type GameMode, MAX_SCORE, OFFENSE_LABEL };

export type TeamId = 'whites' | 'blacks';

/** A team's players by position; in 1 vs 1 only `defense` is used (shown as 'Solo'). */
export interface Lineup {
  defense: string | null;
  offense: string | null;
}

export interface Teams {
  whites: Lineup;
  blacks: Lineup;
}

export interface AddGameForm {
  mode: GameMode;
  teams: Teams;
  /** As typed: '' or anything else the input holds. */
  scoreWhites: string;
  scoreBlacks: string;
  sixInARow: boolean;
}

export const emptyLineup = (): Lineup => ({ defense: null, offense: null });
export const emptyTeams = (): Teams => ({ whites: emptyLineup(), blacks: emptyLineup() });

export const initialForm = (mode: GameMode = 2, teams: Teams = emptyTeams()): AddGameForm => ({
  mode,
  teams: mode === 1 ? withoutOffense(teams) : teams,
  scoreWhites: '0',
  scoreBlacks: '0',
  sixInARow: false,
});

/** SPEC §3 Team selection: the labels a team's positions carry in each mode. */
export const TEAM_LABEL: Record<TeamId, string> = { whites: 'Team White', blacks: 'Team Black' };

const withoutOffense = (teams: Teams): Teams => ({
  whites: { ...teams.whites, offense: null },
  blacks: { ...teams.blacks, offense: null },
});

/** SPEC §4: switching to 1vs1 clears both offense players. */
export const setMode = (form: AddGameForm, mode: GameMode): AddGameForm => ({
  ...form,
  mode,
  teams: mode === 1 ? withoutOffense(form.teams) : form.teams,
});

/** Team switch: whole lineups change sides (the scores stay with the colours). */
export const switchTeams = (form: AddGameForm): AddGameForm => ({
  ...form,
  teams: { whites: form.teams.blacks, blacks: form.teams.whites },
});

/** Lineup switch: offense and defense change places within one team. */
export const switchLineup = (form: AddGameForm, team: TeamId): AddGameForm => ({
  ...form,
  teams: {
    ...form.teams,
    [team]: { defense: form.teams[team].offense, offense: form.teams[team].defense },
  },
});

export const setPlayer = (
  form: AddGameForm,
  team: TeamId,
  position: keyof Lineup,
  playerId: string | null,
): AddGameForm => ({
  ...form,
  teams: { ...form.teams, [team]: { ...form.teams[team], [position]: playerId } },
});

/** A score as a number when it is an integer from 0 to 6, else null. */
export function parseScore(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n <= MAX_SCORE ? n : null;
}

/** SPEC §5: plus is disabled above 5, or at 5 while the other side has 6. */
export function canIncrement(own: string, other: string): boolean {
  const score = parseScore(own) ?? 0;
  const theirs = parseScore(other);
  return !(score > 5 || (score === 5 && theirs === MAX_SCORE));
}

/** SPEC §5: minus is disabled at 0. */
export const canDecrement = (own: string): boolean => (parseScore(own) ?? 0) > 0;

export const stepScore = (value: string, by: 1 | -1): string =>
  String(Math.min(MAX_SCORE, Math.max(0, (parseScore(value) ?? 0) + by)));

export const MESSAGES = {
  ...MATCH_MESSAGES,
  offline: 'Looks like you are offline.',
  noOrganisation: 'Organization not set. Please complete setup.',
} as const;

/**
 * Why Submit is disabled, in words, for the line beside it. The decider's texts where it has one
 * (a player twice, Six in a Row on a 6:0); where it only says 'Please enter a valid result', the
 * part of the result that is wrong. `todo` is something not filled in yet, `problem` something to
 * correct.
 */
export const SUBMIT_REASONS = {
  chooseFour: 'Choose all four players',
  chooseTwo: 'Choose both players',
  scoreRange: `Scores go from 0 to ${MAX_SCORE}`,
  noWinner: `One side needs ${MAX_SCORE} goals`,
  twoWinners: `Only one side can have ${MAX_SCORE} goals`,
} as const;

export interface SubmitReason {
  text: string;
  kind: 'todo' | 'problem';
}

export interface FormCheck {
  /** Per score input: 'Please enter a valid result' when it is not 0 to 6. */
  scoreWhites: string | null;
  scoreBlacks: string | null;
  /** Why Submit is disabled (the first thing to do, problems before what is still to fill in), or null. */
  reason: SubmitReason | null;
  /** Submit is enabled only when this is true (SPEC §5): there is no reason. */
  canSubmit: boolean;
}

export const chosenPlayers = (form: AddGameForm): (string | null)[] =>
  form.mode === 1
    ? [form.teams.whites.defense, form.teams.blacks.defense]
    : [
        form.teams.whites.defense,
        form.teams.whites.offense,
        form.teams.blacks.defense,
        form.teams.blacks.offense,
      ];

/** The decider's verdict on the result as typed; 'Please enter a valid result' until both are numbers. */
export function resultProblem(form: AddGameForm): string | null {
  const w = parseScore(form.scoreWhites);
  const b = parseScore(form.scoreBlacks);
  if (w === null || b === null) return MESSAGES.invalidResult;
  return scoreProblem(w, b, form.sixInARow);
}

/** Whether ticking Six in a Row is pointless: the score is already 6:0. */
export const isKrabbelWithSixInARow = (form: AddGameForm): boolean =>
  resultProblem(form) === MESSAGES.sixInARowOnSixZero;

const problem = (text: string): SubmitReason => ({ text, kind: 'problem' });
const todo = (text: string): SubmitReason => ({ text, kind: 'todo' });

/**
 * SPEC §5 in one place: why Submit is disabled, or null when it is enabled. Problems first
 * (offline, a player twice, a score outside 0 to 6, Six in a Row on a 6:0, two sides at six), then
 * what is still missing (players, then a side at six).
 */
export function submitReason(form: AddGameForm, online: boolean): SubmitReason | null {
  if (!online) return problem(MESSAGES.offline);
  const players = chosenPlayers(form);
  const twice = lineupProblem(form.mode, players);
  if (twice) return problem(twice);
  const w = parseScore(form.scoreWhites);
  const b = parseScore(form.scoreBlacks);
  if (w === null || b === null) return problem(SUBMIT_REASONS.scoreRange);
  const result = scoreProblem(w, b, form.sixInARow);
  if (result && result !== MESSAGES.invalidResult) return problem(result);
  // Both numbers are scores, so the decider's 'Please enter a valid result' means the sixes.
  if (result && w === MAX_SCORE && b === MAX_SCORE) return problem(SUBMIT_REASONS.twoWinners);
  if (players.some((p) => p === null))
    return todo(form.mode === 1 ? SUBMIT_REASONS.chooseTwo : SUBMIT_REASONS.chooseFour);
  if (result) return todo(SUBMIT_REASONS.noWinner);
  return null;
}

/** The score inputs' messages and Submit's state with the reason it is disabled. */
export function checkForm(form: AddGameForm, online: boolean): FormCheck {
  const reason = submitReason(form, online);
  return {
    scoreWhites: parseScore(form.scoreWhites) === null ? MESSAGES.invalidResult : null,
    scoreBlacks: parseScore(form.scoreBlacks) === null ? MESSAGES.invalidResult : null,
    reason,
    canSubmit: reason === null,
  };
}

/**
 * SPEC §5 pre-submit guards, in order: an active season, then a location (the remembered or own
 * one, else the organisation's first). Returns the message to show, or the location to record at.
 */
export function preSubmitCheck(
  seasonActive: boolean,
  locationId: string | null,
): { problem: string } | { locationId: string } {
  if (!seasonActive) return { problem: MESSAGES.noSeason };
  if (!locationId) return { problem: MESSAGES.noLocations };
  return { locationId };
}

/** The recordMatch input of a checked form. */
export function toMatchInput(form: AddGameForm, locationId: string | null) {
  const lineup = (team: TeamId) => ({
    defense: form.teams[team].defense!,
    offense: form.mode === 2 ? form.teams[team].offense : null,
  });
  return {
    mode: form.mode,
    whites: lineup('whites'),
    blacks: lineup('blacks'),
    scoreWhites: parseScore(form.scoreWhites)!,
    scoreBlacks: parseScore(form.scoreBlacks)!,
    sixInARow: form.sixInARow,
    locationId,
  };
}

/** SPEC §3 local storage 'lastMatch': the lineups of the last match entered here, for 'Last match'. */
export interface LastMatch {
  mode: GameMode;
  teams: Teams;
}

export function parseLastMatch(stored: string | null): LastMatch | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<LastMatch>;
    const lineup = (l: unknown): l is Lineup =>
      typeof l === 'object' &&
      l !== null &&
      ['defense', 'offense'].every((k) => {
        const v = (l as Record<string, unknown>)[k];
        return v === null || typeof v === 'string';
      });
    if (
      (value.mode !== 1 && value.mode !== 2) ||
      !lineup(value.teams?.whites) ||
      !lineup(value.teams?.blacks)
    )
      return null;
    return { mode: value.mode, teams: value.teams as Teams };
  } catch {
    return null;
  }
}

/** Winners and losers of a submitted form (SPEC local storage 'winners' and 'losers'). */
export function sidesOf(form: AddGameForm): { winners: string[]; losers: string[] } {
  const whitesWon = parseScore(form.scoreWhites) === MAX_SCORE;
  const ids = (team: TeamId) =>
    [form.teams[team].defense, form.mode === 2 ? form.teams[team].offense : null].filter(
      (id): id is string => id !== null,
    );
  return whitesWon
    ? { winners: ids('whites'), losers: ids('blacks') }
    : { winners: ids('blacks'), losers: ids('whites') };
}

/** SPEC §6: with Guests off, players of other locations, the 'Guests' department and disabled ones are hidden. */
export function visiblePlayers<
  P extends { id: string; isDisabled: boolean; department: string | null; locationId: string | null },
>(players: readonly P[], showAllLocations: boolean, locationId: string | null): P[] {
  return players.filter(
    (p) =>
      !p.isDisabled &&
      (showAllLocations ||
        (p.department !== GUESTS_DEPARTMENT && (!locationId || p.locationId === locationId))),
  );
}

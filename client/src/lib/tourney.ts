import { isScore } from '@kicker/events/matchRules';
import { launchProblem, TOURNEY_MESSAGES } from '@kicker/events/tourneyRules';
import { format, isValid } from 'date-fns';

// The tourney screens' arithmetic (SPEC §2 "Tournaments", §4): which rounds and matches the plan
// shows, in which order, how places and dates read, and what a score input holds. The rules
// themselves (names, launch dialogs, round names, what locks a match) are @kicker/events/tourneyRules.

interface SideLike {
  readonly isBye: boolean;
}
interface MatchLike {
  readonly home: SideLike;
  readonly away: SideLike;
}
interface RoundLike {
  /** SPEC §4 round id: 0 Final, 1 Small Final, 2 Semi Final, … 5 Round of 32. */
  readonly roundId: number;
  readonly matches: readonly MatchLike[];
}

/** SPEC §2: a match against 'Freilos' (a bye) is not shown. */
export const isByeMatch = (match: MatchLike) => match.home.isBye || match.away.isBye;

/**
 * The rounds as the plan shows them: first round first, then towards the final (highest round id
 * first), so the Small Final comes before the Final; each with the matches it shows (no byes). A
 * round left without a match to show (its matches were all byes) is left out.
 */
export function roundsForDisplay<R extends RoundLike>(
  rounds: readonly R[],
): { round: R; matches: R['matches'][number][] }[] {
  return [...rounds]
    .sort((a, b) => b.roundId - a.roundId)
    .map((round) => ({ round, matches: round.matches.filter((m) => !isByeMatch(m)) }))
    .filter((r) => r.matches.length > 0);
}

/** SPEC §2: the names of a place, joined by ' & ' when two (2 vs 2). */
export const placeNames = (names: readonly string[]) => names.join(' & ');

/** SPEC §2: the creation date of a card, yyyy-MM-dd. */
export function tourneyDate(createdAt: string): string {
  const date = new Date(createdAt);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : 'Error';
}

/**
 * What a score input holds: an integer 0 to 6, or null (empty or anything else). SPEC §5: the
 * input takes 0 to 6.
 */
export function parseScore(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return isScore(n) ? n : null;
}

/**
 * The scores to send when one input changes to `value`: both current scores, an empty other side
 * counting 0 (SPEC §4: a match locks when either is exactly 6). Null when nothing is to be sent.
 */
export function scoresToSend(
  side: 'home' | 'away',
  value: number | null,
  current: { readonly scoreHome?: number | null; readonly scoreAway?: number | null },
): { scoreHome: number; scoreAway: number } | null {
  if (value === null) return null;
  const scoreHome = side === 'home' ? value : (current.scoreHome ?? 0);
  const scoreAway = side === 'away' ? value : (current.scoreAway ?? 0);
  if (scoreHome === current.scoreHome && scoreAway === current.scoreAway) return null;
  return { scoreHome, scoreAway };
}

export type TourneyStatusName = 'OPEN' | 'RUNNING' | 'COMPLETED';

/** How a card names a status. */
export const STATUS_LABEL: Record<TourneyStatusName, string> = {
  OPEN: 'Open',
  RUNNING: 'Running',
  COMPLETED: 'Completed',
};

/**
 * A dialog an admin's tourney action opens: with `confirm` (the label of the button that does it) a
 * question asked first, without one a notice that refuses the action (SPEC §5's launch dialogs).
 */
export interface TourneyDialog {
  title: string;
  text: string;
  confirm?: string;
  danger?: boolean;
}

/**
 * 'Start Tourney' / 'Start' (SPEC §5 'Plan generation'): the dialog of a launch problem (an odd count
 * in 2 vs 2, more than 32 sides, a single side) instead of the launch, else the confirmation.
 */
export function startDialog(participantCount: number, mode: number): TourneyDialog {
  const problem = launchProblem(participantCount, mode === 2 ? 2 : 1);
  if (problem) return { title: problem.title, text: problem.text };
  return { title: 'Start Tourney', text: TOURNEY_MESSAGES.confirmLaunch, confirm: 'Start' };
}

export const DELETE_TOURNEY_DIALOG: TourneyDialog = {
  title: 'Delete Tourney',
  text: TOURNEY_MESSAGES.confirmDelete,
  confirm: 'Delete',
  danger: true,
};

/** Not a SPEC text: SPEC asks nothing before a reset, but a reset loses every score of the plan. */
export const RESET_PLAN_DIALOG: TourneyDialog = {
  title: 'Reset Plan',
  text: 'Do you really want to reset the plan? All its scores are lost.',
  confirm: 'Reset',
  danger: true,
};

/**
 * A participant's delete icon: SPEC §5's 'Do you really want to delete this match?' (the only
 * delete of a tourney's screens below the tourney, see docs/decisions.md), titled with the name.
 */
export const removeParticipantDialog = (name: string): TourneyDialog => ({
  title: `Remove ${name}`,
  text: TOURNEY_MESSAGES.confirmRemoveParticipant,
  confirm: 'Delete',
  danger: true,
});

/** A column of a bracket: one round, or on the wall half a round, or the final with the small final. */
export interface BracketColumn<R extends RoundLike> {
  key: string;
  parts: { round: R; matches: R['matches'][number][] }[];
}

/** The plan's columns: a round each (roundsForDisplay). */
export const planColumns = <R extends RoundLike>(rounds: readonly R[]): BracketColumn<R>[] =>
  roundsForDisplay(rounds).map((part) => ({ key: String(part.round.roundId), parts: [part] }));

/**
 * Issue 28: the bracket on the wall, as wide as it is tall: each round before the finals split in
 * two halves, the first half on the left towards the final, the second mirrored on the right, the
 * final above the small final in the middle. Half as many matches stand above each other as in the
 * plan's columns, so the bracket scaled to the screen keeps its names large.
 */
export function tvColumns<R extends RoundLike>(rounds: readonly R[]): BracketColumn<R>[] {
  const shown = roundsForDisplay(rounds);
  const early = shown.filter(({ round }) => round.roundId >= 2);
  const half = (matches: readonly unknown[]) => Math.ceil(matches.length / 2);
  const left = early.map(({ round, matches }) => ({
    key: `${round.roundId}-left`,
    parts: [{ round, matches: matches.slice(0, half(matches)) }],
  }));
  const right = early
    .map(({ round, matches }) => ({
      key: `${round.roundId}-right`,
      parts: [{ round, matches: matches.slice(half(matches)) }],
    }))
    .filter((c) => c.parts[0]!.matches.length > 0)
    .reverse();
  const finals = shown
    .filter(({ round }) => round.roundId < 2)
    .sort((a, b) => a.round.roundId - b.round.roundId);
  return [...left, ...(finals.length ? [{ key: 'finals', parts: finals }] : []), ...right];
}

import { MAX_SCORE } from '../match/matchRules.ts';

// SPEC §4, §5 and DESIGN §13: the tourney rules and texts the form, the launch dialogs, the plan and
// the decider share (the client imports this module through `@kicker/events/tourneyRules`). The
// bracket itself (drawing, byes, advancement, places) is the pure fold in tourneyBracket.ts.

export type TourneyMode = 1 | 2;

/** SPEC §5: a tourney's name is 5 to 30 characters. */
export const TOURNEY_NAME_MIN = 5;
export const TOURNEY_NAME_MAX = 30;
/** SPEC §5: winning sets 1 to 5 (both fixed at 1 in the form). */
export const WINNING_SETS_MIN = 1;
export const WINNING_SETS_MAX = 5;
/** DESIGN §13: the rounds end at the Round of 32. */
export const MAX_SIDES = 32;
/** SPEC §4: the opponent that is no one. */
export const BYE_NAME = 'Freilos';
/** SPEC §5: only random teams can be chosen; MMR and fixed are shown, disabled. */
export const TEAM_CHOICES = [
  { value: 'random', label: 'Random', enabled: true },
  { value: 'mmr', label: 'MMR', enabled: false },
  { value: 'fixed', label: 'Fixed', enabled: false },
] as const;

export const TOURNEY_MESSAGES = {
  nameLength: '5-30 characters',
  confirmLaunch: 'Do you really want to launch this Tourney?',
  confirmDelete: 'Do you really want to delete this Tourney?',
  confirmRemoveParticipant: 'Do you really want to delete this match?',
  notOpen: 'This tourney has already been launched',
  notRunning: 'This tourney has not been launched',
  alreadyJoined: 'You already joined this tourney',
  hostsCannotJoin: 'Hosts do not join tourneys',
  notAParticipant: 'This player is not in this tourney',
  noSuchMatch: 'There is no such match in this tourney',
  matchLocked: 'This match is already decided',
  notDecidedYet: 'This match is not decided yet: enter its score instead',
  correctionTooLate: 'The next match has started: reset the plan to change this result',
  correctForbidden: 'Only admins correct a decided score',
  matchNotReady: 'This match is waiting for its players',
  byeMatch: `A match against ${BYE_NAME} needs no score`,
  notLaunched: 'This tourney has not been launched',
  notFound: 'Tourney not found',
  playerNeeded: 'Claim a player of this organisation to join its tourneys',
  sidesNotParticipants: 'The drawn sides must be exactly the participants',
  invalidScore: `Scores are whole numbers from 0 to ${MAX_SCORE}, only one of them ${MAX_SCORE}`,
  invalidWinningSets: `Winning sets are ${WINNING_SETS_MIN} to ${WINNING_SETS_MAX}`,
  invalidMode: 'Mode is 1 (1 vs 1) or 2 (2 vs 2)',
  invalidTeams: 'Only random teams can be chosen',
  // Who may (SPEC §6; the capability is the policy's, server/src/commands/tourney.ts names it).
  createForbidden: 'Only admins and moderators create tourneys',
  removeForbidden: 'Only admins remove participants',
  launchForbidden: 'Only admins start tourneys',
  scoreForbidden: 'Only players of this organisation enter scores',
  resetForbidden: 'Only admins reset the plan',
  deleteForbidden: 'Only admins delete tourneys',
} as const;

/** SPEC §5 'Create disabled unless valid': the name's problem, or null. */
export function tourneyNameProblem(name: string): string | null {
  const length = name.trim().length;
  return length >= TOURNEY_NAME_MIN && length <= TOURNEY_NAME_MAX ? null : TOURNEY_MESSAGES.nameLength;
}

/** A launch refused with a dialog (SPEC §5): its title and text, verbatim. */
export interface LaunchProblem {
  title: string;
  text: string;
}

/**
 * Why a tourney with `participants` players in `mode` cannot be launched, or null (SPEC §5, in this
 * order): an odd count in 2 vs 2, more than 32 sides ('64' is SPEC's text), a single side (or none).
 */
export function launchProblem(participants: number, mode: TourneyMode): LaunchProblem | null {
  if (mode === 2 && participants % 2 !== 0)
    return { title: `${participants} players detected`, text: 'Even number of players required!' };
  if (participants > MAX_SIDES * mode)
    return { title: "Ain't nobody got time for this", text: 'More than 64 players would break the UI!' };
  if (participants / mode <= 1) return { title: 'So lonely!', text: 'Go and play with yourself' };
  return null;
}

/** A refused launch as one message (a mutation's error): the dialog's title, then its text. */
export const launchProblemMessage = (problem: LaunchProblem) => `${problem.title} — ${problem.text}`;

/** SPEC §4: round ids and their names and match counts. */
export const ROUNDS = [
  { id: 0, name: 'Final', matchAmount: 1 },
  { id: 1, name: 'Small Final', matchAmount: 1 },
  { id: 2, name: 'Semi Final', matchAmount: 2 },
  { id: 3, name: 'Quarter Final', matchAmount: 4 },
  { id: 4, name: 'Round of 16', matchAmount: 8 },
  { id: 5, name: 'Round of 32', matchAmount: 16 },
] as const;

export const roundName = (id: number): string => ROUNDS.find((r) => r.id === id)?.name ?? `Round ${id}`;

/**
 * The id of the first round for `sides` sides (SPEC §4): up to 2 a final only (0), up to 4 the semi
 * finals (2), up to 8 quarter finals (3), up to 16 the round of 16 (4), up to 32 the round of 32 (5).
 */
export function firstRoundId(sides: number): number {
  if (sides <= 2) return 0;
  return Math.max(2, Math.ceil(Math.log2(sides)));
}

/** SPEC §5: a score input takes 0 to 6, and exactly one 6 decides the match. */
export function tourneyScoreProblem(scoreHome: number, scoreAway: number): string | null {
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_SCORE;
  if (!ok(scoreHome) || !ok(scoreAway) || (scoreHome === MAX_SCORE && scoreAway === MAX_SCORE))
    return TOURNEY_MESSAGES.invalidScore;
  return null;
}

/** A score of exactly 6 on either side locks the match (SPEC §4). */
export const locksMatch = (scoreHome: number, scoreAway: number) =>
  scoreHome === MAX_SCORE || scoreAway === MAX_SCORE;

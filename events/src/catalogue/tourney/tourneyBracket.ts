import { MAX_SCORE } from '../match/matchRules.ts';
import {
  firstRoundId,
  locksMatch,
  ROUNDS,
  roundName,
  TOURNEY_MESSAGES,
  type TourneyMode,
  tourneyScoreProblem,
} from './tourneyRules.ts';

// SPEC §4 and DESIGN §13: the bracket as a pure fold. The decider validates with it, evolve and the
// read model fold with it, the client reads its rows: one place for byes, advancement and places.
// No clock, no random: the draw comes in as data (drawSides takes the random source).

/** A side of a match: its players, empty while no winner has reached it; or a bye. */
export interface BracketSide {
  players: string[];
  isBye: boolean;
}

export type MatchWinner = 'home' | 'away';

export interface BracketMatch {
  /** `<round id>-<index>`, stable within the tourney. */
  id: string;
  home: BracketSide;
  away: BracketSide;
  scoreHome: number | null;
  scoreAway: number | null;
  /** Decided: a score of 6, or a bye at launch. */
  isLocked: boolean;
  winner: MatchWinner | null;
  /**
   * The n-th match decided by a score (1, 2, …): the order of results decides the pairings, and a
   * corrected score is replayed in its place (correctScore). Absent on byes and on plans folded
   * before it was kept (those replay in round order).
   */
  decidedAs?: number;
}

export interface BracketRound {
  id: number;
  name: string;
  matchAmount: number;
  matches: BracketMatch[];
}

export interface Bracket {
  rank3: boolean;
  /** From the first round to the final: highest id first. */
  rounds: BracketRound[];
  firstPlace: string[];
  secondPlace: string[];
  thirdPlace: string[];
}

const EMPTY = (): BracketSide => ({ players: [], isBye: false });
const BYE = (): BracketSide => ({ players: [], isBye: true });
const real = (players: readonly string[]): BracketSide => ({ players: [...players], isBye: false });
const matchAmountOf = (roundId: number) => ROUNDS.find((r) => r.id === roundId)!.matchAmount;

/**
 * The sides in a random order; in 2 vs 2 random teams of two (consecutive players of the shuffled
 * list). `randomInt(n)` answers 0 to n - 1: the server passes crypto's, the tests their own.
 */
export function drawSides(
  participants: readonly string[],
  mode: TourneyMode,
  randomInt: (n: number) => number,
): string[][] {
  const order = [...participants];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const sides: string[][] = [];
  for (let i = 0; i < order.length; i += mode) sides.push(order.slice(i, i + mode));
  return sides;
}

/** The round ids of a bracket for `sides` sides, first round first (SPEC §4). */
export function roundIds(sides: number, rank3: boolean): number[] {
  const first = firstRoundId(sides);
  const ids: number[] = [];
  for (let id = first; id >= 2; id--) ids.push(id);
  if (rank3 && sides >= 4) ids.push(1);
  ids.push(0);
  return ids;
}

/**
 * The plan at launch. The first round has 2 × matchAmount slots; the byes fill the slots left over,
 * one per match at most: the first (sides − matchAmount) matches get two real sides, each other
 * match one real side at home and a bye away, which is decided for that side at once.
 */
export function buildBracket(sides: readonly (readonly string[])[], rank3: boolean): Bracket {
  const ids = roundIds(sides.length, rank3);
  const rounds = ids.map((id): BracketRound => {
    const matchAmount = matchAmountOf(id);
    const matches = Array.from({ length: matchAmount }, (_, i) => ({
      id: `${id}-${i}`,
      home: EMPTY(),
      away: EMPTY(),
      scoreHome: null,
      scoreAway: null,
      isLocked: false,
      winner: null,
    }));
    return { id, name: roundName(id), matchAmount, matches };
  });
  const bracket: Bracket = { rank3, rounds, firstPlace: [], secondPlace: [], thirdPlace: [] };
  const first = rounds[0]!;
  const full = sides.length - first.matchAmount;
  let next = 0;
  first.matches.forEach((match, i) => {
    match.home = real(sides[next++]!);
    match.away = i < full ? real(sides[next++]!) : BYE();
  });
  for (const match of first.matches) if (match.away.isBye) decide(bracket, first, match, 'home');
  return bracket;
}

const sideOf = (match: BracketMatch, which: MatchWinner) => (which === 'home' ? match.home : match.away);
const isFilled = (side: BracketSide) => side.isBye || side.players.length > 0;
export const hasBye = (match: BracketMatch) => match.home.isBye || match.away.isBye;

/** SPEC §5: a match takes scores while not locked, not a bye, and with both sides filled. */
export const isPlayable = (match: BracketMatch) =>
  !match.isLocked && !hasBye(match) && isFilled(match.home) && isFilled(match.away);

export function findMatch(bracket: Bracket, matchId: string) {
  for (const round of bracket.rounds) {
    const match = round.matches.find((m) => m.id === matchId);
    if (match) return { round, match };
  }
  return null;
}

/** Why this score may not be entered for this match, or null (the tourney is running). */
export function matchScoreProblem(
  bracket: Bracket,
  matchId: string,
  scoreHome: number,
  scoreAway: number,
): string | null {
  const found = findMatch(bracket, matchId);
  if (!found) return TOURNEY_MESSAGES.noSuchMatch;
  if (hasBye(found.match)) return TOURNEY_MESSAGES.byeMatch;
  if (found.match.isLocked) return TOURNEY_MESSAGES.matchLocked;
  if (!isPlayable(found.match)) return TOURNEY_MESSAGES.matchNotReady;
  return tourneyScoreProblem(scoreHome, scoreAway);
}

/** The score entered (checked with matchScoreProblem); a 6 locks the match and moves the winner on. */
export function recordScore(
  bracket: Bracket,
  matchId: string,
  scoreHome: number,
  scoreAway: number,
): Bracket {
  const next = structuredClone(bracket);
  const { round, match } = findMatch(next, matchId)!;
  match.scoreHome = scoreHome;
  match.scoreAway = scoreAway;
  if (locksMatch(scoreHome, scoreAway)) {
    match.decidedAs = 1 + Math.max(0, ...allMatches(next).map((m) => m.decidedAs ?? 0));
    decide(next, round, match, scoreHome === MAX_SCORE ? 'home' : 'away');
  }
  return next;
}

/** Every match of the bracket, round after round. */
export const allMatches = (bracket: Bracket) => bracket.rounds.flatMap((r) => r.matches);

/** The same players in the same order (a side of a match). */
export const sameSide = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * SPEC §4: a locked match sends its winner on. Above the semi-final into the next round's first
 * free slot (home before away), so the order of results decides the pairings; from a semi-final to
 * the final, the loser to the small final; the small final gives third place, the final the first
 * two. Without a small final but with rank3 (3 sides: one semi is a bye), the loser of the real
 * semi-final is third (docs/decisions.md).
 */
function decide(bracket: Bracket, round: BracketRound, match: BracketMatch, winner: MatchWinner) {
  match.isLocked = true;
  match.winner = winner;
  const won = sideOf(match, winner).players;
  const lost = sideOf(match, winner === 'home' ? 'away' : 'home');
  if (round.id > 2) takeFreeSlot(bracket, round.id - 1, won);
  else if (round.id === 2) {
    takeFreeSlot(bracket, 0, won);
    const smallFinal = bracket.rounds.some((r) => r.id === 1);
    if (smallFinal) takeFreeSlot(bracket, 1, lost.players);
    else if (bracket.rank3 && !lost.isBye) bracket.thirdPlace = [...lost.players];
  } else if (round.id === 1) bracket.thirdPlace = [...won];
  else {
    bracket.firstPlace = [...won];
    bracket.secondPlace = [...lost.players];
  }
}

function takeFreeSlot(bracket: Bracket, roundId: number, players: readonly string[]) {
  const round = bracket.rounds.find((r) => r.id === roundId)!;
  for (const match of round.matches) {
    const free = !isFilled(match.home) ? 'home' : !isFilled(match.away) ? 'away' : null;
    if (free) {
      match[free] = real(players);
      return;
    }
  }
  throw new Error(`No free slot in round ${roundId}`);
}

/** The final is decided. */
export const isComplete = (bracket: Bracket) =>
  bracket.rounds.find((r) => r.id === 0)?.matches[0]?.isLocked === true;

/** The earliest round (highest id) with a match still to be decided; null when all are. */
export const activeRoundId = (bracket: Bracket): number | null =>
  bracket.rounds.find((r) => r.matches.some((m) => !m.isLocked))?.id ?? null;

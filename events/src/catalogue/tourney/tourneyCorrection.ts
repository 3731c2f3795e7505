import {
  allMatches,
  type Bracket,
  type BracketMatch,
  buildBracket,
  findMatch,
  hasBye,
  matchScoreProblem,
  recordScore,
  sameSide,
} from './tourneyBracket.ts';
import { TOURNEY_MESSAGES, tourneyScoreProblem } from './tourneyRules.ts';

// Issue 28: a decided score corrected by an admin instead of a reset of the whole plan. The
// bracket is replayed from its draw (tourneyBracket.ts does the playing), the corrected result in
// the place where it was decided.

/** The matches a decided match sent its sides on to (the next round's; a semi-final's final and small final). */
export function onwardMatches(bracket: Bracket, matchId: string): BracketMatch[] {
  const found = findMatch(bracket, matchId);
  if (!found?.match.isLocked || !found.match.winner) return [];
  const { round, match } = found;
  const sides = [match.home.players, match.away.players].filter((p) => p.length > 0);
  const holds = (m: BracketMatch) =>
    sides.some((players) => [m.home, m.away].some((side) => sameSide(side.players, players)));
  const onward = round.id > 2 ? [round.id - 1] : round.id === 2 ? [0, 1] : [];
  return bracket.rounds.filter((r) => onward.includes(r.id)).flatMap((r) => r.matches.filter(holds));
}

/**
 * Why a decided match's score may not be corrected to this one, or null (issue 28). A correction is
 * possible while no match its sides went on to has a score yet; then the bracket is decided again
 * exactly as if the corrected score had been entered in the first place.
 */
export function correctionProblem(
  bracket: Bracket,
  matchId: string,
  scoreHome: number,
  scoreAway: number,
): string | null {
  const found = findMatch(bracket, matchId);
  if (!found) return TOURNEY_MESSAGES.noSuchMatch;
  if (hasBye(found.match)) return TOURNEY_MESSAGES.byeMatch;
  if (!found.match.isLocked) return TOURNEY_MESSAGES.notDecidedYet;
  if (onwardMatches(bracket, matchId).some((m) => m.scoreHome !== null || m.scoreAway !== null))
    return TOURNEY_MESSAGES.correctionTooLate;
  const problem = tourneyScoreProblem(scoreHome, scoreAway);
  if (problem) return problem;
  // Nobody else may move with it: every other match keeps its sides and result (taking a match
  // back can shift later winners into the freed slot; that is a reset's job).
  const replayed = correctScore(bracket, matchId, scoreHome, scoreAway);
  const onward = new Set(onwardMatches(bracket, matchId).map((m) => m.id));
  const kept = allMatches(bracket)
    .filter((m) => m.id !== matchId && !onward.has(m.id))
    .every((m) => {
      const again = findMatch(replayed, m.id)?.match;
      return (
        again !== undefined &&
        again.isLocked === m.isLocked &&
        again.winner === m.winner &&
        sameSide(again.home.players, m.home.players) &&
        sameSide(again.away.players, m.away.players)
      );
    });
  return kept ? null : TOURNEY_MESSAGES.correctionTooLate;
}

/**
 * The bracket as if `matchId` had been given this score where it was decided: the plan rebuilt
 * from its draw (the first round's sides), the decided matches replayed in the order they were
 * decided with the corrected one in its place, then the scores of matches still being played.
 * Checked with correctionProblem.
 */
export function correctScore(
  bracket: Bracket,
  matchId: string,
  scoreHome: number,
  scoreAway: number,
): Bracket {
  const first = bracket.rounds[0]!;
  const sides = first.matches
    .flatMap((m) => [m.home, m.away])
    .filter((s) => !s.isBye)
    .map((s) => s.players);
  const byRound = (m: BracketMatch) => bracket.rounds.findIndex((r) => r.matches.includes(m));
  const decided = allMatches(bracket)
    .filter((m) => m.isLocked && !hasBye(m))
    .sort((a, b) => (a.decidedAs ?? byRound(a) * 1000) - (b.decidedAs ?? byRound(b) * 1000));
  let next = buildBracket(sides, bracket.rank3);
  for (const m of decided) {
    const [home, away] = m.id === matchId ? [scoreHome, scoreAway] : [m.scoreHome!, m.scoreAway!];
    if (matchScoreProblem(next, m.id, home, away) === null) next = recordScore(next, m.id, home, away);
  }
  for (const m of allMatches(bracket))
    if (!m.isLocked && m.scoreHome !== null && m.scoreAway !== null)
      if (matchScoreProblem(next, m.id, m.scoreHome, m.scoreAway) === null)
        next = recordScore(next, m.id, m.scoreHome, m.scoreAway);
  return next;
}

import { type ModeName, type Rank, rankFor } from '@kicker/events';

// DESIGN §6: how many points a match is worth. Pure; the season fold applies them.

/** 1 vs 1: the player's rank; 2 vs 2: the two ranks' sum halved, rounded up (SPEC §9). */
export function teamRank(ranks: readonly number[]): number {
  if (ranks.length === 1) return ranks[0]!;
  return Math.ceil(ranks.reduce((a, b) => a + b, 0) / 2);
}

/** f(d) = clamp(20 + 4·d, 6, 40) with d = loserTeamRank − winnerTeamRank. */
export function winPoints(winnerTeamRank: number, loserTeamRank: number): number {
  const d = loserTeamRank - winnerTeamRank;
  return Math.min(40, Math.max(6, 20 + 4 * d));
}

export interface MatchPoints {
  /** What each winner gains (before a bounty or a challenge bonus). */
  winnerPoints: number;
  /** What each loser loses (their MMR never goes below 0). */
  loserPoints: number;
}

/**
 * Winners gain f(d), losers lose round(f(d) / 2); both doubled when the match was gekrabbelt
 * (6:0 without six-in-a-row) or six-in-a-row.
 */
export function matchPoints(winnerTeamRank: number, loserTeamRank: number, doubled: boolean): MatchPoints {
  const f = winPoints(winnerTeamRank, loserTeamRank);
  const factor = doubled ? 2 : 1;
  return { winnerPoints: f * factor, loserPoints: Math.round(f / 2) * factor };
}

/** The rank numbers of the players of a team, from their MMR before the match. */
export const ranksOf = (ladder: readonly Rank[], mmrs: readonly number[], mode: ModeName) =>
  mmrs.map((mmr) => rankFor(ladder, mmr, mode).rank);

/** SPEC §3: win rate in percent with one decimal; 0 without matches. */
export function winRate(wins: number, losses: number): number {
  const played = wins + losses;
  return played === 0 ? 0 : Math.round((wins / played) * 1000) / 10;
}

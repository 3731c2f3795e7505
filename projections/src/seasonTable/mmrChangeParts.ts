// Issue 28 item 7: what one player's MMR change of a match is made of, so every screen shows the
// same figure (the change) and explains it the same way. The change is what rateMatch (rating.ts)
// did to the player's MMR; the parts follow from it and the match's own numbers:
//   a winner gains the match points, the bounty the losers carried, and the challenge bonus when
//   this match won it for them (once per season, so two winners may differ);
//   a loser loses the match points, but never below 0 MMR ("clamped at 0").
// The unit test folds random seasons with rateMatch and checks these parts add up to every change.

export interface MmrChangeParts {
  /** The points of the match itself: positive for a winner, negative for a loser. */
  matchPoints: number;
  /** The bounty a winner collected (0 for losers and when none was paid). */
  bounty: number;
  /** The challenge bonus this match won for the player (0 when not won, or won before). */
  challengeBonus: number;
  /** A loser whose MMR stopped at 0: they lost less than the match points. */
  clampedAtZero: boolean;
}

export function mmrChangeParts(
  player: { change: number; won: boolean },
  match: { winnerPoints: number; loserPoints: number; paidBounty: number },
): MmrChangeParts {
  if (player.won)
    return {
      matchPoints: match.winnerPoints,
      bounty: match.paidBounty,
      challengeBonus: player.change - match.winnerPoints - match.paidBounty,
      clampedAtZero: false,
    };
  return {
    matchPoints: -match.loserPoints,
    bounty: 0,
    challengeBonus: 0,
    clampedAtZero: -player.change < match.loserPoints,
  };
}

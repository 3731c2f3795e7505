import { NAME_LIMIT, truncateName } from './names';

// What Add Game says after Submit, before the table: who won and lost how many points, from the
// recordMatch answer (Match.pointChanges: bounty and challenge included, as the last-score badge).

export interface PointChangeOf {
  readonly change: number;
  readonly won: boolean;
  /** Null when the player has been deleted. */
  readonly player: { readonly displayName: string } | null | undefined;
}

export const DELETED_PLAYER = 'Deleted player';

/** A change of points as the badge shows it: '+24', '−12' (a minus sign), '±0' at 0 MMR. */
export function signedPoints(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '\u00b10';
}

/** One side: 'Alex & Bea +24' when both got the same, else 'Alex +26 & Bea +24'. */
function sideSummary(changes: readonly PointChangeOf[]): string {
  const name = (c: PointChangeOf) =>
    c.player ? truncateName(c.player.displayName, NAME_LIMIT.mobile) : DELETED_PLAYER;
  const same = changes.every((c) => c.change === changes[0]!.change);
  if (same) return `${changes.map(name).join(' & ')} ${signedPoints(changes[0]!.change)}`;
  return changes.map((c) => `${name(c)} ${signedPoints(c.change)}`).join(' & ');
}

/**
 * The points of a recorded match, one line per side, winners first:
 * ['Alex & Bea +24', 'Carl & Dana −12']. Empty when the answer has no changes.
 */
export function pointsLines(changes: readonly PointChangeOf[]): string[] {
  const winners = changes.filter((c) => c.won);
  const losers = changes.filter((c) => !c.won);
  return [winners, losers].filter((side) => side.length > 0).map(sideSummary);
}

export const RECORDED_TEXTS = {
  title: (scoreWinner: number, scoreLoser: number) => `Match recorded: ${scoreWinner}:${scoreLoser}`,
} as const;

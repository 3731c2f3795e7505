import { changeParts, type MmrChange, signedPoints } from './mmrChange';
import { NAME_LIMIT, truncateName } from './names';

// What Add Game says after Submit, before the table: who won and lost how much MMR, from the
// recordMatch answer (Match.pointChanges), written as every screen writes it (lib/mmrChange.ts).

export interface PointChangeOf extends MmrChange {
  /** Null when the player has been deleted. */
  readonly player: { readonly displayName: string } | null | undefined;
}

export const DELETED_PLAYER = 'Deleted player';

/** A figure and, when it is more than the match points, its parts: '+90 (40 match points + 50 challenge bonus)'. */
const figure = (c: PointChangeOf) => {
  const parts = changeParts(c);
  return parts ? `${signedPoints(c.change)} (${parts})` : signedPoints(c.change);
};

/** One side: 'Alex & Bea +24' when both got the same, else 'Alex +26 & Bea +24'. */
function sideSummary(changes: readonly PointChangeOf[]): string {
  const name = (c: PointChangeOf) =>
    c.player ? truncateName(c.player.displayName, NAME_LIMIT.mobile) : DELETED_PLAYER;
  const same = changes.every((c) => figure(c) === figure(changes[0]!));
  if (same) return `${changes.map(name).join(' & ')} ${figure(changes[0]!)}`;
  return changes.map((c) => `${name(c)} ${figure(c)}`).join(' & ');
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

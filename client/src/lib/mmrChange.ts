// Issue 28 item 7: the one way a player's MMR change of a match is written, on every screen (Add
// Game's toast, History, the season table's badge, the profile, a match's details). The figure is
// the change itself (Match.pointChanges.change, what the season table did); where it is more than
// the match points, its parts say why: a challenge bonus, a collected bounty, a loss clamped at 0.

export interface MmrChange {
  readonly change: number;
  readonly won: boolean;
  readonly matchPoints: number;
  readonly bounty: number;
  readonly challengeBonus: number;
  readonly clampedAtZero: boolean;
}

/** A change as a figure: '+24', '−12' (a minus sign), '±0' (a loss at 0 MMR). */
export function signedPoints(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '\u00b10';
}

/**
 * What a change is made of, when it is more than the match points:
 * '40 match points + 50 challenge bonus', '20 match points + 30 bounty',
 * '−20 match points, clamped at 0'. Null when the figure is the match points alone.
 */
export function changeParts(c: MmrChange): string | null {
  if (!c.won) return c.clampedAtZero ? `${signedPoints(c.matchPoints)} match points, clamped at 0` : null;
  const extras = [
    c.challengeBonus !== 0 && `${c.challengeBonus} challenge bonus`,
    c.bounty !== 0 && `${c.bounty} bounty`,
  ].filter((part) => part !== false);
  return extras.length === 0 ? null : [`${c.matchPoints} match points`, ...extras].join(' + ');
}

/** The figure with its parts, for a title or a screen reader: '+90 MMR (40 match points + 50 challenge bonus)'. */
export function changeExplained(c: MmrChange): string {
  const parts = changeParts(c);
  return `${signedPoints(c.change)} MMR${parts ? ` (${parts})` : ''}`;
}

/** One side's figure: '+24' when its players got the same, else each in order: '+90 / +40'. */
export function sideFigure(changes: readonly MmrChange[]): string {
  if (changes.length === 0) return '';
  if (changes.every((c) => c.change === changes[0]!.change)) return signedPoints(changes[0]!.change);
  return changes.map((c) => signedPoints(c.change)).join(' / ');
}

/**
 * One side's parts, or null when every figure is its match points. When the players' figures
 * differ, each explained part names its figure: '+90: 40 match points + 50 challenge bonus'.
 */
export function sideParts(changes: readonly MmrChange[]): string | null {
  const explained = changes.map((c) => ({ figure: signedPoints(c.change), parts: changeParts(c) }));
  const distinct = [...new Set(explained.map((e) => e.parts))];
  if (distinct.every((p) => p === null)) return null;
  if (distinct.length === 1 && changes.every((c) => c.change === changes[0]!.change)) return distinct[0]!;
  const seen = new Set<string>();
  return explained
    .filter((e) => e.parts !== null && !seen.has(e.figure) && seen.add(e.figure))
    .map((e) => `${e.figure}: ${e.parts}`)
    .join('; ');
}

/** A match's changes split into sides, winners first, in the order the server gives them. */
export function sidesOf<C extends MmrChange>(changes: readonly C[]): { winners: C[]; losers: C[] } {
  return { winners: changes.filter((c) => c.won), losers: changes.filter((c) => !c.won) };
}

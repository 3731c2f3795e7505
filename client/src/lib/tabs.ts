// A tab bar that scrolls (phones): where to scroll it so the active tab is in full view, clear of
// the faded edges (ui/kit.css `.kl-tabs`).

export interface TabBarGeometry {
  /** The active tab's start and end within the bar's scrolled content, in pixels. */
  tabStart: number;
  tabEnd: number;
  /** How far the bar is scrolled, and how wide it shows. */
  scrollLeft: number;
  width: number;
}

/** The bar's new scroll position, or null when the tab is in view already (with `margin` to spare). */
export function revealTabAt(
  { tabStart, tabEnd, scrollLeft, width }: TabBarGeometry,
  margin: number,
): number | null {
  if (tabStart - margin < scrollLeft) return Math.max(0, tabStart - margin);
  if (tabEnd + margin > scrollLeft + width) return tabEnd + margin - width;
  return null;
}

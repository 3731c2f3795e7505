// The lines of a chart with several players, in order (theme.ts `chart.1` … `chart.10`): a colour
// each, and from the sixth on dashed as well, so no two lines differ by colour alone.
export const LINE_COLORS = Array.from({ length: 10 }, (_, i) => `chart.${i + 1}`);

export function lineStyle(index: number): { color: string; dashed: boolean } {
  return { color: LINE_COLORS[index % LINE_COLORS.length]!, dashed: index >= 5 };
}

export const DASH = '6 3';

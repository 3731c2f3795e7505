// Issue 13 item 4, the General tab: the season's figures (Season.summary) as the data of its charts
// and the sentences that say the same to a screen reader.

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** One bar: `key` is the axis label, `label` what a sentence or a table says. */
export interface CountBar {
  key: string;
  label: string;
  matches: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Matches per weekday (the server's list, Monday first) as seven bars, Monday first. */
export function weekdayBars(perWeekday: readonly number[]): CountBar[] {
  return WEEKDAYS.map((day, i) => ({ key: day.slice(0, 3), label: day, matches: perWeekday[i] ?? 0 }));
}

/**
 * Matches per hour of the day (0–23) as bars from the first hour with a match to the last one: the
 * night's empty hours would only squeeze the bars on a phone. No matches: no bars.
 */
export function hourBars(perHour: readonly number[]): CountBar[] {
  const first = perHour.findIndex((n) => n > 0);
  if (first < 0) return [];
  const last = perHour.findLastIndex((n) => n > 0);
  const bars: CountBar[] = [];
  for (let h = first; h <= last; h++)
    bars.push({ key: pad(h), label: `${pad(h)}:00–${pad((h + 1) % 24)}:00`, matches: perHour[h] ?? 0 });
  return bars;
}

/** How many matches had how many goals, from the fewest goals to the most, gaps as 0. */
export function goalBars(goals: readonly { goals: number; matches: number }[]): CountBar[] {
  const played = goals.filter((g) => g.matches > 0);
  if (played.length === 0) return [];
  const min = Math.min(...played.map((g) => g.goals));
  const max = Math.max(...played.map((g) => g.goals));
  const bars: CountBar[] = [];
  for (let n = min; n <= max; n++) {
    const matches = played.filter((g) => g.goals === n).reduce((sum, g) => sum + g.matches, 0);
    bars.push({ key: String(n), label: `${n} goals`, matches });
  }
  return bars;
}

/** The bar with the most matches (the first of a tie); null when none has any. */
export function busiest(bars: readonly CountBar[]): CountBar | null {
  let best: CountBar | null = null;
  for (const bar of bars) if (bar.matches > 0 && (!best || bar.matches > best.matches)) best = bar;
  return best;
}

/** Goals per match on average, one decimal; 0 without matches. */
export function averageGoals(goals: readonly { goals: number; matches: number }[]): number {
  const matches = goals.reduce((sum, g) => sum + g.matches, 0);
  if (matches === 0) return 0;
  return Math.round((goals.reduce((sum, g) => sum + g.goals * g.matches, 0) / matches) * 10) / 10;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Most matches on Tuesday: 52 of 240.' */
export function weekdaySummary(bars: readonly CountBar[], total: number): string {
  const top = busiest(bars);
  return top ? `Most matches on ${top.label}: ${top.matches} of ${total}.` : 'No matches yet.';
}

/** 'Busiest hour 12:00–13:00: 31 of 240 matches. Played between 09:00 and 19:00.' */
export function hourSummary(bars: readonly CountBar[], total: number): string {
  const top = busiest(bars);
  if (!top) return 'No matches yet.';
  const from = bars[0]!.label.slice(0, 5);
  const to = bars.at(-1)!.label.slice(-5);
  return `Busiest hour ${top.label}: ${top.matches} of ${plural(total, 'match', 'matches')}. Played between ${from} and ${to}.`;
}

/** 'Most often 9 goals (48 matches); 8.4 goals a match on average.' */
export function goalsSummary(goals: readonly { goals: number; matches: number }[]): string {
  const top = busiest(goalBars(goals));
  if (!top) return 'No matches yet.';
  return `Most often ${top.label} (${plural(top.matches, 'match', 'matches')}); ${averageGoals(goals)} goals a match on average.`;
}

/** A percentage as the tab shows it: one decimal, '%'. */
export const percentText = (value: number) => `${value.toFixed(1)} %`;

/** A day of a player's season (Season.summary.topTen's `days`): yyyy-MM-dd in the organisation's time zone. */
export interface MmrDaySample {
  day: string;
  /** MMR after the day's last match. */
  mmr: number;
  high: number;
  matches: number;
}

/** A row of a chart with one line per player: the day, and each player's MMR by their key. */
export type DayRow = { day: string } & Record<string, number | string>;

/**
 * The MMR lines of several players (the top ten) by day: one row per day on which any of them
 * played, with each player's MMR at the end of that day, carried forward on days they did not play
 * and absent before their first match.
 */
export function dailyMmrRows(series: readonly { key: string; days: readonly MmrDaySample[] }[]): DayRow[] {
  const byDay = new Map<string, Map<string, number>>();
  for (const { key, days } of series)
    for (const d of days) {
      const row = byDay.get(d.day) ?? new Map<string, number>();
      row.set(key, d.mmr);
      byDay.set(d.day, row);
    }
  const last = new Map<string, number>();
  return [...byDay.keys()].sort().map((day) => {
    for (const [key, mmr] of byDay.get(day)!) last.set(key, mmr);
    return { day, ...Object.fromEntries(last) } as DayRow;
  });
}

/**
 * A player's season in their line: the MMR after the first and the last day played, the best after
 * any match, the matches. Null without matches.
 */
export function lineSummary(days: readonly MmrDaySample[]) {
  if (days.length === 0) return null;
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  return {
    first: sorted[0]!.mmr,
    last: sorted.at(-1)!.mmr,
    best: Math.max(...sorted.map((d) => d.high)),
    matches: sorted.reduce((n, d) => n + d.matches, 0),
  };
}

// Season dates as the admin screens show and enter them: whole days in the browser's time zone,
// a season running from the start of its first day to the start of its end day.

import { type SeasonRange, type SeasonState, seasonState } from '@kicker/events/seasonRules';

export { type SeasonRange, type SeasonState, seasonState };

/** yyyy-MM-dd of a moment, in the browser's time zone (what a date input shows). */
export function localDay(moment: string | Date): string {
  const d = new Date(moment);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The moment a yyyy-MM-dd day starts in the browser's time zone, as ISO. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00`);
  d.setDate(d.getDate() + days);
  return localDay(d);
};

/** The next season starts where the newest ends (or today) and runs 90 days. */
export function nextSeasonDays(
  seasons: readonly SeasonRange[],
  today: Date,
): { startsOn: string; endsOn: string } {
  const newestEnd = seasons.map((s) => new Date(s.endsOn)).sort((a, b) => b.getTime() - a.getTime())[0];
  const startsOn = newestEnd && newestEnd > today ? localDay(newestEnd) : localDay(today);
  return { startsOn, endsOn: addDays(startsOn, 90) };
}

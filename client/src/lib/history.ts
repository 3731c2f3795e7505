import { differenceInCalendarDays, format, isValid } from 'date-fns';

// SPEC "History": dates of matches as the list shows them.

/** 'Error' for a date that cannot be read (SPEC §8 "Invalid date in history"). */
export function matchDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : 'Error';
}

/** The heading of a group of matches on a phone: Today, Yesterday, the weekday within a week, else the date. */
export function relativeDay(value: string | Date, now: Date): string {
  const date = new Date(value);
  if (!isValid(date)) return 'Error';
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return format(date, 'EEEE');
  return format(date, 'yyyy-MM-dd');
}

/** Consecutive matches under their relative day, in the order given (newest first). */
export function groupByDay<T extends { playedOn: string }>(
  matches: readonly T[],
  now: Date,
): { day: string; matches: T[] }[] {
  const groups: { day: string; matches: T[] }[] = [];
  for (const m of matches) {
    const day = relativeDay(m.playedOn, now);
    const last = groups.at(-1);
    if (last?.day === day) last.matches.push(m);
    else groups.push({ day, matches: [m] });
  }
  return groups;
}

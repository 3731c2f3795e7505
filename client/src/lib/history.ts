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

/** SPEC issue 13 "Replaying history": the link from a match to the season table as it stood after it. */
export const TABLE_AFTER_MATCH = 'Table after this match';
/** The same link for a deleted match: it is in no table, so the table just before it. */
export const TABLE_BEFORE_MATCH = 'Table before this match';

/**
 * The season screen showing the table around `match` (`/stats/season?season=<n>&asOf=<Match id>`,
 * with `?org=` when the organisation is not the viewer's own): after a match that counts, before a
 * deleted one (the server answers `asOfMatch` of a deleted match with the table just before it).
 * Beside the table now, an admin sees what the deletion changed.
 */
export function tableAroundMatch(
  match: { readonly id: string; readonly season: number; readonly isDeleted: boolean },
  orgId?: string | null,
): { label: string; path: string } {
  const search = new URLSearchParams();
  if (orgId) search.set('org', orgId);
  search.set('season', String(match.season));
  search.set('asOf', match.id);
  return {
    label: match.isDeleted ? TABLE_BEFORE_MATCH : TABLE_AFTER_MATCH,
    path: `/stats/season?${search}`,
  };
}

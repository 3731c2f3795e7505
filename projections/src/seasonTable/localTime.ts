// A moment as the organisation's clock shows it (SPEC §4 challenges, §3 weekday). Pure: the time
// zone rules come from Intl only.

export interface LocalTime {
  /** Seconds since local midnight. */
  secondOfDay: number;
  /** English long name: Monday, Tuesday, ... */
  weekday: string;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Day 0 of Unix time, 1 January 1970, was a Thursday. */
const WEEKDAYS = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'];
/** Hours remembered per time zone; a season spans a few thousand. */
const MAX_CACHED_HOURS = 200_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Time zone → UTC hour → the zone's offset (ms) throughout that hour. */
const offsets = new Map<string, Map<number, number>>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at a whole second `ms`, asked of Intl (slow: microseconds). */
function offsetAt(ms: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) part[p.type] = Number(p.value);
  const local = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return local - ms;
}

/**
 * The offset at `ms`. Folding a season asks for thousands of moments, so the offset of each UTC
 * hour is remembered when the zone has the same offset at the hour's first and last second (zones
 * change offset at most once within an hour; an hour with a change is asked of Intl each time).
 */
function offsetOf(ms: number, timeZone: string): number {
  let hours = offsets.get(timeZone);
  if (!hours || hours.size > MAX_CACHED_HOURS) {
    hours = new Map();
    offsets.set(timeZone, hours);
  }
  const hour = Math.floor(ms / HOUR);
  const known = hours.get(hour);
  if (known !== undefined) return known;
  const first = offsetAt(hour * HOUR, timeZone);
  const last = offsetAt(hour * HOUR + HOUR - 1000, timeZone);
  if (first !== last) return offsetAt(Math.floor(ms / 1000) * 1000, timeZone);
  hours.set(hour, first);
  return first;
}

const modulo = (a: number, b: number) => ((a % b) + b) % b;

export function localTime(moment: Date, timeZone: string): LocalTime {
  const local = moment.getTime() + offsetOf(moment.getTime(), timeZone);
  return {
    secondOfDay: Math.floor(modulo(local, DAY) / 1000),
    weekday: WEEKDAYS[modulo(Math.floor(local / DAY), 7)]!,
  };
}

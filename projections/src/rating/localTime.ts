// A moment as the organisation's clock shows it (SPEC §4 challenges, §3 weekday). Pure: Intl only.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalTime {
  /** Seconds since local midnight. */
  secondOfDay: number;
  /** English long name: Monday, Tuesday, ... */
  weekday: string;
}

export function localTime(moment: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  return {
    secondOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
    weekday: String(parts.weekday),
  };
}

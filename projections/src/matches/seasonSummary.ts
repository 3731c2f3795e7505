import { type QueryExecutorProvider, sql } from 'kysely';

// The general tab's figures of a season (issue 13 item 4), from its live matches.

export interface SeasonSummary {
  matches: number;
  /** Matches per weekday in the organisation's time zone, Monday first. */
  perWeekday: number[];
  /** Matches per hour of the day (0–23) in the organisation's time zone. */
  perHour: number[];
  /** How many matches had how many goals in all. */
  goals: { goals: number; matches: number }[];
  /** Matches that ended 6:0 without six in a row, and those with six in a row. */
  krabbel: number;
  sixInARow: number;
}

export async function seasonSummary(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; timeZone: string },
): Promise<SeasonSummary> {
  const local = sql`(played_on AT TIME ZONE ${where.timeZone})`;
  const { rows } = await sql<{
    matches: number;
    weekdays: { d: number; n: number }[] | null;
    hours: { h: number; n: number }[] | null;
    goals: { goals: number; matches: number }[] | null;
    krabbel: number;
    six: number;
  }>`
    WITH m AS (
      SELECT ${local} AS local, score_winner + score_loser AS goals, gekrabbelt, six_in_a_row
      FROM matches WHERE org_id = ${where.orgId} AND season = ${where.season})
    SELECT
      (SELECT count(*)::int FROM m) AS matches,
      (SELECT json_agg(json_build_object('d', d, 'n', n)) FROM
        (SELECT extract(isodow FROM local)::int AS d, count(*)::int AS n FROM m GROUP BY 1) w) AS weekdays,
      (SELECT json_agg(json_build_object('h', h, 'n', n)) FROM
        (SELECT extract(hour FROM local)::int AS h, count(*)::int AS n FROM m GROUP BY 1) h) AS hours,
      (SELECT json_agg(json_build_object('goals', goals, 'matches', n) ORDER BY goals) FROM
        (SELECT goals, count(*)::int AS n FROM m GROUP BY 1) g) AS goals,
      (SELECT count(*)::int FROM m WHERE gekrabbelt) AS krabbel,
      (SELECT count(*)::int FROM m WHERE six_in_a_row) AS six`.execute(db);
  const r = rows[0]!;
  const perWeekday = Array.from({ length: 7 }, () => 0);
  for (const w of r.weekdays ?? []) perWeekday[w.d - 1] = w.n;
  const perHour = Array.from({ length: 24 }, () => 0);
  for (const h of r.hours ?? []) perHour[h.h] = h.n;
  return {
    matches: r.matches,
    perWeekday,
    perHour,
    goals: r.goals ?? [],
    krabbel: r.krabbel,
    sixInARow: r.six,
  };
}

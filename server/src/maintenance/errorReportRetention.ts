import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

// Issue 29: error reports are kept for a while, not for ever (20 addresses stored 6.9 MB in 3 s).
// They are operational data, not the league's history: nothing is decided from them and no read
// model but their own list reads them, so the old ones leave the log itself, with their rows in
// ui_error_reports and their count in event_type_stats, in one transaction.

const EVERY_MS = 60 * 60_000;
const REPORTED = 'UiErrorReported';

/** Deletes the error reports recorded before `before`; returns how many. */
export async function purgeErrorReports(db: Kysely<Database>, before: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ org_id: string; global_position: string }>`
      DELETE FROM events WHERE type = ${REPORTED} AND recorded_at < ${before}
      RETURNING org_id, global_position`.execute(trx);
    if (rows.length === 0) return 0;
    const orgs = rows.map((r) => r.org_id);
    const positions = rows.map((r) => r.global_position);
    await sql`DELETE FROM ui_error_reports r
      USING unnest(${orgs}::text[], ${positions}::bigint[]) AS g(org_id, position)
      WHERE r.org_id = g.org_id AND r.position = g.position`.execute(trx);
    await sql`UPDATE event_type_stats s SET count = s.count - g.n
      FROM (SELECT org_id, count(*)::int AS n FROM unnest(${orgs}::text[]) AS o(org_id) GROUP BY org_id) g
      WHERE s.org_id = g.org_id AND s.type = ${REPORTED}`.execute(trx);
    return rows.length;
  });
}

export interface ErrorReportRetention {
  /** One purge now (what the timer runs). */
  purge(): Promise<number>;
  stop(): Promise<void>;
}

/** Purges reports older than `days` at start and every hour; a failed purge is reported and retried. */
export function startErrorReportRetention(
  db: Kysely<Database>,
  options: { days: number; now: () => Date; onError: (err: unknown) => void },
): ErrorReportRetention {
  let running: Promise<number> | null = null;
  const purge = () => {
    running ??= purgeErrorReports(db, new Date(options.now().getTime() - options.days * 86_400_000)).finally(
      () => {
        running = null;
      },
    );
    return running;
  };
  purge().catch(options.onError);
  const timer = setInterval(() => purge().catch(options.onError), EVERY_MS);
  timer.unref();
  return {
    purge,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  EVENT_LOG_FORMAT,
  EVENT_LOG_TABLES,
  EVENT_LOG_VERSION,
  type EventLogEnd,
  type EventLogHeader,
  type EventLogTable,
} from './eventLogFormat.ts';

const FETCH = 1000;

/**
 * Writes the whole event log and the accounts to `output` as JSON lines (eventLogFormat.ts). One
 * read-only snapshot (REPEATABLE READ) covers every table, so the file is consistent while the app
 * keeps running; rows are fetched a thousand at a time through a cursor and written as the stream
 * takes them. Returns the number of rows per table.
 */
export async function exportEventLog(
  db: Kysely<Database>,
  output: Writable,
  now: Date = new Date(),
): Promise<Record<EventLogTable, number>> {
  const write = async (value: object) => {
    if (!output.write(`${JSON.stringify(value)}\n`)) await once(output, 'drain');
  };
  const header: EventLogHeader = {
    format: EVENT_LOG_FORMAT,
    version: EVENT_LOG_VERSION,
    exportedAt: now.toISOString(),
  };
  await write(header);
  const rows = Object.fromEntries(EVENT_LOG_TABLES.map((t) => [t.name, 0])) as Record<EventLogTable, number>;
  await db.connection().execute(async (conn) => {
    await sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`.execute(conn);
    try {
      for (const table of EVENT_LOG_TABLES) {
        await sql`DECLARE kicker_export NO SCROLL CURSOR FOR
          SELECT row_to_json(t)::text AS line FROM ${sql.table(table.name)} t ORDER BY ${sql.raw(table.orderBy)}`.execute(
          conn,
        );
        for (;;) {
          const { rows: page } = await sql<{
            line: string;
          }>`FETCH ${sql.raw(String(FETCH))} FROM kicker_export`.execute(conn);
          // The row's JSON is PostgreSQL's own text: it goes into the line as it is.
          for (const { line } of page) {
            if (!output.write(`{"table":${JSON.stringify(table.name)},"row":${line}}\n`))
              await once(output, 'drain');
          }
          rows[table.name] += page.length;
          if (page.length < FETCH) break;
        }
        await sql`CLOSE kicker_export`.execute(conn);
      }
      await sql`COMMIT`.execute(conn);
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
  });
  const end: EventLogEnd = { end: true, rows };
  await write(end);
  return rows;
}

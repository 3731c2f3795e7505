import fs from 'node:fs';
import readline from 'node:readline';
import { catalogue } from '@kicker/events';
import { projections, rebuildAll } from '@kicker/projections';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  EVENT_LOG_FORMAT,
  EVENT_LOG_TABLES,
  EVENT_LOG_VERSION,
  type EventLogEnd,
  type EventLogHeader,
  type EventLogRow,
  type EventLogTable,
} from './eventLogFormat.ts';

/** The file cannot be imported, or not into this database; nothing was written. */
export class EventLogImportError extends Error {
  override readonly name = 'EventLogImportError';
}

const TABLE_ORDER = new Map<string, number>(EVENT_LOG_TABLES.map((t, i) => [t.name, i]));
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

async function* linesOf(file: string): AsyncGenerator<{ line: string; number: number }> {
  const input = readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let number = 0;
  for await (const line of input) {
    number++;
    if (line.trim() !== '') yield { line, number };
  }
}

/**
 * Reads the whole file once before anything is written: the header, every row's table (in the
 * export's order) and the last line's counts. An incomplete or foreign file is refused here.
 */
export async function checkEventLogFile(file: string): Promise<Record<EventLogTable, number>> {
  if (!fs.existsSync(file)) throw new EventLogImportError(`There is no file ${file}.`);
  const seen = Object.fromEntries(EVENT_LOG_TABLES.map((t) => [t.name, 0])) as Record<EventLogTable, number>;
  let header: EventLogHeader | null = null;
  let end: EventLogEnd | null = null;
  let order = 0;
  let last = 0;
  for await (const { line, number } of linesOf(file)) {
    last = number;
    let value: Partial<EventLogHeader & EventLogRow & EventLogEnd>;
    try {
      value = JSON.parse(line);
    } catch {
      throw new EventLogImportError(`Line ${number} of ${file} is not JSON: the file is damaged.`);
    }
    if (!header) {
      if (value.format !== EVENT_LOG_FORMAT)
        throw new EventLogImportError(
          `${file} is not a Kicker League event-log export (pnpm events:export).`,
        );
      if ((value.version ?? 0) > EVENT_LOG_VERSION)
        throw new EventLogImportError(
          `${file} was written by a newer Kicker League (format ${value.version}): update this installation first.`,
        );
      header = value as EventLogHeader;
      continue;
    }
    if (end) throw new EventLogImportError(`Line ${number} of ${file} comes after the export's last line.`);
    if (value.end === true) {
      end = value as EventLogEnd;
      continue;
    }
    const index = TABLE_ORDER.get(String(value.table));
    if (index === undefined || typeof value.row !== 'object' || value.row === null)
      throw new EventLogImportError(`Line ${number} of ${file} is not a row of the export.`);
    if (index < order)
      throw new EventLogImportError(`Line ${number} of ${file} is out of the export's order.`);
    order = index;
    seen[value.table as EventLogTable]++;
  }
  if (!header) throw new EventLogImportError(`${file} is empty.`);
  if (!end)
    throw new EventLogImportError(
      `${file} ends at line ${last} without the export's last line: it is incomplete (was the export cut short?).`,
    );
  for (const { name } of EVENT_LOG_TABLES)
    if (end.rows[name] !== seen[name])
      throw new EventLogImportError(
        `${file} should hold ${end.rows[name]} rows of ${name} but holds ${seen[name]}: the file is damaged.`,
      );
  return seen;
}

export interface ImportProgress {
  table: EventLogTable | 'rebuild';
  rows: number;
}

export interface ImportResult {
  rows: Record<EventLogTable, number>;
  /** Transactions the events were written in (see importEventLog). */
  transactions: number;
  /** Events the read models were rebuilt from. */
  rebuilt: number;
}

/**
 * Imports an export into an empty, migrated database, then rebuilds every read model from it.
 *
 * Events keep their positions, ids and times. Their transaction ids cannot be kept (they belong to
 * the old server), and catch-up readers order the log by (transaction, position): so the events are
 * written in the export's order, and a new transaction begins wherever a position is lower than one
 * already written in the current one (a transaction of the old server that committed after a later
 * position). Each transaction gets a higher id than the one before, and the log reads back in
 * exactly the old order. Usually that is a handful of transactions.
 *
 * The file is checked completely first (checkEventLogFile). An import that fails part way leaves
 * part of the log: the database must then be emptied (dropped and created) before trying again.
 */
export async function importEventLog(
  db: Kysely<Database>,
  file: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportResult> {
  const rows = await checkEventLogFile(file);
  await assertEmpty(db);
  let transactions = 0;
  await db.connection().execute(async (conn) => {
    const run = (statement: RawBuilder<unknown>) => statement.execute(conn);
    // An interrupted import is started again from scratch, so waiting for each commit's flush to
    // disk buys nothing; the rebuild's own commit afterwards makes everything durable.
    await run(sql`SET synchronous_commit = off`);
    let batch: Record<string, unknown>[] = [];
    let batchTable: EventLogTable | null = null;
    let batchChars = 0;
    let highest = 0; // the highest event position written in the current transaction
    const done = Object.fromEntries(EVENT_LOG_TABLES.map((t) => [t.name, 0])) as Record<
      EventLogTable,
      number
    >;
    const flush = async () => {
      if (!batchTable || batch.length === 0) return;
      await run(insertRows(batchTable, batch));
      done[batchTable] += batch.length;
      onProgress({ table: batchTable, rows: done[batchTable] });
      batch = [];
      batchChars = 0;
    };
    await run(sql`BEGIN`);
    transactions = 1;
    try {
      for await (const { line } of linesOf(file)) {
        const value = JSON.parse(line) as Partial<EventLogRow>;
        if (!value.table || !value.row) continue; // header and end
        if (value.table !== batchTable) {
          await flush();
          batchTable = value.table;
        }
        if (value.table === 'events') {
          const position = Number(value.row.global_position);
          if (position < highest) {
            await flush();
            await run(sql`COMMIT`);
            await run(sql`BEGIN`);
            transactions++;
            highest = 0;
          }
          highest = Math.max(highest, position);
        }
        batch.push(value.row);
        batchChars += line.length;
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      }
      await flush();
      // New events continue after the highest imported position.
      await run(sql`SELECT setval(pg_get_serial_sequence('events', 'global_position'), max(global_position))
        FROM events HAVING count(*) > 0`);
      await run(sql`COMMIT`);
    } catch (error) {
      await run(sql`ROLLBACK`).catch(() => {});
      throw error;
    }
  });
  const rebuilt = await rebuildAll(db, catalogue, projections, ({ processed }) =>
    onProgress({ table: 'rebuild', rows: processed }),
  );
  return { rows, transactions, rebuilt };
}

/** One INSERT for a batch of rows of one table, the rows as JSON (their columns by name). */
function insertRows(table: EventLogTable, rows: Record<string, unknown>[]) {
  const json = JSON.stringify(rows);
  if (table !== 'events')
    return sql`INSERT INTO ${sql.table(table)}
      SELECT * FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${json}::jsonb)`;
  // The transaction id is this transaction's (see importEventLog); positions are kept.
  return sql`INSERT INTO events (global_position, org_id, stream_id, stream_version, event_id, type,
      schema_version, data, metadata, transaction_id, recorded_at) OVERRIDING SYSTEM VALUE
    SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata,
      pg_current_xact_id(), recorded_at
    FROM jsonb_populate_recordset(NULL::events, ${json}::jsonb)`;
}

/** Only into an empty database: merging two logs would give neither. */
async function assertEmpty(db: Kysely<Database>) {
  const { rows } = await sql<{ events: number; users: number }>`
    SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM "user") AS users`.execute(
    db,
  );
  const { events = 0, users = 0 } = rows[0] ?? {};
  if (events > 0 || users > 0)
    throw new EventLogImportError(
      `This database already holds ${events} events and ${users} users. Import into a new, empty database ` +
        '(create it, point DATABASE_URL or DATA_DIR at it, import, and only then start the app on it).',
    );
}

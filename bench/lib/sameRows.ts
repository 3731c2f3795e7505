import type { Db } from '../../server/src/db/database.ts';
import { literal as bound, escapeIdentifier, escapeLiteral } from '../../server/src/db/literals.ts';

// The baseline of bench/recordMatch (issue 27 item 4): the rows one recorded match wrote, found in
// every table by the transaction that wrote them (xmin), turned back into one hand-written
// transaction of plain INSERTs (upserts where the match updated a row that was there before) that
// a writer sends in a single round trip. Its ids are placeholders, so each write is a new match:
// new event, stream, command and history rows, the same season rows updated again.

/** A transaction's text with `{{match}}`, `{{event}}`, `{{command}}` and `{{position}}` to fill in. */
export interface RowsTemplate {
  text: string;
  /** Rows per table, for the report. */
  rows: Record<string, number>;
}

interface Column {
  name: string;
  type: string;
  /** Filled by the table itself (identity, defaults that say when and in which transaction). */
  skip: boolean;
}

/** Columns the database fills for every event (position, transaction, time): left to it. */
const DATABASE_FILLED = new Set([
  'global_position',
  'transaction_id',
  'recorded_at',
  'created_at',
  'updated_at',
]);

export async function capturedRows(pool: Db['pool'], eventPosition: number): Promise<RowsTemplate> {
  const event = (
    await pool.query<{
      transaction_id: string;
      event_id: string;
      stream_id: string;
      data: { matchId: string };
    }>('SELECT transaction_id::text, event_id, stream_id, data FROM events WHERE global_position = $1', [
      eventPosition,
    ])
  ).rows[0];
  if (!event) throw new Error(`no event at ${eventPosition}`);
  // A row's xmin is the 32-bit transaction id; xid8 carries the epoch above it.
  const xmin = String(BigInt(event.transaction_id) % 4294967296n);
  const tables = (
    await pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY c.relname`,
    )
  ).rows.map((r) => r.name);
  const statements: string[] = [];
  const counts: Record<string, number> = {};
  const commandIds: string[] = [];
  for (const table of tables) {
    const { rows } = await pool.query(`SELECT * FROM ${escapeIdentifier(table)} WHERE xmin::text = $1`, [
      xmin,
    ]);
    if (rows.length === 0) continue;
    counts[table] = rows.length;
    const columns = await columnsOf(pool, table);
    const key = await primaryKey(pool, table);
    const written = columns.filter((c) => !(c.skip || (table === 'events' && DATABASE_FILLED.has(c.name))));
    if (table === 'commands') commandIds.push(...rows.map((r) => String(r.command_id)));
    const values = rows.map((row) => `(${written.map((c) => literal(row[c.name], c)).join(', ')})`);
    const names = written.map((c) => escapeIdentifier(c.name)).join(', ');
    const update = written.filter((c) => !key.includes(c.name));
    const onConflict =
      key.length === 0
        ? ''
        : update.length === 0
          ? ` ON CONFLICT (${key.map((k) => escapeIdentifier(k)).join(', ')}) DO NOTHING`
          : ` ON CONFLICT (${key.map((k) => escapeIdentifier(k)).join(', ')}) DO UPDATE SET ${update
              .map((c) => `${escapeIdentifier(c.name)} = EXCLUDED.${escapeIdentifier(c.name)}`)
              .join(', ')}`;
    statements.push(
      `INSERT INTO ${escapeIdentifier(table)} (${names}) VALUES ${values.join(', ')}${onConflict};`,
    );
  }
  let text = `BEGIN; ${statements.join(' ')} COMMIT;`;
  // Placeholders for what makes each write a new match.
  const swap = (value: string, token: string) => {
    if (value) text = text.split(value).join(token);
  };
  swap(event.data.matchId, '{{match}}');
  swap(event.event_id, '{{event}}');
  for (const id of commandIds) swap(id, '{{command}}');
  text = text.replace(new RegExp(`'${eventPosition}'::bigint`, 'g'), "'{{position}}'::bigint");
  return { text, rows: counts };
}

async function columnsOf(pool: Db['pool'], table: string): Promise<Column[]> {
  const { rows } = await pool.query<{ name: string; type: string; identity: string; generated: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attidentity AS identity,
            attgenerated AS generated
     FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    [table],
  );
  return rows.map((r) => ({ name: r.name, type: r.type, skip: r.identity !== '' || r.generated !== '' }));
}

async function primaryKey(pool: Db['pool'], table: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  return rows.map((r) => r.name);
}

/** A stored value as a literal of its column's type (JSON columns come back parsed: written as JSON). */
function literal(value: unknown, column: Column): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    column.type === 'json' || column.type === 'jsonb'
      ? escapeLiteral(JSON.stringify(value))
      : value instanceof Date
        ? escapeLiteral(value.toISOString())
        : bound(value);
  return `${text}::${column.type}`;
}

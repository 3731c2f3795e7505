import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import type { Row, Value } from '../rowChanges.ts';
import { type DefaultOf, NotCoalescable, type PendingRow } from './coalesce.ts';

// Writes coalesced row changes with a few bulk statements per table. Values travel as text arrays
// (the driver turns each element into the same text it sends for a single parameter) and are cast
// to the column's type, so PostgreSQL parses them exactly as it parses applyChanges' parameters.

export interface TableInfo {
  name: string;
  /** Column name → its base type (no length or precision: the assignment to the column applies it). */
  types: ReadonlyMap<string, string>;
  primaryKey: readonly string[];
  /** Column name → its default as a value when that is a constant (see DefaultOf). */
  defaults: ReadonlyMap<string, Value | undefined>;
}

export type TableInfos = ReadonlyMap<string, TableInfo>;

/** Column types, primary keys and constant defaults of the given tables, from the catalog. */
export async function loadTableInfo(
  db: QueryExecutorProvider,
  tables: readonly string[],
): Promise<TableInfos> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    type: string;
    default_expr: string | null;
    in_key: boolean;
  }>`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, NULL) AS type,
           pg_get_expr(d.adbin, d.adrelid) AS default_expr,
           coalesce(a.attnum = ANY(i.indkey::int2[]), false) AS in_key
    FROM unnest(${[...tables]}::text[]) AS t(name)
    JOIN pg_class c ON c.oid = to_regclass(quote_ident(t.name))
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
    LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
    ORDER BY c.relname, a.attnum`.execute(db);
  const infos = new Map<
    string,
    TableInfo & { types: Map<string, string>; defaults: Map<string, Value | undefined> }
  >();
  for (const r of rows) {
    let info = infos.get(r.table_name);
    if (!info) {
      info = { name: r.table_name, types: new Map(), primaryKey: [], defaults: new Map() };
      infos.set(r.table_name, info);
    }
    info.types.set(r.column_name, r.type);
    if (r.in_key) (info.primaryKey as string[]).push(r.column_name);
    info.defaults.set(r.column_name, constantDefault(r.default_expr));
  }
  return infos;
}

function constantDefault(expression: string | null): Value | undefined {
  if (expression === null) return null;
  return /^-?\d+$/.test(expression) ? Number(expression) : undefined;
}

export const defaultsOf =
  (infos: TableInfos): DefaultOf =>
  (table, column) =>
    infos.get(table)?.defaults.get(column);

const CHUNK = 5_000;

/**
 * Writes pending rows: per table, first the deletes (rows whose new state does not depend on the
 * old one are deleted and inserted again), then the patches of rows that may exist (UPDATE ... FROM
 * unnest), then the inserts (rows that did not exist get what the changes inserted; those that did
 * were patched and are skipped by ON CONFLICT DO NOTHING). Every pending row has its own key, so
 * the order between rows is free; throws NotCoalescable when a key is not the table's primary key.
 */
export async function writePending(
  db: QueryExecutorProvider,
  infos: TableInfos,
  byTable: ReadonlyMap<string, readonly PendingRow[]>,
): Promise<void> {
  for (const [table, pending] of byTable) {
    const info = infos.get(table);
    if (!info) throw new NotCoalescable(`${table} is not a table of this projection`);
    const deletes: Row[] = [];
    const patches = new Map<string, { set: string[]; add: string[]; rows: PendingRow[] }>();
    const inserts = new Map<string, { columns: string[]; conflict: boolean; rows: Row[] }>();
    const insert = (row: Row, conflict: boolean) => {
      const columns = Object.keys(row).sort();
      for (const c of columns)
        if (!info.types.has(c)) throw new NotCoalescable(`${table} has no column ${c}`);
      const signature = `${conflict}:${columns.join(',')}`;
      const group = inserts.get(signature);
      if (group) group.rows.push(row);
      else inserts.set(signature, { columns, conflict, rows: [row] });
    };
    for (const p of pending) {
      const keyColumns = Object.keys(p.key);
      if (keyColumns.length !== info.primaryKey.length || !info.primaryKey.every((c) => c in p.key))
        throw new NotCoalescable(`${table}: key (${keyColumns}) is not the primary key (${info.primaryKey})`);
      const state = p.state;
      if (state.kind === 'known') {
        deletes.push(p.key);
        if (state.row) insert(state.row, false);
        continue;
      }
      if (state.insert) insert(state.insert, true);
      const set = Object.keys(state.set).sort();
      const add = Object.keys(state.add).sort();
      if (set.length + add.length === 0) continue;
      for (const c of [...set, ...add])
        if (!info.types.has(c)) throw new NotCoalescable(`${table} has no column ${c}`);
      const signature = `${set.join(',')}|${add.join(',')}`;
      const group = patches.get(signature);
      if (group) group.rows.push(p);
      else patches.set(signature, { set, add, rows: [p] });
    }
    for (const rows of chunks(deletes)) await deleteRows(db, info, rows);
    for (const group of patches.values())
      for (const rows of chunks(group.rows)) await patchRows(db, info, group.set, group.add, rows);
    for (const group of inserts.values())
      for (const rows of chunks(group.rows)) await insertRows(db, info, group.columns, rows, group.conflict);
  }
}

async function deleteRows(db: QueryExecutorProvider, info: TableInfo, keys: readonly Row[]) {
  const key = info.primaryKey;
  await sql`DELETE FROM ${sql.table(info.name)} AS r USING ${unnest(
    key,
    keys.map((k) => key.map((c) => k[c]!)),
  )}
    WHERE ${matchKey(info, key)}`.execute(db);
}

async function patchRows(
  db: QueryExecutorProvider,
  info: TableInfo,
  set: readonly string[],
  add: readonly string[],
  rows: readonly PendingRow[],
) {
  const key = info.primaryKey;
  const columns = [...key, ...set, ...add];
  const values = rows.map((p) => {
    const s = p.state as Extract<PendingRow['state'], { kind: 'patch' }>;
    return [...key.map((c) => p.key[c]!), ...set.map((c) => s.set[c]!), ...add.map((c) => s.add[c]!)];
  });
  const assignments = [
    ...set.map((c, i) => sql`${sql.ref(c)} = ${column(info, c, key.length + i)}`),
    ...add.map(
      (c, i) => sql`${sql.ref(c)} = r.${sql.ref(c)} + ${column(info, c, key.length + set.length + i)}`,
    ),
  ];
  await sql`UPDATE ${sql.table(info.name)} AS r SET ${sql.join(assignments)}
    FROM ${unnest(columns, values)} WHERE ${matchKey(info, key)}`.execute(db);
}

async function insertRows(
  db: QueryExecutorProvider,
  info: TableInfo,
  columns: readonly string[],
  rows: readonly Row[],
  onConflictDoNothing: boolean,
) {
  const values = rows.map((row) => columns.map((c) => row[c]!));
  const conflict = onConflictDoNothing
    ? sql` ON CONFLICT (${sql.join(info.primaryKey.map((c) => sql.ref(c)))}) DO NOTHING`
    : sql``;
  await sql`INSERT INTO ${sql.table(info.name)} (${sql.join(columns.map((c) => sql.ref(c)))})
    SELECT ${sql.join(columns.map((c, i) => column(info, c, i)))} FROM ${unnest(columns, values)}${conflict}`.execute(
    db,
  );
}

/** `unnest($1::text[], $2::text[], ...) AS u(c0, c1, ...)`: one text array per column. */
function unnest(columns: readonly string[], rows: readonly (readonly Value[])[]): RawBuilder<unknown> {
  const arrays = columns.map((_, i) => sql`${rows.map((r) => r[i] ?? null)}::text[]`);
  const aliases = columns.map((_, i) => sql.raw(`c${i}`));
  return sql`unnest(${sql.join(arrays)}) AS u(${sql.join(aliases)})`;
}

/** `u.c<i>::<the column's type>` */
function column(info: TableInfo, name: string, index: number): RawBuilder<unknown> {
  return sql.raw(`u.c${index}::${info.types.get(name)}`);
}

function matchKey(info: TableInfo, key: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    key.map((c, i) => sql`r.${sql.ref(c)} = ${column(info, c, i)}`),
    sql` AND `,
  );
}

function* chunks<T>(items: readonly T[]): Generator<readonly T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

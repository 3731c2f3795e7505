import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';

export type Value = string | number | boolean | null | Date;
export type Row = Record<string, Value>;

/**
 * What a fold says should happen to read-model rows. Folds return these (pure); one applier
 * writes them, so inline, catch-up and rebuild runs cannot disagree on what a fold means.
 */
export type RowChange =
  | { op: 'upsert'; table: string; key: Row; values: Row }
  | { op: 'update'; table: string; key: Row; values: Row }
  | { op: 'delete'; table: string; key: Row }
  /** Adds `by` to a counter, creating the row (with `values`) when missing. */
  | { op: 'increment'; table: string; key: Row; column: string; by: number; values: Row };

export async function applyChanges(db: QueryExecutorProvider, changes: readonly RowChange[]): Promise<void> {
  for (const change of changes) await toSql(change).execute(db);
}

function toSql(change: RowChange): RawBuilder<unknown> {
  const table = sql.table(change.table);
  const where = sql.join(
    Object.entries(change.key).map(([k, v]) => sql`${sql.ref(k)} = ${v}`),
    sql` AND `,
  );
  switch (change.op) {
    case 'delete':
      return sql`DELETE FROM ${table} WHERE ${where}`;
    case 'update':
      return sql`UPDATE ${table} SET ${assignments(change.values)} WHERE ${where}`;
    case 'upsert': {
      const row = { ...change.key, ...change.values };
      const update = Object.keys(change.values).length
        ? sql`DO UPDATE SET ${excluded(Object.keys(change.values))}`
        : sql`DO NOTHING`;
      return sql`INSERT INTO ${table} (${columns(row)}) VALUES (${values(row)})
        ON CONFLICT (${columns(change.key)}) ${update}`;
    }
    case 'increment': {
      const row = { ...change.key, ...change.values, [change.column]: change.by };
      const counter = sql.ref(change.column);
      const rest = Object.keys(change.values);
      const set = rest.length ? sql`, ${excluded(rest)}` : sql``;
      return sql`INSERT INTO ${table} (${columns(row)}) VALUES (${values(row)})
        ON CONFLICT (${columns(change.key)}) DO UPDATE SET ${counter} = ${table}.${counter} + ${change.by}${set}`;
    }
  }
}

const columns = (row: Row) => sql.join(Object.keys(row).map((k) => sql.ref(k)));
const values = (row: Row) => sql.join(Object.values(row).map((v) => sql`${v}`));
const assignments = (row: Row) => sql.join(Object.entries(row).map(([k, v]) => sql`${sql.ref(k)} = ${v}`));
const excluded = (keys: string[]) => sql.join(keys.map((k) => sql`${sql.ref(k)} = EXCLUDED.${sql.ref(k)}`));

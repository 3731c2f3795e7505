import { type RawBuilder, sql } from 'kysely';
import type { ColumnType, StatTable } from './contract.ts';
import { columnsOf, encodeValue } from './rowCodec.ts';

// The statements every member's table is read and written with. Values travel as arrays (one
// parameter per column, whatever the number of rows), jsonb as text cast per element.

export interface SeasonKey {
  orgId: string;
  season: number;
}

const ARRAY_OF: Record<ColumnType, string> = {
  text: 'text[]',
  int: 'int[]',
  position: 'bigint[]',
  boolean: 'boolean[]',
  timestamptz: 'timestamptz[]',
  jsonb: 'text[]',
};

const POSITION = '__position';

function arrayOf(type: ColumnType, values: unknown[]) {
  return sql`${values.map((v) => encodeValue(type, v))}::${sql.raw(ARRAY_OF[type])}`;
}

/** A select-list expression: the stored rows with these keys as a json array (see rowCodec). */
export function storedRowsJson<R extends object>(
  table: StatTable<R>,
  where: SeasonKey,
  keys: readonly Partial<R>[],
): RawBuilder<Record<string, unknown>[]> {
  const keyArrays = table.key.map((k) =>
    arrayOf(
      table.columns[k],
      keys.map((key) => key[k]),
    ),
  );
  const keyNames = table.key.map((_, i) => sql.raw(`k${i}`));
  const sameKey = table.key.map((k, i) => sql`x.${sql.ref(k)} = k.${sql.raw(`k${i}`)}`);
  // One probe of the primary key per wanted row, whatever the plan: a command keeps this
  // statement's plan, made once for any number of keys, and a join could read every row of the
  // season (OFFSET 0 keeps the lookup a lookup: the planner may not merge it into a join).
  return sql`(SELECT coalesce(json_agg(t), '[]')
    FROM unnest(${sql.join(keyArrays)}) AS k(${sql.join(keyNames)})
    CROSS JOIN LATERAL (SELECT * FROM ${sql.table(table.name)} x
      WHERE x.org_id = ${where.orgId} AND x.season = ${where.season} AND ${sql.join(sameKey, sql` AND `)}
      OFFSET 0) t)`;
}

/**
 * INSERT of rows with their positions; `upsert` replaces a stored row with the same key (keyed
 * tables). Null when there are none.
 */
export function insertRows<R extends object>(
  table: StatTable<R>,
  where: SeasonKey,
  entries: readonly (readonly [R, number])[],
  { upsert }: { upsert: boolean },
): RawBuilder<unknown> | null {
  if (entries.length === 0) return null;
  const columns = columnsOf(table);
  const names = [...columns.map(([c]) => c), table.positionColumn];
  const arrays = [
    ...columns.map(([c, type]) =>
      arrayOf(
        type,
        entries.map(([row]) => row[c]),
      ),
    ),
    sql`${entries.map(([, position]) => position)}::bigint[]`,
  ];
  const selected = [
    ...columns.map(([c, type]) => (type === 'jsonb' ? sql`${sql.ref(`u.${c}`)}::jsonb` : sql.ref(`u.${c}`))),
    sql.ref(`u.${POSITION}`),
  ];
  const aliases = [...columns.map(([c]) => sql.ref(c)), sql.ref(POSITION)];
  const replace = table.key.length
    ? sql`ON CONFLICT (org_id, season, ${sql.join(table.key.map((k) => sql.ref(k)))}) DO UPDATE SET ${sql.join(
        names
          .filter((n) => !(table.key as readonly string[]).includes(n))
          .map((n) => sql`${sql.ref(n)} = EXCLUDED.${sql.ref(n)}`),
      )}`
    : sql``;
  return sql`INSERT INTO ${sql.table(table.name)} (org_id, season, ${sql.join(names.map((n) => sql.ref(n)))})
    SELECT ${where.orgId}, ${where.season}, ${sql.join(selected)}
    FROM unnest(${sql.join(arrays)}) AS u(${sql.join(aliases)})
    ${upsert ? replace : sql``}`;
}

/** Removes the rows changed from `from` on; a keyed table's statement returns their keys. */
export function deleteChangedFrom<R extends object>(
  table: StatTable<R>,
  where: SeasonKey,
  from: number,
): RawBuilder<Partial<R>> {
  const returning = table.appendOnly ? sql`` : sql`RETURNING ${sql.join(table.key.map((k) => sql.ref(k)))}`;
  return sql`DELETE FROM ${sql.table(table.name)}
    WHERE org_id = ${where.orgId} AND season = ${where.season} AND ${sql.ref(table.positionColumn)} >= ${from}
    ${returning}`;
}

import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * Runs a bulk load into freshly emptied tables without their indexes, and builds those again
 * afterwards from their own definitions: one sorted build is much cheaper than a million index
 * insertions. Plain (non-unique) indexes always; with `keys`, primary keys and unique constraints
 * and indexes too: only for a load that makes its rows unique itself (a duplicate then fails when
 * the key is built, at the end). Only inside the rebuild's transaction, whose TRUNCATE already holds
 * ACCESS EXCLUSIVE locks on the tables: nobody else sees the tables without their indexes, and a
 * rollback brings them back.
 */
export async function withIndexesBuiltAfter<T>(
  db: QueryExecutorProvider,
  tables: readonly string[],
  load: () => Promise<T>,
  { keys = false }: { keys?: boolean } = {},
): Promise<T> {
  const regclasses = sql`(SELECT to_regclass(quote_ident(t))::oid FROM unnest(${[...tables]}::text[]) AS t)`;
  const constraints = keys
    ? (
        await sql<{ table: string; name: string; definition: string }>`
          SELECT c.conrelid::regclass::text AS table, quote_ident(c.conname) AS name,
                 pg_get_constraintdef(c.oid) AS definition
          FROM pg_constraint c
          WHERE c.conrelid = ANY${regclasses} AND c.contype IN ('p', 'u')
            AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.confrelid = c.conrelid)
          ORDER BY c.conname`.execute(db)
      ).rows
    : [];
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(i.relname) AS name, pg_get_indexdef(i.oid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = i.relnamespace
    WHERE x.indrelid = ANY${regclasses}
      AND (${keys} OR NOT x.indisunique) AND NOT x.indisprimary AND NOT x.indisexclusion
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
    ORDER BY i.relname`.execute(db);
  for (const c of constraints)
    await sql`ALTER TABLE ${sql.raw(c.table)} DROP CONSTRAINT ${sql.raw(c.name)}`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  const result = await load();
  for (const c of constraints)
    await sql`ALTER TABLE ${sql.raw(c.table)} ADD CONSTRAINT ${sql.raw(c.name)} ${sql.raw(c.definition)}`.execute(
      db,
    );
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  return result;
}

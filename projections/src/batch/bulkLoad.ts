import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * Runs a bulk load into freshly emptied tables without their plain (non-unique, non-constraint)
 * indexes, and builds those again afterwards from their own definitions: one sorted build is much
 * cheaper than a million index insertions. Unique indexes and constraints stay, so the load is
 * refused exactly where it would be refused with them. Only inside the rebuild's transaction,
 * whose TRUNCATE already holds ACCESS EXCLUSIVE locks on the tables: nobody else sees the tables
 * without their indexes, and a rollback brings the indexes back.
 */
export async function withoutPlainIndexes<T>(
  db: QueryExecutorProvider,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(i.relname) AS name, pg_get_indexdef(i.oid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = i.relnamespace
    WHERE x.indrelid = ANY(SELECT to_regclass(quote_ident(t))::oid FROM unnest(${[...tables]}::text[]) AS t)
      AND NOT x.indisunique AND NOT x.indisprimary AND NOT x.indisexclusion
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
    ORDER BY i.relname`.execute(db);
  for (const index of rows) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  const result = await load();
  for (const index of rows) await sql.raw(index.definition).execute(db);
  return result;
}

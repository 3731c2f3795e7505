import type { Kysely } from 'kysely';
import type { ReadModelTables } from './tables.ts';

/**
 * What the read queries (`<model>/queries.ts`) need of a database: Kysely over any schema that
 * holds the read models (the server's has the event store and better-auth's tables too).
 */
export type ReadModels = Pick<Kysely<ReadModelTables>, 'selectFrom' | 'getExecutor'>;

/** Rows grouped by org_id in the order of the requested ids: what a list loader answers. */
export function byOrg<R extends { org_id: string }>(orgIds: readonly string[], rows: readonly R[]): R[][] {
  const groups = new Map<string, R[]>(orgIds.map((id) => [id, []]));
  for (const row of rows) groups.get(row.org_id)?.push(row);
  return orgIds.map((id) => groups.get(id) ?? []);
}

/** A LIKE pattern matching `search` anywhere, its own % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

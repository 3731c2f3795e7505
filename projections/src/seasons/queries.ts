import { sql } from 'kysely';
import { byOrg, type ReadModels } from '../reads.ts';
import type { ReadModelTables } from '../tables.ts';

export type SeasonRow = ReadModelTables['seasons'];

/** The seasons with these keys, in one query (in no particular order; missing ones are left out). */
export async function readSeasons(
  db: ReadModels,
  keys: readonly { orgId: string; number: number }[],
): Promise<SeasonRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('seasons')
    .selectAll()
    .where(
      sql<boolean>`(org_id, number) IN (SELECT * FROM unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.number)}::int[]))`,
    )
    .execute();
}

/** Each organisation's seasons, newest first. */
export async function readSeasonsOf(db: ReadModels, orgIds: readonly string[]): Promise<SeasonRow[][]> {
  const rows = await db
    .selectFrom('seasons')
    .selectAll()
    .where('org_id', 'in', orgIds)
    .orderBy('number', 'desc')
    .execute();
  return byOrg(orgIds, rows);
}

/** The number of the season `at` falls in, or null, as one column of a larger SELECT (see namedPlayersColumn). */
export const seasonAtColumn = (orgId: string, at: Date) =>
  sql<number | null>`(SELECT number FROM seasons
    WHERE org_id = ${orgId} AND starts_on <= ${at} AND ends_on > ${at} LIMIT 1)`;

import { sql } from 'kysely';
import type { ReadModels } from '../reads.ts';
import type { TourneyRow } from './tourneys.fold.ts';

export type { TourneyRow } from './tourneys.fold.ts';

/** The list's tabs (SPEC §2): open and running tourneys are active. */
export type TourneyFilter = 'active' | 'completed';
const STATUSES: Record<TourneyFilter, string[]> = { active: ['open', 'running'], completed: ['completed'] };

/** The tourneys with these keys, in one query (in no particular order; missing ones are left out). */
export async function readTourneys(
  db: ReadModels,
  keys: readonly { orgId: string; tourneyId: string }[],
): Promise<TourneyRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('tourneys')
    .selectAll()
    .where(
      sql<boolean>`(org_id, tourney_id) IN (SELECT * FROM unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.tourneyId)}::text[]))`,
    )
    .execute();
}

/** A page of an organisation's tourneys in one tab, newest first. */
export function listTourneys(
  db: ReadModels,
  orgId: string,
  filter: TourneyFilter,
  page: { offset: number; limit: number },
): Promise<TourneyRow[]> {
  return db
    .selectFrom('tourneys')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('status', 'in', STATUSES[filter])
    .orderBy('created_at', 'desc')
    .orderBy('tourney_id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Each organisation's tourney counts per tab, in the order of `orgIds`. */
export async function countTourneys(
  db: ReadModels,
  orgIds: readonly string[],
): Promise<{ active: number; completed: number }[]> {
  const rows = await db
    .selectFrom('tourneys')
    .select([
      'org_id',
      sql<number>`count(*) FILTER (WHERE status <> 'completed')::int`.as('active'),
      sql<number>`count(*) FILTER (WHERE status = 'completed')::int`.as('completed'),
    ])
    .where('org_id', 'in', orgIds)
    .groupBy('org_id')
    .execute();
  const byOrg = new Map(rows.map((r) => [r.org_id, { active: r.active, completed: r.completed }]));
  return orgIds.map((id) => byOrg.get(id) ?? { active: 0, completed: 0 });
}

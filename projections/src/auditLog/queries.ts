import type { EventStoreTables } from '@kicker/events';
import { type Kysely, sql } from 'kysely';

/** One event of the log as the audit log shows it. */
export interface AuditRow {
  org_id: string;
  global_position: number;
  type: string;
  stream_id: string;
  data: unknown;
  recorded_at: Date;
  /** The user who caused it (metadata.actor); null for the system. */
  actor: string | null;
}

export interface AuditFilter {
  /** Only events before this position (the page after a cursor). */
  before: number | null;
  type?: string | null;
  streamId?: string | null;
  /** Only events caused by this user. */
  actorId?: string | null;
  limit: number;
}

/** An organisation's events, newest first: its audit log. */
export function readAuditLog(
  db: Pick<Kysely<EventStoreTables>, 'selectFrom'>,
  orgId: string,
  filter: AuditFilter,
): Promise<AuditRow[]> {
  let query = db
    .selectFrom('events')
    .select([
      'org_id',
      'global_position',
      'type',
      'stream_id',
      'data',
      'recorded_at',
      sql<string | null>`metadata->>'actor'`.as('actor'),
    ])
    .where('org_id', '=', orgId);
  if (filter.before !== null) query = query.where('global_position', '<', filter.before);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.streamId) query = query.where('stream_id', '=', filter.streamId);
  if (filter.actorId) query = query.where(sql`metadata->>'actor'`, '=', filter.actorId);
  return query.orderBy('global_position', 'desc').limit(filter.limit).execute();
}

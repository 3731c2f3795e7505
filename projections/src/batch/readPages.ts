import {
  type Checkpoint,
  type EventCatalogue,
  type EventRow,
  type RecordedEvent,
  START,
  toRecorded,
} from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';

/** Events per page of a rebuild: big enough that round trips do not count, small enough for memory. */
export const REBUILD_PAGE_SIZE = 10_000;

/**
 * The events of some types in commit-safe order (as readAll: only transactions below the
 * snapshot's xmin, ordered by transaction and position), in pages, for a rebuild. Unlike readAll it
 * filters by type in the query, so a read model of rare events does not page through the whole log;
 * a rebuild keeps no checkpoint that would have to move past the others. Ends at an empty page.
 */
export async function* readPages(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  types: readonly string[],
  { pageSize = REBUILD_PAGE_SIZE, after = START }: { pageSize?: number; after?: Checkpoint } = {},
): AsyncGenerator<RecordedEvent[]> {
  const read = (cursor: Checkpoint) =>
    sql<EventRow>`
      SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version, data,
             metadata, transaction_id, recorded_at
      FROM events
      WHERE type = ANY(${[...types]}::text[])
        AND (transaction_id, global_position) > (${cursor.transactionId}::xid8, ${cursor.globalPosition})
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, global_position
      LIMIT ${pageSize}`.execute(db);
  let next = read(after);
  for (;;) {
    const { rows } = await next;
    const last = rows.at(-1);
    if (!last) return;
    // The next page is asked for before this one is decoded and applied: the database reads it
    // meanwhile. (Left unread if the consumer stops; its failure then has nobody to tell.)
    next = read({ transactionId: String(last.transaction_id), globalPosition: Number(last.global_position) });
    next.catch(() => {});
    yield rows.map((r) => toRecorded(catalogue, r));
  }
}

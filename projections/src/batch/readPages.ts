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
 * The committed events of some types in log order (transaction, position), in keyset pages, each
 * decoded: the event-by-event rebuild reads the log this way. Within a rebuild that locks the
 * tables of an inline model, every writer of its events has committed (readLog.ts), so each page
 * may take all committed events; `through` ends the read at a catch-up model's checkpoint. Unlike
 * readAll it filters by type in the query. Ends at an empty page.
 */
export async function* readPages(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  types: readonly string[],
  {
    pageSize = REBUILD_PAGE_SIZE,
    after = START,
    through,
  }: { pageSize?: number; after?: Checkpoint; through?: Checkpoint } = {},
): AsyncGenerator<RecordedEvent[]> {
  const until = through
    ? sql`AND (transaction_id, global_position) <= (${through.transactionId}::xid8, ${through.globalPosition})`
    : sql``;
  const read = (cursor: Checkpoint) =>
    sql<EventRow>`
      SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version, data,
             metadata, transaction_id, recorded_at
      FROM events
      WHERE type = ANY(${[...types]}::text[])
        AND (transaction_id, global_position) > (${cursor.transactionId}::xid8, ${cursor.globalPosition})
        ${until}
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

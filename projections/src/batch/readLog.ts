import type { EventCatalogue } from '@kicker/events';
import type { QueryExecutorProvider } from 'kysely';
import { copyOut } from './copy.ts';
import { StoredEvent } from './storedEvent.ts';

/**
 * Events per page of the COPY read. One COPY has no round trips to save, so pages are small: a page
 * and its decoded events die before the garbage collector's next young collection instead of being
 * moved to the old generation with all their strings (a fifth less CPU than pages of 10,000).
 */
export const LOG_PAGE_SIZE = 1_000;

export interface LogPage {
  events: StoredEvent[];
  /**
   * How many of `events` (a prefix) belong to transactions below the snapshot's xmin: those a
   * checkpointed reader may pass (readAll's rule). The rest committed while an older transaction
   * was still running; an inline rebuild takes them (their writers held its tables' locks and
   * committed before it took them), a catch-up reader leaves them to its next pass.
   */
  settled: number;
}

/**
 * Every committed event of some types in log order (transaction, position), read with one COPY:
 * one statement, one snapshot, no pages to seek, and no parsing but splitting text until a fold
 * asks for an event's data (StoredEvent). Yields pages of `pageSize` events (the last one shorter).
 */
export async function* readLog(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  types: readonly string[],
  pageSize = LOG_PAGE_SIZE,
): AsyncGenerator<LogPage> {
  // COPY takes no parameters: the type names go in as literals.
  const names = types.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ');
  const rows = copyOut(
    db,
    `SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version, data,
            metadata, transaction_id, recorded_at,
            transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot())) AS settled
     FROM events WHERE type = ANY(ARRAY[${names}]::text[])
     ORDER BY transaction_id, global_position`,
  );
  let page: LogPage = { events: [], settled: 0 };
  for await (const chunk of rows) {
    for (const f of chunk) {
      page.events.push(
        new StoredEvent(
          catalogue,
          f[5]!,
          f[1]!,
          f[2]!,
          Number(f[3]),
          f[4]!,
          Number(f[0]),
          f[9]!,
          Number(f[6]),
          f[7]!,
          f[8]!,
          f[10]!,
        ),
      );
      if (f[11] === 't') page.settled++;
      if (page.events.length === pageSize) {
        yield page;
        page = { events: [], settled: 0 };
      }
    }
  }
  if (page.events.length > 0) yield page;
}

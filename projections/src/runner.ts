import {
  type Checkpoint,
  type EventCatalogue,
  loadCheckpoint,
  type RecordedEvent,
  readAll,
  saveCheckpoint,
} from '@kicker/events';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { applyFoldPage } from './batch/foldPage.ts';
import { REBUILD_PAGE_SIZE, readPages } from './batch/readPages.ts';
import { loadTableInfo, type TableInfos } from './batch/writePending.ts';
import { NeedsEventByEventRebuild, type Projection, project } from './projection.ts';

/** Runs the inline projections over freshly appended events, inside the append's transaction. */
export async function applyInline(
  trx: QueryExecutorProvider,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const projection of projections) {
    if (projection.mode !== 'inline') continue;
    for (const event of events) {
      if (projection.eventTypes.includes(event.type)) await project(trx, projection, event);
    }
  }
}

export interface CatchUpOptions {
  batchSize?: number;
  /**
   * Writes each batch of a fold projection as coalesced bulk statements (batch/foldPage.ts) instead
   * of event by event; the rows are the same. Rebuilds use it.
   */
  coalesce?: boolean;
  /** Told when a coalesced batch had to be applied event by event after all (and why). */
  onFallback?: (reason: string) => void;
}

/**
 * Brings a catch-up projection up to date. Each batch commits its rows together with the
 * checkpoint, and the checkpoint row is locked so two instances never process the same batch.
 * Returns the number of events applied.
 */
export async function catchUp<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projection: Projection,
  { batchSize = 500, coalesce = false, onFallback }: CatchUpOptions = {},
): Promise<number> {
  let applied = 0;
  let tables: TableInfos | null = null;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO projection_checkpoints (name, transaction_id, global_position)
        VALUES (${projection.name}, '0', 0) ON CONFLICT DO NOTHING`.execute(trx);
      await sql`SELECT 1 FROM projection_checkpoints WHERE name = ${projection.name} FOR UPDATE`.execute(trx);
      const after = await loadCheckpoint(trx, projection.name);
      const read = await readAll(trx, catalogue, { after, limit: batchSize, types: projection.eventTypes });
      if (coalesce && 'fold' in projection) {
        tables ??= await loadTableInfo(trx, projection.tables);
        await applyFoldPage(trx, projection, read.events, tables, onFallback);
      } else for (const event of read.events) await project(trx, projection, event);
      if (!sameCheckpoint(read.checkpoint, after))
        await saveCheckpoint(trx, projection.name, read.checkpoint);
      return { moved: !sameCheckpoint(read.checkpoint, after), count: read.events.length };
    });
    applied += batch.count;
    if (!batch.moved) return applied;
  }
}

export interface RebuildProgress {
  projection: string;
  processed: number;
  total: number;
}

export interface RebuildOptions {
  /** Events per page read from the log (and per committed batch of a catch-up model). */
  batchSize?: number;
  /** Apply the events one by one, as inline writes do (slow; tests compare the fast path with it). */
  oneByOne?: boolean;
  /**
   * Told when (part of) the fast path gave way to applying events one by one: a page whose changes
   * could not be coalesced, or a log a projection's rebuildAll does not take (and why).
   */
  onFallback?: (reason: string) => void;
}

/**
 * Rebuilds a read model from the event log. Inline models are rebuilt in one transaction that
 * holds an exclusive lock on their tables: writers wait and then apply their own events on top,
 * so nothing is lost or counted twice. Catch-up models restart from the beginning of the log.
 *
 * The fast path gives the same rows as applying the events one by one: fold projections coalesce
 * each page's row changes and write them in bulk (batch/foldPage.ts); a projection with its own
 * `rebuildAll` (matches) gets the pages and writes its rows itself.
 */
export async function rebuild<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void = () => {},
  { batchSize = REBUILD_PAGE_SIZE, oneByOne = false, onFallback = () => {} }: RebuildOptions = {},
): Promise<number> {
  const tables = sql.join(projection.tables.map((t) => sql.table(t)));
  const report = (processed: number, total: number) =>
    onProgress({ projection: projection.name, processed, total });
  if (projection.mode === 'catchUp') {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM projection_checkpoints WHERE name = ${projection.name} FOR UPDATE`.execute(trx);
      await sql`TRUNCATE ${tables}`.execute(trx);
      await sql`DELETE FROM projection_checkpoints WHERE name = ${projection.name}`.execute(trx);
    });
    const total = await countEvents(db, projection);
    report(0, total);
    const processed = await catchUp(db, catalogue, projection, {
      batchSize,
      coalesce: !oneByOne,
      onFallback,
    });
    report(processed, total);
    return processed;
  }
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE ${tables} IN EXCLUSIVE MODE`.execute(trx);
    await sql`TRUNCATE ${tables}`.execute(trx);
    const total = await countEvents(trx, projection);
    let processed = 0;
    report(processed, total);
    // Each page is counted once its consumer asks for the next one, i.e. once it has been applied.
    async function* pages() {
      for await (const page of readPages(trx, catalogue, projection.eventTypes, { pageSize: batchSize })) {
        yield page;
        processed += page.length;
        report(processed, total);
      }
    }
    if (!oneByOne && 'fold' in projection && !projection.rebuildAll) {
      const tableInfo = await loadTableInfo(trx, projection.tables);
      for await (const page of pages()) await applyFoldPage(trx, projection, page, tableInfo, onFallback);
      return processed;
    }
    if (!oneByOne && projection.rebuildAll) {
      try {
        await projection.rebuildAll(trx, pages());
        return processed;
      } catch (error) {
        if (!(error instanceof NeedsEventByEventRebuild)) throw error;
        onFallback(error.message);
        // Nothing was written; start over event by event (progress starts over too).
        await sql`TRUNCATE ${tables}`.execute(trx);
        processed = 0;
        report(processed, total);
      }
    }
    for await (const page of pages()) for (const event of page) await project(trx, projection, event);
    return processed;
  });
}

async function countEvents(db: QueryExecutorProvider, projection: Projection): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM events WHERE type = ANY(${[...projection.eventTypes]}::text[])`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

const sameCheckpoint = (a: Checkpoint, b: Checkpoint) =>
  a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;

/**
 * Keeps catch-up projections moving: after each local commit (nudge) and on a timer, so events
 * written by other instances are picked up too. Stops when the signal aborts.
 */
export function startCatchUpLoop<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projections: readonly Projection[],
  { intervalMs = 1000, onError }: { intervalMs?: number; onError: (error: unknown) => void },
): { nudge(): void; stop(): Promise<void> } {
  const catchUpOnes = projections.filter((p) => p.mode === 'catchUp');
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        for (const p of catchUpOnes) await catchUp(db, catalogue, p);
      } while (again && !stopped);
    })()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

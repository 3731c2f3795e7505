import {
  type Checkpoint,
  type EventCatalogue,
  type RecordedEvent,
  readAll,
  saveCheckpoint,
} from '@kicker/events';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { applyFoldPage } from './batch/foldPage.ts';
import { REBUILD_PAGE_SIZE, readPages } from './batch/readPages.ts';
import { type RebuildProgress, type RebuildStep, rebuildTogether } from './batch/rebuildTogether.ts';
import { loadTableInfo, type TableInfos } from './batch/writePending.ts';
import { type Projection, project } from './projection.ts';
import { ProjectionFailedError } from './projectionFailed.ts';

export type { RebuildProgress, RebuildStep } from './batch/rebuildTogether.ts';

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
   * Writes each batch of a fold projection as coalesced bulk statements (batch/foldPage.ts, the
   * same rows as event by event) when it has more than a few events. Default true; the
   * event-by-event rebuild, which the tests compare the fast paths with, turns it off.
   */
  coalesce?: boolean;
  /** Told when a coalesced batch had to be applied event by event after all (and why). */
  onFallback?: (reason: string) => void;
}

/** Below this many events a batch is applied event by event: a coalesced write costs a savepoint. */
const COALESCE_FROM = 8;

/**
 * Brings a catch-up projection up to date. Each batch commits its rows together with the
 * checkpoint, and the checkpoint row is locked (and read, in the same statement) so two instances
 * never process the same batch: the second waits and then reads the checkpoint the first wrote.
 * Events of transactions still in flight are left for a later pass (readAll). A batch shorter
 * than `batchSize` reached the end of what can be read now. Returns the number of events applied.
 *
 * A batch that fails is rolled back whole, and its events are tried again one per transaction: the
 * ones before the faulty event are kept, and the checkpoint stops right before it. When that event
 * fails on its own too, a ProjectionFailedError names it; the event is never skipped, and the next
 * call starts from it.
 */
export async function catchUp<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projection: Projection,
  { batchSize = 500, coalesce = true, onFallback }: CatchUpOptions = {},
): Promise<number> {
  let applied = 0;
  let tables: TableInfos | null = null;
  // Events still to be taken one per transaction after a failed batch.
  let singles = 0;
  for (;;) {
    const limit = singles > 0 ? 1 : batchSize;
    let batch: { full: boolean; count: number; rows: number };
    try {
      batch = await db.transaction().execute(async (trx) => {
        const after = await lockCheckpoint(trx, projection.name);
        const read = await readAll(trx, catalogue, { after, limit, types: projection.eventTypes });
        if (coalesce && 'fold' in projection && read.events.length >= COALESCE_FROM) {
          tables ??= await loadTableInfo(trx, projection.tables);
          await applyFoldPage(trx, projection, read.events, tables, onFallback);
        } else
          for (const event of read.events) {
            try {
              await project(trx, projection, event);
            } catch (error) {
              throw new ProjectionFailedError(projection.name, event, error);
            }
          }
        if (!sameCheckpoint(read.checkpoint, after))
          await saveCheckpoint(trx, projection.name, read.checkpoint);
        return { full: read.rows === limit, count: read.events.length, rows: read.rows };
      });
    } catch (error) {
      if (limit === 1) throw error;
      singles = batchSize;
      continue;
    }
    applied += batch.count;
    if (singles > 0) singles = Math.max(0, singles - batch.rows);
    if (!batch.full) return applied;
  }
}

/** Locks a catch-up projection's checkpoint row and reads it; creates the row the first time. */
async function lockCheckpoint(trx: QueryExecutorProvider, name: string): Promise<Checkpoint> {
  for (;;) {
    const { rows } = await sql<{ transaction_id: string; global_position: number }>`
      SELECT transaction_id, global_position FROM projection_checkpoints WHERE name = ${name} FOR UPDATE`.execute(
      trx,
    );
    const row = rows[0];
    if (row)
      return { transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) };
    await sql`INSERT INTO projection_checkpoints (name, transaction_id, global_position)
      VALUES (${name}, '0', 0) ON CONFLICT DO NOTHING`.execute(trx);
  }
}

export interface RebuildOptions {
  /**
   * Events per page read from the log (and per committed batch of a catch-up model event by
   * event). Default: readLog's LOG_PAGE_SIZE for the fast path, REBUILD_PAGE_SIZE event by event.
   */
  batchSize?: number;
  /** Apply the events one by one, as inline writes do (slow; tests compare the fast path with it). */
  oneByOne?: boolean;
  /**
   * Told when (part of) the fast path gave way to applying events one by one: a read model whose
   * changes could not be coalesced, or a log a projection's rebuildAll does not take (and why).
   */
  onFallback?: (reason: string) => void;
}

/**
 * Rebuilds a read model from the event log. Inline models are rebuilt in one transaction that
 * holds an exclusive lock on their tables: writers wait and then apply their own events on top,
 * so nothing is lost or counted twice. Catch-up models start over from the beginning of the log.
 * The fast path (batch/rebuildTogether.ts, which also rebuilds several models from one read of the
 * log) gives the same rows as applying the events one by one.
 */
export async function rebuild<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void = () => {},
  { batchSize, oneByOne = false, onFallback = () => {} }: RebuildOptions = {},
): Promise<number> {
  if (!oneByOne) return rebuildTogether(db, catalogue, [projection], onProgress, { batchSize, onFallback });
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
      batchSize: batchSize ?? REBUILD_PAGE_SIZE,
      coalesce: false,
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
    const pageSize = batchSize ?? REBUILD_PAGE_SIZE;
    for await (const page of readPages(trx, catalogue, projection.eventTypes, { pageSize })) {
      for (const event of page) await project(trx, projection, event);
      processed += page.length;
      report(processed, total);
    }
    return processed;
  });
}

/** Every read model from one read of the log, in one transaction (see rebuildTogether). */
export function rebuildAll<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projections: readonly Projection[],
  onProgress: (progress: RebuildProgress) => void = () => {},
  {
    batchSize,
    onFallback = () => {},
    onStep,
  }: Omit<RebuildOptions, 'oneByOne'> & { onStep?: (step: RebuildStep) => void } = {},
): Promise<number> {
  return rebuildTogether(db, catalogue, projections, onProgress, { batchSize, onFallback, onStep });
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

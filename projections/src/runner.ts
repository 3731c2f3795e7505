import {
  type Checkpoint,
  type EventCatalogue,
  loadCheckpoint,
  type RecordedEvent,
  readAll,
  START,
  saveCheckpoint,
} from '@kicker/events';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { type Projection, project } from './projection.ts';

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
  { batchSize = 500 }: CatchUpOptions = {},
): Promise<number> {
  let applied = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO projection_checkpoints (name, transaction_id, global_position)
        VALUES (${projection.name}, '0', 0) ON CONFLICT DO NOTHING`.execute(trx);
      await sql`SELECT 1 FROM projection_checkpoints WHERE name = ${projection.name} FOR UPDATE`.execute(trx);
      const after = await loadCheckpoint(trx, projection.name);
      const read = await readAll(trx, catalogue, { after, limit: batchSize, types: projection.eventTypes });
      for (const event of read.events) await project(trx, projection, event);
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

/**
 * Rebuilds a read model from the event log. Inline models are rebuilt in one transaction that
 * holds an exclusive lock on their tables: writers wait and then apply their own events on top,
 * so nothing is lost or counted twice. Catch-up models restart from the beginning of the log.
 */
export async function rebuild<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void = () => {},
  { batchSize = 2000 }: CatchUpOptions = {},
): Promise<number> {
  const tables = sql.join(projection.tables.map((t) => sql.table(t)));
  if (projection.mode === 'catchUp') {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM projection_checkpoints WHERE name = ${projection.name} FOR UPDATE`.execute(trx);
      await sql`TRUNCATE ${tables}`.execute(trx);
      await sql`DELETE FROM projection_checkpoints WHERE name = ${projection.name}`.execute(trx);
    });
    const total = await countEvents(db, projection);
    onProgress({ projection: projection.name, processed: 0, total });
    const processed = await catchUp(db, catalogue, projection, { batchSize });
    onProgress({ projection: projection.name, processed, total });
    return processed;
  }
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE ${tables} IN EXCLUSIVE MODE`.execute(trx);
    await sql`TRUNCATE ${tables}`.execute(trx);
    const total = await countEvents(trx, projection);
    let after: Checkpoint = START;
    let processed = 0;
    onProgress({ projection: projection.name, processed, total });
    for (;;) {
      const read = await readAll(trx, catalogue, { after, limit: batchSize, types: projection.eventTypes });
      for (const event of read.events) await project(trx, projection, event);
      processed += read.events.length;
      if (read.events.length) onProgress({ projection: projection.name, processed, total });
      if (sameCheckpoint(read.checkpoint, after)) return processed;
      after = read.checkpoint;
    }
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

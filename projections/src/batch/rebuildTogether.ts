import {
  type Checkpoint,
  type EventCatalogue,
  type RecordedEvent,
  START,
  saveCheckpoint,
} from '@kicker/events';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { NeedsEventByEventRebuild, type Projection, project } from '../projection.ts';
import { ChangeBuffer, NotCoalescable } from './coalesce.ts';
import { writeCoalesced } from './foldPage.ts';
import { PageChannel } from './pageChannel.ts';
import { type LogPage, readLog } from './readLog.ts';
import { readPages } from './readPages.ts';
import { defaultsOf, loadTableInfo } from './writePending.ts';

export interface RebuildProgress {
  projection: string;
  processed: number;
  total: number;
}

export interface RebuildTogetherOptions {
  /** Events per page handed to the read models (and per progress report). */
  batchSize?: number;
  /** Told when (part of) the fast path gave way to applying events one by one (and why). */
  onFallback?: (reason: string) => void;
  /**
   * Told how long each read model took (ms): `take` is its share of the read (summed over the
   * pages, told once the log is read), `finish` its writes afterwards (told as each one ends).
   * For benchmarks: where a rebuild's time goes.
   */
  onStep?: (step: RebuildStep) => void;
}

export interface RebuildStep {
  projection: string;
  phase: 'take' | 'finish';
  ms: number;
}

/**
 * Rebuilds read models from one read of the event log, in one transaction: their tables are
 * locked and emptied, the log is read once (readLog: one COPY) and every page goes to each of
 * them, and the rows are written in bulk. Rows are those of applying the events one by one:
 * - a fold projection coalesces the row changes of the whole log (batch/coalesce.ts; its tables
 *   start empty, so its net changes are its rows) and writes them with a few statements;
 * - a projection with `rebuildAll` (matches) gets its events' pages and writes its rows itself;
 * - where either cannot promise the same rows (NotCoalescable, NeedsEventByEventRebuild, a unique
 *   index a bulk write trips), that read model alone is applied event by event after the read.
 *
 * Inline models: their tables are locked (EXCLUSIVE) for the whole rebuild, so every writer of
 * their events has committed before it reads, and those that come later wait and apply their own
 * events on top: nothing is lost or counted twice. Catch-up models: their checkpoint row is locked
 * too, they take the log up to the snapshot's xmin (readAll's rule) and the checkpoint is written
 * with their rows; the live loop carries on from there. Returns the number of events read.
 */
export async function rebuildTogether<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projections: readonly Projection[],
  onProgress: (progress: RebuildProgress) => void = () => {},
  { batchSize, onFallback = () => {}, onStep }: RebuildTogetherOptions = {},
): Promise<number> {
  const name = projections.map((p) => p.name).join(', ');
  const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
  return db.transaction().execute(async (trx) => {
    const inlineTables = projections.filter((p) => p.mode === 'inline').flatMap((p) => p.tables);
    if (inlineTables.length > 0)
      await sql`LOCK TABLE ${sql.join(inlineTables.map((t) => sql.table(t)))} IN EXCLUSIVE MODE`.execute(trx);
    for (const p of projections.filter((p) => p.mode === 'catchUp'))
      await sql`INSERT INTO projection_checkpoints (name, transaction_id, global_position)
        VALUES (${p.name}, '0', 0) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name`.execute(trx);
    await sql`TRUNCATE ${sql.join(projections.flatMap((p) => p.tables).map((t) => sql.table(t)))}`.execute(
      trx,
    );
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM events WHERE type = ANY(${types}::text[])`.execute(trx);
    const total = rows[0]?.n ?? 0;
    let processed = 0;
    onProgress({ projection: name, processed, total });

    const readers = await Promise.all(projections.map((p) => readerFor(trx, catalogue, p, onFallback)));
    const took = readers.map(() => 0);
    for await (const page of readLog(trx, catalogue, types, batchSize)) {
      readers.forEach((reader, i) => {
        const started = onStep ? performance.now() : 0;
        reader.take(page);
        if (onStep) took[i]! += performance.now() - started;
      });
      processed += page.events.length;
      onProgress({ projection: name, processed, total });
    }
    if (onStep)
      for (let i = 0; i < readers.length; i++)
        onStep({ projection: projections[i]!.name, phase: 'take', ms: took[i]! });
    const finish = async (i: number) => {
      const started = performance.now();
      await readers[i]!.finish();
      onStep?.({ projection: projections[i]!.name, phase: 'finish', ms: performance.now() - started });
    };
    // rebuildAll models first: they may have queued queries behind the read; then the folds'
    // bulk writes, each in a savepoint of its own.
    for (let i = 0; i < readers.length; i++) if (readers[i]!.kind === 'rebuildAll') await finish(i);
    for (let i = 0; i < readers.length; i++) if (readers[i]!.kind !== 'rebuildAll') await finish(i);
    return processed;
  });
}

interface Reader {
  kind: 'fold' | 'rebuildAll' | 'oneByOne';
  take(page: LogPage): void;
  finish(): Promise<void>;
}

async function readerFor(
  trx: QueryExecutorProvider,
  catalogue: EventCatalogue,
  projection: Projection,
  onFallback: (reason: string) => void,
): Promise<Reader> {
  const types = new Set(projection.eventTypes);
  const catchUp = projection.mode === 'catchUp';
  /** The events of a page this model reads: a catch-up model stops at the first unsettled one. */
  const mine = (page: LogPage) =>
    (catchUp ? page.events.slice(0, page.settled) : page.events).filter((e) => types.has(e.type));
  let last: Checkpoint = START;
  const passed = (page: LogPage) => {
    const event = catchUp ? page.events[page.settled - 1] : page.events.at(-1);
    if (event) last = { transactionId: event.transactionId, globalPosition: event.globalPosition };
  };
  const oneByOne = async (reason: string | null) => {
    if (reason !== null) onFallback(`${projection.name}: ${reason}`);
    const through = catchUp ? last : undefined;
    for await (const page of readPages(trx, catalogue, projection.eventTypes, { through }))
      for (const event of page) await project(trx, projection, event);
  };
  const saveLast = () => (catchUp ? saveCheckpoint(trx, projection.name, last) : Promise.resolve());

  if ('fold' in projection && !projection.rebuildAll) {
    const infos = await loadTableInfo(trx, projection.tables);
    let buffer: ChangeBuffer | null = new ChangeBuffer(defaultsOf(infos));
    let failure: string | null = null;
    return {
      kind: 'fold',
      take(page) {
        passed(page);
        if (!buffer) return;
        try {
          for (const event of mine(page)) for (const change of projection.fold(event)) buffer.add(change);
        } catch (error) {
          if (!(error instanceof NotCoalescable)) throw error;
          failure = error.message;
          buffer = null;
        }
      },
      async finish() {
        const refused = buffer ? await writeCoalesced(trx, infos, buffer) : failure;
        if (refused !== null) await oneByOne(refused);
        await saveLast();
      },
    };
  }
  if (projection.rebuildAll) {
    const channel = new PageChannel<readonly RecordedEvent[]>();
    const rebuilt = projection.rebuildAll(trx, channel).then(
      () => null,
      (error: unknown) => {
        if (error instanceof NeedsEventByEventRebuild) return error.message;
        throw error;
      },
    );
    rebuilt.catch(() => {}); // awaited in finish()
    return {
      kind: 'rebuildAll',
      take(page) {
        passed(page);
        channel.push(mine(page));
      },
      async finish() {
        channel.end();
        const fallback = await rebuilt;
        if (fallback !== null) {
          // Nothing was written; start over event by event.
          await sql`TRUNCATE ${sql.join(projection.tables.map((t) => sql.table(t)))}`.execute(trx);
          await oneByOne(fallback);
        }
        await saveLast();
      },
    };
  }
  return {
    kind: 'oneByOne',
    take: passed,
    async finish() {
      await oneByOne(null);
      await saveLast();
    },
  };
}

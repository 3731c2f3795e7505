import type { RecordedEvent } from '@kicker/events';
import type { QueryExecutorProvider } from 'kysely';
import { applyChanges, type RowChange } from './rowChanges.ts';

/**
 * A read model: which events it reads and the pure fold that turns one event into row changes.
 * `inline` models are written in the append's transaction (a user sees their own write at once);
 * `catchUp` models follow the log behind a checkpoint stored with their rows.
 */
interface ProjectionBase {
  name: string;
  mode: 'inline' | 'catchUp';
  /** Tables this projection owns; emptied before a rebuild. */
  tables: readonly string[];
  eventTypes: readonly string[];
  /**
   * Optional fast path for a full rebuild of an inline model (runner.ts `rebuild`): called in the
   * rebuild's transaction after the tables were emptied, with every event of `eventTypes` in log
   * order, in pages. It must leave exactly the rows applying the events one by one leaves; where it
   * cannot, it throws NeedsEventByEventRebuild before writing, and the runner rebuilds event by
   * event. Fold projections need none: the runner coalesces their row changes per page itself.
   */
  rebuildAll?(db: QueryExecutorProvider, pages: AsyncIterable<readonly RecordedEvent[]>): Promise<void>;
}

/** See ProjectionBase.rebuildAll. */
export class NeedsEventByEventRebuild extends Error {}

/** Most read models: each event alone says which rows change. */
export interface FoldProjection extends ProjectionBase {
  fold(event: RecordedEvent): RowChange[];
}

/**
 * Read models whose rows depend on rows before them (season ratings): they read what they need
 * and write in the same transaction. Still deterministic: the same events give the same rows.
 */
export interface StatefulProjection extends ProjectionBase {
  apply(db: QueryExecutorProvider, event: RecordedEvent): Promise<void>;
}

export type Projection = FoldProjection | StatefulProjection;

/** Applies one event to a read model, whichever kind it is. */
export function project(
  db: QueryExecutorProvider,
  projection: Projection,
  event: RecordedEvent,
): Promise<void> {
  return 'fold' in projection ? applyChanges(db, projection.fold(event)) : projection.apply(db, event);
}

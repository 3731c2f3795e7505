import type { RecordedEvent } from '@kicker/events';
import type { QueryExecutorProvider, RawBuilder } from 'kysely';
import { applyChanges, type RowChange, toSql } from './rowChanges.ts';

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

/** An event decided but not yet appended: what a read model may ask for before the append. */
export interface DecidedEvent {
  orgId: string;
  streamId: string;
  type: string;
  data: unknown;
}

/**
 * How a command's transaction lets its inline read models save round trips (issue 27 item 4).
 * `defer`: a write nothing later in the transaction reads goes with the COMMIT instead of alone.
 * `prefetched`: what the model's `prefetch` read answered, sent in the append's round trip.
 */
export interface InlineOptions {
  defer?: (statement: RawBuilder<unknown>) => void;
  prefetched?: unknown;
}

/**
 * Read models whose rows depend on rows before them (season ratings): they read what they need
 * and write in the same transaction. Still deterministic: the same events give the same rows.
 */
export interface StatefulProjection extends ProjectionBase {
  apply(db: QueryExecutorProvider, event: RecordedEvent, options?: InlineOptions): Promise<void>;
  /**
   * The read `apply` will need for this event, when it can be said before the event is appended:
   * sent together with the append (its position is the newest of its stream there); `apply` then
   * gets its rows as `prefetched`. Null: nothing to read ahead for this event.
   */
  prefetch?(event: DecidedEvent): RawBuilder<unknown> | null;
}

export type Projection = FoldProjection | StatefulProjection;

/**
 * Applies one event to a read model, whichever kind it is. With `defer`, a fold's row changes
 * (which read nothing) are left to the end of the transaction.
 */
export async function project(
  db: QueryExecutorProvider,
  projection: Projection,
  event: RecordedEvent,
  options: InlineOptions = {},
): Promise<void> {
  if (!('fold' in projection)) return projection.apply(db, event, options);
  const changes = projection.fold(event);
  if (options.defer) for (const change of changes) options.defer(toSql(change));
  else await applyChanges(db, changes);
}

import { type QueryExecutorProvider, sql } from 'kysely';
import type { EventCatalogue } from './catalogue.ts';
import type { EventRow, RecordedEvent } from './recorded.ts';

export function toRecorded(catalogue: EventCatalogue, row: EventRow): RecordedEvent {
  return {
    type: row.type,
    data: catalogue.decode(row.type, row.schema_version, row.data),
    orgId: row.org_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    metadata: row.metadata,
    globalPosition: Number(row.global_position),
    transactionId: String(row.transaction_id),
    recordedAt: row.recorded_at,
  };
}

export interface StreamRead {
  /** 0 when the stream does not exist. */
  version: number;
  events: RecordedEvent[];
}

/** Every event of one stream, in order, upcast to current shapes. */
export async function readStream(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  orgId: string,
  streamId: string,
): Promise<StreamRead> {
  const { rows } = await streamStatement(orgId, streamId).execute(db);
  return streamReadOf(catalogue, rows);
}

/**
 * The events of one stream from its newest event of one of `resetTypes` on (all of them when it has
 * none), with the stream's version: for a stream whose state starts over at such an event (a
 * location's live stream at each game's start), so a command reads one game, not every game.
 */
export async function readStreamSince(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  orgId: string,
  streamId: string,
  resetTypes: readonly string[],
): Promise<StreamRead> {
  const { rows } = await streamStatement(orgId, streamId, resetTypes).execute(db);
  return streamReadOf(catalogue, rows);
}

/**
 * The statement of readStream (with `resetTypes`: of readStreamSince), for a caller that sends it
 * together with others; streamReadOf turns its rows into the read.
 */
export function streamStatement(orgId: string, streamId: string, resetTypes?: readonly string[]) {
  if (!resetTypes)
    return sql<EventRow>`
      SELECT * FROM events WHERE org_id = ${orgId} AND stream_id = ${streamId} ORDER BY stream_version`;
  // The subquery walks the stream backwards on its (org_id, stream_id, stream_version) key and
  // stops at the first reset.
  return sql<EventRow>`
    SELECT * FROM events
    WHERE org_id = ${orgId} AND stream_id = ${streamId} AND stream_version >= coalesce((
      SELECT stream_version FROM events
      WHERE org_id = ${orgId} AND stream_id = ${streamId} AND type = ANY(${[...resetTypes]}::text[])
      ORDER BY stream_version DESC LIMIT 1), 0)
    ORDER BY stream_version`;
}

export function streamReadOf(catalogue: EventCatalogue, rows: readonly EventRow[]): StreamRead {
  const events = rows.map((r) => toRecorded(catalogue, r));
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

/** A catch-up position: the last (transaction, position) pair a reader has handled. */
export interface Checkpoint {
  transactionId: string;
  globalPosition: number;
}

export const START: Checkpoint = { transactionId: '0', globalPosition: 0 };

export interface ReadAllOptions {
  after: Checkpoint;
  limit: number;
  /** Only these event types (all when omitted). The checkpoint still moves past skipped ones. */
  types?: readonly string[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read starts; moves past filtered-out events too. */
  checkpoint: Checkpoint;
  /** Events read, filtered-out ones included: fewer than `limit` means the end of what is readable now. */
  rows: number;
}

/**
 * Reads committed events after a checkpoint, in commit-safe order. Only transactions below the
 * snapshot's xmin are read: every transaction that could still commit with a lower id is finished,
 * so an event can never appear later "behind" the checkpoint (paging by global_position alone
 * silently skips events of transactions that commit out of order).
 */
export async function readAll(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  options: ReadAllOptions,
): Promise<ReadAllResult> {
  const { after, limit, types } = options;
  // One statement, one snapshot: the window includes events of every type so the checkpoint can
  // move past those this reader skips; their payloads are not fetched.
  const wanted = types ? sql`type = ANY(${[...types]}::text[])` : sql`true`;
  const { rows } = await sql<EventRow & { wanted: boolean }>`
    SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version,
           CASE WHEN ${wanted} THEN data END AS data,
           CASE WHEN ${wanted} THEN metadata END AS metadata,
           transaction_id, recorded_at, ${wanted} AS wanted
    FROM events
    WHERE (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition})
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position
    LIMIT ${limit}`.execute(db);
  const last = rows.at(-1);
  return {
    events: rows.filter((r) => r.wanted).map((r) => toRecorded(catalogue, r)),
    checkpoint: last
      ? { transactionId: String(last.transaction_id), globalPosition: Number(last.global_position) }
      : after,
    rows: rows.length,
  };
}

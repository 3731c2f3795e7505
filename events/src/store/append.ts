import { randomUUID } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { EventCatalogue } from './catalogue.ts';
import { ConcurrencyError, type ExpectedVersion } from './errors.ts';
import { toRecorded } from './read.ts';
import type { DomainEvent, RecordedEvent } from './recorded.ts';
import type { EventMetadata } from './tables.ts';

export interface AppendRequest {
  orgId: string;
  streamId: string;
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: readonly DomainEvent[];
  metadata: EventMetadata;
  /** When given, a second append with the same id appends nothing and reports `duplicate`. */
  commandId?: string;
}

export interface AppendResult {
  duplicate: boolean;
  nextVersion: number;
  positions: number[];
  transactionId: string;
}

const CONCURRENCY_SQLSTATE = 'KL409';

/**
 * Appends events to one stream in one round trip. Throws ConcurrencyError when the stream is not
 * at the expected version. Run it inside the command's transaction so inline projections commit
 * or roll back with it.
 */
export async function appendToStream(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  req: AppendRequest,
): Promise<AppendResult> {
  const { recordedAt: _recordedAt, payload: _payload, ...result } = await append(db, catalogue, req);
  return result;
}

export interface AppendRecordedResult extends AppendResult {
  /**
   * The appended events as a reader of the log would get them (upcast and validated, with their
   * positions and recording time), without reading them back. Empty for a duplicate command: its
   * events were recorded earlier, at `positions`.
   */
  events: RecordedEvent[];
}

/**
 * appendToStream that also answers with the recorded events, in the same round trip: what
 * readStream or readAll would return for them. For callers that go on to project them (inline
 * read models) and would otherwise read them back.
 */
export async function appendRecorded(
  db: QueryExecutorProvider,
  catalogue: EventCatalogue,
  req: AppendRequest,
): Promise<AppendRecordedResult> {
  const result = await append(db, catalogue, req);
  const { recordedAt, payload, ...rest } = result;
  if (rest.duplicate) return { ...rest, events: [] };
  const first = rest.nextVersion - payload.length + 1;
  const events = payload.map((e, i) =>
    toRecorded(catalogue, {
      global_position: rest.positions[i]!,
      org_id: req.orgId,
      stream_id: req.streamId,
      stream_version: first + i,
      event_id: e.eventId,
      type: e.type,
      schema_version: e.schemaVersion,
      // As stored: the jsonb the database keeps is this JSON, read back the same way.
      data: JSON.parse(JSON.stringify(e.data)),
      metadata: JSON.parse(JSON.stringify(e.metadata)),
      transaction_id: rest.transactionId,
      recorded_at: recordedAt,
    }),
  );
  return { ...rest, events };
}

async function append(db: QueryExecutorProvider, catalogue: EventCatalogue, req: AppendRequest) {
  if (req.events.length === 0) throw new Error('appendToStream needs at least one event');
  const { expect, version } = toExpectation(req.expectedVersion);
  const payload = req.events.map((e) => {
    const encoded = catalogue.encode(e.type, e.data);
    return {
      eventId: randomUUID(),
      type: e.type,
      schemaVersion: encoded.schemaVersion,
      data: encoded.data,
      metadata: req.metadata,
    };
  });
  try {
    // now(): the transaction's start, which is what the events' recorded_at default stores.
    const { rows } = await sql<{
      duplicate: boolean;
      next_version: number;
      positions: number[];
      transaction_id: string;
      recorded_at: Date;
    }>`SELECT a.*, now() AS recorded_at FROM append_to_stream(${req.orgId}, ${req.streamId}, ${req.streamType},
         ${expect}, ${version}, ${req.commandId ?? null}, ${JSON.stringify(payload)}::jsonb) a`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('append_to_stream returned no row');
    return {
      duplicate: row.duplicate,
      nextVersion: Number(row.next_version),
      positions: row.positions.map(Number),
      transactionId: row.transaction_id,
      recordedAt: row.recorded_at,
      payload,
    };
  } catch (error) {
    if (isPgError(error) && error.code === CONCURRENCY_SQLSTATE) {
      const actual = error.detail ? Number(error.detail) : null;
      throw new ConcurrencyError(req.streamId, req.expectedVersion, actual);
    }
    throw error;
  }
}

function toExpectation(expected: ExpectedVersion): { expect: string; version: number | null } {
  if (expected === 0 || expected === 'no_stream') return { expect: 'no_stream', version: null };
  if (typeof expected === 'number') return { expect: 'exact', version: expected };
  return { expect: expected, version: null };
}

function isPgError(error: unknown): error is { code: string; detail?: string } {
  return typeof error === 'object' && error !== null && 'code' in error;
}

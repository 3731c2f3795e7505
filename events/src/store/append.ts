import { randomUUID } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import pg from 'pg';
import type { EventCatalogue } from './catalogue.ts';
import { CommandIdReusedError, ConcurrencyError, type ExpectedVersion } from './errors.ts';
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
  /**
   * What the command id was used for (a hash of user, kind of command and input): a second append
   * with the same id and another fingerprint fails with CommandIdReusedError.
   */
  commandFingerprint?: string;
}

export interface AppendResult {
  duplicate: boolean;
  nextVersion: number;
  positions: number[];
  transactionId: string;
}

const CONCURRENCY_SQLSTATE = 'KL409';
const COMMAND_REUSED_SQLSTATE = 'KL410';

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
  const { events: _events, ...result } = await run(db, appendStatement(catalogue, req), req, false);
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
  return run(db, appendStatement(catalogue, req), req, true);
}

async function run(
  db: QueryExecutorProvider,
  append: ReturnType<typeof appendStatement>,
  req: AppendRequest,
  withEvents: boolean,
): Promise<AppendRecordedResult> {
  try {
    const { rows } = await sql<AppendRow>`SELECT a.*, now() AS recorded_at FROM append_to_stream(${req.orgId},
      ${req.streamId}, ${req.streamType}, ${append.expect}, ${append.version}, ${req.commandId ?? null},
      ${append.payloadJson}::jsonb, ${req.commandFingerprint ?? null}) a`.execute(db);
    return append.result(rows, withEvents);
  } catch (error) {
    throw append.error(error);
  }
}

interface AppendRow {
  duplicate: boolean;
  next_version: number;
  positions: number[];
  transaction_id: string;
  recorded_at: Date;
}

/** An append as one self-contained SQL statement, for a caller that sends it with others. */
export interface AppendStatement {
  /** The statement, its values written as literals (no parameters). */
  text: string;
  /** The statement's rows, as appendRecorded answers (`events` left empty when `withEvents` is false). */
  result(rows: readonly unknown[], withEvents?: boolean): AppendRecordedResult;
  /** What the statement's failure means: a ConcurrencyError for a version clash. */
  error(error: unknown): unknown;
}

/**
 * The append of appendRecorded as one SQL text without parameters, so that a caller can send it in
 * the same round trip as statements before it (e.g. `BEGIN; SELECT pg_advisory_xact_lock(...);`
 * through the simple query protocol). Events are validated here; the caller runs `text`, passes
 * the rows of this statement to `result`, and an error to `error`.
 */
export function appendStatement(
  catalogue: EventCatalogue,
  req: AppendRequest,
): AppendStatement & { expect: string; version: number | null; payloadJson: string } {
  if (req.events.length === 0) throw new Error('appendToStream needs at least one event');
  const { expect, version } = toExpectation(req.expectedVersion);
  if (version !== null && !Number.isSafeInteger(version)) throw new Error(`Bad stream version ${version}`);
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
  const payloadJson = JSON.stringify(payload);
  const text = (value: string | null) => (value === null ? 'NULL::text' : pg.escapeLiteral(value));
  return {
    expect,
    version,
    payloadJson,
    // now(): the transaction's start, which is what the events' recorded_at default stores.
    text: `SELECT a.*, now() AS recorded_at FROM append_to_stream(${text(req.orgId)}, ${text(req.streamId)},
      ${text(req.streamType)}, ${text(expect)}, ${version === null ? 'NULL' : version}::bigint,
      ${text(req.commandId ?? null)}, ${text(payloadJson)}::jsonb, ${text(req.commandFingerprint ?? null)}) a`,
    result(rows, withEvents = true) {
      const row = rows[0] as AppendRow | undefined;
      if (!row) throw new Error('append_to_stream returned no row');
      const appended = {
        duplicate: row.duplicate,
        nextVersion: Number(row.next_version),
        positions: row.positions.map(Number),
        transactionId: row.transaction_id,
      };
      if (appended.duplicate || !withEvents) return { ...appended, events: [] };
      const first = appended.nextVersion - payload.length + 1;
      const events = payload.map((e, i) =>
        toRecorded(catalogue, {
          global_position: appended.positions[i]!,
          org_id: req.orgId,
          stream_id: req.streamId,
          stream_version: first + i,
          event_id: e.eventId,
          type: e.type,
          schema_version: e.schemaVersion,
          // As stored: the database keeps this JSON and a reader parses it back.
          data: JSON.parse(JSON.stringify(e.data)),
          metadata: JSON.parse(JSON.stringify(e.metadata)),
          transaction_id: appended.transactionId,
          recorded_at: row.recorded_at,
        }),
      );
      return { ...appended, events };
    },
    error(error) {
      if (isPgError(error) && error.code === CONCURRENCY_SQLSTATE) {
        const actual = error.detail ? Number(error.detail) : null;
        return new ConcurrencyError(req.streamId, req.expectedVersion, actual);
      }
      if (isPgError(error) && error.code === COMMAND_REUSED_SQLSTATE)
        return new CommandIdReusedError(req.commandId ?? '');
      return error;
    },
  };
}

function toExpectation(expected: ExpectedVersion): { expect: string; version: number | null } {
  if (expected === 0 || expected === 'no_stream') return { expect: 'no_stream', version: null };
  if (typeof expected === 'number') return { expect: 'exact', version: expected };
  return { expect: expected, version: null };
}

function isPgError(error: unknown): error is { code: string; detail?: string } {
  return typeof error === 'object' && error !== null && 'code' in error;
}

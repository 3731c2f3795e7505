import { randomUUID } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { EventCatalogue } from './catalogue.ts';
import { ConcurrencyError, type ExpectedVersion } from './errors.ts';
import type { DomainEvent } from './recorded.ts';
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
    const { rows } = await sql<{
      duplicate: boolean;
      next_version: number;
      positions: number[];
      transaction_id: string;
    }>`SELECT * FROM append_to_stream(${req.orgId}, ${req.streamId}, ${req.streamType},
         ${expect}, ${version}, ${req.commandId ?? null}, ${JSON.stringify(payload)}::jsonb)`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('append_to_stream returned no row');
    return {
      duplicate: row.duplicate,
      nextVersion: Number(row.next_version),
      positions: row.positions.map(Number),
      transactionId: row.transaction_id,
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

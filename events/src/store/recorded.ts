import type { EventMetadata } from './tables.ts';

/** An event as stored, after upcasting: the domain event plus where and when it was recorded. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & {
  orgId: string;
  streamId: string;
  streamVersion: number;
  eventId: string;
  metadata: EventMetadata;
  globalPosition: number;
  /** xid8 of the appending transaction, as a decimal string (it may exceed 2^53). */
  transactionId: string;
  recordedAt: Date;
};

export interface DomainEvent {
  type: string;
  data: unknown;
}

export interface EventRow {
  global_position: number;
  org_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  transaction_id: string;
  recorded_at: Date;
}

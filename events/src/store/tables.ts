import type { ColumnType, Generated } from 'kysely';

/** Kysely table types of the event store. int8 columns are parsed to numbers (see database.ts). */
export interface EventStoreTables {
  streams: {
    org_id: string;
    stream_id: string;
    stream_type: string;
    version: number;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  events: {
    global_position: Generated<number>;
    org_id: string;
    stream_id: string;
    stream_version: number;
    event_id: string;
    type: string;
    schema_version: number;
    data: ColumnType<unknown, string, string>;
    metadata: ColumnType<EventMetadata, string, string>;
    transaction_id: Generated<string>;
    recorded_at: Generated<Date>;
  };
  commands: {
    org_id: string;
    command_id: string;
    stream_id: string;
    positions: number[];
    /** A hash of user, kind of command and input (null for ids recorded before fingerprints). */
    fingerprint: string | null;
    recorded_at: Generated<Date>;
  };
  projection_checkpoints: {
    name: string;
    transaction_id: string;
    global_position: number;
    updated_at: Generated<Date>;
  };
}

export interface EventMetadata {
  /** The user who caused the event, or null for the system (seeds, migrations). */
  actor: string | null;
  correlationId?: string;
  causationId?: string;
}

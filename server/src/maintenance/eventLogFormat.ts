// The event-log export (`pnpm events:export`): JSON lines, one table row per line, written and read
// as a stream, so a log of any size never has to fit in memory. The file holds what the read
// models cannot give back: the event log (events, streams, command ids) and the accounts (users,
// their passwords' hashes, API keys). Sessions and one-time links are left out (everyone signs in
// again); every read model is rebuilt from the events after an import.

export const EVENT_LOG_FORMAT = 'kicker-league-event-log';
export const EVENT_LOG_VERSION = 1;

/**
 * The tables, in the order they are written and imported: accounts before the log, the log in the
 * order its readers read it (transaction, then position).
 */
export const EVENT_LOG_TABLES = [
  { name: 'user', orderBy: 'id' },
  { name: 'account', orderBy: 'id' },
  { name: 'apikey', orderBy: 'id' },
  { name: 'streams', orderBy: 'org_id, stream_id' },
  { name: 'commands', orderBy: 'org_id, command_id' },
  { name: 'events', orderBy: 'transaction_id, global_position' },
] as const;

export type EventLogTable = (typeof EVENT_LOG_TABLES)[number]['name'];

/** The first line. */
export interface EventLogHeader {
  format: typeof EVENT_LOG_FORMAT;
  version: number;
  exportedAt: string;
}

/** A row: `{"table":"events","row":{...}}`, the row as PostgreSQL's row_to_json gives it. */
export interface EventLogRow {
  table: EventLogTable;
  row: Record<string, unknown>;
}

/** The last line: how many rows of each table came before it (an incomplete file lacks it). */
export interface EventLogEnd {
  end: true;
  rows: Record<EventLogTable, number>;
}

import pg from 'pg';
import { type Change, type ChangeFeed, createLocalDelivery, TOPICS } from './changeFeed.ts';

/** The NOTIFY channel every instance of one installation listens on. */
export const CHANGE_CHANNEL = 'kicker_changes';
/** NOTIFY payloads must stay below 8,000 bytes; a change with many ids is split. */
const MAX_PAYLOAD = 7000;

/** `SELECT pg_notify(...)` statements telling these changes, as one SQL string without parameters. */
export function notifyStatements(changes: readonly Change[]): string {
  return payloads(changes)
    .map((payload) => `SELECT pg_notify(${pg.escapeLiteral(CHANGE_CHANNEL)}, ${pg.escapeLiteral(payload)});`)
    .join(' ');
}

function payloads(changes: readonly Change[]): string[] {
  const out: string[] = [];
  for (const change of changes) {
    let ids: string[] = [];
    const flush = () => out.push(JSON.stringify({ ...change, ids }));
    for (const id of change.ids) {
      if (ids.length > 0 && JSON.stringify({ ...change, ids: [...ids, id] }).length > MAX_PAYLOAD) {
        flush();
        ids = [];
      }
      ids.push(id);
    }
    flush();
  }
  return out;
}

const TOPIC_SET = new Set<string>(TOPICS);

/** A NOTIFY payload as a change, or null when it is not one of ours. */
export function parseChange(payload: string | undefined): Change | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Change>;
    if (typeof value.orgId !== 'string' || !TOPIC_SET.has(String(value.topic)) || !Array.isArray(value.ids))
      return null;
    return { orgId: value.orgId, topic: value.topic as Change['topic'], ids: value.ids.map(String) };
  } catch {
    return null;
  }
}

export interface PostgresChangeFeedOptions {
  /** Called when the listening connection fails; it reconnects by itself. */
  onError?: (error: unknown) => void;
  /** Wait before reconnecting, in ms. */
  retryMs?: number;
}

/**
 * Several instances on one database (DESIGN §5): a change is a NOTIFY sent inside the transaction
 * that writes its events, so it is delivered when and only when that transaction commits, also if
 * the writing process dies right after COMMIT. Each instance LISTENs on a dedicated connection and
 * tells its own subscribers, its own changes included (they come back through PostgreSQL too).
 * Notifications sent while an instance is reconnecting are missed by it; its clients' sockets stay
 * open, so an instance that lost its connection logs it and its screens catch up at the next change.
 */
export async function createPostgresChangeFeed(
  connectionString: string,
  options: PostgresChangeFeedOptions = {},
): Promise<ChangeFeed> {
  const local = createLocalDelivery();
  const pool = new pg.Pool({ connectionString, max: 2 });
  let listener: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      const change = parseChange(message.payload);
      if (change) local.deliver([change]);
    });
    client.on('error', (error) => {
      options.onError?.(error);
      client.end().catch(() => {});
      if (listener === client) listener = null;
      reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    listener = client;
  };
  // Until it is back: every retryMs, each failure reported.
  const reconnect = (): void => {
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connect().catch((error) => {
        options.onError?.(error);
        reconnect();
      });
    }, options.retryMs ?? 1000);
  };
  await connect();

  return {
    inTransaction: (changes) => ({
      sql: changes.length ? notifyStatements(changes) : null,
      afterCommit() {},
    }),
    publish(changes) {
      if (changes.length === 0) return;
      pool.query(notifyStatements(changes)).catch((error) => options.onError?.(error));
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

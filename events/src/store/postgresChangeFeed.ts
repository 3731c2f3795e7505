import { hostname } from 'node:os';
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
 * Notifications sent while an instance is reconnecting (a database restart, a network cut) are
 * missed by it: once it listens again it tells `onReconnected` listeners, which make everything
 * that follows the feed read again (caches dropped, sockets asked to reconnect and refetch).
 */
export async function createPostgresChangeFeed(
  connectionString: string,
  options: PostgresChangeFeedOptions = {},
): Promise<ChangeFeed> {
  const local = createLocalDelivery();
  const reconnected = new Set<() => void>();
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', (error) => options.onError?.(error));
  // A connection in use that breaks fails its query (reported there); the event must not crash us.
  pool.on('connect', (client) => client.on('error', () => {}));
  let listener: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    // keepAlive: a connection cut without a word (a network partition) is noticed, not waited on.
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Operators (and tests) tell the instances' listeners apart in pg_stat_activity.
      application_name: `kicker change feed ${hostname()} pid ${process.pid}`,
    });
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (closed) return;
      options.onError?.(error);
      reconnect();
    };
    client.on('notification', (message) => {
      const change = parseChange(message.payload);
      if (change) local.deliver([change]);
    });
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
    listener = client;
  };
  // Until it is back: every retryMs, each failure reported; then the listeners are told.
  const reconnect = (): void => {
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => {
          for (const listener of reconnected) listener();
        },
        (error) => {
          options.onError?.(error);
          reconnect();
        },
      );
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
    onReconnected(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

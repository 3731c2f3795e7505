import pg from 'pg';
import { databaseTroubleOf } from './unavailable.ts';

// Issue 27: while PostgreSQL does not answer (frozen, killed, restarting), requests get 503 within
// seconds instead of hanging. The server asks the database itself, on a connection of its own,
// twice a second (`SELECT 1`, short timeouts); two answers missed in a row, and the database is
// down: requests are answered 503 at once, the queries in flight are cut off (they fail as the
// database's trouble, 503), and it asks again four times a second until the database answers.
// A slow query is not an outage: only the database's own `SELECT 1` decides.

export interface DatabaseHealth {
  /** True while the database is known not to answer. */
  readonly down: boolean;
  /** Tell it about a failed query: a lost connection makes it ask at once. */
  noteFailure(error: unknown): void;
  close(): void;
}

export interface HealthOptions {
  /** How long the probe waits for a connection and for its answer. */
  probeTimeoutMs?: number;
  /** How often it asks while the database answers, and while it does not. */
  everyMs?: number;
  downEveryMs?: number;
  /** Missed answers in a row that make the database down. */
  misses?: number;
  /** Told when the database goes down or comes back; `cutOff` then ends the queries in flight. */
  onChange?: (down: boolean) => void;
}

export function createDatabaseHealth(
  connectionString: string,
  {
    probeTimeoutMs = 700,
    everyMs = 500,
    downEveryMs = 250,
    misses = 2,
    onChange = () => {},
  }: HealthOptions = {},
): DatabaseHealth {
  let down = false;
  let missed = 0;
  let closed = false;
  let probing = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const drop = () => {
    const gone = client;
    client = null;
    // Not awaited: a frozen server never closes its side.
    if (gone) void gone.end().catch(() => {});
  };

  /** `SELECT 1` on the probe's own connection (made again after any failure). */
  const answers = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({
          connectionString,
          connectionTimeoutMillis: probeTimeoutMs,
          query_timeout: probeTimeoutMs,
        });
        fresh.on('error', () => {});
        client = fresh;
        await fresh.connect();
      }
      await client.query('SELECT 1');
      return true;
    } catch {
      drop();
      return false;
    }
  };

  const schedule = () => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(probe, down ? downEveryMs : everyMs).unref();
  };

  const probe = () => {
    if (probing || closed) return;
    probing = true;
    void answers().then((ok) => {
      probing = false;
      missed = ok ? 0 : missed + 1;
      const nowDown = ok ? false : missed >= misses ? true : down;
      if (nowDown !== down) {
        down = nowDown;
        onChange(down);
      }
      schedule();
    });
  };

  probe();
  return {
    get down() {
      return down;
    },
    noteFailure(error) {
      if (closed || databaseTroubleOf(error) !== 'unavailable') return;
      probe();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      drop();
    },
  };
}

import pg from 'pg';
import { databaseTroubleOf } from './unavailable.ts';

// Issue 27: while PostgreSQL does not answer (frozen, killed, restarting), requests get 503 within
// seconds instead of hanging. A query that times out or loses its connection makes the pool ask
// the database on a connection of its own (`SELECT 1`, short timeouts); when that fails too, the
// database is down: requests are answered 503 at once, and the probe asks again until it answers.
// One slow query alone (a timeout while the database answers the probe) changes nothing.

export interface DatabaseHealth {
  /** True while the database is known not to answer. */
  readonly down: boolean;
  /** Tell it about a failed query: database trouble makes it check (others are ignored). */
  noteFailure(error: unknown): void;
  close(): void;
}

export interface HealthOptions {
  /** How long the probe waits for a connection and its answer. */
  probeTimeoutMs?: number;
  /** How often a down database is asked again. */
  probeEveryMs?: number;
  onChange?: (down: boolean) => void;
}

export function createDatabaseHealth(
  connectionString: string,
  { probeTimeoutMs = 1000, probeEveryMs = 250, onChange = () => {} }: HealthOptions = {},
): DatabaseHealth {
  let down = false;
  let probing = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const answers = async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: probeTimeoutMs,
      query_timeout: probeTimeoutMs,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      // Not awaited: a frozen server never closes its side.
      void client.end().catch(() => {});
    }
  };

  const set = (value: boolean) => {
    if (down === value) return;
    down = value;
    onChange(value);
  };

  const probe = () => {
    if (probing) return;
    probing = true;
    void answers().then((ok) => {
      set(!ok);
      probing = false;
      if (!ok && !closed) timer = setTimeout(probe, probeEveryMs).unref();
    });
  };

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
    },
  };
}

import { createHash } from 'node:crypto';
import type { EventStoreTables } from '@kicker/events';
import type { ReadModelTables } from '@kicker/projections';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { DatabaseUnavailableError, databaseTroubleOf } from './unavailable.ts';

/** Our own small table for installation-wide settings (e.g. the generated auth secret). */
export interface AppTables {
  app_settings: { key: string; value: string };
}

/** The parts of better-auth's tables we read ourselves (better-auth owns and migrates them). */
export interface AuthTables {
  user: { id: string; name: string; email: string; emailVerified: boolean; createdAt: Date; updatedAt: Date };
  apikey: {
    id: string;
    name: string | null;
    start: string | null;
    referenceId: string;
    createdAt: Date;
    lastRequest: Date | null;
    /** JSON text; ours holds the organisation the key reads (schema/apiKey.ts). */
    metadata: string | null;
  };
}

export type Database = EventStoreTables & ReadModelTables & AppTables & AuthTables;

const INT8 = 20;
const NUMERIC = 1700;

// int8 (positions, versions, counts) as numbers: they stay far below 2^53 here. xid8 stays a string.
export const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

/** Connections a pool keeps open while idle (pg-pool's `min`; above it, idle ones close after 10 s). */
const WARM_CONNECTIONS = 4;

export interface Db {
  pool: pg.Pool;
  db: Kysely<Database>;
  /**
   * Ends every query in flight now (its connection is closed, so it fails as "database
   * unavailable"): for a database known not to answer (health.ts), whose queries would only hang.
   */
  cutOff(): void;
  close(): Promise<void>;
}

export interface ConnectOptions {
  max?: number;
  /**
   * The longest a request's query may wait for a connection and for its answer (issue 27), past
   * which it fails as "database unavailable" (503) and its connection is closed, not reused (its
   * answer may still come). A backstop: an outage is found sooner by the database's own probe
   * (health.ts), which then cuts the queries in flight off. Unset: no limit (rebuilds, migrations).
   */
  timeoutMs?: number;
  /** Told of every failed query and connection (the app's DatabaseHealth). */
  onFailure?: (error: unknown) => void;
  /** While it says so, queries fail at once as "database unavailable" instead of waiting (health.ts). */
  isDown?: () => boolean;
}

export function connect(
  connectionString: string,
  { max = 10, timeoutMs, onFailure, isDown }: ConnectOptions = {},
): Db {
  // A few connections stay open however long the app is idle: a new one costs PostgreSQL a backend
  // whose catalog caches are cold, and the first screen after a pause (everyone's first visit of
  // the morning) took 90–170 ms instead of 5–8 (docs/decisions.md, "Warm connections").
  const pool = new pg.Pool({
    connectionString,
    max,
    min: Math.min(WARM_CONNECTIONS, max),
    types,
    ...(timeoutMs ? { connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs } : {}),
  });
  // When PostgreSQL stops or restarts, its connections report 57P01 or "Connection terminated":
  // idle ones through the pool, ones in use through the client itself. Neither may crash the
  // process: the query in flight fails with that error (and answers it), and the pool replaces
  // the broken connection when it is given back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const inFlight = new Set<pg.PoolClient>();
  const waiting = new Set<(error: Error) => void>();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: () => Promise.resolve(lastResultPool(pool, { onFailure, inFlight, waiting, isDown })),
    }),
  });
  let closed = false;
  return {
    pool,
    db,
    cutOff() {
      for (const client of inFlight) (client as unknown as PgInternals).connection?.stream?.destroy();
      for (const fail of waiting) fail(new DatabaseUnavailableError());
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * The pool as Kysely sees it, with two additions:
 * - A query without parameters that holds several SQL statements (`sql.raw('BEGIN; SELECT ...')`,
 *   sent in one round trip by the simple query protocol) answers with the last statement's result;
 *   pg itself answers with an array of results, which Kysely would read as no rows. Starting with
 *   EVERY_RESULT, it answers every statement's rows (batch.ts).
 * - A query with parameters that a connection runs again is a prepared statement there: PostgreSQL
 *   parses and analyses it once per connection, and the text is not sent again.
 */
/** What lastResultPool needs of a pool: connections to borrow (a pg.Pool, or one dedicated connection). */
export interface ConnectionSource {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
}

/** pg's client keeps its socket here (not typed): closing it fails the query in flight at once. */
interface PgInternals {
  connection?: { stream?: { destroy(): void } };
}

export interface PoolWatch {
  onFailure?: (error: unknown) => void;
  /** The connections given out and not yet back (Db.cutOff closes them). */
  inFlight?: Set<pg.PoolClient>;
  /** Those still waiting for a connection (Db.cutOff fails them; the connection goes back when it comes). */
  waiting?: Set<(error: Error) => void>;
  isDown?: () => boolean;
}

export function lastResultPool(
  pool: ConnectionSource,
  { onFailure, inFlight, waiting, isDown }: PoolWatch = {},
): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let found = wrapped.get(client);
    if (!found) {
      const statements = new PreparedStatements();
      // A query that timed out may still be answered later: the connection is not given out again.
      let broken = false;
      const failed = (error: unknown): never => {
        if (databaseTroubleOf(error) === 'unavailable') broken = true;
        onFailure?.(error);
        throw error;
      };
      const run = (text: string, values: unknown[]) => {
        const name = values.length > 0 ? statements.nameFor(text) : null;
        if (!name) return client.query(text, values).then(text.startsWith(EVERY_RESULT) ? every : last);
        return client.query({ name, text, values }).catch((error: unknown) => {
          // After a schema change, PostgreSQL refuses a prepared statement whose result columns
          // changed (SQLSTATE 0A000); this connection no longer prepares that text.
          if ((error as { code?: string }).code !== '0A000') throw error;
          statements.forget(text);
          return client.query(text, values);
        });
      };
      found = {
        query: ((text: unknown, parameters?: readonly unknown[]) => {
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          if (isDown?.()) return Promise.reject(new DatabaseUnavailableError()).catch(failed);
          return run(text, parameters ? [...parameters] : []).catch(failed);
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          inFlight?.delete(client);
          if (broken) wrapped.delete(client);
          client.release(broken || undefined);
        },
      };
      wrapped.set(client, found);
    }
    return found;
  };
  return {
    async connect() {
      if (isDown?.()) throw new DatabaseUnavailableError();
      const client = await connectUnlessCutOff(pool, waiting).catch((error: unknown) => {
        onFailure?.(error);
        throw error;
      });
      inFlight?.add(client);
      // Prepared statements are still planned for their values each time: a plan made once for any
      // value while a table was small can stay on a far worse path as it grows (seen: the rules a
      // match is rated under read through the primary key, 5 ms at 20,000 events instead of 0.1 ms).
      if (!wrapped.has(client)) await client.query('SET plan_cache_mode = force_custom_plan').catch(() => {});
      return wrap(client);
    },
    end: () => pool.end(),
  };
}

/** A connection from the pool, or DatabaseUnavailableError once cut off; one that comes later goes back. */
function connectUnlessCutOff(pool: ConnectionSource, waiting?: Set<(error: Error) => void>) {
  if (!waiting) return pool.connect();
  return new Promise<pg.PoolClient>((resolve, reject) => {
    let cut = false;
    const fail = (error: Error) => {
      cut = true;
      waiting.delete(fail);
      reject(error);
    };
    waiting.add(fail);
    pool.connect().then(
      (client) => {
        waiting.delete(fail);
        if (cut) client.release();
        else resolve(client);
      },
      (error: unknown) => {
        waiting.delete(fail);
        reject(error);
      },
    );
  });
}

const last = (r: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(r) ? r.at(-1)! : r);

/**
 * A statement without parameters that starts with this answers every statement's rows, each as one
 * row of its result (`rows[i]` are statement i's rows), instead of the last statement's alone
 * (server/src/db/batch.ts).
 */
export const EVERY_RESULT = '/* every result */ ';
const every = (r: pg.QueryResult | pg.QueryResult[]) => {
  const results = Array.isArray(r) ? r : [r];
  return { ...results.at(-1)!, rows: results.map((x) => x.rows) };
};

/** Which query texts one connection prepares: those it sees a second time, up to a limit. */
class PreparedStatements {
  static readonly MAX = 200;
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly refused = new Set<string>();

  nameFor(text: string): string | null {
    const name = this.names.get(text);
    if (name) return name;
    if (this.names.size >= PreparedStatements.MAX || this.refused.has(text)) return null;
    const times = (this.seen.get(text) ?? 0) + 1;
    if (times < 2) {
      // Texts seen once (e.g. a list of values of a new length) are forgotten now and then.
      if (this.seen.size >= 1000) this.seen.clear();
      this.seen.set(text, times);
      return null;
    }
    this.seen.delete(text);
    const prepared = statementName(text);
    this.names.set(text, prepared);
    return prepared;
  }

  forget(text: string) {
    this.names.delete(text);
    this.refused.add(text);
  }
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size >= 10_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

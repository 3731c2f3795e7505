import type { EventStoreTables } from '@kicker/events';
import type { ReadModelTables } from '@kicker/projections';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';

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
  };
}

export type Database = EventStoreTables & ReadModelTables & AppTables & AuthTables;

const INT8 = 20;
const NUMERIC = 1700;

// int8 (positions, versions, counts) as numbers: they stay far below 2^53 here. xid8 stays a string.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

export interface Db {
  pool: pg.Pool;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export function connect(connectionString: string, { max = 10 }: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max, types });
  // When PostgreSQL stops first (shutdown), idle clients report 57P01; that must not crash us.
  pool.on('error', () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: () => Promise.resolve(lastResultPool(pool)) }),
  });
  let closed = false;
  return {
    pool,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * The pool as Kysely sees it, with one addition: a statement without parameters that holds several
 * SQL statements (`sql.raw('BEGIN; SELECT ...')`, sent in one round trip by the simple query
 * protocol) answers with the last statement's result; pg itself answers with an array of results,
 * which Kysely would read as no rows.
 */
function lastResultPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let found = wrapped.get(client);
    if (!found) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      found = {
        query: ((...args: unknown[]) => {
          const result = query(...args);
          if (!(result instanceof Promise)) return result;
          return result.then((r: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(r) ? r.at(-1) : r));
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrapped.set(client, found);
    }
    return found;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}

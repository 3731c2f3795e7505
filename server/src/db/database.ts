import type { EventStoreTables } from '@kicker/events';
import type { ReadModelTables } from '@kicker/projections';
import { Kysely, PostgresDialect } from 'kysely';
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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

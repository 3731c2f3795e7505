import os from 'node:os';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { type ConnectionSource, type Database, lastResultPool, types } from '../db/database.ts';

// Catch-up projections run on exactly one instance at a time (DESIGN §5, issue 17). The instance
// that holds a session advisory lock runs them, on the very connection that holds the lock: if that
// connection (or the whole process) dies, PostgreSQL ends the session, the lock is free, and an
// instance waiting for it takes over at once; a transaction of the old holder cannot outlive it.
// The others wait in `pg_advisory_lock`, one idle connection each, so no polling and no setting.
// (The checkpoint row is still locked per batch, as before: a second guard, not the election.)

/** The advisory lock whose holder runs the catch-up projections (727_001 is the migrations'). */
export const CATCH_UP_LOCK = 727_002;

/** What runs while this instance leads (the catch-up loop). */
export interface CatchUpWork {
  nudge(): void;
  stop(): Promise<void>;
}

export interface CatchUpLeader {
  /** Tells the work (when this instance runs it) that there may be new events. */
  nudge(): void;
  /** True while this instance holds the lock and runs the catch-up projections. */
  leading(): boolean;
  /** Stops the work, then ends the connection (the lock goes to a waiting instance). */
  stop(): Promise<void>;
}

export interface CatchUpLeaderOptions {
  /** Starts the work on the lock's own connection, each time this instance becomes the leader. */
  lead(db: Kysely<Database>): CatchUpWork;
  logger: Logger;
  /** Wait before trying again after the connection failed, in ms. */
  retryMs?: number;
}

export function startCatchUpLeader(
  connectionString: string,
  { lead, logger, retryMs = 1000 }: CatchUpLeaderOptions,
): CatchUpLeader {
  let stopped = false;
  let client: pg.Client | null = null;
  let work: CatchUpWork | null = null;
  let wake: (() => void) | null = null;

  const leadOnce = async () => {
    const connection = new pg.Client({
      connectionString,
      types,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Operators see who leads: pg_stat_activity.application_name (docs/operations.md).
      application_name: `kicker catch-up ${os.hostname()} pid ${process.pid}`,
    });
    client = connection;
    const lost = new Promise<Error>((resolve) => {
      connection.on('error', resolve);
      connection.on('end', () => resolve(new Error('the connection ended')));
    });
    try {
      await connection.connect();
      // The wait for the lock may be long: no timeout of the database's defaults may end it.
      await connection.query('SET lock_timeout = 0; SET statement_timeout = 0');
      // Waits here while another instance leads; neither promise rejects, so the loser is harmless.
      const locked = connection.query('SELECT pg_advisory_lock($1)', [CATCH_UP_LOCK]).then(
        () => null,
        (error: Error) => error,
      );
      const failure = await Promise.race([locked, lost]);
      if (failure) throw failure;
      if (stopped) return;
      logger.info('catch-up projections run on this instance now');
      work = lead(
        new Kysely<Database>({ dialect: new PostgresDialect({ pool: lastResultPool(one(connection)) }) }),
      );
      const reason = await lost;
      const ending = work;
      work = null;
      await ending?.stop();
      if (!stopped)
        logger.warn(
          { err: reason },
          'catch-up projections: lost the connection that leads them; trying again',
        );
    } finally {
      await connection.end().catch(() => {});
    }
  };

  const done = (async () => {
    while (!stopped) {
      try {
        await leadOnce();
      } catch (err) {
        if (!stopped)
          logger.warn({ err }, 'catch-up projections: could not reach the database; trying again');
      }
      if (!stopped)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, retryMs).unref();
        });
    }
  })();

  return {
    nudge: () => work?.nudge(),
    leading: () => work !== null,
    async stop() {
      stopped = true;
      wake?.();
      const ending = work;
      work = null;
      await ending?.stop();
      await client?.end().catch(() => {});
      await done;
    },
  };
}

/**
 * One dedicated connection as Kysely's pool: it is lent to one user at a time (the catch-up loop
 * runs one transaction after another; a second borrower waits for the first to give it back).
 */
function one(connection: pg.Client): ConnectionSource {
  let queue: Promise<void> = Promise.resolve();
  let giveBack: () => void = () => {};
  const lent = {
    query: connection.query.bind(connection),
    release: () => giveBack(),
  } as unknown as pg.PoolClient;
  return {
    connect() {
      const turn = queue;
      let release!: () => void;
      queue = new Promise<void>((resolve) => (release = resolve));
      return turn.then(() => {
        giveBack = release;
        return lent;
      });
    },
    end: async () => {},
  };
}

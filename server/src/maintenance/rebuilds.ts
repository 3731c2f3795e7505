import { type ChangeFeed, catalogue, GLOBAL_ORG } from '@kicker/events';
import { projectionNamed, rebuild } from '@kicker/projections';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';

export interface RebuildState {
  projection: string;
  status: 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  startedAt: Date;
  finishedAt: Date | null;
  startedBy: string;
  error: string | null;
}

export const REBUILD_TOPIC = 'projectionRebuild';

/**
 * Rebuilds of read models started from the admin area, one at a time per projection, with their
 * progress published on the change feed. The state is this process's: with several instances each
 * shows the rebuilds it runs (the table lock inside `rebuild` keeps two from overlapping).
 */
export function createRebuilds(db: Kysely<Database>, changeFeed: ChangeFeed, logger: Logger) {
  const states = new Map<string, RebuildState>();
  const running = new Set<Promise<void>>();
  const publish = (name: string) =>
    changeFeed.publish([{ orgId: GLOBAL_ORG, topic: REBUILD_TOPIC, ids: [name] }]);

  return {
    get: (name: string) => states.get(name) ?? null,

    /** Starts a rebuild; null when one of this projection is already running. */
    start(name: string, userId: string): RebuildState | null {
      const projection = projectionNamed(name);
      if (states.get(name)?.status === 'running') return null;
      const state: RebuildState = {
        projection: name,
        status: 'running',
        processed: 0,
        total: 0,
        startedAt: new Date(),
        finishedAt: null,
        startedBy: userId,
        error: null,
      };
      states.set(name, state);
      const job = rebuild(db, catalogue, projection, (p) => {
        state.processed = p.processed;
        state.total = p.total;
        publish(name);
      })
        .then(() => {
          state.status = 'done';
          logger.info({ projection: name, processed: state.processed }, 'projection rebuilt');
        })
        .catch((err: unknown) => {
          state.status = 'failed';
          state.error = err instanceof Error ? err.message : String(err);
          logger.error({ err, projection: name }, 'projection rebuild failed');
        })
        .finally(() => {
          state.finishedAt = new Date();
          running.delete(job);
          publish(name);
        });
      running.add(job);
      publish(name);
      return state;
    },

    /** Waits for running rebuilds (on shutdown, before the pool closes). */
    async idle() {
      await Promise.all(running);
    },
  };
}

export type Rebuilds = ReturnType<typeof createRebuilds>;

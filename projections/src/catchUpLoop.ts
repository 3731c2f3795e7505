import type { EventCatalogue } from '@kicker/events';
import type { Kysely } from 'kysely';
import type { Projection } from './projection.ts';
import { catchUp } from './runner.ts';

export interface CatchUpLoopOptions {
  /** The timer that picks up other instances' events (and retries a failed read model). */
  intervalMs?: number;
  /** Nudges after local commits are gathered this long, so a burst of commits costs one pass. */
  debounceMs?: number;
  /** A failed read model is tried again after intervalMs, then twice as long each time, up to this. */
  maxRetryMs?: number;
  /** A read model failed (a ProjectionFailedError names the event); it is tried again later. */
  onError: (error: unknown, projection: string) => void;
  /** A read model that had failed applied its events again. */
  onResumed?: (projection: string) => void;
}

/**
 * Keeps catch-up projections moving: shortly after local commits and on a timer, so events written
 * by other instances are picked up too. Each read model runs on its own: one that fails stops where
 * it is (its checkpoint before the faulty event) and is tried again with growing pauses, while the
 * others go on. Stops when `stop` is called.
 */
export function startCatchUpLoop<DB>(
  db: Kysely<DB>,
  catalogue: EventCatalogue,
  projections: readonly Projection[],
  { intervalMs = 1000, debounceMs = 50, maxRetryMs = 60_000, onError, onResumed }: CatchUpLoopOptions,
): { nudge(): void; stop(): Promise<void> } {
  const catchUpOnes = projections.filter((p) => p.mode === 'catchUp');
  const failed = new Map<string, { retryAt: number; waitMs: number }>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let nudged: ReturnType<typeof setTimeout> | null = null;

  const pass = async () => {
    for (const projection of catchUpOnes) {
      if (stopped) return;
      const failure = failed.get(projection.name);
      if (failure && Date.now() < failure.retryAt) continue;
      try {
        await catchUp(db, catalogue, projection);
        if (failure) {
          failed.delete(projection.name);
          onResumed?.(projection.name);
        }
      } catch (error) {
        const waitMs = failure ? Math.min(failure.waitMs * 2, maxRetryMs) : intervalMs;
        failed.set(projection.name, { retryAt: Date.now() + waitMs, waitMs });
        if (!stopped) onError(error, projection.name);
      }
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    nudge() {
      if (stopped || nudged) return;
      nudged = setTimeout(() => {
        nudged = null;
        run();
      }, debounceMs);
      nudged.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (nudged) clearTimeout(nudged);
      await running;
    },
  };
}

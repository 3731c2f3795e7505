/**
 * What changed, published after commit so subscribers refetch a consistent read model.
 * Payloads are small (ids only) so the same shape fits PostgreSQL NOTIFY for several instances.
 */
export interface Change {
  orgId: string;
  /** e.g. 'organisation', 'season', 'player', 'userRole' */
  topic: string;
  ids: string[];
}

export interface ChangeFeed {
  publish(changes: readonly Change[]): void;
  /** Ends when the signal aborts. */
  subscribe(filter: (change: Change) => boolean, signal?: AbortSignal): AsyncIterable<Change>;
}

/** One process: an in-memory feed. A LISTEN/NOTIFY feed implements the same interface later. */
export function createInMemoryChangeFeed(): ChangeFeed {
  const listeners = new Set<(change: Change) => void>();
  return {
    publish(changes) {
      for (const change of changes) for (const listener of listeners) listener(change);
    },
    subscribe(filter, signal) {
      return {
        [Symbol.asyncIterator]() {
          const queue: Change[] = [];
          let wake: (() => void) | null = null;
          let done = false;
          const listener = (change: Change) => {
            if (!filter(change)) return;
            queue.push(change);
            wake?.();
          };
          const stop = () => {
            done = true;
            listeners.delete(listener);
            wake?.();
          };
          listeners.add(listener);
          signal?.addEventListener('abort', stop, { once: true });
          return {
            async next(): Promise<IteratorResult<Change>> {
              while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
              wake = null;
              const value = queue.shift();
              return value ? { value, done: false } : { value: undefined, done: true };
            },
            async return(): Promise<IteratorResult<Change>> {
              stop();
              return { value: undefined, done: true };
            },
          };
        },
      };
    },
  };
}

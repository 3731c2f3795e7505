// Commands of this instance that share a key (a stream, an organisation's ratings) wait here, first
// come first served, before they take a database connection. The database's advisory lock on the
// same key still orders them against other instances; this queue keeps the ones of one instance
// from each holding a pooled connection while they wait for it (sixteen joins at once would
// otherwise take every connection of the pool, and every other request would wait with them).

export interface KeyedQueue {
  /**
   * Waits until this caller holds every key (taken in sorted order, so two callers never wait for
   * each other). Resolves with the release function, or null when `deadline` (ms since the epoch)
   * came first; then it holds nothing.
   */
  acquire(keys: readonly string[], deadline: number): Promise<(() => void) | null>;
  /** How many callers hold or wait for a key (for tests). */
  size(key: string): number;
}

interface Waiter {
  wake: () => void;
}

export function createKeyedQueue(): KeyedQueue {
  const queues = new Map<string, Waiter[]>();

  const leave = (key: string, waiter: Waiter) => {
    const queue = queues.get(key);
    if (!queue) return;
    const at = queue.indexOf(waiter);
    if (at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) queues.delete(key);
    else if (at === 0) queue[0]!.wake();
  };

  /** Joins the key's queue; true once at its head, false if the deadline came first (and it left). */
  const take = (key: string, waiter: Waiter, deadline: number) =>
    new Promise<boolean>((resolve) => {
      const queue = queues.get(key) ?? [];
      queues.set(key, queue);
      queue.push(waiter);
      if (queue.length === 1) return resolve(true);
      const timer = setTimeout(
        () => {
          leave(key, waiter);
          resolve(false);
        },
        Math.max(0, deadline - Date.now()),
      );
      waiter.wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });

  return {
    async acquire(keys, deadline) {
      const held: [string, Waiter][] = [];
      const release = () => {
        for (const [key, waiter] of held.splice(0).reverse()) leave(key, waiter);
      };
      for (const key of [...new Set(keys)].sort()) {
        const waiter: Waiter = { wake: () => {} };
        if (!(await take(key, waiter, deadline))) {
          release();
          return null;
        }
        held.push([key, waiter]);
      }
      return release;
    },
    size: (key) => queues.get(key)?.length ?? 0,
  };
}

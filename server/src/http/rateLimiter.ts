/**
 * Fixed-window counters per key (client address), in this process. For endpoints open to anyone
 * that write (error reports); sign-in and sign-up use better-auth's database-backed limits.
 */
export interface RateLimiter {
  /** Counts one use; false when the key has used up its window. */
  consume(key: string): boolean;
}

export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    consume(key) {
      const t = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
  };
}

import type { Change, ChangeFeed, Topic } from '@kicker/events';

// Answers that many requests share and few changes touch, kept in memory per organisation (its
// configuration, its season tables and awards). An organisation's entries are dropped when the
// change feed tells of a change on one of the cache's topics (every instance hears it with
// CHANGE_FEED=postgres), and any entry after `maxAgeMs` whatever happens, so a notification missed
// while a LISTEN connection was down leaves old answers for seconds, not for ever. A read that
// fails is not kept.

export interface OrgCache {
  /** The answer for `key` in the organisation, read with `load` when the cache has none. */
  get<T>(orgId: string, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The answer for `key` when one is kept and already read, else undefined: a resolver can then
   * answer at once instead of with a promise (graphql-js then completes its object synchronously).
   */
  peek<T>(orgId: string, key: string): T | undefined;
  /**
   * Forgets the organisation's entries at once: a writer's own answer right after its commit must
   * not wait for the feed to tell its cache (commandMutation calls it for what a command changed).
   */
  drop(orgId: string): void;
  /** Forgets everything: the change feed may have missed changes (it listens again after a cut). */
  clear(): void;
  close(): void;
}

export interface OrgCacheOptions {
  /** The changes that make an organisation's entries stale. */
  topics: readonly Topic[];
  maxAgeMs?: number;
  /** Entries kept at most (all are dropped beyond: a cache, not a store). */
  maxEntries?: number;
  now?: () => number;
}

export function createOrgCache(
  feed: ChangeFeed,
  { topics, maxAgeMs = 10_000, maxEntries = 20_000, now = Date.now }: OrgCacheOptions,
): OrgCache {
  const orgs = new Map<
    string,
    Map<string, { at: number; value: Promise<unknown>; settled?: { value: unknown } }>
  >();
  let size = 0;
  const forget = (orgId: string) => {
    size -= orgs.get(orgId)?.size ?? 0;
    orgs.delete(orgId);
  };
  const clear = () => {
    orgs.clear();
    size = 0;
  };
  const stop = new AbortController();
  void (async () => {
    const relevant = (c: Change) => topics.includes(c.topic) || c.topic === 'projectionRebuild';
    // A read model rebuilt may have changed any answer.
    for await (const change of feed.subscribe(relevant, stop.signal))
      if (change.topic === 'projectionRebuild') clear();
      else forget(change.orgId);
  })().catch(clear);
  return {
    get<T>(orgId: string, key: string, load: () => Promise<T>): Promise<T> {
      let entries = orgs.get(orgId);
      const entry = entries?.get(key);
      if (entry && now() - entry.at < maxAgeMs) return entry.value as Promise<T>;
      if (size >= maxEntries) clear();
      if (!entries) {
        entries = new Map();
        orgs.set(orgId, entries);
      }
      const value = load();
      if (!entries.has(key)) size++;
      const kept = { at: now(), value, settled: undefined as { value: unknown } | undefined };
      entries.set(key, kept);
      value.then(
        (read) => {
          kept.settled = { value: read };
        },
        () => {
          const current = orgs.get(orgId);
          if (current?.get(key) === kept) {
            current.delete(key);
            size--;
          }
        },
      );
      return value;
    },
    peek<T>(orgId: string, key: string): T | undefined {
      const entry = orgs.get(orgId)?.get(key);
      return entry?.settled && now() - entry.at < maxAgeMs ? (entry.settled.value as T) : undefined;
    },
    drop: forget,
    clear,
    close: () => stop.abort(),
  };
}

/**
 * Rows by key through the cache, the ones it lacks read together by `readMissing` (one query for a
 * loader's whole batch), in the order of `keys`; undefined where there is no such row.
 */
export async function throughCache<K, R>(
  cache: OrgCache,
  keys: readonly K[],
  where: (key: K) => { orgId: string; name: string },
  readMissing: (keys: K[]) => Promise<(R | undefined)[]>,
): Promise<(R | undefined)[]> {
  const missing: { key: K; resolve: (row: R | undefined) => void; reject: (error: unknown) => void }[] = [];
  const rows = keys.map((key) => {
    const { orgId, name } = where(key);
    return cache.get(
      orgId,
      name,
      () => new Promise<R | undefined>((resolve, reject) => missing.push({ key, resolve, reject })),
    );
  });
  if (missing.length > 0)
    readMissing(missing.map((m) => m.key)).then(
      (read) => {
        for (const [i, m] of missing.entries()) m.resolve(read[i]);
      },
      (error) => {
        for (const m of missing) m.reject(error);
      },
    );
  return Promise.all(rows);
}

import type { ChangeFeed, Topic } from '@kicker/events';

// Answers that many requests share and few changes touch, kept in memory per organisation (its
// configuration, its season tables and awards). An organisation's entries are dropped when the
// change feed tells of a change on one of the cache's topics (every instance hears it with
// CHANGE_FEED=postgres), and any entry after `maxAgeMs` whatever happens, so a notification missed
// while a LISTEN connection was down leaves old answers for seconds, not for ever. A read that
// fails is not kept.

export interface OrgCache {
  /** The answer for `key` in the organisation, read with `load` when the cache has none. */
  get<T>(orgId: string, key: string, load: () => Promise<T>): Promise<T>;
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
  const orgs = new Map<string, Map<string, { at: number; value: Promise<unknown> }>>();
  let size = 0;
  const forget = (orgId: string) => {
    size -= orgs.get(orgId)?.size ?? 0;
    orgs.delete(orgId);
  };
  const stop = new AbortController();
  void (async () => {
    for await (const change of feed.subscribe((c) => topics.includes(c.topic), stop.signal))
      forget(change.orgId);
  })().catch(() => {
    orgs.clear();
    size = 0;
  });
  return {
    get<T>(orgId: string, key: string, load: () => Promise<T>): Promise<T> {
      let entries = orgs.get(orgId);
      const entry = entries?.get(key);
      if (entry && now() - entry.at < maxAgeMs) return entry.value as Promise<T>;
      if (size >= maxEntries) {
        orgs.clear();
        size = 0;
      }
      if (!entries) {
        entries = new Map();
        orgs.set(orgId, entries);
      }
      const value = load();
      if (!entries.has(key)) size++;
      entries.set(key, { at: now(), value });
      value.catch(() => {
        const current = orgs.get(orgId);
        if (current?.get(key)?.value === value) {
          current.delete(key);
          size--;
        }
      });
      return value;
    },
    close: () => stop.abort(),
  };
}

import { createInMemoryChangeFeed } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { createOrgCache } from './orgCache.ts';

describe('the per-organisation cache', () => {
  function cache(maxAgeMs = 10_000, maxEntries = 100) {
    const feed = createInMemoryChangeFeed();
    let clock = 0;
    let version = 1;
    const reads: string[] = [];
    const c = createOrgCache(feed, {
      topics: ['config', 'matchRecorded'],
      maxAgeMs,
      maxEntries,
      now: () => clock,
    });
    const get = (orgId: string, key = 'k') =>
      c.get(orgId, key, async () => {
        reads.push(`${orgId}:${key}`);
        return version;
      });
    return { c, feed, reads, get, tick: (ms: number) => (clock += ms), bump: () => version++ };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('reads each key of an organisation once while nothing changes', async () => {
    const { c, reads, get } = cache();
    await get('a');
    await get('a');
    await get('a', 'other');
    await get('b');
    expect(reads).toEqual(['a:k', 'a:other', 'b:k']);
    c.close();
  });

  it("drops an organisation's entries on a change of one of its topics, and only that organisation's", async () => {
    const { c, feed, reads, get, bump } = cache();
    await get('a');
    await get('b');
    bump();
    feed.publish([{ orgId: 'a', topic: 'matchRecorded', ids: ['m'] }]);
    await flush();
    expect(await get('a')).toBe(2);
    expect(await get('b')).toBe(1);
    expect(reads).toEqual(['a:k', 'b:k', 'a:k']);
    c.close();
  });

  it('ignores other topics, and reads again once an entry is older than its limit', async () => {
    const { c, feed, reads, get, tick } = cache(10_000);
    await get('a');
    feed.publish([{ orgId: 'a', topic: 'rules', ids: ['a'] }]);
    await flush();
    await get('a');
    tick(10_000);
    await get('a');
    expect(reads).toEqual(['a:k', 'a:k']);
    c.close();
  });

  it('keeps no failed read, and no more entries than its limit', async () => {
    const { c, reads, get } = cache(10_000, 2);
    await expect(c.get('a', 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await flush();
    await expect(c.get('a', 'bad', async () => 'back')).resolves.toBe('back');
    await get('a', 'x');
    await get('a', 'y'); // over the limit: everything goes
    await get('a', 'x');
    expect(reads).toEqual(['a:x', 'a:y', 'a:x']);
    c.close();
  });
});

describe('the per-organisation cache, for writers and rebuilds', () => {
  it('forgets an organisation at once when told (a mutation answering after its own commit)', async () => {
    const feed = createInMemoryChangeFeed();
    const c = createOrgCache(feed, { topics: ['player'] });
    let version = 1;
    const get = () => c.get('a', 'k', async () => version);
    expect(await get()).toBe(1);
    version = 2;
    c.drop('a');
    expect(await get()).toBe(2);
    c.close();
  });

  it('forgets everything when a read model was rebuilt', async () => {
    const feed = createInMemoryChangeFeed();
    const c = createOrgCache(feed, { topics: ['player'] });
    let version = 1;
    const get = (org: string) => c.get(org, 'k', async () => version);
    await get('a');
    await get('b');
    version = 2;
    feed.publish([{ orgId: 'global', topic: 'projectionRebuild', ids: ['matches'] }]);
    await new Promise((r) => setTimeout(r, 0));
    expect([await get('a'), await get('b')]).toEqual([2, 2]);
    c.close();
  });
});

describe('the per-organisation cache, answering at once', () => {
  it('peeks an answer once it has been read, and not after it was dropped or grew old', async () => {
    const feed = createInMemoryChangeFeed();
    let clock = 0;
    const c = createOrgCache(feed, { topics: ['player'], maxAgeMs: 100, now: () => clock });
    expect(c.peek('a', 'k')).toBeUndefined();
    const pending = c.get('a', 'k', async () => 'v1');
    expect(c.peek('a', 'k')).toBeUndefined();
    await pending;
    expect(c.peek('a', 'k')).toBe('v1');
    c.drop('a');
    expect(c.peek('a', 'k')).toBeUndefined();
    await c.get('a', 'k', async () => 'v2');
    clock = 100;
    expect(c.peek('a', 'k')).toBeUndefined();
    c.close();
  });

  it('peeks nothing for a read that failed', async () => {
    const feed = createInMemoryChangeFeed();
    const c = createOrgCache(feed, { topics: ['player'] });
    await expect(c.get('a', 'k', async () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(c.peek('a', 'k')).toBeUndefined();
    c.close();
  });
});

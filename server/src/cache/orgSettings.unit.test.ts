import { createInMemoryChangeFeed, DEFAULT_CONFIG, DEFAULT_RANK_LADDER } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { createOrgSettingsCache, type OrgSettings } from './orgSettings.ts';

const settings = (points: number): OrgSettings => ({
  values: { ...DEFAULT_CONFIG, bounty: { bountyPoints: points, requiredWins: 5 } },
  ladder: DEFAULT_RANK_LADDER,
});

describe('the organisation settings cache', () => {
  function cache(maxAgeMs = 10_000) {
    const feed = createInMemoryChangeFeed();
    let clock = 0;
    let points = 10;
    const reads: string[] = [];
    const c = createOrgSettingsCache(
      async (orgId) => {
        reads.push(orgId);
        return settings(points);
      },
      feed,
      { maxAgeMs, now: () => clock },
    );
    return {
      c,
      feed,
      reads,
      tick: (ms: number) => (clock += ms),
      change: (n: number) => (points = n),
    };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('reads an organisation once while nothing changes', async () => {
    const { c, reads } = cache();
    await c.get('a');
    await c.get('a');
    await c.get('b');
    expect(reads).toEqual(['a', 'b']);
    c.close();
  });

  it('reads again after a configuration change of that organisation only', async () => {
    const { c, feed, reads, change } = cache();
    await c.get('a');
    await c.get('b');
    change(20);
    feed.publish([{ orgId: 'a', topic: 'config', ids: ['a'] }]);
    await flush();
    expect((await c.get('a')).values.bounty.bountyPoints).toBe(20);
    await c.get('b');
    expect(reads).toEqual(['a', 'b', 'a']);
    c.close();
  });

  it('ignores other topics, and reads again once an entry is older than its limit', async () => {
    const { c, feed, reads, tick } = cache(10_000);
    await c.get('a');
    feed.publish([{ orgId: 'a', topic: 'matchRecorded', ids: ['m'] }]);
    await flush();
    await c.get('a');
    tick(10_000);
    await c.get('a');
    expect(reads).toEqual(['a', 'a']);
    c.close();
  });
});

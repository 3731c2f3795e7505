import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/test/support/db.ts';
import type { Change, ChangeFeed } from './changeFeed.ts';
import { createPostgresChangeFeed, notifyStatements, parseChange } from './postgresChangeFeed.ts';

// DESIGN §5: a change is written in the transaction of its events (NOTIFY), so it is told when and
// only when that transaction commits, to every instance on the database, also when the writer dies
// right after COMMIT.

const change = (orgId: string, ids: string[] = ['m1']): Change => ({ orgId, topic: 'matchRecorded', ids });

/** The next `count` changes a feed tells, or what came within `ms`. */
async function received(feed: ChangeFeed, filter: (c: Change) => boolean, count: number, ms = 3000) {
  const seen: Change[] = [];
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ms);
  for await (const c of feed.subscribe(filter, stop.signal)) {
    seen.push(c);
    if (seen.length === count) break;
  }
  clearTimeout(timer);
  return seen;
}

describe('the PostgreSQL change feed', () => {
  let t: TestDatabase;
  let one: ChangeFeed;
  let two: ChangeFeed;
  let writer: pg.Client;

  beforeAll(async () => {
    t = await createTestDatabase({ migrated: false });
    [one, two] = await Promise.all([createPostgresChangeFeed(t.url), createPostgresChangeFeed(t.url)]);
    writer = new pg.Client({ connectionString: t.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer.end().catch(() => {});
    await one.close();
    await two.close();
    await t.drop();
  });

  it('tells every instance a change committed with a transaction, and nothing before COMMIT', async () => {
    const atOne = received(one, (c) => c.orgId === 'a', 1);
    const atTwo = received(two, (c) => c.orgId === 'a', 1);
    await writer.query(`BEGIN; ${one.inTransaction([change('a')]).sql}`);
    // Not committed yet: nobody has heard of it.
    expect(await received(one, (c) => c.orgId === 'a', 1, 300)).toEqual([]);
    await writer.query('COMMIT');
    expect(await atOne).toEqual([change('a')]);
    expect(await atTwo).toEqual([change('a')]);
  });

  it('tells nothing of a transaction that rolls back', async () => {
    const heard = received(two, (c) => c.orgId === 'b', 1, 1000);
    await writer.query(`BEGIN; ${one.inTransaction([change('b')]).sql} ROLLBACK`);
    expect(await heard).toEqual([]);
  });

  it('tells a change whose writer died right after COMMIT', async () => {
    const heard = received(two, (c) => c.orgId === 'c', 1);
    const doomed = new pg.Client({ connectionString: t.url });
    doomed.on('error', () => {}); // it is about to die
    await doomed.connect();
    await doomed.query(`BEGIN; ${one.inTransaction([change('c')]).sql} COMMIT`);
    // The process that wrote it is gone before it could tell anyone itself.
    (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await heard).toEqual([change('c')]);
  });

  it('keeps organisations apart and splits a change with many ids below the NOTIFY limit', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `player-${i}-${'x'.repeat(20)}`);
    const heard = received(two, (c) => c.orgId === 'd', 100, 1500);
    await writer.query(
      `BEGIN; ${notifyStatements([change('e'), { orgId: 'd', topic: 'player', ids }])} COMMIT`,
    );
    const parts = await heard;
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((p) => p.ids)).toEqual(ids);
    expect(parts.every((p) => p.orgId === 'd' && p.topic === 'player')).toBe(true);
  });

  it('tells changes from outside a transaction (sessions) too', async () => {
    const heard = received(two, (c) => c.topic === 'session', 1);
    one.publish([{ orgId: 'global', topic: 'session', ids: ['user-1'] }]);
    expect(await heard).toEqual([{ orgId: 'global', topic: 'session', ids: ['user-1'] }]);
  });

  it('listens again after its connection was cut, and tells that it did (changes may be missed)', async () => {
    const errors: unknown[] = [];
    const feed = await createPostgresChangeFeed(t.url, { retryMs: 100, onError: (e) => errors.push(e) });
    let reconnects = 0;
    feed.onReconnected(() => reconnects++);
    try {
      const cut = await writer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      // Tell until it hears again (what was told while it was away is missed, as documented).
      const heard = received(feed, (c) => c.orgId === 'f', 1, 10_000);
      let got: Change[] = [];
      for (let n = 0; n < 50 && got.length === 0; n++) {
        await writer.query(notifyStatements([change('f')]));
        got = await Promise.race([heard, new Promise<Change[]>((r) => setTimeout(() => r([]), 200))]);
      }
      expect(got).toEqual([change('f')]);
      expect(errors.length).toBeGreaterThan(0);
      expect(reconnects).toBe(1);
    } finally {
      await feed.close();
    }
  });

  it('does not call a first connection a reconnection', async () => {
    const feed = await createPostgresChangeFeed(t.url);
    let reconnects = 0;
    feed.onReconnected(() => reconnects++);
    await new Promise((r) => setTimeout(r, 200));
    await feed.close();
    expect(reconnects).toBe(0);
  });

  it('ignores notifications that are not changes', () => {
    expect(parseChange('not json')).toBeNull();
    expect(parseChange(JSON.stringify({ orgId: 'a', topic: 'dropTables', ids: [] }))).toBeNull();
    expect(parseChange(JSON.stringify(change('a')))).toEqual(change('a'));
  });
});

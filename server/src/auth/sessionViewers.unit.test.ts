import { createInMemoryChangeFeed, GLOBAL_ORG } from '@kicker/events';
import { afterEach, describe, expect, it } from 'vitest';
import type { Viewer } from '../policy/viewer.ts';
import { createSessionViewers, MAX_AGE_MS, type SessionRead, type SessionViewers } from './sessionViewers.ts';

const viewer = (userId: string, playerId: string | null = null): Viewer =>
  ({
    userId,
    player: playerId ? { player_id: playerId, org_id: 'org-1' } : null,
  }) as unknown as Viewer;

describe('the viewers kept per session cookie', () => {
  let clock = 1_000_000;
  const feed = createInMemoryChangeFeed();
  let sessions: SessionViewers;
  const open: SessionViewers[] = [];
  const make = () => {
    const s = createSessionViewers(feed, () => clock);
    open.push(s);
    return s;
  };
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  /** Counts the reads of the database a cookie causes. */
  function reader(read: SessionRead) {
    let reads = 0;
    return {
      load: async () => {
        reads++;
        return read;
      },
      reads: () => reads,
    };
  }
  const ask = (cookie: string, load: () => Promise<SessionRead>) => sessions.get(cookie, load);
  const alive = (v: Viewer | null): SessionRead => ({ viewer: v, expiresAt: new Date(clock + 3_600_000) });
  // The feed tells its subscribers asynchronously.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('answers the same cookie from memory until MAX_AGE_MS, then reads it again', async () => {
    sessions = make();
    const r = reader(alive(viewer('u1')));
    expect((await ask('c1', r.load)).viewer?.userId).toBe('u1');
    clock += MAX_AGE_MS - 1;
    await ask('c1', r.load);
    expect(r.reads()).toBe(1);
    clock += 1;
    await ask('c1', r.load);
    expect(r.reads()).toBe(2);
  });

  it('reads every cookie again after clear (the change feed was cut)', async () => {
    sessions = make();
    const a = reader(alive(viewer('u1')));
    const b = reader(alive(viewer('u2')));
    await ask('c1', a.load);
    await ask('c2', b.load);
    sessions.clear();
    await ask('c1', a.load);
    await ask('c2', b.load);
    expect([a.reads(), b.reads()]).toEqual([2, 2]);
  });

  it('reads again once the session has expired', async () => {
    sessions = make();
    const r = reader({ viewer: viewer('u1'), expiresAt: new Date(clock + 10) });
    await ask('c1', r.load);
    clock += 10;
    await ask('c1', r.load);
    expect(r.reads()).toBe(2);
  });

  it("forgets a user's cookies when a session, role, installation power or the user changes, and nobody else's", async () => {
    sessions = make();
    for (const topic of ['session', 'roles', 'installationAdmins', 'user'] as const) {
      const mine = reader(alive(viewer('u1')));
      const other = reader(alive(viewer('u2')));
      await ask('mine', mine.load);
      await ask('other', other.load);
      feed.publish([{ orgId: topic === 'roles' ? 'org-1' : GLOBAL_ORG, topic, ids: ['u1'] }]);
      await settle();
      await ask('mine', mine.load);
      await ask('other', other.load);
      expect([topic, mine.reads(), other.reads()]).toEqual([topic, 2, 1]);
      sessions.forgetUser('u2');
      sessions.forgetUser('u1');
    }
  });

  it('forgets the changed player and everyone without a player (who may have claimed it)', async () => {
    sessions = make();
    const changed = reader(alive(viewer('u1', 'p1')));
    const other = reader(alive(viewer('u2', 'p2')));
    const none = reader(alive(viewer('u3')));
    for (const [cookie, r] of [
      ['changed', changed],
      ['other', other],
      ['none', none],
    ] as const)
      await ask(cookie, r.load);
    sessions.forget([{ orgId: 'org-1', topic: 'player', ids: ['p1'] }]);
    for (const [cookie, r] of [
      ['changed', changed],
      ['other', other],
      ['none', none],
    ] as const)
      await ask(cookie, r.load);
    expect([changed.reads(), other.reads(), none.reads()]).toEqual([2, 1, 2]);
  });

  it('keeps nothing after a read model was rebuilt, and ignores changes that cannot move a viewer', async () => {
    sessions = make();
    const r = reader(alive(viewer('u1', 'p1')));
    await ask('c1', r.load);
    feed.publish([{ orgId: 'org-1', topic: 'matchRecorded', ids: ['m1'] }]);
    await settle();
    await ask('c1', r.load);
    expect(r.reads()).toBe(1);
    feed.publish([{ orgId: GLOBAL_ORG, topic: 'projectionRebuild', ids: ['players'] }]);
    await settle();
    await ask('c1', r.load);
    expect(r.reads()).toBe(2);
  });

  it('does not keep a read that was under way when its user changed', async () => {
    sessions = make();
    let finish: (read: SessionRead) => void = () => {};
    const slow = sessions.get('c1', () => new Promise<SessionRead>((resolve) => (finish = resolve)));
    sessions.forgetUser('u1');
    finish(alive(viewer('u1')));
    // The answer read before the change still answers the request that asked for it ...
    expect((await slow).viewer?.userId).toBe('u1');
    // ... but the next request reads again.
    const r = reader(alive(null));
    expect((await ask('c1', r.load)).viewer).toBeNull();
    expect(r.reads()).toBe(1);
  });

  it('does not keep a read that failed', async () => {
    sessions = make();
    await expect(ask('c1', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    const r = reader(alive(viewer('u1')));
    expect((await ask('c1', r.load)).viewer?.userId).toBe('u1');
  });

  it('stops following the feed when closed', async () => {
    sessions = make();
    const r = reader(alive(viewer('u1')));
    await ask('c1', r.load);
    sessions.close();
    feed.publish([{ orgId: GLOBAL_ORG, topic: 'session', ids: ['u1'] }]);
    await settle();
    await ask('c1', r.load);
    expect(r.reads()).toBe(1);
  });
});

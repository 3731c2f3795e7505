import type { Change } from '@kicker/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// A session's viewer is kept in memory between requests (server/src/auth/sessionViewers.ts). What
// changes it must show on the very next request: here on the instance that made the change, and
// on another instance as soon as the change feed has told it.

const VIEWER = '{ viewer { isModerator user { name } } }';
// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
const viewerOf = async (c: TestClient): Promise<any> => (await c.gql(VIEWER)).data?.viewer ?? null;

/** A client of `on` that sends the same cookies as `c` (the same browser, another instance). */
function copyOf(c: TestClient, on: TestApp): TestClient {
  const copy = on.client();
  for (const [name, value] of c.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('the viewer of a session, on the instance that changed it', () => {
  let t: TestApp;
  let admin: TestClient;
  let org: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Club', isPublic: true });
  });
  afterAll(() => t?.close());

  it('shows a role granted and revoked on the next request', async () => {
    const user = await signedInClient(t, 'mod@example.com');
    expect((await viewerOf(user)).isModerator).toBe(false);
    await grantRole(admin, org, user, 'moderator');
    expect((await viewerOf(user)).isModerator).toBe(true);
    await grantRole(admin, org, user, 'moderator', false);
    expect((await viewerOf(user)).isModerator).toBe(false);
  });

  it("shows a name changed through better-auth's account endpoint on the next request", async () => {
    const user = await signedInClient(t, 'renamed@example.com');
    expect((await viewerOf(user)).user.name).toBe('renamed');
    expect((await user.auth('update-user', { name: 'Renamed Person' })).status).toBe(200);
    expect((await viewerOf(user)).user.name).toBe('Renamed Person');
  });

  it('ends every session of a user whose password was changed with revocation, for a copy of the cookie too', async () => {
    const user = await signedInClient(t, 'changer@example.com');
    const other = t.client();
    await other.signIn('changer@example.com');
    expect((await viewerOf(other)).user.name).toBe('changer');
    const changed = await user.auth('change-password', {
      currentPassword: 'correct-horse-1',
      newPassword: 'correct-horse-2',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await viewerOf(other)).toBeNull();
  });
});

describe('the viewer of a session, on another instance (CHANGE_FEED=postgres)', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: TestClient;
  let org: string;
  beforeAll(async () => {
    one = await startTestApp({ env: { CHANGE_FEED: 'postgres' } });
    two = await startTestApp({ env: { CHANGE_FEED: 'postgres' }, sameDatabaseAs: one });
    admin = await signedInClient(one, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Club', isPublic: true });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  /** Runs `change` and resolves once instance two was told a change on `topic`. */
  async function toldOnTwo(topic: Change['topic'], change: () => Promise<unknown>) {
    const stop = new AbortController();
    const feed = two.app.services.changeFeed.subscribe((c) => c.topic === topic, stop.signal);
    const told = feed[Symbol.asyncIterator]().next();
    await change();
    await told;
    stop.abort();
    // The instance's own subscriber runs in the same turn of the loop; let it.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('forgets a session signed out on the other instance once it is told', async () => {
    const user = await signedInClient(one, 'leaver@example.com');
    const there = copyOf(user, two);
    expect((await viewerOf(there)).user.name).toBe('leaver');
    await toldOnTwo('session', () => user.auth('sign-out', {}));
    expect(await viewerOf(user)).toBeNull();
    expect(await viewerOf(there)).toBeNull();
  });

  it('shows a role revoked on the other instance once it is told', async () => {
    const user = await signedInClient(one, 'mod@example.com');
    await grantRole(admin, org, user, 'moderator');
    const there = copyOf(user, two);
    expect((await viewerOf(there)).isModerator).toBe(true);
    await toldOnTwo('roles', () => grantRole(admin, org, user, 'moderator', false));
    expect((await viewerOf(there)).isModerator).toBe(false);
  });

  it("shows a name changed through better-auth's account endpoint on the other instance once it is told", async () => {
    const user = await signedInClient(one, 'named@example.com');
    const there = copyOf(user, two);
    expect((await viewerOf(there)).user.name).toBe('named');
    await toldOnTwo('user', () => user.auth('update-user', { name: 'New Name' }));
    expect((await viewerOf(there)).user.name).toBe('New Name');
  });
});

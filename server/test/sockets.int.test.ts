import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  appointInstallationAdmin,
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { wsClient } from './support/wsClient.ts';

// Issue 11 item 3: an open graphql-ws socket follows the account behind it. After sign-out, a
// revoked session or API key, a password change that ends other sessions, or a lost role, the socket
// no longer runs anything as that user.

const CHANGED = 'subscription ($id: ID!) { organisationChanged(id: $id) { id name } }';
const RULES = `mutation ($input: UpdateRulesInput!) { updateRules(input: $input) { __typename } }`;

/** The close code of the client's socket, once the server closes it. */
function closedCode(client: Client): Promise<number> {
  return new Promise((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
}

/** Starts a subscription and resolves once the server has accepted it (its socket is open). */
async function subscribed(client: Client, id: string) {
  const results: unknown[] = [];
  let ended: unknown = null;
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe(
    { query: CHANGED, variables: { id } },
    { next: (v) => results.push(v), error: (e) => (ended = e), complete: () => (ended = 'complete') },
  );
  await connected;
  return { results, ended: () => ended };
}

/** One operation over a fresh subscription of the client: its first result or error. */
function once(client: Client, query: string, variables: Record<string, unknown>) {
  return new Promise<{ data?: unknown; errors?: { message: string }[] } | { closed: unknown }>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as never),
        error: (error) => resolve({ closed: error }),
        complete: () => {},
      },
    );
  });
}

describe('sockets follow the account behind them', () => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  let orgId: string;
  const clients: Client[] = [];
  const open = (browser: TestClient) => {
    const c = wsClient(t.baseUrl, browser);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp({ socketRecheckMs: 200 });
    admin = await signedInClient(t, 'admin@example.com');
    orgId = await createOrganisation(admin, { name: 'Socket Club', isPublic: true });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  afterAll(() => t?.close());

  it('closes the sockets of a user who signs out, at once (4401)', async () => {
    const moderator = await signedInClient(t, 'mod@example.com');
    const socket = open(moderator);
    const closed = closedCode(socket);
    await subscribed(socket, orgId);
    expect((await moderator.auth('sign-out', {})).status).toBe(200);
    expect(await closed).toBe(4401);
  });

  it('closes the sockets of sessions ended by a password change elsewhere', async () => {
    const user = await signedInClient(t, 'changer@example.com');
    const socket = open(user);
    const closed = closedCode(socket);
    await subscribed(socket, orgId);
    const laptop = t.client();
    expect((await laptop.signIn('changer@example.com')).status).toBe(200);
    const changed = await laptop.auth('change-password', {
      currentPassword: 'correct-horse-1',
      newPassword: 'another-horse-2',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await closed).toBe(4401);
  });

  it('refuses an operation on a socket whose session ended without notice, and appends nothing', async () => {
    const moderator = await signedInClient(t, 'quiet@example.com');
    await grantRole(admin, orgId, moderator, 'moderator');
    const socket = open(moderator);
    await subscribed(socket, orgId);
    // Ended behind the server's back (another instance, or expiry): only the re-check finds out.
    await t.database.pool.query(`DELETE FROM session WHERE "userId" = $1`, [moderator.userId]);
    await new Promise((r) => setTimeout(r, 300));
    const before = await eventCount(t);
    const closed = closedCode(socket);
    const outcome = await once(socket, RULES, { input: { organisationId: orgId, html: '<p>Mine</p>' } });
    // Either the refusal arrives before the close, or the close ends the operation.
    expect('closed' in outcome || JSON.stringify(outcome).includes('Your session has ended')).toBe(true);
    expect(JSON.stringify(outcome)).not.toContain('UpdateRulesPayload');
    expect(await closed).toBe(4401);
    expect(await eventCount(t)).toBe(before);
  });

  it('closes an API key socket when the key is revoked', async () => {
    const analyst = await signedInClient(t, 'analyst@example.com');
    await grantRole(admin, orgId, analyst, 'analyst');
    const created = await analyst.gql(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeyPayload { key apiKey { id } } } }`,
      { input: { organisationId: orgId, name: 'notebook' } },
    );
    const { key, apiKey } = created.data.createApiKey;
    class KeySocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-api-key': key } });
      }
    }
    const { createClient } = await import('graphql-ws');
    const socket = createClient({
      url: `${t.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: KeySocket,
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(socket);
    const closed = closedCode(socket);
    await subscribed(socket, orgId);
    const revoked = await analyst.gql(
      `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { __typename } }`,
      { input: { id: apiKey.id } },
    );
    expect(revoked.data.revokeApiKey.__typename).toBe('RevokeApiKeyPayload');
    expect(await closed).toBe(4401);
  });

  it('closes the sockets of a user who loses a role (4403), so their subscriptions are authorised again', async () => {
    const helper = await signedInClient(t, 'helper@example.com');
    await appointInstallationAdmin(admin, helper);
    const socket = open(helper);
    const closed = closedCode(socket);
    const progress = await new Promise<unknown>((resolve) =>
      socket.subscribe(
        { query: 'subscription { projectionRebuilt(name: "seasons") { name } }' },
        { next: resolve, error: resolve, complete: () => {} },
      ),
    );
    expect(JSON.stringify(progress)).toContain('seasons');
    const dismissed = await admin.gql(
      `mutation ($input: SetInstallationAdminInput!) { setInstallationAdmin(input: $input) { __typename } }`,
      {
        input: {
          userId: (await helper.gql('{ viewer { user { id } } }')).data.viewer.user.id,
          appointed: false,
        },
      },
    );
    expect(dismissed.data.setInstallationAdmin.__typename).toBe('SetInstallationAdminPayload');
    expect(await closed).toBe(4403);
    // A new socket with the same session is no longer allowed the rebuild progress.
    const again = await once(
      open(helper),
      'subscription { projectionRebuilt(name: "seasons") { name } }',
      {},
    );
    expect(JSON.stringify(again)).toContain('You are not allowed to do this');
  });

  it('keeps the sockets of a user who gains a role open', async () => {
    const member = await signedInClient(t, 'member@example.com');
    const socket = open(member);
    let closed = false;
    socket.on('closed', () => {
      closed = true;
    });
    await subscribed(socket, orgId);
    await grantRole(admin, orgId, member, 'analyst');
    await new Promise((r) => setTimeout(r, 300));
    expect(closed).toBe(false);
  });
});

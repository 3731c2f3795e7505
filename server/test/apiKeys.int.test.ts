import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../src/commands/command.ts';
import { openOrganisation } from '../src/commands/organisation.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { changeRole } from '../src/commands/roles.ts';
import {
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// DESIGN §11 and issue 11 item 5: API keys are made only through the app's own mutation, by users
// an organisation admin made analyst (or admins), and read only that organisation's data.

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on CreateApiKeyPayload { key apiKey { id name start userId organisation { name } } }
    ... on Error { message }
  }
}`;
const REVOKE = `mutation ($input: RevokeApiKeyInput!) {
  revokeApiKey(input: $input) { __typename ... on RevokeApiKeyPayload { revokedId } ... on Error { message } }
}`;
const VIEWER = '{ viewer { viaApiKey user { email } } }';
const ORGANISATIONS = '{ organisations { edges { node { name } } } }';

/** A client without cookies that sends the key as x-api-key. */
function withKey(t: TestApp, key: string): TestClient {
  const c = t.client();
  c.headers['x-api-key'] = key;
  return c;
}

async function createKey(c: TestClient, organisationId: string, name: string) {
  const res = await c.gql(CREATE, { input: { organisationId, name } });
  expect(res.data?.createApiKey?.__typename, JSON.stringify(res)).toBe('CreateApiKeyPayload');
  return res.data.createApiKey as { key: string; apiKey: { id: string; name: string; start: string } };
}

const names = (res: { data?: { organisations: { edges: { node: { name: string } }[] } } }) =>
  res.data?.organisations.edges.map((e) => e.node.name);

describe('API keys', () => {
  let t: TestApp;
  let admin: TestClient;
  let analyst: TestClient;
  let plain: TestClient;
  let otherAdmin: TestClient;
  let club: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    club = await createOrganisation(admin, { name: 'Club', isPublic: false });
    other = await createOrganisation(admin, { name: 'Other', isPublic: true });
    analyst = await signedInClient(t, 'analyst@example.com');
    plain = await signedInClient(t, 'plain@example.com');
    otherAdmin = await signedInClient(t, 'other-admin@example.com');
    await grantRole(admin, club, analyst, 'analyst');
    await grantRole(admin, other, otherAdmin, 'admin');
  });
  afterAll(() => t?.close());

  it("lets an analyst create a key, list it, and read exactly that organisation's data with it", async () => {
    const created = await createKey(analyst, club, '  notebook ');
    expect(created.key).toMatch(/^kl_/);
    expect(created.apiKey).toMatchObject({ name: 'notebook', organisation: { name: 'Club' } });
    expect(created.key.startsWith(created.apiKey.start)).toBe(true);

    const listed = await analyst.gql('{ apiKeys { id name start } }');
    expect(listed.data.apiKeys).toEqual([created.apiKey].map(({ id, name, start }) => ({ id, name, start })));
    // Keys are listed to their owner only.
    expect((await plain.gql('{ apiKeys { id } }')).data.apiKeys).toEqual([]);

    const key = withKey(t, created.key);
    expect(await key.gql(VIEWER)).toEqual({
      data: { viewer: { viaApiKey: true, user: { email: 'analyst@example.com' } } },
    });
    // Scoped to its organisation: not even the public one next door.
    expect(names(await key.gql(ORGANISATIONS))).toEqual(['Club']);
    const node = await key.gql('query ($id: ID!) { node(id: $id) { id } }', { id: other });
    expect(node.data?.node ?? null).toBeNull();
  });

  it('refuses a key to a user who is not analyst or admin of that organisation', async () => {
    for (const [who, org] of [
      [plain, club],
      [analyst, other],
      [otherAdmin, club],
    ] as const) {
      const res = await who.gql(CREATE, { input: { organisationId: org, name: 'sneaky' } });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // An admin may make one for their own organisation.
    await createKey(otherAdmin, other, 'admin key');
  });

  it("switches off better-auth's own API key endpoints", async () => {
    const { rows: before } = await t.database.pool.query('SELECT count(*)::int AS n FROM apikey');
    for (const path of ['api-key/create', 'api-key/list', 'api-key/update', 'api-key/delete']) {
      const res = await plain.fetch(`/api/auth/${path}`, {
        method: 'POST',
        body: JSON.stringify({ name: 'x' }),
      });
      expect(res.status, path).toBe(404);
    }
    const { rows: after } = await t.database.pool.query('SELECT count(*)::int AS n FROM apikey');
    expect(after[0].n).toBe(before[0].n);
  });

  it('only reads: every change through a key is refused and appends nothing', async () => {
    const { key } = await createKey(analyst, club, 'read only');
    const before = await eventCount(t);
    const res = await withKey(t, key).gql(
      `mutation ($input: UpdateRulesInput!) { updateRules(input: $input) { __typename } }`,
      { input: { organisationId: club, html: '<p>Mine now</p>' } },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toBe('An API key reads league data only: sign in to the app for this');
    // Also a mutation open to everyone (error reports): a key changes nothing at all.
    const open = await withKey(t, key).gql(
      `mutation ($input: ReportErrorInput!) { reportError(input: $input) { __typename } }`,
      { input: { header: 'Error', message: 'Boom' } },
    );
    expect(open.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventCount(t)).toBe(before);
  });

  it('stops a key the moment its owner is no longer analyst there', async () => {
    const leaver = await signedInClient(t, 'leaver@example.com');
    await grantRole(admin, club, leaver, 'analyst');
    const { key } = await createKey(leaver, club, 'soon gone');
    expect((await withKey(t, key).gql(VIEWER)).data.viewer.viaApiKey).toBe(true);
    await grantRole(admin, club, leaver, 'analyst', false);
    const after = await withKey(t, key).gql(VIEWER);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.message).toBe('This API key no longer reads its organisation');

    // Issue 29: granting the role again does not bring the old key back to life; a new key reads.
    await grantRole(admin, club, leaver, 'analyst');
    const again = await withKey(t, key).gql(VIEWER);
    expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(again.errors?.[0]?.message).toBe('This API key no longer reads its organisation');
    const fresh = await createKey(leaver, club, 'back again');
    expect((await withKey(t, fresh.key).gql(VIEWER)).data.viewer.viaApiKey).toBe(true);
    // Admin granted later does not revive it either: the key was made under a role since broken.
    await grantRole(admin, club, leaver, 'admin');
    expect((await withKey(t, key).gql(VIEWER)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a key reading while another key-giving role held since before it remains', async () => {
    const both = await signedInClient(t, 'both@example.com');
    await grantRole(admin, club, both, 'admin');
    await grantRole(admin, club, both, 'analyst');
    const { key } = await createKey(both, club, 'kept');
    await grantRole(admin, club, both, 'analyst', false);
    expect((await withKey(t, key).gql(VIEWER)).data.viewer.viaApiKey).toBe(true);
  });

  it('answers an invalid key with UNAUTHENTICATED, never as signed out', async () => {
    const res = await withKey(t, 'kl_not-a-real-key').gql(VIEWER);
    expect(res.data?.viewer ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Invalid API key');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses others revoking a key, also another organisation's admin; the key keeps working", async () => {
    const { key, apiKey } = await createKey(analyst, club, 'shared');
    for (const who of [plain, otherAdmin]) {
      const res = await who.gql(REVOKE, { input: { id: apiKey.id } });
      expect(res.data.revokeApiKey).toEqual({
        __typename: 'ForbiddenError',
        message: 'You may only revoke your own API keys',
      });
    }
    expect((await withKey(t, key).gql(VIEWER)).data.viewer.viaApiKey).toBe(true);
  });

  it("lets the admin of the key's organisation revoke it, after which it no longer works", async () => {
    const { key, apiKey } = await createKey(analyst, club, 'leaked');
    const res = await admin.gql(REVOKE, { input: { id: apiKey.id } });
    expect(res.data.revokeApiKey).toEqual({ __typename: 'RevokeApiKeyPayload', revokedId: apiKey.id });
    expect((await withKey(t, key).gql(VIEWER)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const listed = await analyst.gql('{ apiKeys { id } }');
    expect(listed.data.apiKeys.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
  });

  it('lets a user revoke their own key', async () => {
    const { key, apiKey } = await createKey(analyst, club, 'mine');
    const res = await analyst.gql(REVOKE, { input: { id: apiKey.id } });
    expect(res.data.revokeApiKey.__typename).toBe('RevokeApiKeyPayload');
    expect((await withKey(t, key).gql(VIEWER)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses key creation and listing when signed out', async () => {
    const anonymous = t.client();
    const res = await anonymous.gql(CREATE, { input: { organisationId: club, name: 'sneaky' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql('{ apiKeys { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('API keys in production', () => {
  let t: TestApp;
  let analystKey: string;
  let browser: TestClient & { userId: string };
  beforeAll(async () => {
    t = await startTestApp({ production: true, env: { GRAPHQL_MAX_DEPTH: '3' } });
    const admin = await signedInClient(t, 'admin@example.com');
    browser = await signedInClient(t, 'analyst@example.com');
    // In production /graphql runs only the app's persisted documents, so the set-up runs the same
    // commands and key creation the mutations run, directly.
    const { commands, auth } = t.app.services;
    const orgId = randomUUID();
    const created = await runCommand(
      commands,
      openOrganisation,
      {
        organisationId: orgId,
        details: { name: 'Club', isPublic: false, logoUrl: null, timeZone: 'UTC' },
        locations: [],
        departments: [],
      },
      systemActor(admin.userId),
    );
    expect('events' in created).toBe(true);
    const granted = await runCommand(
      commands,
      changeRole,
      { orgId: orgId, userId: browser.userId, role: 'analyst', granted: true, actorId: admin.userId },
      systemActor(admin.userId),
    );
    expect('events' in granted).toBe(true);
    const made = await auth.api.createApiKey({
      body: { name: 'analysis', userId: browser.userId, metadata: { organisationId: orgId } },
    });
    analystKey = made.key;
  });
  afterAll(() => t?.close());

  const query = '{ viewer { viaApiKey user { email } } }';

  it('refuses an arbitrary document without an API key, even when signed in', async () => {
    for (const c of [browser, t.client()]) {
      const res = await c.gql(query);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]?.message).toContain('Only persisted documents');
    }
  });

  it("runs the same arbitrary document for an analyst's key", async () => {
    const res = await withKey(t, analystKey).gql(query);
    expect(res).toEqual({ data: { viewer: { viaApiKey: true, user: { email: 'analyst@example.com' } } } });
  });

  it('refuses a document deeper than GRAPHQL_MAX_DEPTH even for an API-key holder', async () => {
    const deep = await withKey(t, analystKey).gql(
      '{ viewer { organisation { seasons { edges { node { number } } } } } }',
    );
    expect(deep.data ?? null).toBeNull();
    expect(deep.errors?.[0]?.message).toContain('Query is too deep');
    const shallow = await withKey(t, analystKey).gql('{ organisations { edges { node { name } } } }');
    expect(shallow.errors).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from './support/testApp.ts';

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on CreateApiKeyPayload { key apiKey { id name start userId } }
    ... on Error { message }
  }
}`;
const REVOKE = `mutation ($input: RevokeApiKeyInput!) {
  revokeApiKey(input: $input) { __typename ... on RevokeApiKeyPayload { revokedId } ... on Error { message } }
}`;
const VIEWER = '{ viewer { viaApiKey user { email } } }';

/** A client without cookies that sends the key as x-api-key. */
function analyst(t: TestApp, key: string): TestClient {
  const c = t.client();
  c.headers['x-api-key'] = key;
  return c;
}

async function createKey(c: TestClient, name: string) {
  const res = await c.gql(CREATE, { input: { name } });
  expect(res.data?.createApiKey?.__typename).toBe('CreateApiKeyPayload');
  return res.data.createApiKey as { key: string; apiKey: { id: string; name: string; start: string } };
}

describe('API keys', () => {
  let t: TestApp;
  let admin: TestClient;
  let user: TestClient;
  let stranger: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    user = await signedInClient(t, 'user@example.com');
    stranger = await signedInClient(t, 'stranger@example.com');
  });
  afterAll(() => t?.close());

  it('lets a verified user create a key, list it, and query /graphql with it', async () => {
    const created = await createKey(user, '  notebook ');
    expect(created.key).toMatch(/^kl_/);
    expect(created.apiKey.name).toBe('notebook');
    expect(created.key.startsWith(created.apiKey.start)).toBe(true);

    const listed = await user.gql('{ apiKeys { id name start } }');
    expect(listed.data.apiKeys).toEqual([created.apiKey].map(({ id, name, start }) => ({ id, name, start })));
    // Keys are listed to their owner only.
    expect((await stranger.gql('{ apiKeys { id } }')).data.apiKeys).toEqual([]);

    const res = await analyst(t, created.key).gql(VIEWER);
    expect(res).toEqual({ data: { viewer: { viaApiKey: true, user: { email: 'user@example.com' } } } });
    expect((await user.gql(VIEWER)).data.viewer.viaApiKey).toBe(false);
  });

  it('answers an invalid key with UNAUTHENTICATED, never as signed out', async () => {
    const res = await analyst(t, 'kl_not-a-real-key').gql(VIEWER);
    expect(res.data?.viewer ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Invalid API key');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses a plain user revoking someone else's key; the key keeps working", async () => {
    const { key, apiKey } = await createKey(user, 'shared');
    const res = await stranger.gql(REVOKE, { input: { id: apiKey.id } });
    expect(res.data.revokeApiKey).toEqual({
      __typename: 'ForbiddenError',
      message: 'You may only revoke your own API keys',
    });
    expect((await analyst(t, key).gql(VIEWER)).data.viewer.viaApiKey).toBe(true);
  });

  it("lets an admin revoke another user's key, after which it no longer works", async () => {
    const { key, apiKey } = await createKey(user, 'leaked');
    expect((await analyst(t, key).gql(VIEWER)).data.viewer.viaApiKey).toBe(true);
    const res = await admin.gql(REVOKE, { input: { id: apiKey.id } });
    expect(res.data.revokeApiKey).toEqual({ __typename: 'RevokeApiKeyPayload', revokedId: apiKey.id });
    const after = await analyst(t, key).gql(VIEWER);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const listed = await user.gql('{ apiKeys { id } }');
    expect(listed.data.apiKeys.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
  });

  it('lets a user revoke their own key', async () => {
    const { key, apiKey } = await createKey(stranger, 'mine');
    const res = await stranger.gql(REVOKE, { input: { id: apiKey.id } });
    expect(res.data.revokeApiKey.__typename).toBe('RevokeApiKeyPayload');
    expect((await analyst(t, key).gql(VIEWER)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses key creation and listing when signed out', async () => {
    const anonymous = t.client();
    const res = await anonymous.gql(CREATE, { input: { name: 'sneaky' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql('{ apiKeys { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('API keys in production', () => {
  let t: TestApp;
  let analystKey: string;
  let browser: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ production: true, env: { GRAPHQL_MAX_DEPTH: '3' } });
    browser = await signedInClient(t, 'analyst@example.com');
    // The app's own documents are persisted; a key is made through the auth API.
    const made = await browser.auth('api-key/create', { name: 'analysis' });
    expect(made.status).toBe(200);
    analystKey = String(made.body?.key);
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

  it('runs the same arbitrary document for an API-key holder', async () => {
    const res = await analyst(t, analystKey).gql(query);
    expect(res).toEqual({ data: { viewer: { viaApiKey: true, user: { email: 'analyst@example.com' } } } });
  });

  it('refuses a document deeper than GRAPHQL_MAX_DEPTH even for an API-key holder', async () => {
    const deep = await analyst(t, analystKey).gql(
      '{ viewer { organisation { seasons { edges { node { number } } } } } }',
    );
    expect(deep.data ?? null).toBeNull();
    expect(deep.errors?.[0]?.message).toContain('Query is too deep');
    const shallow = await analyst(t, analystKey).gql('{ viewer { organisation { locations { name } } } }');
    expect(shallow.errors).toBeUndefined();
  });
});

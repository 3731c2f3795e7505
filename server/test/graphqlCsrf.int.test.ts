import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// What a page on a foreign origin can make a signed-in browser send to /graphql: form posts
// (url-encoded, multipart, text/plain), GETs, and credentialed fetches with its own Origin.
const FOREIGN = 'http://localhost:1';
const TRUSTED = 'https://stats.kicker.test';

const CREATE_ORG = `mutation ($input: CreateOrganisationInput!) {
  createOrganisation(input: $input) { __typename }
}`;
const INPUT = {
  name: 'Forged FC',
  isPublic: true,
  timeZone: 'Europe/Berlin',
  locations: [],
  departments: [],
};
const VIEWER_EMAIL = '{ viewer { user { email } } }';

describe('/graphql refuses what a foreign page can make a browser send', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUSTED_ORIGINS: TRUSTED } });
    admin = await signedInClient(t, 'victim@kicker.test');
  });
  afterAll(() => t?.close());

  /** A request as the signed-in admin's browser would send it (cookie and same Origin unless given). */
  const send = (init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(`${t.baseUrl}/graphql`, {
      ...init,
      headers: { origin: t.baseUrl, cookie: admin.cookieHeader, ...init.headers },
    });

  async function expectRefusedWithoutEvents(res: Promise<Response>, status: number) {
    const before = await eventCount(t);
    const answer = await res;
    expect(answer.status).toBe(status);
    // A trusted origin may read the refusal; a foreign one never gets CORS headers.
    expect(answer.headers.get('access-control-allow-origin')).not.toBe(FOREIGN);
    const body = (await answer.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBeTruthy();
    expect(await eventCount(t)).toBe(before);
  }

  it('runs a JSON mutation from the app itself (the baseline the refusals below differ from)', async () => {
    const before = await eventCount(t);
    const res = await admin.gql(CREATE_ORG, { input: { ...INPUT, name: 'Own FC' } });
    expect(res.data?.createOrganisation.__typename).toBe('CreateOrganisationPayload');
    expect(await eventCount(t)).toBeGreaterThan(before);
  });

  it('refuses a form post to /graphql', async () => {
    const body = new URLSearchParams({ query: CREATE_ORG, variables: JSON.stringify({ input: INPUT }) });
    await expectRefusedWithoutEvents(
      send({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      }),
      415,
    );
  });

  it('refuses a multipart form post to /graphql', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CREATE_ORG, variables: { input: INPUT } }));
    form.set('map', '{}');
    await expectRefusedWithoutEvents(send({ method: 'POST', body: form }), 415);
  });

  it('refuses a text/plain post to /graphql, even when its body is JSON', async () => {
    await expectRefusedWithoutEvents(
      send({
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ query: CREATE_ORG, variables: { input: INPUT } }),
      }),
      415,
    );
  });

  it('refuses a POST without a content type', async () => {
    await expectRefusedWithoutEvents(
      send({
        method: 'POST',
        body: new Blob([JSON.stringify({ query: CREATE_ORG, variables: { input: INPUT } })]),
      }),
      415,
    );
  });

  it('refuses a mutation sent by GET, with or without the CSRF header', async () => {
    const url = `?query=${encodeURIComponent(CREATE_ORG)}&variables=${encodeURIComponent(JSON.stringify({ input: INPUT }))}`;
    const get = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/graphql${url}`, {
        headers: { origin: t.baseUrl, cookie: admin.cookieHeader, ...headers },
      });
    await expectRefusedWithoutEvents(get({}), 403);
    await expectRefusedWithoutEvents(get({ 'x-graphql-yoga-csrf': '1' }), 405);
  });

  it('refuses a cookie-carrying JSON POST whose Origin is foreign', async () => {
    await expectRefusedWithoutEvents(
      send({
        method: 'POST',
        headers: { origin: FOREIGN, 'content-type': 'application/json' },
        body: JSON.stringify({ query: CREATE_ORG, variables: { input: INPUT } }),
      }),
      403,
    );
  });

  it('refuses an Origin of "null" (sandboxed frames, data: pages)', async () => {
    await expectRefusedWithoutEvents(
      send({
        method: 'POST',
        headers: { origin: 'null', 'content-type': 'application/json' },
        body: JSON.stringify({ query: CREATE_ORG, variables: { input: INPUT } }),
      }),
      403,
    );
  });

  it('refuses a browser request that names another site in Sec-Fetch-Site but sends no Origin', async () => {
    const res = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent(VIEWER_EMAIL)}`, {
      headers: { cookie: admin.cookieHeader, 'sec-fetch-site': 'same-site', 'x-graphql-yoga-csrf': '1' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('victim@kicker.test');
  });

  it('answers a CORS preflight from a foreign origin without allowing it', async () => {
    const res = await fetch(`${t.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: FOREIGN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('never hands a foreign origin the viewer with credentials', async () => {
    const res = await send({
      method: 'POST',
      headers: { origin: FOREIGN, 'content-type': 'application/json' },
      body: JSON.stringify({ query: VIEWER_EMAIL }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.text()).not.toContain('victim@kicker.test');
  });

  it('allows CORS with credentials for PUBLIC_URL and TRUSTED_ORIGINS only, and echoes exactly that origin', async () => {
    for (const origin of [t.baseUrl, TRUSTED]) {
      const preflight = await fetch(`${t.baseUrl}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('vary')).toMatch(/origin/i);

      const res = await send({
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ query: VIEWER_EMAIL }),
      });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await res.json()).toEqual({ data: { viewer: { user: { email: 'victim@kicker.test' } } } });
    }
  });

  it('accepts application/json with a charset and answers application/graphql-response+json when asked', async () => {
    const res = await send({
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/graphql-response+json',
      },
      body: JSON.stringify({ query: VIEWER_EMAIL }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await res.json()).toEqual({ data: { viewer: { user: { email: 'victim@kicker.test' } } } });
  });

  it('still serves tools without an Origin: an analyst with an API key, and a signed-out query by GET', async () => {
    // An admin of an organisation may make a key that reads it (DESIGN §11).
    const organisationId = await createOrganisation(admin, { name: 'Key Club' });
    const created = await admin.gql(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeyPayload { key } } }',
      { input: { organisationId, name: 'curl' } },
    );
    const key = String(created.data.createApiKey.key);
    // As curl sends it: no Origin, no cookie, no Sec-Fetch-* headers.
    const res = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: '{ viewer { viaApiKey user { email } } }' }),
    });
    expect(await res.json()).toEqual({
      data: { viewer: { viaApiKey: true, user: { email: 'victim@kicker.test' } } },
    });
    const byGet = await fetch(
      `${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { viaApiKey } }')}`,
      {
        headers: { 'x-api-key': key },
      },
    );
    expect(await byGet.json()).toEqual({ data: { viewer: { viaApiKey: true } } });
    const signedOut = await fetch(
      `${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { viaApiKey } }')}`,
      {
        headers: { 'x-graphql-yoga-csrf': '1' },
      },
    );
    expect(await signedOut.json()).toEqual({ data: { viewer: null } });
  });
});

describe('/graphql in production (persisted documents only)', () => {
  const DOCS = new Map([
    [
      'create-org-1',
      'mutation CreateOrg($input: CreateOrganisationInput!) { createOrganisation(input: $input) { __typename } }',
    ],
    ['viewer-1', 'query ViewerQuery { viewer { user { email } } }'],
  ]);
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ production: true, persisted: DOCS });
    admin = t.client();
    await admin.signUp('first@kicker.test');
    await admin.signIn('first@kicker.test');
  });
  afterAll(() => t?.close());

  it('refuses the persisted id of a mutation sent by GET', async () => {
    const before = await eventCount(t);
    const variables = encodeURIComponent(JSON.stringify({ input: INPUT }));
    const urls = [
      `/graphql?doc_id=create-org-1&variables=${variables}`,
      `/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'create-org-1' } }))}&variables=${variables}`,
    ];
    for (const url of urls)
      for (const headers of [{}, { 'x-graphql-yoga-csrf': '1' }] as Record<string, string>[]) {
        const res = await fetch(`${t.baseUrl}${url}`, {
          headers: { origin: t.baseUrl, cookie: admin.cookieHeader, ...headers },
        });
        const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
        expect(body.errors?.length).toBeGreaterThan(0);
        expect(body.data ?? null).toBeNull();
        expect(await eventCount(t)).toBe(before);
      }
  });

  it('refuses the persisted id of a mutation in a form post', async () => {
    const before = await eventCount(t);
    const res = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        origin: t.baseUrl,
        cookie: admin.cookieHeader,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        doc_id: 'create-org-1',
        variables: JSON.stringify({ input: INPUT }),
      }).toString(),
    });
    expect(res.status).toBe(415);
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses a persisted mutation from a foreign origin and never hands it the viewer', async () => {
    const before = await eventCount(t);
    const post = (doc_id: string, variables?: object) =>
      fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { origin: FOREIGN, cookie: admin.cookieHeader, 'content-type': 'application/json' },
        body: JSON.stringify({ doc_id, variables }),
      });
    expect((await post('create-org-1', { input: INPUT })).status).toBe(403);
    expect(await eventCount(t)).toBe(before);
    const read = await post('viewer-1');
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(await read.text()).not.toContain('first@kicker.test');
  });
});

import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp, type TestClient } from './support/testApp.ts';

// Production: only documents the app was built with run, by id, over HTTP and over WebSocket.
const DOCS = new Map([
  ['viewer-1', 'query ViewerQuery { viewer { emailVerified isAdmin } }'],
  [
    'create-org-1',
    'mutation CreateOrg($input: CreateOrganisationInput!) { createOrganisation(input: $input) { ... on CreateOrganisationPayload { organisation { id } } } }',
  ],
  [
    'add-dept-1',
    'mutation AddDept($input: AddDepartmentInput!) { addDepartment(input: $input) { __typename } }',
  ],
  ['org-changed-1', 'subscription OrgChanged($id: ID!) { organisationChanged(id: $id) { departments } }'],
]);

describe('persisted documents in production', () => {
  let t: TestApp;
  let admin: TestClient;
  let orgId: string;

  const run = async (client: TestClient, docId: string, variables?: object) => {
    const res = await client.fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ doc_id: docId, variables }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: loosely read test response
    return (await res.json()) as any;
  };

  beforeAll(async () => {
    t = await startTestApp({ production: true, persisted: DOCS });
    admin = t.client();
    await admin.signUp('first@kicker.test');
    await admin.signIn('first@kicker.test');
    const created = await run(admin, 'create-org-1', {
      input: {
        name: 'Persisted FC',
        isPublic: true,
        timeZone: 'Europe/Berlin',
        locations: [],
        departments: [],
      },
    });
    orgId = created.data.createOrganisation.organisation.id;
  });
  afterAll(() => t.close());

  it('runs a persisted query by id and refuses unknown ids', async () => {
    expect(await run(t.client(), 'viewer-1')).toEqual({ data: { viewer: null } });
    expect(await run(admin, 'viewer-1')).toEqual({
      data: { viewer: { emailVerified: true, isAdmin: true } },
    });
    const unknown = await run(admin, 'nope');
    expect(unknown.errors[0].message).toBe('Unknown persisted document id');
  });

  function wsClient(browser: TestClient) {
    const headers = { cookie: browser.cookieHeader, origin: t.baseUrl };
    class WS extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    }
    return createClient({
      url: `${t.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WS,
      retryAttempts: 0,
    });
  }

  it('resolves persisted ids for subscriptions over graphql-ws', async () => {
    const client = wsClient(admin);
    const events = client.iterate<{ organisationChanged: { departments: string[] } }>({
      query: '',
      variables: { id: orgId },
      extensions: { doc_id: 'org-changed-1' },
    });
    const first = events.next();
    let emitted: Awaited<typeof first> | undefined;
    for (let n = 1; n <= 20 && !emitted; n++) {
      const res = await run(admin, 'add-dept-1', { input: { organisationId: orgId, name: `Team ${n}` } });
      expect(res.data.addDepartment.__typename).toBe('AddDepartmentPayload');
      emitted = await Promise.race([first, new Promise<undefined>((r) => setTimeout(r, 150))]);
    }
    expect(emitted?.value?.data?.organisationChanged.departments).toContain('Team 1');
    await events.return?.();
    await client.dispose();
  });

  it('refuses an arbitrary subscription document over graphql-ws without an API key', async () => {
    const client = wsClient(admin);
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { organisationChanged(id: "x") { name } }' },
        { next: (v) => resolve(v.errors), error: (e) => resolve(e), complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(errors)).toContain('Only persisted documents are accepted here');
    await client.dispose();
  });
});

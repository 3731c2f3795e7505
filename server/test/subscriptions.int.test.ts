import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  appointInstallationAdmin,
  createOrganisation,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { wsClient as openWs } from './support/wsClient.ts';

const CHANGED = 'subscription ($id: ID!) { organisationChanged(id: $id) { id name departments } }';

describe('subscriptions over graphql-ws', () => {
  let t: TestApp;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let orgId: string;
  let foreignOrgId: string;
  const clients: Client[] = [];

  function wsClient(browser: TestClient, origin = t.baseUrl): Client {
    const client = openWs(t.baseUrl, browser, origin);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    orgId = await createOrganisation(admin, { name: 'Home Club', departments: ['Sales'] });
    otherAdmin = await signedInClient(t, 'other@example.com');
    await appointInstallationAdmin(admin, otherAdmin);
    foreignOrgId = await createOrganisation(otherAdmin, { name: 'Secret Club', isPublic: false });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  afterAll(() => t?.close());

  it('emits the organisation after a change to it', async () => {
    type Changed = { organisationChanged: { id: string; name: string; departments: string[] } };
    const events = wsClient(admin).iterate<Changed>({ query: CHANGED, variables: { id: orgId } });
    const first = events.next();
    // The server subscribes a moment after the socket opens: change the organisation until it emits.
    let emitted: Awaited<typeof first> | undefined;
    for (let n = 1; n <= 20 && !emitted; n++) {
      const res = await admin.gql(
        'mutation ($input: AddDepartmentInput!) { addDepartment(input: $input) { __typename } }',
        { input: { organisationId: orgId, name: `Dept ${n}` } },
      );
      expect(res.data.addDepartment.__typename).toBe('AddDepartmentPayload');
      emitted = await Promise.race([first, new Promise<undefined>((r) => setTimeout(r, 150))]);
    }
    expect(emitted?.done).toBe(false);
    expect(emitted?.value?.errors).toBeUndefined();
    expect(emitted?.value?.data?.organisationChanged).toMatchObject({ id: orgId, name: 'Home Club' });
    expect(emitted?.value?.data?.organisationChanged.departments).toContain('Dept 1');
    await events.return?.();
  });

  it('rejects a socket opened from a foreign Origin', async () => {
    const socket = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: admin.cookieHeader, origin: 'http://evil.example' },
    });
    const status = await new Promise<number | string>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => resolve('open'));
      socket.once('error', (err) => resolve(err.message));
    });
    socket.terminate();
    expect(status).toBe(403);

    // And through graphql-ws: the subscription never starts.
    const client = wsClient(admin, 'http://evil.example');
    const outcome = await new Promise<string>((resolve) => {
      client.subscribe(
        { query: CHANGED, variables: { id: orgId } },
        { next: () => resolve('next'), error: () => resolve('error'), complete: () => resolve('complete') },
      );
    });
    expect(outcome).toBe('error');
  });

  it('errors a subscription to an organisation the viewer cannot see', async () => {
    const client = wsClient(admin);
    const outcome = await new Promise<{ kind: string; errors?: { message: string }[]; data?: unknown }>(
      (resolve) => {
        client.subscribe(
          { query: CHANGED, variables: { id: foreignOrgId } },
          {
            next: (value) => resolve({ kind: 'next', errors: value.errors as never, data: value.data }),
            error: (errors) => resolve({ kind: 'error', errors: errors as never }),
            complete: () => resolve({ kind: 'complete' }),
          },
        );
      },
    );
    // The refusal arrives as a result with errors and no data; nothing about the organisation leaks.
    expect(outcome.kind).toBe('next');
    expect(outcome.data ?? null).toBeNull();
    expect(JSON.stringify(outcome.errors)).toContain('not found');
  });

  it('hides a private organisation from a signed-out subscriber', async () => {
    const client = wsClient(t.client());
    const outcome = await new Promise<{ kind: string; errors?: unknown; data?: unknown }>((resolve) => {
      client.subscribe(
        { query: CHANGED, variables: { id: foreignOrgId } },
        {
          next: (value) => resolve({ kind: 'next', errors: value.errors, data: value.data }),
          error: (errors) => resolve({ kind: 'error', errors }),
          complete: () => resolve({ kind: 'complete' }),
        },
      );
    });
    // The refusal arrives as a result with errors and no data; nothing about the organisation leaks.
    expect(outcome.kind).toBe('next');
    expect(outcome.data ?? null).toBeNull();
    expect(JSON.stringify(outcome.errors)).toContain('not found');
  });

  it('sends the state of a rebuild at once, so a subscriber that comes late still sees it finished', async () => {
    const started = await admin.gql('mutation { rebuildProjection(name: "seasons") { __typename } }');
    expect(started.data.rebuildProjection.__typename).toBe('RebuildProjectionPayload');
    await t.app.services.rebuilds.idle();
    type Rebuilt = { projectionRebuilt: { name: string; lastRebuild: { status: string } } };
    const events = wsClient(admin).iterate<Rebuilt>({
      query: 'subscription { projectionRebuilt(name: "seasons") { name lastRebuild { status } } }',
    });
    const first = await events.next();
    expect(first.value?.data).toEqual({
      projectionRebuilt: { name: 'seasons', lastRebuild: { status: 'done' } },
    });
    await events.return?.();
  });

  it('refuses rebuild progress to non-admins', async () => {
    const player = await signedInClient(t, 'player@example.com');
    const events = wsClient(player).iterate({
      query: 'subscription { projectionRebuilt(name: "seasons") { name } }',
    });
    const first = await events.next();
    expect(JSON.stringify(first.value?.errors)).toContain('You are not allowed to do this');
    await events.return?.();
  });
});

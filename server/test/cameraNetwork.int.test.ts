import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMERA_NETWORKS } from '../src/net/tenantNetwork.ts';
import { type FakeCamera, startFakeCamera } from './support/fakeCamera.ts';
import { createOrganisation, signedInClient, startTestApp, type TestClient } from './support/testApp.ts';
import { run } from './support/tourneyLeague.ts';

// Issue 29 item 1: an admin may type any address as a location's camera; the proxy must not become
// a way into the machine or its network. A stand-in internal service holds a secret; the app's own
// port and its database's are next door. Whatever the address, a viewer reads only what a real
// camera agent answers (it proves the location's token), and hears only "Camera unavailable".

const SECRET = 'internal-secret-4711';

async function internalService() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(SECRET);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('camera addresses', () => {
  let service: Awaited<ReturnType<typeof internalService>>;
  let agent: FakeCamera;
  beforeAll(async () => {
    service = await internalService();
    agent = await startFakeCamera();
  });
  afterAll(async () => {
    await service?.close();
    await agent?.close();
  });

  /** An app with these networks allowed, an admin, a member, and a location with its token. */
  async function league(networks: string) {
    const t = await startTestApp({ env: { CAMERA_NETWORKS: networks, CAMERA_TIMEOUT_MS: '800' } });
    const admin = await signedInClient(t, 'net-admin@example.com');
    const org = await createOrganisation(admin, {
      name: 'Net Club',
      isPublic: true,
      locations: [{ name: 'Table', lat: 1, long: 2 }],
    });
    const locations = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    const locationId = locations.data.organisation.locations[0].id as string;
    const member: TestClient = await signedInClient(t, 'net-member@example.com');
    await run(
      member,
      'createPlayer',
      { organisationId: org, locationId, name: 'Member', nickname: 'Member' },
      'player { id }',
    );
    const token = (await run(admin, 'createCameraToken', { organisationId: org, locationId }, 'token'))
      .token as string;
    const point = async (cameraHost: string) => {
      const res = await run(
        admin,
        'updateLocation',
        { organisationId: org, locationId, name: 'Table', lat: 1, long: 2, cameraHost },
        'organisation { id }',
      );
      expect(res.__typename, cameraHost).toBe('UpdateLocationPayload');
    };
    const frame = async () => {
      const res = await member.fetch(`/camera/${locationId}/frame`);
      return { status: res.status, body: await res.text() };
    };
    return { t, token, point, frame, dbPort: Number(new URL(t.database.url).port) };
  }

  it('refuses loopback, unspecified, link-local and numeric tricks with the default networks', async () => {
    const l = await league(DEFAULT_CAMERA_NETWORKS);
    try {
      const port = new URL(l.t.baseUrl).port;
      for (const host of [
        `http://127.0.0.1:${service.port}`,
        `http://localhost:${service.port}`, // a name: checked after it resolves
        `http://2130706433:${service.port}`,
        `http://0.0.0.0:${service.port}`,
        'http://169.254.169.254',
        `http://127.0.0.1:${port}`,
        `http://[::1]:${service.port}`,
      ]) {
        await l.point(host);
        expect(await l.frame(), host).toEqual({
          status: 502,
          body: JSON.stringify({ error: 'Camera unavailable' }),
        });
      }
      expect(service.seen).toEqual([]);
    } finally {
      await l.t.close();
    }
  });

  it('with loopback allowed, still refuses the app’s own port and its database’s, and relays only a proven answer', async () => {
    const l = await league('127.0.0.0/8');
    try {
      for (const port of [new URL(l.t.baseUrl).port, String(l.dbPort)]) {
        await l.point(`http://127.0.0.1:${port}`);
        expect(await l.frame(), port).toEqual({
          status: 502,
          body: JSON.stringify({ error: 'Camera unavailable' }),
        });
      }
      // An internal service answers, but cannot prove the token: nothing of it reaches the viewer.
      await l.point(`http://127.0.0.1:${service.port}`);
      const stood = await l.frame();
      expect(stood).toEqual({ status: 502, body: JSON.stringify({ error: 'Camera unavailable' }) });
      expect(service.seen.length).toBeGreaterThan(0);
      // An agent with another location's token is no better; with this one's it is relayed.
      await l.point(agent.url);
      agent.token = 'kc_some-other-token';
      expect((await l.frame()).status).toBe(502);
      agent.token = l.token;
      const relayed = await l.frame();
      expect(relayed.status).toBe(200);
      expect(relayed.body).not.toContain(SECRET);
    } finally {
      agent.token = null;
      await l.t.close();
    }
  });
});

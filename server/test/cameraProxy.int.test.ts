import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARY, type FakeCamera, startFakeCamera } from './support/fakeCamera.ts';
import { freePort } from './support/freePort.ts';
import {
  createOrganisation,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { run } from './support/tourneyLeague.ts';

// DESIGN §12 / issue 16: the same-origin camera proxy against a fake camera agent with real JPEGs
// and a real MP4. Only a configured camera of a location the viewer may watch, only the agent's
// paths, Range both ways, the camera's request ended when the viewer leaves, and clear 502/504.

const DAY = '2026-11-26';
const CLIP = '101502-g1-1.mp4';

describe('camera proxy', () => {
  let t: TestApp;
  let camera: FakeCamera;
  let admin: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let locationId: string;
  let bareLocationId: string;
  let awayLocationId: string;
  let orgId: string;

  const locationsOf = async (client: TestClient, org: string) =>
    (await client.gql('query ($id: ID!) { organisation(id: $id) { locations { id name } } }', { id: org }))
      .data.organisation.locations as { id: string; name: string }[];
  const setCamera = (org: string, id: string, name: string, cameraHost: string | null) =>
    run(
      admin,
      'updateLocation',
      { organisationId: org, locationId: id, name, lat: 1, long: 2, cameraHost },
      'organisation { id }',
    );

  const tokenFor = async (org: string, id: string) =>
    (await run(admin, 'createCameraToken', { organisationId: org, locationId: id }, 'token')).token as string;

  beforeAll(async () => {
    camera = await startFakeCamera({ [DAY]: [CLIP, '101900-g1-2.mp4'] });
    t = await startTestApp({ env: { CAMERA_TIMEOUT_MS: '800' } });
    admin = await signedInClient(t, 'cam-admin@example.com');
    orgId = await createOrganisation(admin, {
      name: 'Camera Club',
      isPublic: true,
      locations: [
        { name: 'Table', lat: 1, long: 2 },
        { name: 'Bare', lat: 1, long: 2 },
      ],
    });
    const [table, bare] = await locationsOf(admin, orgId);
    locationId = table!.id;
    bareLocationId = bare!.id;
    expect((await setCamera(orgId, locationId, 'Table', camera.url)).__typename).toBe(
      'UpdateLocationPayload',
    );
    // The agent at the table proves the location's token (issue 29).
    camera.token = await tokenFor(orgId, locationId);
    member = await signedInClient(t, 'cam-member@example.com');
    await run(
      member,
      'createPlayer',
      { organisationId: orgId, locationId, name: 'Member', nickname: 'Member' },
      'player { id }',
    );
    // A stranger plays in another organisation whose table has a camera too; ours is public.
    stranger = await signedInClient(t, 'cam-stranger@example.com');
    const away = await createOrganisation(admin, { name: 'Away Camera Club', isPublic: true });
    awayLocationId = (await locationsOf(admin, away))[0]!.id;
    await setCamera(away, awayLocationId, 'Main office', camera.url);
    await run(
      stranger,
      'createPlayer',
      { organisationId: away, locationId: awayLocationId, name: 'Stranger', nickname: 'Stranger' },
      'player { id }',
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await camera?.close();
  });

  const path = (what: string, id = locationId) => `/camera/${id}/${what}`;

  it('serves one frame as a JPEG and the day listing without thumbnails mixed up', async () => {
    const frame = await member.fetch(path('frame'));
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await frame.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes).toEqual(camera.media.frames[0]);

    const listing = await member.fetch(path(`clips/${DAY}/`));
    expect(listing.status).toBe(200);
    expect(listing.headers.get('content-type')).toBe('application/json');
    expect((await listing.json()).map((e: { name: string }) => e.name)).toEqual([
      CLIP,
      CLIP.replace('.mp4', '.thumb.jpg'),
      '101900-g1-2.mp4',
      '101900-g1-2.thumb.jpg',
    ]);
    // A day without clips is an empty list, not an error.
    const empty = await member.fetch(path('clips/2026-01-01/'));
    expect([empty.status, await empty.json()]).toEqual([200, []]);
  });

  it('serves a clip whole and by range: 206 with exactly the asked bytes, 416 past the end', async () => {
    const whole = await member.fetch(path(`clips/${DAY}/${CLIP}`));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(camera.media.clip);

    const size = camera.media.clip.length;
    const part = await member.fetch(path(`clips/${DAY}/${CLIP}`), { headers: { range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${size}`);
    expect(part.headers.get('content-length')).toBe('1024');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(camera.media.clip.subarray(100, 1124));

    const tail = await member.fetch(path(`clips/${DAY}/${CLIP}`), { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(camera.media.clip.subarray(size - 10));

    const past = await member.fetch(path(`clips/${DAY}/${CLIP}`), {
      headers: { range: `bytes=${size + 5}-` },
    });
    expect(past.status).toBe(416);
    const thumb = await member.fetch(path(`clips/${DAY}/${CLIP.replace('.mp4', '.thumb.jpg')}`));
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    // Nothing of the viewer's request but Range travels to the camera.
    const asked = camera.requests.filter((r) => r.path === `/${DAY}/${CLIP}`);
    expect(asked.every((r) => r.headers.cookie === undefined)).toBe(true);
  });

  it('streams MJPEG through, and ends the camera request when the viewer leaves', async () => {
    const url = new URL(path('stream'), t.baseUrl);
    const before = camera.requests.filter((r) => r.path === '/?action=stream').length;
    const received = await new Promise<{ type: string; first: string }>((resolve, reject) => {
      const req = http.get(url, { headers: { cookie: member.cookieHeader } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ type: String(res.headers['content-type']), first: chunk.toString('latin1', 0, 40) });
          // The viewer closes the page.
          req.destroy();
        });
      });
      req.once('error', (err) =>
        err.message.includes('aborted') || err.message.includes('socket hang up') ? undefined : reject(err),
      );
    });
    expect(received.type).toBe(`multipart/x-mixed-replace; boundary=${BOUNDARY}`);
    expect(received.first).toContain(`--${BOUNDARY}`);
    const mine = camera.requests.filter((r) => r.path === '/?action=stream')[before];
    expect(mine).toBeDefined();
    // The fake camera sees its request closed (it would stream forever otherwise).
    await expect.poll(() => mine!.closed, { timeout: 10_000 }).toBe(true);
  });

  it('refuses strangers, other organisations, locations without a camera and the signed-out', async () => {
    // Our organisation is public, but its camera is for its members only.
    const seen = await stranger.fetch(path('frame'));
    expect([seen.status, (await seen.json()).error]).toEqual([404, 'Location not found']);
    // Our member cannot reach the other organisation's camera either.
    expect((await member.fetch(path('frame', awayLocationId))).status).toBe(404);
    const bare = await member.fetch(path('frame', bareLocationId));
    expect([bare.status, (await bare.json()).error]).toEqual([404, 'No camera at this location']);
    expect((await t.client().fetch(path('frame'))).status).toBe(401);
    expect((await member.fetch(path('frame', 'no-such-location'))).status).toBe(404);
    // Only GET and HEAD.
    expect((await member.fetch(path('frame'), { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('is no open proxy: only the agent paths, no traversal, no host from the viewer', async () => {
    const requestsBefore = camera.requests.length;
    for (const bad of [
      `/camera/${locationId}/clips/${DAY}/..%2F..%2Fetc%2Fpasswd`,
      `/camera/${locationId}/clips/${DAY}/../${CLIP}`,
      `/camera/${locationId}/clips/${DAY}/index.html`,
      `/camera/${locationId}/clips/not-a-day/`,
      `/camera/${locationId}/picture/1/frame`,
      `/camera/${locationId}/stream?host=http://evil.example`,
      `/camera/${locationId}/http:%2F%2Fevil.example%2F`,
    ]) {
      const res = await member.fetch(bad);
      expect([bad, res.status]).toEqual([bad, bad.includes('?host=') ? 200 : 400]);
      if (bad.includes('?host=')) await res.body?.cancel();
    }
    // The query string was ignored: the stream went to the configured camera, nothing else did.
    expect(camera.requests.slice(requestsBefore).map((r) => r.path)).toEqual(['/?action=stream']);
  });

  it('says only "Camera unavailable" (502) when the camera is unreachable or does not answer in time', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    await setCamera(orgId, bareLocationId, 'Bare', nobody);
    await tokenFor(orgId, bareLocationId);
    const down = await member.fetch(path('frame', bareLocationId));
    expect([down.status, (await down.json()).error]).toEqual([502, 'Camera unavailable']);
    camera.hang = true;
    try {
      const slow = await member.fetch(path('frame'));
      expect([slow.status, (await slow.json()).error]).toEqual([502, 'Camera unavailable']);
    } finally {
      camera.hang = false;
      await setCamera(orgId, bareLocationId, 'Bare', null);
    }
  });

  it('keeps the CSP closed: proxied answers carry a sandboxing policy, the app needs no camera host', async () => {
    const frame = await member.fetch(path('frame'));
    expect(frame.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'self'; sandbox",
    );
    await frame.arrayBuffer();
  });
});

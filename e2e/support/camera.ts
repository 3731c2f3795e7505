import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileSafeId } from '../../server/src/camera/clipListing.ts';
import { systemActor } from '../../server/src/commands/command.ts';
import { changeOrganisation } from '../../server/src/commands/organisation.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { cameraTokenStart, hashCameraToken, newCameraToken } from '../../server/src/graphql/cameraSocket.ts';
import { globalIds } from '../../server/src/graphql/globalIds.ts';
import { type FakeCamera, startFakeCamera } from '../../server/test/support/fakeCamera.ts';
import type { TestApp } from '../../server/test/support/testApp.ts';

/** The demo league's table where the demo admin plays, with its organisation and the admin's id. */
export async function adminTable(t: TestApp) {
  const { rows } = await t.database.pool.query<{
    org_id: string;
    location_id: string;
    name: string;
    lat: number;
    long: number;
    user_id: string;
  }>(
    `SELECT l.org_id, l.location_id, l.name, l.lat, l.long, p.user_id
     FROM players p JOIN organisation_locations l ON l.org_id = p.org_id AND l.location_id = p.location_id
     WHERE p.user_id IS NOT NULL ORDER BY p.created_at LIMIT 1`,
  );
  if (!rows[0]) throw new Error('The demo league has no admin player');
  return rows[0];
}

/**
 * A fake camera agent (real JPEGs and a real MP4, server/test/support/fakeCamera.ts) put at the demo
 * admin's table, as an admin does by entering its address in the location editor and making the
 * location's camera token, which the agent is given.
 */
export async function cameraAtAdminTable(
  t: TestApp,
  clips: Record<string, string[]> = {},
): Promise<FakeCamera> {
  const camera = await startFakeCamera(clips);
  const table = await adminTable(t);
  const location = {
    locationId: table.location_id,
    name: table.name,
    lat: table.lat,
    long: table.long,
    cameraHost: camera.url,
  };
  // The location's camera token, which the agent proves with every answer (issue 29).
  const token = newCameraToken();
  const issue = {
    type: 'IssueCameraToken' as const,
    locationId: table.location_id,
    tokenHash: hashCameraToken(token),
    start: cameraTokenStart(token),
  };
  for (const command of [{ type: 'ChangeLocation' as const, location }, issue]) {
    const changed = await runCommand(
      t.app.services.commands,
      changeOrganisation,
      { orgId: table.org_id, command },
      systemActor(table.user_id),
    );
    if (!('events' in changed)) throw new Error(changed.message);
  }
  camera.token = token;
  return camera;
}

/**
 * A stand-in for an organisation's external feedback tool: a page that reports every message its
 * window receives (origin and data) back to its own server, where the test reads them.
 */
export async function startFakeFeedbackTool() {
  const received: { origin: string; data: unknown }[] = [];
  const page = `<!doctype html><title>Feedback tool</title><h1>Feedback tool</h1><script>
    addEventListener('message', (e) => fetch('/got', { method: 'POST', body: JSON.stringify({ origin: e.origin, data: e.data }) }));
  </script>`;
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/got') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end();
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kicker`,
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections to the frame's server open.
        server.closeAllConnections();
      }),
  };
}

/** The file name the camera agent gives a goal's clip (camera/src/naming.ts): UTC time, Relay id, goal. */
export function agentClipName(orgId: string, liveGameId: string, goal: number, at: Date): string {
  const hhmmss = at.toISOString().slice(11, 19).replaceAll(':', '');
  return `${hhmmss}-${fileSafeId(globalIds.liveGame(orgId, liveGameId))}-${goal}.mp4`;
}

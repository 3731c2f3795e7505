import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/globalSetup.ts';
import {
  alive,
  cleanUp,
  postgresPid,
  type Running,
  startServer,
  waitReady,
} from './support/serverProcess.ts';
import { TestClient } from './support/testApp.ts';

// The real `server/src/main.ts` as a child process, on its own embedded PostgreSQL data folder.
describe('server lifecycle on embedded PostgreSQL', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let url: string;
  const running: Running[] = [];
  const start = () => {
    const s = startServer(env);
    running.push(s);
    return s;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-lifecycle-'));
    fs.chmodSync(dataDir, 0o755);
    const port = await freePort();
    url = `http://localhost:${port}`;
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      EMBEDDED_PG_PORT: String(await freePort()),
    };
  });

  afterAll(() => cleanUp(dataDir, running));

  // Each test starts the server two or three times: minutes on a busy machine, not the default 30 s.
  it('keeps data across a SIGTERM stop and a new start, and stops PostgreSQL cleanly', {
    timeout: 180_000,
  }, async () => {
    const first = start();
    await waitReady(url, first);
    const admin = new TestClient(url);
    expect((await admin.signUp('first@kicker.test')).status).toBe(200);
    expect((await admin.signIn('first@kicker.test')).status).toBe(200);
    const created = await admin.gql(
      `mutation { createOrganisation(input: { name: "Persisted", isPublic: false, timeZone: "Europe/Berlin", locations: [], departments: [] }) { __typename } }`,
    );
    expect(created.data.createOrganisation.__typename).toBe('CreateOrganisationPayload');

    const pgPid = postgresPid(dataDir);
    expect(alive(pgPid)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(alive(pgPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const second = start();
    await waitReady(url, second);
    const again = new TestClient(url);
    expect((await again.signIn('first@kicker.test')).status).toBe(200);
    const { data } = await again.gql('{ viewer { isAdmin organisation { name } } }');
    expect(data.viewer).toEqual({ isAdmin: true, organisation: { name: 'Persisted' } });

    // A second server on the same data folder refuses to start and leaves the first one alone.
    const intruder = startServer({ ...env, PORT: String(await freePort()) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by another Kicker League server');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('recovers after the server was killed and left PostgreSQL running', { timeout: 180_000 }, async () => {
    const crashed = start();
    await waitReady(url, crashed);
    const pgPid = postgresPid(dataDir);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(alive(pgPid)).toBe(true); // orphaned: its own process group survived

    const next = start();
    await waitReady(url, next);
    expect(alive(pgPid)).toBe(false);
    const c = new TestClient(url);
    expect((await c.signIn('first@kicker.test')).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

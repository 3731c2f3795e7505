import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../scripts/demoData.ts';
import { freePort } from './support/globalSetup.ts';
import {
  alive,
  cleanUp,
  postgresPid,
  type Running,
  startScript,
  startServer,
  waitReady,
} from './support/serverProcess.ts';
import { TestClient } from './support/testApp.ts';

// The README's order: `pnpm start` in one terminal, `pnpm seed:demo` in another. Both are the real
// scripts as child processes, on one embedded PostgreSQL data folder.
describe('pnpm seed:demo next to a running server', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let url: string;
  const processes: Running[] = [];
  const run = (script: string, extra: Record<string, string> = {}) => {
    const p = startScript(script, { ...env, ...extra });
    processes.push(p);
    return p;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-seed-'));
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
  afterAll(() => cleanUp(dataDir, processes));

  it("fills the running server's database, and the server shows the demo league", {
    timeout: 180_000,
  }, async () => {
    const server = startServer(env);
    processes.push(server);
    await waitReady(url, server);

    // Run as a newcomer does in a second terminal: without the server's PORT and PUBLIC_URL. It
    // still names the address the server runs at (issue 28), not the default port.
    const seed = startScript('server/scripts/seed-demo.ts', {
      DATA_DIR: dataDir,
      DEMO_ADMIN_PASSWORD: 'demo-password-1',
    });
    processes.push(seed);
    expect(await seed.exited, seed.output()).toBe(0);
    expect(seed.output()).toContain('Demo league ready.');
    expect(seed.output()).toContain(`Sign in at ${url}\n`);
    expect(url).not.toBe('http://localhost:3000');

    // The server kept running on its folder, and shows what the seed wrote.
    expect(server.child.exitCode).toBe(null);
    expect(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(server.child.pid));
    const admin = new TestClient(url);
    expect((await admin.signIn(DEMO_ADMIN_EMAIL, 'demo-password-1')).status).toBe(200);
    const { data } = await admin.gql(`{
      viewer {
        isAdmin
        organisation {
          name
          locations { name }
          players(first: 100) { edges { node { nickname } } }
          matches(first: 50) { edges { node { id } } pageInfo { hasNextPage } }
        }
      }
    }`);
    const org = data.viewer.organisation;
    expect(data.viewer.isAdmin).toBe(true);
    expect(org.name).toBe('Kicker Demo GmbH');
    expect(org.locations.map((l: { name: string }) => l.name)).toEqual(['Munich', 'Berlin']);
    expect(org.players.edges).toHaveLength(16);
    expect(org.matches.edges).toHaveLength(50);
    expect(org.matches.pageInfo.hasNextPage).toBe(true);
  });

  it('without a server, starts PostgreSQL itself and leaves the folder free afterwards', {
    timeout: 120_000,
  }, async () => {
    const server = processes[0]!;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The folder is seeded already: the seed refuses, changing nothing, and tidies up.
    const seed = run('server/scripts/seed-demo.ts');
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain('only fills an empty installation');
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    expect(alive(postgresPid(dataDir))).toBe(false);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/globalSetup.ts';
import { TestClient } from './support/testApp.ts';

// The real `server/src/main.ts` as a child process, on its own embedded PostgreSQL data folder.
const root = path.join(import.meta.dirname, '../..');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitReady(url: string, server: Running) {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

const postgresPid = (dataDir: string) => {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
};
const alive = (pid: number | null) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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

  afterAll(async () => {
    for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    const pid = postgresPid(dataDir);
    if (alive(pid)) process.kill(pid!, 'SIGINT');
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps data across a SIGTERM stop and a new start, and stops PostgreSQL cleanly', async () => {
    const first = start();
    await waitReady(url, first);
    const admin = new TestClient(url);
    expect((await admin.signUp('first@kicker.test')).status).toBe(200);
    expect((await admin.signIn('first@kicker.test')).status).toBe(200);
    const created = await admin.gql(
      `mutation { createOrganisation(input: { name: "Persisted", isPublic: false, timeZone: "Europe/Berlin", locations: [], departments: [] }) { __typename } }`,
    );
    expect(created.data.createOrganisation.__typename).toBe('OrganisationPayload');

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

  it('recovers after the server was killed and left PostgreSQL running', async () => {
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

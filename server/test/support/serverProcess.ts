import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The real `server/src/main.ts` (or another script of ours) as a child process.
export const root = path.join(import.meta.dirname, '../../..');

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx <script> [args]` from the repository root, logging at info unless env says otherwise. */
export function startScript(script: string, env: Record<string, string>, args: string[] = []): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

export function startServer(env: Record<string, string>): Running {
  return startScript('server/src/main.ts', env);
}

/** Until /readyz answers 200; a first start (initdb) on a busy machine may take most of a minute. */
export async function waitReady(url: string, server: Running, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
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

export const postgresPid = (dataDir: string) => {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
};

export const alive = (pid: number | null) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills what is left (servers, then the data folder's PostgreSQL) and removes the data folder. */
export async function cleanUp(dataDir: string, processes: Running[]) {
  for (const s of processes)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  const pid = postgresPid(dataDir);
  if (alive(pid)) process.kill(pid!, 'SIGINT');
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

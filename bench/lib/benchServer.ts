import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { loadEnvironment } from '../../server/src/environment.ts';
import { freePort } from '../../server/test/support/freePort.ts';

type Defer = (what: string, undo: () => unknown) => void;

export interface BenchServer {
  app: Awaited<ReturnType<typeof createApp>>;
  /** http://127.0.0.1:port */
  base: string;
  /** The embedded PostgreSQL's URL. */
  databaseUrl: string;
  /** The embedded PostgreSQL's data folder (for its CPU time). */
  dataDir: string;
}

/**
 * The app on a fresh embedded PostgreSQL, as the benchmarks run it: development mode (they send
 * their own documents; production accepts only the app's), no logs, sign-in limits out of the way.
 * Everything it starts is stopped by `defer`'s cleanup (lib/cleanup.ts).
 */
export async function startBenchServer(defer: Defer, name: string): Promise<BenchServer> {
  const { url: databaseUrl, dataDir } = await startBenchPostgres(defer, name);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const environment = loadEnvironment({
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN: '1000',
  });
  const app = await createApp(environment, databaseUrl);
  defer('server', () => app.close());
  await app.listen();
  return { app, base, databaseUrl, dataDir };
}

/**
 * A fresh embedded PostgreSQL in a temporary folder of its own (not migrated: the app migrates on
 * start), stopped and removed by `defer`'s cleanup.
 */
export async function startBenchPostgres(
  defer: Defer,
  name: string,
): Promise<{ url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kicker-bench-${name}-pg-`));
  defer('PostgreSQL data folder', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    database: `kicker_bench_${name}`,
  });
  defer('PostgreSQL', () => pg.stop());
  return { url: pg.url, dataDir };
}

/** A fresh random password for a benchmark's accounts. */
export const benchPassword = () => randomBytes(12).toString('base64url');

/** Signs in over HTTP and returns the session cookie header. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((l) => l.split(';')[0]!)
    .join('; ');
}

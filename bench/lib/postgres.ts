import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type Db } from '../../server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { freePort } from '../../server/test/support/freePort.ts';

export interface BenchDatabase extends Db {
  /** Where the server came from, for the report. */
  source: string;
  /** The database's connection string (for a second connection of its own, e.g. LISTEN). */
  url: string;
  /**
   * CPU time (ms) used so far by the PostgreSQL server (postmaster, its live children and those it
   * has reaped), read from /proc; null when the server is not ours (DATABASE_URL) or not on Linux.
   */
  serverCpuMs(): number | null;
}

type Cleanup = () => Promise<void> | void;

/**
 * A migrated database of the benchmark's own: a database created on DATABASE_URL's server (and
 * dropped afterwards) when DATABASE_URL is set, else an embedded PostgreSQL in a temporary folder
 * (stopped and removed afterwards). `cleanup` runs on success, on error and on Ctrl-C.
 */
export async function withBenchDatabase<T>(
  options: { poolSize: number },
  body: (db: BenchDatabase) => Promise<T>,
): Promise<T> {
  const cleanups: Cleanup[] = [];
  let cleaning: Promise<void> | null = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const fn of cleanups.reverse()) {
        try {
          await fn();
        } catch (error) {
          console.error('cleanup failed:', error);
        }
      }
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    let url: string;
    let source: string;
    let serverCpuMs = (): number | null => null;
    const name = `kicker_bench_${randomBytes(4).toString('hex')}`;
    if (process.env.DATABASE_URL) {
      const admin = connect(process.env.DATABASE_URL, { max: 1 });
      cleanups.push(() => admin.close());
      await admin.pool.query(`CREATE DATABASE ${name}`);
      cleanups.push(async () => {
        await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = `/${name}`;
      url = u.toString();
      source = `DATABASE_URL server, database ${name} (dropped afterwards)`;
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-bench-pg-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      // As root the server runs as the `postgres` user, which must be able to enter the folder.
      fs.chmodSync(dataDir, 0o755);
      const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: name });
      cleanups.push(() => pg.stop());
      url = pg.url;
      serverCpuMs = embeddedServerCpu(dataDir);
      source = `embedded PostgreSQL in ${dataDir} (removed afterwards), default settings`;
    }
    const db = connect(url, { max: options.poolSize });
    cleanups.push(() => db.close());
    await migrate(db.db);
    return await body({ ...db, source, url, serverCpuMs });
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** CPU time (ms) of the embedded PostgreSQL of `dataDir` so far, or null where /proc cannot tell. */
export function embeddedServerCpu(dataDir: string): () => number | null {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!fs.existsSync(`/proc/${postmaster}/stat`)) return () => null;
  return () => processTreeCpuMs(postmaster);
}

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node supports

/**
 * CPU time (ms) of `pid` and its live children, plus its reaped children (utime + stime + cutime +
 * cstime from /proc), e.g. a server process of a benchmark's own.
 */
export function processTreeCpuMs(pid: number): number {
  const stat = (p: number | string) => {
    // Fields after "(comm)": state ppid ... utime(14) stime(15) cutime(16) cstime(17), 1-based overall.
    const text = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      utime: Number(f[11]),
      stime: Number(f[12]),
      cutime: Number(f[13]),
      cstime: Number(f[14]),
    };
  };
  const root = stat(pid);
  let ticks = root.utime + root.stime + root.cutime + root.cstime;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const s = stat(entry);
      if (s.ppid === pid) ticks += s.utime + s.stime;
    } catch {
      // the process ended while we looked
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

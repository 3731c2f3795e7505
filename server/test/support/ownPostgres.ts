import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../src/db/database.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import type { TestDatabase } from './db.ts';
import { freePort } from './freePort.ts';

/**
 * A PostgreSQL server of one test file's own, which the test may stop and start again (the shared
 * test server must keep running for the other files). `dataDir` may be given (e.g. a small mounted
 * file system); otherwise a temporary folder is made and removed.
 */
export interface OwnPostgres {
  url: string;
  dataDir: string;
  /** A pool on it for the test's own queries; `drop` only closes the pool. */
  database: TestDatabase;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes the data folder (when the folder was made here). */
  remove(): Promise<void>;
}

export async function startOwnPostgres({ dataDir }: { dataDir?: string } = {}): Promise<OwnPostgres> {
  const made = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-own-pg-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  let running: EmbeddedPostgres | null = await startEmbeddedPostgres({ dataDir: dir, port });
  const url = running.url;
  const pool = connect(url, { max: 5 });
  return {
    url,
    dataDir: dir,
    database: { ...pool, url, drop: () => pool.close() },
    async stop() {
      await running?.stop();
      running = null;
    },
    async start() {
      running ??= await startEmbeddedPostgres({ dataDir: dir, port });
    },
    async remove() {
      await pool.close();
      await running?.stop();
      running = null;
      if (made) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

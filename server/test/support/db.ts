import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Db } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import './provided.ts';

export interface TestDatabase extends Db {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, migrated; drop() removes it. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const serverUrl = new URL(workerServerUrl());
  const name = `kicker_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), { max: 30 });
  if (migrated) await migrate(database.db);
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The PostgreSQL server of this test worker. Vitest numbers the workers running at the same time
 * 1…maxWorkers (VITEST_POOL_ID), so two files never share a server: catch-up reads wait for every
 * transaction in flight on their server (the snapshot's xmin), and another file's would hold them up.
 */
export function workerServerUrl(): string {
  const urls = inject('pgServerUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}

async function admin(serverUrl: URL, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

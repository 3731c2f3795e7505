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
  const serverUrl = new URL(inject('pgServerUrl'));
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

async function admin(serverUrl: URL, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { projections } from '@kicker/projections';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../scripts/demoData.ts';
import { migrateForTools } from '../src/db/migrateForTools.ts';
import { loadEnvironment } from '../src/environment.ts';
import { exportEventLog } from '../src/maintenance/eventLogExport.ts';
import { EventLogImportError, importEventLog } from '../src/maintenance/eventLogImport.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';
import { startScript } from './support/serverProcess.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

// Issue 17 item 2: `pnpm events:export` writes the event log and the accounts to a file;
// `pnpm events:import` puts it into an empty database and rebuilds every read model from it. The
// demo league goes through both scripts, and every read model table comes back row for row.

const PASSWORD = 'demo-password-1';
const READ_MODEL_TABLES = [...new Set(projections.flatMap((p) => p.tables))];
/** Kept as they are; events lose only their transaction id (it belongs to the old server). */
const LOG_TABLES: [string, string][] = [
  ['streams', 'row_to_json(t)::jsonb'],
  ['commands', 'row_to_json(t)::jsonb'],
  ['"user"', 'row_to_json(t)::jsonb'],
  ['account', 'row_to_json(t)::jsonb'],
  ['apikey', 'row_to_json(t)::jsonb'],
  ['events', `row_to_json(t)::jsonb - 'transaction_id'`],
];

/** Every row of a table as text, sorted: two databases agree when these lists are equal. */
async function rowsOf(db: TestDatabase, table: string, expression = 'row_to_json(t)::jsonb') {
  const { rows } = await db.pool.query<{ r: string }>(`SELECT (${expression})::text AS r FROM ${table} t`);
  return rows.map((row) => row.r).sort();
}

async function untilCaughtUp(db: TestDatabase) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await db.pool.query<{ behind: boolean }>(
      `SELECT coalesce((SELECT global_position FROM projection_checkpoints WHERE name = 'eventStats'), 0)
         < (SELECT max(global_position) FROM events) AS behind`,
    );
    if (!rows[0]?.behind) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the catch-up read models did not catch up');
}

describe('the event-log export and import', () => {
  let source: TestApp;
  let target: TestDatabase;
  let apiKey: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-event-log-'));
    source = await startTestApp();
    await seedDemo(source.app.services, { password: PASSWORD });
    // An API key too: accounts travel with the log.
    const admin = source.client();
    expect((await admin.signIn(DEMO_ADMIN_EMAIL, PASSWORD)).status).toBe(200);
    const org = (await admin.gql('{ viewer { organisation { id } } }')).data.viewer.organisation.id;
    const created = await admin.gql(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeyPayload { key } } }`,
      { input: { organisationId: org, name: 'notebook' } },
    );
    apiKey = created.data.createApiKey.key;
    await untilCaughtUp(source.database);
    target = await createTestDatabase({ migrated: false });
  }, 180_000);
  afterAll(async () => {
    await source?.close();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives back every read model row for row, and the accounts, through both scripts', {
    timeout: 180_000,
  }, async () => {
    const file = path.join(dir, 'demo.jsonl');
    const exported = startScript('server/scripts/events-export.ts', { DATABASE_URL: source.database.url }, [
      file,
    ]);
    expect(await exported.exited, exported.output()).toBe(0);
    expect(exported.output()).toMatch(
      /Exported \d+ user, \d+ account, 1 apikey, \d+ streams, \d+ commands, \d+ events/,
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const imported = startScript('server/scripts/events-import.ts', { DATABASE_URL: target.url }, [file]);
    expect(await imported.exited, imported.output()).toBe(0);
    expect(imported.output()).toContain('rebuilt every read model');

    for (const [table, expression] of LOG_TABLES)
      expect(await rowsOf(target, table, expression), table).toEqual(
        await rowsOf(source.database, table, expression),
      );
    for (const table of READ_MODEL_TABLES)
      expect(await rowsOf(target, table), table).toEqual(await rowsOf(source.database, table));
    // The catch-up checkpoints stand at the end of the same log.
    expect(await rowsOf(target, 'projection_checkpoints', `t.name || ' ' || t.global_position`)).toEqual(
      await rowsOf(source.database, 'projection_checkpoints', `t.name || ' ' || t.global_position`),
    );

    // The app on the imported database: the admin signs in with their password, the key still reads,
    // and new events continue after the imported ones.
    const restored = await startTestApp({ database: target });
    try {
      const admin = restored.client();
      expect((await admin.signIn(DEMO_ADMIN_EMAIL, PASSWORD)).status).toBe(200);
      const { data } = await admin.gql('{ viewer { isAdmin organisation { name } } }');
      expect(data.viewer).toEqual({ isAdmin: true, organisation: { name: 'Kicker Demo GmbH' } });
      const analyst = restored.client();
      analyst.headers['x-api-key'] = apiKey;
      expect((await analyst.gql('{ viewer { viaApiKey } }')).data.viewer.viaApiKey).toBe(true);
      const renamed = await admin.gql(
        `mutation ($input: AddDepartmentInput!) { addDepartment(input: $input) { __typename } }`,
        {
          input: {
            organisationId: (await admin.gql('{ viewer { organisation { id } } }')).data.viewer.organisation
              .id,
            name: 'Imported',
          },
        },
      );
      expect(renamed.data.addDepartment.__typename).toBe('AddDepartmentPayload');
      const { rows } = await target.pool.query<{ newest: number; before: number }>(
        `SELECT max(global_position)::int AS newest,
                (SELECT max(global_position)::int FROM events WHERE type <> 'DepartmentAdded') AS before FROM events`,
      );
      expect(rows[0]!.newest).toBeGreaterThan(rows[0]!.before);
    } finally {
      await restored.close();
    }
  });

  it('refuses a cut or foreign file and a database that is not empty, and writes nothing', async () => {
    const whole = fs.readFileSync(path.join(dir, 'demo.jsonl'), 'utf8').trimEnd().split('\n');
    const cut = path.join(dir, 'cut.jsonl');
    fs.writeFileSync(cut, `${whole.slice(0, -1).join('\n')}\n`);
    const foreign = path.join(dir, 'foreign.jsonl');
    fs.writeFileSync(foreign, '{"hello":"world"}\n');
    const empty = await createTestDatabase();
    try {
      await expect(importEventLog(empty.db, cut)).rejects.toThrow(
        /ends at line \d+ without the export's last line: it is incomplete/,
      );
      await expect(importEventLog(empty.db, foreign)).rejects.toThrow(
        'is not a Kicker League event-log export',
      );
      await expect(importEventLog(empty.db, path.join(dir, 'missing.jsonl'))).rejects.toThrow(
        'There is no file',
      );
      const { rows } = await empty.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
      expect(rows[0]!.n).toBe(0);
      // The target of the first test already holds the log: nothing is added to it.
      const before = await rowsOf(target, 'events', 'global_position');
      await expect(importEventLog(target.db, path.join(dir, 'demo.jsonl'))).rejects.toBeInstanceOf(
        EventLogImportError,
      );
      await expect(importEventLog(target.db, path.join(dir, 'demo.jsonl'))).rejects.toThrow(
        /already holds \d+ events and \d+ users/,
      );
      expect(await rowsOf(target, 'events', 'global_position')).toEqual(before);
    } finally {
      await empty.drop();
    }
  });

  it('keeps the order in which readers read the log when transactions committed out of order', async () => {
    const old = await createTestDatabase({ migrated: false });
    const fresh = await createTestDatabase({ migrated: false });
    const environment = loadEnvironment({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    try {
      for (const db of [old, fresh]) await migrateForTools(db.db, environment, pino({ level: 'silent' }));
      const insert = (stream: string) =>
        `INSERT INTO events (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata)
         VALUES ('o', '${stream}', 1, gen_random_uuid(), 'OrderTest', 1, '{}', '{}')`;
      // A takes its transaction id first but writes last: its event has the higher position and the
      // lower transaction id, so readers read it before B's.
      const a = await old.pool.connect();
      const b = await old.pool.connect();
      try {
        await a.query('BEGIN');
        await a.query('SELECT pg_current_xact_id()');
        await b.query(`BEGIN; ${insert('b1')}; ${insert('b2')}; COMMIT`);
        await a.query(`${insert('a1')}; COMMIT`);
        await old.pool.query(insert('c1'));
      } finally {
        a.release();
        b.release();
      }
      const readOrder = async (db: TestDatabase) =>
        (
          await db.pool.query<{ stream_id: string; global_position: number }>(
            `SELECT stream_id, global_position FROM events ORDER BY transaction_id, global_position`,
          )
        ).rows;
      const before = await readOrder(old);
      expect(before.map((r) => r.stream_id)).toEqual(['a1', 'b1', 'b2', 'c1']);

      const file = path.join(dir, 'order.jsonl');
      const output = fs.createWriteStream(file);
      await exportEventLog(old.db, output);
      output.end();
      await finished(output);
      const result = await importEventLog(fresh.db, file);
      // a1 (position 3) is followed by b1 (position 1): b1 starts a second transaction.
      expect(result.transactions).toBe(2);
      expect(await readOrder(fresh)).toEqual(before);
    } finally {
      await old.drop();
      await fresh.drop();
    }
  });
});

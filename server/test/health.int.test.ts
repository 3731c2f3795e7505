import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with 200 once migrated', async () => {
    const c = t.client();
    expect((await c.fetch('/healthz')).status).toBe(200);
    const ready = await c.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers a signed-out viewer query with null', async () => {
    const res = await t.client().gql('{ viewer { emailVerified } }');
    expect(res).toEqual({ data: { viewer: null } });
  });

  it('runs migrations again without changing anything', async () => {
    const tables = () =>
      t.database.pool.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      );
    const before = (await tables()).rows[0].n;
    await migrate(t.app.services.db);
    await migrate(t.app.services.db);
    expect((await tables()).rows[0].n).toBe(before);
  });

  it('serves GraphiQL in development', async () => {
    const res = await t.client().fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GraphiQL');
  });

  it('reports not ready when a migration is missing', async () => {
    const c = t.client();
    await t.database.pool.query(`DROP TABLE kysely_migration_app`);
    const res = await c.fetch('/readyz');
    expect(res.status).toBe(503);
  });
});

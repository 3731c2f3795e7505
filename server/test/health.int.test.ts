import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('reports not ready when a migration is missing', async () => {
    const c = t.client();
    await t.database.pool.query(`DROP TABLE kysely_migration_app`);
    const res = await c.fetch('/readyz');
    expect(res.status).toBe(503);
  });
});

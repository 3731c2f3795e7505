import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { workerServerUrl } from './support/db.ts';

// The test run's own PostgreSQL servers (support/globalSetup.ts): files running at the same time
// must not share one, as catch-up reads wait for every transaction in flight on their server.
describe('the PostgreSQL servers of a test run', () => {
  it('gives every test worker a server of its own', () => {
    const urls = inject('pgServerUrls');
    expect(new Set(urls.map((url) => new URL(url).host)).size).toBe(urls.length);
    const worker = Number(process.env.VITEST_POOL_ID);
    expect(worker).toBeGreaterThanOrEqual(1);
    expect(worker).toBeLessThanOrEqual(urls.length);
    expect(workerServerUrl()).toBe(urls[worker - 1]);
  });

  it.skipIf(process.env.DATABASE_URL)(
    'skips the flushes to disk that its throwaway data does not need',
    async () => {
      const client = new pg.Client({ connectionString: workerServerUrl() });
      await client.connect();
      try {
        const settings: Record<string, string> = {};
        for (const name of ['fsync', 'synchronous_commit', 'full_page_writes'])
          settings[name] = (await client.query(`SHOW ${name}`)).rows[0][name];
        expect(settings).toEqual({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
      } finally {
        await client.end();
      }
    },
  );
});

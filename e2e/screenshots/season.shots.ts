import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { shoot } from './shoot.ts';

// The stats tables of the demo league as the demo admin sees them (issue 13).
describe('season screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  it('shoots the season tables, a past table and the other table tabs', { timeout: flow(60) }, async () => {
    const { rows } = await e2e.t.database.pool.query(
      'SELECT org_id, match_id, season FROM matches WHERE season = 2 ORDER BY position LIMIT 1 OFFSET 40',
    );
    const matchId = Buffer.from(`Match:${rows[0].org_id}:${rows[0].match_id}`).toString('base64');
    await shoot(e2e.browser, e2e.baseUrl, 'season', e2e.demoAdmin, [
      {
        name: 'season',
        path: '/stats/season',
        ready: (p) => p.getByRole('region', { name: '2 vs 2' }).waitFor(),
      },
      {
        name: 'krabbel',
        path: '/stats/krabbel',
        ready: (p) => p.getByRole('region', { name: 'Krabbler' }).waitFor(),
      },
      {
        name: 'mmr',
        path: '/stats/mmr',
        ready: (p) => p.getByText('Kickergott', { exact: true }).first().waitFor(),
      },
      {
        name: 'departments',
        path: '/stats/departments',
        ready: (p) => p.getByRole('region', { name: '2 vs 2' }).waitFor(),
      },
      {
        name: 'awards',
        path: '/stats/awards',
        ready: (p) => p.getByText('Busy as a Bee').waitFor(),
      },
      {
        name: 'league',
        path: '/stats/league',
        ready: (p) => p.getByRole('button', { name: 'Join League' }).waitFor(),
      },
      {
        name: 'past',
        path: `/stats/season?season=2&asOf=${encodeURIComponent(matchId)}`,
        ready: (p) => p.getByText('Back to the table now').waitFor(),
      },
    ]);
  });
});

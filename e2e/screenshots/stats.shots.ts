import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { shoot } from './shoot.ts';

// The stats area's General tab and player profiles of the demo league as the demo admin sees them.
describe('stats screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  it('shoots the General tab and profiles', { timeout: flow(60) }, async () => {
    // The player with the most matches of the demo's current season: a full profile.
    const { rows } = await e2e.t.database.pool.query(
      `SELECT m.org_id, p->>'playerId' AS player_id, count(*) AS n
         FROM matches m, jsonb_array_elements(m.winners || m.losers) p
        WHERE m.season = (SELECT max(season) FROM matches)
        GROUP BY 1, 2 ORDER BY n DESC LIMIT 1`,
    );
    const playerId = Buffer.from(`Player:${rows[0].org_id}:${rows[0].player_id}`).toString('base64');
    await shoot(e2e.browser, e2e.baseUrl, 'stats', e2e.demoAdmin, [
      {
        name: 'general',
        path: '/stats/general',
        ready: (p) =>
          p.getByRole('img', { name: 'MMR of the top ten' }).locator('.recharts-line').first().waitFor(),
      },
      {
        name: 'profile-own',
        path: '/profile',
        ready: (p) =>
          p.getByRole('img', { name: 'MMR over time' }).locator('.recharts-line').first().waitFor(),
      },
      {
        name: 'profile',
        path: `/profile/${encodeURIComponent(playerId)}`,
        ready: (p) =>
          p.getByRole('img', { name: 'MMR over time' }).locator('.recharts-line').first().waitFor(),
      },
    ]);
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { shoot } from './shoot.ts';

const TABS = [
  ['organisation', 'Organisation'],
  ['seasons', 'Seasons'],
  ['people', 'People'],
  ['players', 'Players'],
  ['configuration', 'League configuration'],
  ['ranks', 'Rank ladder'],
  ['log', 'Audit log'],
  ['maintenance', 'Read models'],
] as const;

// The administration of the demo league as the demo admin (an installation admin) sees it.
describe('admin screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  it('shoots every admin tab', { timeout: flow(90) }, async () => {
    await shoot(
      e2e.browser,
      e2e.baseUrl,
      'admin',
      e2e.demoAdmin,
      TABS.map(([tab, heading]) => ({
        name: tab,
        path: `/admin/${tab}`,
        ready: (p) => p.getByRole('heading', { name: heading, exact: true }).waitFor(),
      })),
    );
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { shoot } from './shoot.ts';

// Rules and settings of the demo league as the demo admin sees them.
describe('other screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  it('shoots rules and settings', { timeout: flow(30) }, async () => {
    await shoot(e2e.browser, e2e.baseUrl, 'other', e2e.demoAdmin, [
      {
        name: 'rules',
        path: '/rules',
        ready: (p) => p.getByRole('heading', { name: /Offizielle Kicker Regeln/ }).waitFor(),
      },
      {
        name: 'settings',
        path: '/player',
        ready: (p) => p.getByRole('heading', { name: 'Settings' }).waitFor(),
      },
      {
        name: 'api-keys',
        path: '/apiKeys',
        ready: (p) => p.getByRole('heading', { name: 'API keys' }).waitFor(),
      },
    ]);
  });
});

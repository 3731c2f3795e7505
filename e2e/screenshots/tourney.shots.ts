import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { listTourneys, signedInAdmin } from '../support/tourney.ts';
import { shoot } from './shoot.ts';

const path = (id: string) => `/games/tourney/${encodeURIComponent(id)}`;

// The tourney screens of the demo league as the demo admin sees them (server/scripts/demoTourneys.ts):
// an open tourney of 5, a running one of 13, a completed one of 8 and a completed 2 vs 2 of 12; the
// list, the form, details, plan and TV view.
describe('tourney screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  const ids = { open: '', running: '', completed: '', doubles: '' };
  beforeAll(async () => {
    e2e = await startE2E();
    const admin = await signedInAdmin(e2e.t, e2e.demoAdmin);
    const byName = new Map((await listTourneys(admin)).map((t) => [t.name, t.id]));
    const id = (name: string) => byName.get(name) ?? expect.fail(`no demo tourney ${name}`);
    ids.open = id('Friday Knockout');
    ids.running = id('Autumn Open');
    ids.completed = id('Spring Cup');
    ids.doubles = id('Doubles Masters');
  }, flow(15));
  afterAll(() => e2e.close());

  it('shoots the list, the form, details, plan and the TV view', { timeout: flow(60) }, async () => {
    await shoot(e2e.browser, e2e.baseUrl, 'tourney', e2e.demoAdmin, [
      {
        name: 'list',
        path: '/games/tourney',
        ready: (p) => p.getByRole('article', { name: 'Friday Knockout' }).waitFor(),
      },
      {
        name: 'list-completed',
        path: '/games/tourney',
        ready: async (p) => {
          await p.getByRole('tab', { name: 'Completed (2)' }).click();
          await p
            .getByRole('article', { name: 'Doubles Masters' })
            .getByRole('img', { name: 'Champion' })
            .waitFor();
        },
      },
      {
        name: 'form',
        path: '/games/tourney/newTourney',
        ready: async (p) => {
          await p.getByLabel('Name').fill('Cup');
          await p.getByLabel('Name').blur();
          await p.getByText('5-30 characters').waitFor();
        },
      },
      {
        name: 'details',
        path: path(ids.open),
        ready: (p) => p.getByText('Participants: 5').waitFor(),
      },
      {
        name: 'plan-empty',
        path: path(ids.open),
        ready: async (p) => {
          await p.getByRole('tab', { name: 'Plan' }).click();
          await p.getByText('Tournament not started yet').waitFor();
        },
      },
      {
        name: 'plan',
        path: path(ids.running),
        ready: (p) => p.getByRole('heading', { name: 'Final', exact: true }).waitFor(),
      },
      {
        name: 'tv',
        path: `/tv/tourney/${encodeURIComponent(ids.running)}`,
        ready: (p) => p.getByRole('heading', { name: 'Final', exact: true }).waitFor(),
        fold: true,
      },
      {
        name: 'plan-completed',
        path: path(ids.completed),
        ready: async (p) => {
          await p.getByRole('tab', { name: 'Plan' }).click();
          await p.getByRole('heading', { name: 'Small Final', exact: true }).waitFor();
        },
      },
      {
        name: 'details-completed',
        path: path(ids.completed),
        ready: async (p) => {
          await p.getByRole('tab', { name: 'Details' }).click();
          await p.getByRole('region', { name: 'Podium' }).waitFor();
        },
      },
      {
        name: 'plan-doubles',
        path: path(ids.doubles),
        ready: async (p) => {
          await p.getByRole('tab', { name: 'Plan' }).click();
          await p.getByRole('heading', { name: 'Final', exact: true }).waitFor();
        },
      },
      {
        name: 'tv-champion',
        path: `/tv/tourney/${encodeURIComponent(ids.completed)}`,
        ready: (p) => p.getByRole('status', { name: /^Champion: / }).waitFor(),
        fold: true,
      },
    ]);
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import {
  addMembers,
  createTourney,
  joinTourney,
  launchTourney,
  playMatches,
  signedInAdmin,
} from '../support/tourney.ts';
import { shoot } from './shoot.ts';

const path = (id: string) => `/games/tourney/${encodeURIComponent(id)}`;

// The tourney screens of the demo league as the demo admin sees them: an open tourney, a running
// one (one match decided), a completed 2 vs 2 one; the list, the form, details, plan and TV view.
describe('tourney screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  const ids = { open: '', running: '', completed: '' };
  beforeAll(async () => {
    e2e = await startE2E();
    const members = await addMembers(e2e.t, ['Anton', 'Berta', 'Cleo', 'Dario', 'Konstantinopel']);
    const admin = await signedInAdmin(e2e.t, e2e.demoAdmin);

    ids.completed = await createTourney(admin, 'Winter Doubles', { mode: 2 });
    for (const member of members.slice(0, 4)) await joinTourney(member, ids.completed);
    await launchTourney(admin, ids.completed);
    await playMatches(admin, ids.completed);

    ids.running = await createTourney(admin, 'Autumn Cup');
    for (const member of [admin, ...members]) await joinTourney(member, ids.running);
    await launchTourney(admin, ids.running);
    await playMatches(admin, ids.running, 1);

    ids.open = await createTourney(admin, 'Summer Cup');
    for (const member of members) await joinTourney(member, ids.open);
  }, flow(15));
  afterAll(() => e2e.close());

  it('shoots the list, the form, details, plan and the TV view', { timeout: flow(60) }, async () => {
    await shoot(e2e.browser, e2e.baseUrl, 'tourney', e2e.demoAdmin, [
      {
        name: 'list',
        path: '/games/tourney',
        ready: (p) => p.getByRole('article', { name: 'Summer Cup' }).waitFor(),
      },
      {
        name: 'list-completed',
        path: '/games/tourney',
        ready: async (p) => {
          await p.getByRole('tab', { name: 'Completed (1)' }).click();
          await p
            .getByRole('article', { name: 'Winter Doubles' })
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
        name: 'tv-champion',
        path: `/tv/tourney/${encodeURIComponent(ids.completed)}`,
        ready: (p) => p.getByRole('status', { name: /^Champion: / }).waitFor(),
        fold: true,
      },
    ]);
  });
});

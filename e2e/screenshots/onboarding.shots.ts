import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { invitationUrl } from '../../server/src/auth/invitations.ts';
import { systemActor } from '../../server/src/commands/command.ts';
import {
  changeOrganisation,
  createOrganisation,
  joinByInvitation,
} from '../../server/src/commands/organisation.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { createPlayer } from '../../server/src/commands/player.ts';
import { changeSeasons } from '../../server/src/commands/season.ts';
import { signedInClient } from '../../server/test/support/testApp.ts';
import { startE2E } from '../support/app.ts';
import { newContext, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { flow } from '../support/budget.ts';
import { shoot } from './shoot.ts';

// Issue 28: a new office's first day on an installation without mail: the league setup, the empty
// league with its first steps, the invitation link and who waits under People, the join page.

const OUT = path.join(import.meta.dirname, '..', '..', 'screenshots');
const DAY = 86_400_000;

describe('onboarding screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E({ seeded: false, mail: false });
  }, flow(4));
  afterAll(() => e2e.close());

  it('shoots the first day of a new office', { timeout: flow(90) }, async () => {
    fs.mkdirSync(OUT, { recursive: true });
    const each = async (shot: (page: import('playwright-core').Page) => Promise<void>, name: string) => {
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
        for (const mode of ['light', 'dark'] as const) {
          const context = await newContext(e2e.browser, viewport, e2e.baseUrl, mode);
          const page = await context.newPage();
          await shot(page);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: path.join(OUT, `onboarding-${name}-${VIEWPORTS[viewport].width}-${mode}.png`),
            fullPage: true,
          });
          await context.close();
        }
    };
    // The first one, before the league exists: signed up and taken to the setup.
    const admin = await signedInClient(e2e.t, 'frieda@kicker.test');
    await each(async (page) => {
      await page.goto('/auth');
      await page.getByLabel('E-mail').fill('frieda@kicker.test');
      await page.getByLabel('Password').fill('correct-horse-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Set up your league' }).waitFor();
      await page.getByLabel('Organisation name').fill('K');
    }, 'setup');

    // The league as the setup makes it (commands: the production server takes only the app's documents).
    const { commands } = e2e.t.app.services;
    const as = systemActor(admin.userId);
    const orgId = randomUUID();
    const locationId = randomUUID();
    await createOrganisation(
      commands,
      {
        organisationId: orgId,
        details: { name: 'Kickers United', isPublic: false, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId, name: 'Hamburg', lat: null, long: null }],
        departments: [],
      },
      as,
    );
    const now = Date.now();
    await runCommand(
      commands,
      changeSeasons,
      {
        orgId,
        command: {
          type: 'CreateSeason',
          startsOn: new Date(now - DAY).toISOString(),
          endsOn: new Date(now + 90 * DAY).toISOString(),
        },
      },
      as,
    );
    const player = (userId: string, name: string, nickname: string) =>
      runCommand(
        commands,
        createPlayer,
        {
          orgId,
          command: {
            type: 'CreatePlayer',
            playerId: randomUUID(),
            name,
            nickname,
            locationId,
            department: null,
            imageUrl: null,
            userId,
            isHost: false,
          },
        },
        systemActor(userId),
      );
    await player(admin.userId, 'First', 'Frieda');
    const invitationId = randomUUID();
    await runCommand(
      commands,
      changeOrganisation,
      {
        orgId,
        command: {
          type: 'CreateInvitation',
          invitationId,
          expiresAt: new Date(now + 7 * DAY),
          now: new Date(now),
        },
      },
      as,
    );
    const url = invitationUrl(e2e.baseUrl, invitationId, e2e.t.app.services.secrets.invitation);
    // Someone who joined before the link and could not confirm their address: waiting.
    const waiting = await signedInClient(e2e.t, 'wanda@kicker.test');
    await player(waiting.userId, 'Waiting', 'Wanda');
    await e2e.t.database.pool.query(`UPDATE "user" SET "emailVerified" = false WHERE id = $1`, [
      waiting.userId,
    ]);

    await shoot(
      e2e.browser,
      e2e.baseUrl,
      'onboarding',
      { email: 'frieda@kicker.test', password: 'correct-horse-1' },
      [
        {
          name: 'empty-league-admin',
          path: '/stats/season',
          ready: (p) => p.getByRole('heading', { name: 'First steps for your league' }).waitFor(),
        },
        {
          name: 'people-invitation',
          path: '/admin/people',
          ready: (p) => p.getByRole('heading', { name: 'Invite colleagues' }).waitFor(),
        },
        {
          name: 'add-player',
          path: '/admin/players',
          ready: (p) => p.getByRole('heading', { name: 'Add a player' }).waitFor(),
        },
      ],
    );
    await each(async (page) => {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Join Kickers United' }).waitFor();
    }, 'join');
    await each(async (page) => {
      await page.goto('/join/not-a-link.AAAAAAAAAAAAAAAAAAAAAA');
      await page.getByRole('heading', { name: 'This invitation link no longer works' }).waitFor();
    }, 'join-expired');
    // A colleague's first screen after joining: their player, with what is still missing.
    const colleague = await signedInClient(e2e.t, 'tom@kicker.test');
    await runCommand(
      commands,
      joinByInvitation,
      {
        orgId,
        command: {
          type: 'JoinByInvitation',
          userId: colleague.userId,
          invitationId,
          emailVerified: true,
          now: new Date(),
        },
      },
      systemActor(colleague.userId),
    );
    await each(async (page) => {
      await page.goto('/auth');
      await page.getByLabel('E-mail').fill('tom@kicker.test');
      await page.getByLabel('Password').fill('correct-horse-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Play to 6.').waitFor();
    }, 'tutorial');
    await each(async (page) => {
      await page.goto('/auth');
      await page.getByLabel('E-mail').fill('tom@kicker.test');
      await page.getByLabel('Password').fill('correct-horse-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('button', { name: 'Create New Player' }).click();
      await page.getByLabel('Nickname').waitFor();
    }, 'player-form');
  });
});

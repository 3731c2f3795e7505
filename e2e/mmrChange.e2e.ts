import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../server/src/commands/command.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { globalIds } from '../server/src/graphql/globalIds.ts';
import { signedInClient } from '../server/test/support/testApp.ts';
import { signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow } from './support/budget.ts';

// Issue 28 item 7: one match, one figure per player on every screen. Two newcomers of the demo
// league play a 1 vs 1 6:0: the winner gets 40 match points and the krabbel challenge's 50 (+90),
// the loser at 0 MMR loses nothing of the 20 (±0, clamped at 0). The toast, the table's badge,
// History (phone and desktop), the profile's form and match list, and the match's details all say
// +90 and ±0, with the same parts (the table's badge: e2e/stats.e2e.ts).

const WON = '40 match points + 50 challenge bonus';
const LOST = '\u221220 match points, clamped at 0';

describe('one MMR figure on every screen', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let winnerId: string;

  beforeAll(async () => {
    e2e = await startE2E();
    const { userId } = await signedInClient(e2e.t, 'mira@example.com');
    const { rows } = await e2e.t.database.pool.query(
      `SELECT org_id, location_id FROM organisation_locations WHERE name = 'Munich'`,
    );
    const { org_id: orgId, location_id: locationId } = rows[0];
    const add = (name: string, user: string | null) => {
      const playerId = randomUUID();
      return runCommand(
        e2e.t.app.services.commands,
        createPlayer,
        {
          orgId,
          command: {
            type: 'CreatePlayer',
            playerId,
            name,
            nickname: name,
            locationId,
            department: 'Sales',
            imageUrl: null,
            userId: user,
            isHost: false,
          },
        },
        systemActor(userId),
      ).then(() => globalIds.player(orgId, playerId));
    };
    winnerId = await add('Mira', userId);
    await add('Nino', null);
  }, flow(8));
  afterAll(() => e2e.close());

  const text = (page: Page, value: string) =>
    page.getByText(value, { exact: true }).filter({ visible: true });

  it('records a 6:0 on a phone and finds +90 and ±0, with their parts, wherever the match shows', {
    timeout: flow(14),
  }, async () => {
    const context = await newContext(e2e.browser, 'phone', e2e.baseUrl);
    const page = await context.newPage();
    await signInInBrowser(page, 'mira@example.com');
    await page.waitForURL('**/stats/season');
    await page.goto('/games/addStats');
    await page.getByRole('button', { name: '1vs1' }).click();
    await page.getByLabel('Team White Solo', { exact: true }).selectOption({ label: 'Mira' });
    await page.getByLabel('Team Black Solo', { exact: true }).selectOption({ label: 'Nino' });
    await page.getByLabel('Team White score').fill('6');
    await page.getByLabel('Team Black score').fill('0');
    await page.getByRole('button', { name: 'Submit' }).click();

    // The toast: each side's figure and what it is made of.
    await text(page, 'Match recorded: 6:0').waitFor();
    await text(page, `Mira +90 (${WON})`).waitFor();
    await text(page, `Nino \u00b10 (${LOST})`).waitFor();

    // (The season table's badge shows the same figure: e2e/stats.e2e.ts, on rows of the first page.)
    await page.waitForURL('**/stats/season');

    // History on the phone: the card's figures and parts.
    await page.goto('/games/history');
    const card = page.locator('.chakra-card__root', {
      has: page.getByRole('link', { name: 'Mira', exact: true }),
    });
    await card.first().waitFor();
    await card.first().getByText('+90', { exact: true }).waitFor();
    await card.first().getByText('\u00b10', { exact: true }).waitFor();
    await card.first().getByText(`· ${WON}`).waitFor();
    await card.first().getByText(`· ${LOST}`).waitFor();

    // The winner's profile: the form's chip and the match list say +90, the list with its parts.
    await page.goto(`/profile/${encodeURIComponent(winnerId)}`);
    const form = page.getByRole('list', { name: 'Last matches, newest first' });
    await form.getByText('Won, +90 MMR', { exact: false }).waitFor({ state: 'attached' });
    expect(await form.getByRole('listitem').count()).toBe(1);
    await text(page, WON).waitFor();
    expect(
      await page.getByText('+90', { exact: true }).filter({ visible: true }).count(),
    ).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('shows the same figures in the desktop History table and on the match details', {
    timeout: flow(8),
  }, async () => {
    const context = await newContext(e2e.browser, 'desktop', e2e.baseUrl);
    const page = await context.newPage();
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
    await page.goto('/games/history');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Mira', exact: true }) });
    await row.first().waitFor();
    const cells = (await row.first().getByRole('cell').allTextContents()).map((c) => c.trim());
    expect(cells[0]).toBe(`+90${WON}`);
    expect(cells[6]).toBe(`\u00b10${LOST}`);
    // Admins open the details: each team's figure with its parts.
    await row.first().click();
    await page.waitForURL('**/games/history/*');
    await text(page, '+90 MMR').waitFor();
    await text(page, '\u00b10 MMR').waitFor();
    await text(page, WON).waitFor();
    await text(page, LOST).waitFor();
    await context.close();
  });
});

import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../server/src/commands/command.ts';
import { newMatch, recordMatch } from '../server/src/commands/match.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { changeRole } from '../server/src/commands/roles.ts';
import { globalIds } from '../server/src/graphql/globalIds.ts';
import { signedInClient } from '../server/test/support/testApp.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// SPEC "History" with the demo season: an ordinary user deletes only the newest match, a
// moderator any; both confirm 'Delete Match'. Every name links to the player's profile; the
// details link to the season table as it stood after the match (issue 13).
describe('history', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  const count = async () =>
    Number((await e2e.t.database.pool.query('SELECT count(*) FROM matches')).rows[0].count);

  async function member(email: string, name: string, moderator: boolean) {
    const { userId } = await signedInClient(e2e.t, email);
    const { rows } = await e2e.t.database.pool.query(
      'SELECT org_id, location_id FROM organisation_locations LIMIT 1',
    );
    const commands = e2e.t.app.services.commands;
    await runCommand(
      commands,
      createPlayer,
      {
        orgId: rows[0].org_id,
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name,
          nickname: name,
          locationId: rows[0].location_id,
          department: null,
          imageUrl: null,
          userId,
          isHost: false,
        },
      },
      systemActor(userId),
    );
    if (moderator)
      await runCommand(
        commands,
        changeRole,
        { orgId: rows[0].org_id, userId, role: 'moderator', granted: true, actorId: userId },
        systemActor(userId),
      );
  }

  async function openHistory(page: Page, email: string) {
    await signInInBrowser(page, email);
    await page.waitForURL('**/stats/season');
    await page.goto('/games/history');
    await page.getByRole('button', { name: 'Delete match' }).first().waitFor();
  }

  beforeAll(async () => {
    e2e = await startE2E();
    await member('paul@example.com', 'Paul', false);
    await member('mo@example.com', 'Mona', true);
  }, flow(8));
  afterAll(() => e2e.close());

  it('lets an ordinary user delete only the newest match, after confirming, at phone width', {
    timeout: flow(10),
  }, async () => {
    const page = await (await newContext(e2e.browser, 'phone', e2e.baseUrl)).newPage();
    await openHistory(page, 'paul@example.com');
    // A match recorded elsewhere appears without a reload (the page subscribes a moment after it
    // shows, so record until it does; on a busy machine that moment may be long).
    const { rows } = await e2e.t.database.pool.query(
      `SELECT org_id, player_id, user_id, name FROM players WHERE name IN ('Paul', 'Bauer') ORDER BY name DESC`,
    );
    const [paul, bauer] = rows;
    // Roles leave out what is not shown (the desktop table is hidden on a phone).
    const paulLink = page.getByRole('link', { name: 'Paul', exact: true });
    for (let i = 0; i < 10 && (await paulLink.count()) === 0; i++) {
      await runCommand(
        e2e.t.app.services.commands,
        recordMatch,
        newMatch(
          paul.org_id,
          {
            mode: 1,
            whites: { defense: paul.player_id },
            blacks: { defense: bauer.player_id },
            scoreWhites: 6,
            scoreBlacks: 2,
            sixInARow: false,
            locationId: null,
          },
          paul.user_id,
          new Date(),
        ),
        systemActor(paul.user_id),
      );
      await paulLink
        .first()
        .waitFor({ timeout: 3000 })
        .catch(() => {});
    }
    await paulLink.first().waitFor();
    expect(await paulLink.first().getAttribute('href')).toBe(
      `/profile/${encodeURIComponent(globalIds.player(paul.org_id, paul.player_id))}`,
    );
    expect(await page.getByRole('button', { name: 'Delete match' }).count()).toBe(1);
    await expectAccessible(page, 'history (player, phone)');
    const before = await count();
    await page.getByRole('button', { name: 'Delete match' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete Match').waitFor();
    await dialog.getByText('Do you really want to delete this match?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await count()).toBe(before);
    await page.getByRole('button', { name: 'Delete match' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(count, POLL).toBe(before - 1);
    // A player may not restore: the toast says who can (issue 28).
    await page.getByText('Deleted. An admin can restore it.').waitFor();
    await page.context().close();
  });

  it('lets a moderator delete an older match at desktop width, and the table shows the points', {
    timeout: flow(10),
  }, async () => {
    const page = await (await newContext(e2e.browser, 'desktop', e2e.baseUrl)).newPage();
    await openHistory(page, 'mo@example.com');
    for (const header of ['Points', 'Winner1', 'Winner2', 'Score', 'Loser1', 'Loser2', 'Date'])
      await page.getByRole('columnheader', { name: header }).first().waitFor();
    const buttons = page.getByRole('button', { name: 'Delete match' });
    expect(await buttons.count()).toBeGreaterThan(10);
    await expectAccessible(page, 'history (moderator, desktop)');
    const before = await count();
    await buttons.nth(5).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(count, POLL).toBe(before - 1);
    // Undo on the toast, for those who may restore (issue 28): the match is back.
    await page.getByText('Match deleted').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Match restored').waitFor();
    await expect.poll(count, POLL).toBe(before);
    await buttons.nth(5).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(count, POLL).toBe(before - 1);

    // Every name in the table links to its player's profile by the Player's global id.
    const decoded = (id: string) => Buffer.from(decodeURIComponent(id), 'base64').toString();
    const names = page.getByRole('row').nth(3).getByRole('link');
    await names.first().waitFor();
    for (const href of await names.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      expect(decoded(href.replace('/profile/', ''))).toMatch(/^Player:/);

    // A click on a match (its score, not a name: a name opens the profile) opens its details; 'X'
    // deletes it there and goes back to the history.
    await page.getByRole('row').nth(3).getByRole('cell').nth(3).click();
    await page.waitForURL(/\/games\/history\/.+/);
    await page.getByRole('heading', { name: 'Team White' }).waitFor();
    await page.getByRole('heading', { name: 'Team Black' }).waitFor();
    await expectAccessible(page, 'match details');
    // The season table as it stood after this match (the season screen reads ?asOf).
    const matchId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const [, orgId, id] = decoded(matchId).split(':');
    const { rows: shown } = await e2e.t.database.pool.query(
      'SELECT season FROM matches WHERE org_id = $1 AND match_id = $2',
      [orgId, id],
    );
    expect(await page.getByRole('link', { name: 'Table after this match' }).getAttribute('href')).toBe(
      `/stats/season?season=${shown[0].season}&asOf=${encodeURIComponent(matchId)}`,
    );
    await page.getByRole('button', { name: 'Delete match' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/games/history');
    await expect.poll(count, POLL).toBe(before - 2);
    await page.context().close();
  });
});

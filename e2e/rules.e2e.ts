import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../server/src/commands/command.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { changeRole } from '../server/src/commands/roles.ts';
import { signedInClient } from '../server/test/support/testApp.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// SPEC "Rules": a moderator edits in place (focus out saves), uses Undo and Default; a player reads.
describe('rules', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;

  /** A verified user with a player in the demo organisation, optionally a moderator. */
  async function member(email: string, name: string, moderator: boolean) {
    const { userId } = await signedInClient(e2e.t, email);
    const { rows } = await e2e.t.database.pool.query(
      'SELECT l.org_id, l.location_id FROM organisation_locations l JOIN organisations o USING (org_id) LIMIT 1',
    );
    const { org_id: orgId, location_id: locationId } = rows[0];
    const commands = e2e.t.app.services.commands;
    await runCommand(
      commands,
      createPlayer,
      {
        orgId: orgId,
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name,
          nickname: name,
          locationId,
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
        { orgId: orgId, userId, role: 'moderator', granted: true, actorId: userId },
        systemActor(userId),
      );
  }

  async function openRules(page: Page, email: string) {
    await signInInBrowser(page, email);
    await page.waitForURL('**/stats/season');
    await page.goto('/rules');
    await page.getByRole('heading', { name: 'Offizielle Kicker Regeln (Kicker Demo GmbH)' }).waitFor();
  }

  beforeAll(async () => {
    e2e = await startE2E();
    await member('mo@example.com', 'Mona', true);
    await member('paul@example.com', 'Paul', false);
  }, flow(8));
  afterAll(() => e2e.close());

  it('lets a moderator edit in place at phone width, undo the change and restore the default', {
    timeout: flow(9),
  }, async () => {
    const page = await (await newContext(e2e.browser, 'phone', e2e.baseUrl)).newPage();
    await openRules(page, 'mo@example.com');
    await page.getByText(/^Stand: \d{4}-\d{2}-\d{2}$/).waitFor();
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.isDisabled()).toBe(true);
    await expectAccessible(page, 'rules (moderator)');

    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('textbox', { name: 'Rules text' });
    await editor.waitFor();
    await editor.press('Control+End');
    await editor.pressSequentially(' Wer verliert, holt Kaffee.');
    // Focus out saves and returns to view.
    await page.getByRole('heading', { name: /Offizielle Kicker Regeln/ }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByText('Wer verliert, holt Kaffee.').waitFor();
    await expect.poll(() => undo.isEnabled(), POLL).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('lastRuleUpdate'))).toContain(
      '<h2>Das Spiel</h2>',
    );
    const stored = await e2e.t.database.pool.query('SELECT html FROM rules');
    expect(stored.rows[0].html).toContain('Wer verliert, holt Kaffee.');

    await undo.click();
    await page.getByText('Wer verliert, holt Kaffee.').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Edit' }).isEnabled(), POLL).toBe(true); // saved
    expect(await undo.isDisabled()).toBe(true);
    expect((await e2e.t.database.pool.query('SELECT html FROM rules')).rows[0].html).not.toContain('Kaffee');

    // Something of our own, then Default brings back the default text.
    await page.getByRole('button', { name: 'Edit' }).click();
    await editor.waitFor();
    await editor.press('Control+A');
    await editor.pressSequentially('Nur eine Regel: Spaß haben.');
    await page.getByRole('heading', { name: /Offizielle Kicker Regeln/ }).click();
    await page.getByText('Nur eine Regel: Spaß haben.').waitFor();
    await page.getByRole('button', { name: 'Default' }).click();
    await page.getByRole('heading', { name: 'Das Spiel' }).waitFor();
    expect(await page.getByText('Nur eine Regel: Spaß haben.').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Das Spiel' }).waitFor();
    await page.context().close();
  });

  it('shows a player the rules read-only at desktop width', { timeout: flow(4) }, async () => {
    const page = await (await newContext(e2e.browser, 'desktop', e2e.baseUrl)).newPage();
    await openRules(page, 'paul@example.com');
    await page.getByRole('heading', { name: 'Das Spiel' }).waitFor();
    for (const name of ['Edit', 'Undo', 'Default'])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    expect(await page.locator('[contenteditable="true"]').count()).toBe(0);
    await expectAccessible(page, 'rules (player)');
    await page.context().close();
  });
});

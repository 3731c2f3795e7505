import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// Issue 28: an office switches to Kicker League on an installation without a mail server. One
// person installs it and sets the league up from their phone; colleagues join through the
// invitation link on their phones and record their first match, with no admin action per person.

const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signUpHere(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Onboarding's steps up to the player: the tutorial skipped, a new player with its nickname. */
async function createPlayer(page: Page, name: string, nickname: string) {
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Create New Player' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Nickname').fill(nickname);
  const create = page.getByRole('button', { name: 'Create new player' });
  await expect.poll(() => create.isEnabled(), POLL).toBe(true);
  await create.click();
  await page.waitForURL('**/stats/season');
}

describe('Monday morning, without a mail server', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E({ seeded: false, mail: false });
  }, flow(4));
  afterAll(() => e2e.close());

  it('goes from an empty install to colleagues recording their first match on their phones', {
    timeout: flow(30),
  }, async () => {
    // The first one signs up and is taken straight into the league setup (no "check your inbox").
    const adminContext = await newContext(e2e.browser, 'phone', e2e.baseUrl);
    await adminContext.grantPermissions(['geolocation']);
    await adminContext.setGeolocation({ latitude: 53.5511, longitude: 9.9937 });
    // What the page shows between "Create account" and the setup: every text it puts up.
    await adminContext.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shown: string[] }).shown = shown;
      new MutationObserver(() => {
        const text = document.body?.textContent.trim() ?? '';
        if (shown.at(-1) !== text) shown.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const admin = await adminContext.newPage();
    await admin.goto('/auth/sign-up');
    await signUpHere(admin, 'Frieda First', 'frieda@kicker.test');
    await admin.getByRole('heading', { name: 'Set up your league' }).waitFor();
    // While the setup loads, the page says so (it was blank for seconds, issue 28).
    const shown = await admin.evaluate(() => (window as unknown as { shown: string[] }).shown);
    const loading = shown.findIndex((t) => t.includes('Loading your workspace...'));
    expect(loading).toBeGreaterThan(shown.findIndex((t) => t.includes('Create your account')));
    expect(loading).toBeLessThan(shown.findIndex((t) => t.includes('Set up your league')));
    await admin
      .getByText('Your account is ready: as the first one here, you run this installation.')
      .waitFor();

    // "Create league" says why it is disabled, and coordinates come from "Use my location".
    const createLeague = admin.getByRole('button', { name: 'Create league' });
    expect(await createLeague.isDisabled()).toBe(true);
    await admin
      .getByText('Name the organisation (at least 2 characters). Name the first location.')
      .waitFor();
    expect(await createLeague.getAttribute('aria-describedby')).toBe('setup-missing');
    await admin.getByLabel('Organisation name').fill('Kickers United');
    await admin.getByText('Name the first location.', { exact: true }).waitFor();
    await admin.getByLabel('First location').fill('Hamburg');
    await admin.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => admin.getByLabel('Latitude (optional)').inputValue(), POLL).toBe('53.55110');
    expect(await admin.getByLabel('Longitude (optional)').inputValue()).toBe('9.99370');
    await expectAccessible(admin, 'league setup (phone)');
    await createLeague.click();
    await createPlayer(admin, 'First', 'Frieda');

    // An empty league shows its admin the first steps.
    await admin.getByText('No data available').waitFor();
    await admin.getByRole('heading', { name: 'First steps for your league' }).waitFor();
    await expectAccessible(admin, 'empty league, admin (phone)');

    // Administration is in the menu; the invitation link is under People.
    await admin.getByRole('button', { name: 'Menu' }).click();
    await admin.getByRole('menuitem', { name: 'Administration' }).click();
    await admin.waitForURL('**/admin/**');
    await admin.getByRole('link', { name: 'People' }).click();
    await admin.getByRole('button', { name: 'Create invitation link' }).click();
    const link = admin.getByLabel('Invitation link', { exact: true });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${e2e.baseUrl}/join/`));
    await admin.getByRole('img', { name: 'QR code of the invitation link to Kickers United' }).waitFor();
    await expectAccessible(admin, 'invitation link (phone)');

    // A colleague opens the link on their phone: no mail, no admin, straight to their player.
    const colleagueContext = await newContext(e2e.browser, 'phone', e2e.baseUrl);
    const colleague = await colleagueContext.newPage();
    await colleague.goto(url);
    await colleague.getByRole('heading', { name: 'Join Kickers United' }).waitFor();
    await colleague.getByText(/no e-mail confirmation needed/).waitFor();
    await expectAccessible(colleague, 'join page (phone)');
    await signUpHere(colleague, 'Tom Tornado', 'tom@kicker.test');
    await colleague.waitForURL('**/postLogin');
    // The organisation of the link and its only location are chosen for them.
    await colleague.getByRole('button', { name: 'Skip' }).waitFor();
    // The tutorial explains the league in the app (no link off to a video search, issue 28).
    await colleague.getByText('Play to 6.').waitFor();
    expect(await colleague.getByRole('link', { name: /video/i }).count()).toBe(0);
    await colleague.getByRole('button', { name: 'Skip' }).click();
    await colleague.getByRole('button', { name: 'Create New Player' }).click();
    expect(await select(colleague, 'Organisation').locator('option:checked').textContent()).toBe(
      'Kickers United',
    );
    expect(await select(colleague, 'Location').locator('option:checked').textContent()).toBe('Hamburg');
    await colleague.getByText('Name is required.').waitFor();
    await colleague.getByLabel('Name', { exact: true }).fill('Tornado');
    await colleague.getByLabel('Nickname').fill('Tom');
    const create = colleague.getByRole('button', { name: 'Create new player' });
    await expect.poll(() => create.isEnabled(), POLL).toBe(true);
    await create.click();
    await colleague.waitForURL('**/stats/season');
    await colleague.getByText('No matches yet:').waitFor();

    // Their first match, from the line under the empty table.
    await colleague.getByRole('link', { name: 'record the first one' }).click();
    await colleague.waitForURL('**/games/addStats');
    await colleague.getByRole('button', { name: '1vs1' }).click();
    await select(colleague, 'Team White Solo').selectOption({ label: 'Tom' });
    await select(colleague, 'Team Black Solo').selectOption({ label: 'Frieda' });
    await colleague.getByLabel('Team White score').fill('6');
    await colleague.getByLabel('Team Black score').fill('4');
    await colleague.getByRole('button', { name: 'Submit' }).click();
    await colleague.getByText('Match recorded: 6:4', { exact: true }).waitFor();
    await colleague.waitForURL('**/stats/season');

    const { rows } = await e2e.t.database.pool.query(
      `SELECT u.email, u."emailVerified" AS verified, p.nickname,
         EXISTS (SELECT 1 FROM organisation_members m WHERE m.user_id = u.id) AS joined
       FROM "user" u JOIN players p ON p.user_id = u.id ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'frieda@kicker.test', verified: true, nickname: 'Frieda', joined: false },
      { email: 'tom@kicker.test', verified: true, nickname: 'Tom', joined: true },
    ]);
    expect((await e2e.t.database.pool.query('SELECT count(*)::int AS n FROM matches')).rows[0].n).toBe(1);
    await colleagueContext.close();
    await adminContext.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, signInInBrowser, signUpInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// A newcomer alone on an empty installation reaches a working league through the UI.
describe('the first admin of an empty installation', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E({ seeded: false });
  }, flow(4));
  afterAll(() => e2e.close());

  it('sets up the organisation, its first location and season, then creates a player', {
    timeout: flow(9),
  }, async () => {
    const context = await newContext(e2e.browser, 'phone', e2e.baseUrl);
    const page = await context.newPage();
    await signUpInBrowser(page, 'Frieda First', 'frieda@kicker.test');
    await page.goto(await e2e.smtp.linkFor('frieda@kicker.test'));
    await page.waitForURL('**/postLogin');
    await page.getByRole('heading', { name: 'Set up your league' }).waitFor();
    await expectAccessible(page, 'league setup');
    await page.getByLabel('Organisation name').fill('Kickers United');
    await page.getByLabel('Time zone').fill('Europe/Berlin');
    await page.getByLabel('First location').fill('Hamburg');
    await page.getByLabel('Latitude').fill('53.55');
    await page.getByLabel('Longitude').fill('9.99');
    await page.getByRole('button', { name: 'Create league' }).click();

    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Create New Player' }).click();
    await page.getByLabel('Name', { exact: true }).fill('First');
    await page.getByLabel('Nickname').fill('Frieda');
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Hamburg' });
    const create = page.getByRole('button', { name: 'Create new player' });
    await expect.poll(() => create.isEnabled(), POLL).toBe(true);
    await create.click();
    await page.waitForURL('**/stats/season');
    // The title opens the admin area for admins.
    await page.getByRole('button', { name: 'Kicker League: open admin' }).click();
    await page.waitForURL('**/admin/organisation');
    const { rows } = await e2e.t.database.pool.query(
      `SELECT o.name, (SELECT count(*)::int FROM seasons s WHERE s.org_id = o.org_id) AS seasons FROM organisations o`,
    );
    expect(rows).toEqual([{ name: 'Kickers United', seasons: 1 }]);
    await context.close();
  });

  it('adds a second location with its camera and a department, sees the season, and makes a second user moderator', {
    timeout: flow(12),
  }, async () => {
    // The second user signs up, verifies and creates a player in the league.
    const newcomer = await (await newContext(e2e.browser, 'phone', e2e.baseUrl)).newPage();
    await signUpInBrowser(newcomer, 'Mo Derator', 'mo@kicker.test');
    await newcomer.goto(await e2e.smtp.linkFor('mo@kicker.test'));
    await newcomer.waitForURL('**/postLogin');
    await newcomer.getByRole('button', { name: 'Skip' }).click();
    await newcomer.getByRole('button', { name: 'Create New Player' }).click();
    await newcomer.getByLabel('Name', { exact: true }).fill('Derator');
    await newcomer.getByLabel('Nickname').fill('Mo');
    await newcomer.getByLabel('Location', { exact: true }).selectOption({ label: 'Hamburg' });
    const create = newcomer.getByRole('button', { name: 'Create new player' });
    await expect.poll(() => create.isEnabled(), POLL).toBe(true);
    await create.click();
    await newcomer.waitForURL('**/stats/season');

    const admin = await (await newContext(e2e.browser, 'desktop', e2e.baseUrl)).newPage();
    await signInInBrowser(admin, 'frieda@kicker.test');
    await admin.waitForURL('**/stats/season');
    await admin.goto('/admin/organisation');
    const form = admin.getByRole('form', { name: 'New location' });
    await form.getByLabel('Name').fill('Berlin');
    await form.getByLabel('Latitude').fill('52,52');
    await form.getByLabel('Longitude').fill('13.405');
    await form.getByLabel('Camera address').fill('http://192.168.1.20/');
    await form.getByRole('button', { name: 'Add location' }).click();
    await admin.getByRole('form', { name: 'Berlin' }).waitFor();
    await admin.getByLabel('New department').fill('Engineering');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.getByText('Department added').waitFor();
    await expectAccessible(admin, 'admin organisation');
    const locations = await e2e.t.database.pool.query(
      'SELECT name, lat, long, camera_host FROM organisation_locations ORDER BY position',
    );
    expect(locations.rows).toEqual([
      { name: 'Hamburg', lat: 53.55, long: 9.99, camera_host: null },
      { name: 'Berlin', lat: 52.52, long: 13.405, camera_host: 'http://192.168.1.20' },
    ]);

    await admin.getByRole('link', { name: 'Seasons' }).click();
    await admin.getByRole('form', { name: 'Season 1' }).getByText('Current').waitFor();
    await expectAccessible(admin, 'admin seasons');

    await admin.getByRole('link', { name: 'People' }).click();
    const mo = admin.getByRole('group', { name: 'Mo Derator' });
    await mo.getByRole('button', { name: 'Make moderator' }).click();
    await mo.getByRole('button', { name: 'Remove moderator' }).waitFor();
    await expectAccessible(admin, 'admin people');
    const roles = await e2e.t.database.pool.query('SELECT role FROM organisation_roles ORDER BY role');
    expect(roles.rows.map((r) => r.role)).toEqual(['admin', 'moderator']);

    // The moderator reaches the admin area through the title (after the app learns the new role)
    // and may look, but not change the organisation.
    await newcomer.reload();
    await newcomer.getByRole('button', { name: 'Kicker League: open admin' }).click();
    await newcomer.waitForURL('**/admin/organisation');
    await newcomer.getByText('Only admins change this.').first().waitFor();
    expect(await newcomer.getByRole('button', { name: 'Save organisation' }).count()).toBe(0);
    await newcomer.goto('/rules');
    await newcomer.getByRole('button', { name: 'Edit' }).waitFor();
    await newcomer.context().close();
    await admin.context().close();
  });
});

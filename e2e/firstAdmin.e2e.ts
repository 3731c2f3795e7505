import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, signUpInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';

// A newcomer alone on an empty installation reaches a working league through the UI.
describe('the first admin of an empty installation', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E({ seeded: false });
  });
  afterAll(() => e2e.close());

  it('sets up the organisation, its first location and season, then creates a player', async () => {
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
    await expect.poll(() => create.isEnabled(), { timeout: 5000 }).toBe(true);
    await create.click();
    await page.waitForURL('**/stats/season');
    // The title opens the admin area for admins.
    await page.getByRole('button', { name: 'Kicker League: open admin' }).click();
    await page.waitForURL('**/admin');
    const { rows } = await e2e.t.database.pool.query(
      `SELECT o.name, (SELECT count(*)::int FROM seasons s WHERE s.org_id = o.org_id) AS seasons FROM organisations o`,
    );
    expect(rows).toEqual([{ name: 'Kickers United', seasons: 1 }]);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// Static pages, the error report and the settings screen.
describe('pages', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let page: Page;
  beforeAll(async () => {
    e2e = await startE2E();
    page = await (await newContext(e2e.browser, 'desktop', e2e.baseUrl)).newPage();
  }, flow(8));
  afterAll(() => e2e.close());

  it('shows privacy and terms to anyone', { timeout: flow(3) }, async () => {
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.getByText('at least 13 years old').waitFor();
    await page.getByText('within one month').waitFor();
    await expectAccessible(page, 'privacy');
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await page.getByText('one dollar').waitFor();
    await page.getByText('Last updated 27 September 2022').waitFor();
    await expectAccessible(page, 'terms');
  });

  it('says there is nothing to report when the error report opens without an error', {
    timeout: flow(1),
  }, async () => {
    await page.goto('/sendErrorMessage');
    await page.getByRole('alertdialog').getByText('No Error Message').waitFor();
    await page.getByText('No Error to report. Please try to reproduce the error and report again').waitFor();
    // Behind the open dialog (hidden from the accessibility tree), the button is disabled.
    expect(await page.locator('button', { hasText: 'Send Error Report' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Ok' }).click();
  });

  it('stores an error report with the comment and thanks the reporter', { timeout: flow(2) }, async () => {
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
    // What the app-wide error boundary does: navigate to the report with the error in the state.
    await page.evaluate(() =>
      window.history.pushState(
        { usr: { error: { header: 'TypeError', message: 'score is undefined' } }, key: 'e2e', idx: 1 },
        '',
        '/sendErrorMessage',
      ),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'TypeError' }).waitFor();
    await page.getByText('score is undefined').waitFor();
    await page.getByPlaceholder('When/how did this error happened?').fill('After pressing submit twice');
    await expectAccessible(page, 'error report');
    await page.getByRole('button', { name: 'Send Error Report' }).click();
    await page.getByText('Thank you for your service').waitFor();
    const { rows } = await e2e.t.database.pool.query('SELECT header, message, comment FROM ui_error_reports');
    expect(rows).toEqual([
      { header: 'TypeError', message: 'score is undefined', comment: 'After pressing submit twice' },
    ]);
  });

  it('lets a player change their nickname in Settings, with the same rules', {
    timeout: flow(2),
  }, async () => {
    await page.goto('/player');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expectAccessible(page, 'settings');
    const nickname = page.getByLabel('Nickname');
    const save = page.getByRole('button', { name: 'Save' });
    await nickname.fill('zange');
    await page.getByText('Nickname already exists. Be a bit more creative').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await nickname.fill('Admiralin');
    await expect.poll(() => save.isEnabled(), POLL).toBe(true);
    await save.click();
    await page.getByText('Saved').waitFor();
    const { rows } = await e2e.t.database.pool.query(
      `SELECT p.nickname FROM players p JOIN "user" u ON u.id = p.user_id WHERE u.email = $1`,
      [e2e.demoAdmin.email],
    );
    expect(rows).toEqual([{ nickname: 'Admiralin' }]);
  });
});

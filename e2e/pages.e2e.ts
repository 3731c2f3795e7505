import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// Static pages, the error report and the settings screen (the player, and this device's voice keywords).
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
    // The reset page without its link's token says where the link is, instead of a form that
    // cannot work (issue 28).
    await page.goto('/auth/reset');
    await page
      .getByText('Open the link from the e-mail we sent you to choose a new password here.')
      .waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
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
    // The first Tab offers to skip the bars (issue 28).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    const nickname = page.getByLabel('Nickname');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await nickname.fill('zange');
    // The field's message (and the same reason beside the disabled Save, issue 28).
    await page.getByText('Nickname already exists. Be a bit more creative', { exact: true }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await nickname.fill('Admiralin');
    await expect.poll(() => save.isEnabled(), POLL).toBe(true);
    await save.click();
    await page.getByText('Saved', { exact: true }).waitFor();
    const { rows } = await e2e.t.database.pool.query(
      `SELECT p.nickname FROM players p JOIN "user" u ON u.id = p.user_id WHERE u.email = $1`,
      [e2e.demoAdmin.email],
    );
    expect(rows).toEqual([{ nickname: 'Admiralin' }]);
  });
  it('keeps the voice keywords on this device, checked, with German defaults', {
    timeout: flow(4),
  }, async () => {
    await page.goto('/player');
    const card = page.getByRole('region', { name: 'Voice keywords' });
    const trigger = card.getByLabel('Trigger words');
    const whites = card.getByLabel('Words for Team White');
    expect(await trigger.inputValue()).toBe('tor, goal, treffer');
    expect(await card.getByLabel('Words for Team Black').inputValue()).toContain('schwarz');
    // Each list is checked, with its own message; nothing is stored while one is wrong.
    await trigger.fill(' , ');
    await whites.fill('weiß, Schwarz');
    await card.getByRole('button', { name: 'Save keywords' }).click();
    await card.getByText('Enter at least one word').waitFor();
    await card.getByText("'Schwarz' is also a word for the blacks").waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trigger'))).toBeNull();
    // Saved as SPEC's local storage keys (JSON lists, trimmed, repeats dropped), kept on reload.
    await trigger.fill('Tor, Kasten, tor');
    await whites.fill('weiß, weiss, white');
    await card.getByRole('button', { name: 'Save keywords' }).click();
    await page.getByText('Saved').first().waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('trigger'), localStorage.getItem('whites')]),
    ).toEqual(['["Tor","Kasten"]', '["weiß","white"]']);
    await page.reload();
    expect(
      await page.getByRole('region', { name: 'Voice keywords' }).getByLabel('Trigger words').inputValue(),
    ).toBe('Tor, Kasten');
    await card.getByRole('button', { name: 'Defaults' }).click();
    expect(await card.getByLabel('Trigger words').inputValue()).toBe('tor, goal, treffer');

    // A browser without speech recognition says why there is nothing to set.
    const context = await newContext(e2e.browser, 'phone', e2e.baseUrl);
    await context.addInitScript(() => {
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
        Object.defineProperty(window, name, { value: undefined, configurable: true });
    });
    const phone = await context.newPage();
    await signInInBrowser(phone, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await phone.waitForURL('**/stats/season');
    await phone.goto('/player');
    const none = phone.getByRole('region', { name: 'Voice keywords' });
    await none
      .getByText('This browser has no speech recognition, so goals cannot be called out here.')
      .waitFor();
    expect(await none.getByRole('textbox').count()).toBe(0);
    await context.close();
  });
});

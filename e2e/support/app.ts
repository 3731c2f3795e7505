import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../../server/scripts/demoData.ts';
import { startSmtpSink } from '../../server/test/support/smtpSink.ts';
import { startTestApp, type TestApp } from '../../server/test/support/testApp.ts';
import { launchBrowser, takeCspViolations } from './browser.ts';
import { STEP_MS } from './budget.ts';

export const DEMO_PASSWORD = 'demo-password-1';

/**
 * The built client served by the real server (production mode: persisted documents only), with real
 * mail through an SMTP sink, and Debian's Chromium. `seeded` fills the demo league first.
 */
/** `mail: false`: an installation without a mail server (SMTP_URL unset); the sink then gets nothing. */
export async function startE2E({ seeded = true, mail = true } = {}) {
  const smtp = await startSmtpSink();
  // The season screen rendered by the server however busy the machine (its time limit, 2 s by
  // default, has its own test in server/test/seasonFirstScreen.int.test.ts).
  const t: TestApp = await startTestApp({
    production: true,
    ...(mail ? { smtpUrl: smtp.url } : {}),
    env: { FIRST_SCREEN_WITHIN_MS: '60000' },
  });
  if (seeded) await seedDemo(t.app.services, { password: DEMO_PASSWORD });
  const { browser, close } = await launchBrowser();
  return {
    t,
    // A mail may take a step's time to arrive on a busy machine (the sink's default waits 10 s).
    smtp: { ...smtp, linkFor: (address: string) => smtp.linkFor(address, STEP_MS) },
    browser,
    baseUrl: t.baseUrl,
    demoAdmin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    async close() {
      const violations = takeCspViolations(browser);
      await close();
      await t.close();
      await smtp.close();
      // The built app must run under its Content-Security-Policy in every flow.
      expect(violations.join('\n'), 'Content-Security-Policy violations').toBe('');
    },
  };
}

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    ),
  ).toEqual([]);
}

export async function signUpInBrowser(page: Page, name: string, email: string, password = 'correct-horse-1') {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
}

export async function signInInBrowser(page: Page, email: string, password = 'correct-horse-1') {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

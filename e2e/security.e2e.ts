import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../server/test/support/testApp.ts';
import { signInInBrowser, startE2E } from './support/app.ts';
import { startAttacker } from './support/attacker.ts';
import { newContext, takeCspViolations } from './support/browser.ts';
import { flow, POLL, STEP_MS } from './support/budget.ts';

/** The persisted id of one of the app's documents, by operation name. */
function docId(operation: string): string {
  const file = path.join(import.meta.dirname, '../client/persisted-queries.json');
  const docs = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const found = Object.entries(docs).find(([, text]) =>
    new RegExp(`^(query|mutation) ${operation}\\b`).test(text),
  );
  if (!found) throw new Error(`no persisted document ${operation}`);
  return found[0];
}

const APP_STATE = docId('AppStateQuery');
const ADD_DEPARTMENT = docId('OrganisationSectionAddDepartmentMutation');

describe('the HTTP edge in a real browser', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  /** The signed-in demo admin's view of itself, asked from inside the app's own page. */
  const appState = (page: Page) =>
    page.evaluate(async (id) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ doc_id: id }),
      });
      return (await res.json()) as {
        data: { viewer: { user: { email: string }; organisation: { id: string } } | null };
      };
    }, APP_STATE);

  it('runs the built app under its Content-Security-Policy without a violation, and blocks an injected inline script', {
    timeout: flow(10),
  }, async () => {
    const context = await newContext(e2e.browser, 'desktop', e2e.baseUrl);
    const page = await context.newPage();
    const first = await page.goto('/auth');
    expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
    for (const route of [
      '/stats/season',
      '/games/addStats',
      '/games/history',
      '/rules',
      '/admin/organisation',
      '/admin/players',
      '/no/such/page',
    ]) {
      await page.goto(route, { waitUntil: 'networkidle' });
    }
    expect(takeCspViolations(e2e.browser)).toEqual([]);

    // The policy is in force: a script injected into the page (as an XSS would) does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => takeCspViolations(e2e.browser).join('\n'), POLL)
      .toMatch(/script-src-elem inline/);
    await context.close();
  });

  it('a foreign page opened by the signed-in admin changes nothing and reads nothing (form posts, no-cors fetch, beacons, credentialed fetch)', {
    timeout: flow(4),
  }, async () => {
    const context = await newContext(e2e.browser, 'desktop', e2e.baseUrl);
    const victim = await context.newPage();
    await signInInBrowser(victim, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await victim.waitForURL('**/stats/season');
    const before = await appState(victim);
    const email = before.data.viewer?.user.email;
    expect(email).toBe(e2e.demoAdmin.email);

    const attacker = await startAttacker({
      victim: e2e.baseUrl,
      mutation: {
        docId: ADD_DEPARTMENT,
        variables: { input: { organisationId: before.data.viewer?.organisation.id, name: 'Forged' } },
      },
      readViewer: APP_STATE,
    });
    try {
      const events = await eventCount(e2e.t);
      // What reaches the app from the foreign page (its Origin, or its Referer where a GET has none).
      const received: { method: string; url: string; status: number }[] = [];
      const fromAttacker = (req: IncomingMessage) =>
        req.headers.origin === attacker.url || String(req.headers.referer ?? '').startsWith(attacker.url);
      const watch = (req: IncomingMessage, res: ServerResponse) => {
        if (fromAttacker(req))
          res.on('finish', () =>
            received.push({ method: String(req.method), url: String(req.url), status: res.statusCode }),
          );
      };
      e2e.t.app.server.on('request', watch);
      const page = await context.newPage();
      await page.goto(attacker.url);
      await page.waitForFunction(() => document.title === 'done', undefined, { timeout: STEP_MS });
      // 4 forms, 2 no-cors fetches, 2 beacons, the image and the credentialed GET are sent as they
      // are; the 2 credentialed JSON POSTs stop at their preflight (OPTIONS).
      const sent = () => received.filter((r) => r.method !== 'OPTIONS');
      await expect.poll(() => sent().length, POLL).toBeGreaterThanOrEqual(10);
      e2e.t.app.server.off('request', watch);
      expect(sent().filter((r) => r.status < 400)).toEqual([]);
      expect(sent()).toHaveLength(10);
      expect(received.filter((r) => r.method === 'OPTIONS')).toHaveLength(2);
      expect(await eventCount(e2e.t)).toBe(events);

      // Nothing the page read, and nothing it sent home, holds the admin's e-mail.
      expect(attacker.reports).toHaveLength(1);
      const report = JSON.parse(String(attacker.reports[0])) as Record<string, string>;
      expect(report['credentialed JSON read']).toMatch(/^error/);
      expect(report['credentialed GET read']).toMatch(/^error/);
      expect(report['credentialed JSON mutation']).toMatch(/^error/);
      expect(attacker.reports.join('')).not.toContain(String(email));
      expect(await page.content()).not.toContain(String(email));

      // The admin is still signed in (the sign-out form did nothing) and the league has no new department.
      const after = await appState(victim);
      expect(after.data.viewer?.user.email).toBe(email);
      const { rows } = await e2e.t.database.pool.query(
        `SELECT count(*)::int AS n FROM organisation_departments WHERE name = 'Forged'`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await attacker.close();
      await context.close();
    }
  });
});

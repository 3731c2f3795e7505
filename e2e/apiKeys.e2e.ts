import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow } from './support/budget.ts';

// Issue 28: an analyst (here the demo league's admin, who may too) gets an API key in production,
// where only the app's own documents run: made on its screen, shown once with a curl example, used
// from outside with an arbitrary document, and revoked.

describe('API keys in production', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  // biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
  type Loose = any;
  const read = (key: string) =>
    fetch(`${e2e.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: '{ viewer { statsOrganisation { name } } }' }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Loose }));

  it('makes a key on its screen, reads the league with it, and revokes it', {
    timeout: flow(10),
  }, async () => {
    const page = await (await newContext(e2e.browser, 'phone', e2e.baseUrl)).newPage();
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    await page.waitForURL('**/apiKeys');
    await page.getByText('No keys yet.').waitFor();
    const create = page.getByRole('button', { name: 'Create key' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByText('Name the key (what it is for).').waitFor();
    await page.getByLabel('Name').fill('Monthly report');
    await create.click();
    const key = (await page.getByLabel('New API key').textContent()) ?? '';
    expect(key).toMatch(/^kl_/);
    await page.getByText(`-H 'x-api-key: ${key}'`, { exact: false }).waitFor();
    await expectAccessible(page, 'API keys with a new key (phone)');
    const used = await read(key);
    expect(used.status).toBe(200);
    expect(used.body.data.viewer.statsOrganisation.name).toBe('Kicker Demo GmbH');

    // Revoked: the key no longer reads anything.
    const row = page.getByRole('group', { name: 'Monthly report' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Key revoked').waitFor();
    await page.getByText('No keys yet.').waitFor();
    const refused = await read(key);
    expect(refused.body.data?.viewer?.statsOrganisation ?? null).toBeNull();
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    await page.context().close();
  });
});

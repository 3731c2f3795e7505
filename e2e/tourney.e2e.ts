import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../server/test/support/testApp.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';
import {
  addMembers,
  createTourney,
  deleteAllTourneys,
  joinTourney,
  launchTourney,
  listTourneys,
  readTourney,
  signedInAdmin,
} from './support/tourney.ts';

// SPEC §2 'Tournaments' on the demo league: the demo admin creates a 1 vs 1 tourney through the
// form, five players join (one through the list's 'Join tourney'), the admin starts it; scores are
// entered to the end in a second browser while the first watches the plan change without a reload;
// a TV view left open in a third browser follows the launch, each score and the champion; the list's
// card then shows the crown and the champion. Also the form's validation, the launch dialog for a
// lonely participant and the confirmations before removing a participant and deleting.

const MEMBERS = ['Anton', 'Berta', 'Cleo', 'Dario', 'Emma'] as const;

describe('tourney', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let members: TestClient[];
  let admin: TestClient;

  async function open(viewport: 'phone' | 'desktop', email: string, password?: string) {
    const page = await (await newContext(e2e.browser, viewport, e2e.baseUrl)).newPage();
    await signInInBrowser(page, email, password);
    await page.waitForURL('**/stats/season');
    return page;
  }
  const openAdmin = (viewport: 'phone' | 'desktop') =>
    open(viewport, e2e.demoAdmin.email, e2e.demoAdmin.password);

  /** Through the form: the new tourney's global id (the list's card links to it). */
  async function createThroughForm(page: Page, name: string) {
    await page.goto('/games/tourney');
    await page.getByRole('link', { name: 'New tourney' }).click();
    await page.waitForURL('**/games/tourney/newTourney');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/games\/tourney$/);
    const card = page.getByRole('article', { name });
    await card.getByRole('link', { name }).click();
    await page.waitForURL(/\/games\/tourney\/[^/]+$/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  }

  beforeAll(async () => {
    e2e = await startE2E();
    members = await addMembers(e2e.t, MEMBERS);
    admin = await signedInAdmin(e2e.t, e2e.demoAdmin);
  }, flow(10));
  afterAll(() => e2e.close());

  /** Opens the tourney's plan and enters 6 for the first side that can score until there is a champion. */
  async function playToChampion(page: Page, tourneyId: string) {
    await page.goto(`/games/tourney/${encodeURIComponent(tourneyId)}`);
    await page.getByRole('tab', { name: 'Plan' }).click();
    await page.getByRole('heading', { name: 'Final', exact: true }).waitFor();
    const scorable = page.locator('[data-match] input:not([disabled])');
    for (let played = 0; played < 32; played++) {
      if ((await readTourney(admin, tourneyId)).status === 'COMPLETED') break;
      await scorable.first().waitFor();
      const matchId = await scorable
        .first()
        .locator('xpath=ancestor::*[@data-match][1]')
        .getAttribute('data-match');
      await scorable.first().fill('6');
      // A 6 locks the match: asked first (issue 28).
      await page.getByRole('alertdialog').getByRole('button', { name: 'Lock result' }).click();
      await page.locator(`[data-match="${matchId}"]`).getByText('Locked').waitFor();
    }
    await page.locator('[data-match="0-0"]').getByRole('img', { name: 'Champion' }).waitFor();
    expect((await readTourney(admin, tourneyId)).status).toBe('COMPLETED');
  }

  it("plays the demo's tourneys to the end: 13 on a desktop, 8 and a 2 vs 2 of 12 replayed on a phone", {
    timeout: flow(60),
  }, async () => {
    const ids = new Map((await listTourneys(admin)).map((t) => [t.name, t.id]));
    const desktop = await openAdmin('desktop');
    await playToChampion(desktop, ids.get('Autumn Open') ?? '');
    const phone = await openAdmin('phone');
    for (const name of ['Spring Cup', 'Doubles Masters']) {
      const id = ids.get(name) ?? '';
      await phone.goto(`/games/tourney/${encodeURIComponent(id)}`);
      await phone.getByRole('tab', { name: 'Details' }).click();
      await phone.getByRole('button', { name: 'Reset Plan' }).click();
      await phone.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
      await phone.getByRole('button', { name: 'Start Tourney' }).click();
      await phone.getByRole('alertdialog').getByRole('button', { name: 'Start' }).click();
      await expect.poll(async () => (await readTourney(admin, id)).status, POLL).toBe('RUNNING');
      await playToChampion(phone, id);
    }
    for (const page of [desktop, phone]) await page.context().close();
  });

  it("checks the form's name and refuses to launch a lonely tourney", { timeout: flow(15) }, async () => {
    // The demo league brings tourneys of its own; from here on there are none (the empty tabs).
    await deleteAllTourneys(admin);
    const page = await openAdmin('phone');
    await page.goto('/games/tourney');
    await page.getByText('No active tournaments at the moment.').waitFor();
    await page.getByRole('tab', { name: 'Completed (0)' }).click();
    await page.getByText('No completed tournaments yet.').waitFor();
    await page.getByRole('link', { name: 'New tourney' }).click();
    await page.waitForURL('**/games/tourney/newTourney');

    // SPEC §5: name 5-30 characters; Create disabled unless valid; the defaults.
    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Cup');
    await page.getByLabel('Name').blur();
    await page.getByText('5-30 characters').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('x'.repeat(31));
    expect(await create.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '1vs1' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'MMR' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Fixed' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Winning sets', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Final winning sets').isDisabled()).toBe(true);
    expect(await page.getByLabel('Match for 3rd place').isChecked()).toBe(true);
    await expectAccessible(page, 'new tourney');

    const id = await createThroughForm(page, 'Lonely Cup');
    await joinTourney(members[0]!, id);
    await page.reload();
    await page.getByText('Participants: 1').waitFor();
    await page.getByRole('button', { name: 'Start Tourney' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('So lonely!').waitFor();
    await dialog.getByText('Go and play with yourself').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect((await readTourney(admin, id)).status).toBe('OPEN');

    // A participant's delete icon asks SPEC's question; Cancel keeps them, Delete removes them.
    await page.getByRole('button', { name: 'Remove Anton' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove Anton' });
    await remove.getByText('Do you really want to delete this match?').waitFor();
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'hidden' });
    await page.getByText('Participants: 1').waitFor();
    await page.getByRole('button', { name: 'Remove Anton' }).click();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Participants: 0').waitFor();
    await page.getByRole('button', { name: 'Remove Anton' }).waitFor({ state: 'detached' });

    // Deleting asks first, then goes back to the list.
    await page.getByRole('button', { name: 'Delete Tourney' }).click();
    await page.getByRole('alertdialog').getByText('Do you really want to delete this Tourney?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/games\/tourney$/);
    await page.getByText('No active tournaments at the moment.').waitFor();
    await page.context().close();
  });

  it('runs a tourney from the form to its champion, live in a second browser', {
    timeout: flow(60),
  }, async () => {
    const watcher = await openAdmin('desktop');
    const id = await createThroughForm(watcher, 'Spring Cup');

    // One player joins through the list, four more through the app's own mutation.
    const anton = await open('phone', 'anton@example.com');
    await anton.goto('/games/tourney');
    const card = anton.getByRole('article', { name: 'Spring Cup' });
    await card.getByRole('button', { name: 'Join tourney' }).click();
    await card.getByText('1 participant', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Join tourney' }).waitFor({ state: 'detached' });
    for (const member of members.slice(1)) await joinTourney(member, id);

    // The watcher's details follow the joins without a reload.
    await watcher.getByText('Participants: 5').waitFor();
    for (const name of MEMBERS) await watcher.getByRole('link', { name, exact: true }).waitFor();
    await expectAccessible(watcher, 'tourney details');

    // Anton's browser becomes the screen on the wall: the TV view, opened before the launch and
    // never loaded again, follows the launch, every score and advancement, and the champion.
    const tv = anton;
    await tv.setViewportSize({ width: 1440, height: 900 });
    await tv.goto(`/tv/tourney/${encodeURIComponent(id)}`);
    await tv.getByText('Tournament not started yet').waitFor();
    let tvLoads = 0;
    tv.on('framenavigated', (frame) => {
      if (frame === tv.mainFrame()) tvLoads++;
    });

    await watcher.getByRole('button', { name: 'Start Tourney' }).click();
    const confirm = watcher.getByRole('alertdialog');
    await confirm.getByText('Do you really want to launch this Tourney?').waitFor();
    await confirm.getByRole('button', { name: 'Start' }).click();
    await expect.poll(async () => (await readTourney(admin, id)).status, POLL).toBe('RUNNING');
    await watcher.getByRole('tab', { name: 'Plan' }).click();
    await watcher.getByRole('heading', { name: 'Final', exact: true }).waitFor();
    await expectAccessible(watcher, 'tourney plan');
    await tv.getByRole('heading', { name: 'Final', exact: true }).waitFor();

    // The second browser enters the scores, one match after the other, until none is left.
    const scorer = await openAdmin('phone');
    await scorer.goto(`/games/tourney/${encodeURIComponent(id)}`);
    await scorer.getByRole('heading', { name: 'Final', exact: true }).waitFor();
    const scorable = scorer.locator('[data-match] input:not([disabled])');
    for (let played = 0; played < 8; played++) {
      if ((await readTourney(admin, id)).status === 'COMPLETED') break;
      await scorable.first().waitFor();
      const matchId = await scorable
        .first()
        .locator('xpath=ancestor::*[@data-match][1]')
        .getAttribute('data-match');
      // The first open input is the home side's: its 6 wins the match.
      const winner = ((await scorable.first().getAttribute('aria-label')) ?? '').replace(/ score$/, '');
      await scorable.first().fill('6');
      await scorer.getByRole('alertdialog').getByRole('button', { name: 'Lock result' }).click();
      await scorer.locator(`[data-match="${matchId}"]`).getByText('Locked').waitFor();
      // The watcher sees it without a reload.
      await watcher.locator(`[data-match="${matchId}"]`).getByText('Locked').waitFor();
      // So does the TV view: the score, the lock, and the winner in the next round (a final and a
      // small final send no one on).
      const onTv = tv.locator(`[data-match="${matchId}"]`);
      await onTv.getByText('Locked').waitFor();
      expect(await onTv.getByLabel(`${winner} score`).textContent()).toBe('6');
      if (matchId !== '0-0' && matchId !== '1-0')
        await tv.locator('[data-match]').filter({ hasText: winner }).nth(1).waitFor();
    }
    await expect.poll(async () => (await readTourney(admin, id)).status, POLL).toBe('COMPLETED');

    // The final's winner carries the trophy, in both browsers.
    const champion =
      (await watcher.locator('[data-match="0-0"] [data-winner] a').first().textContent()) ?? '';
    expect(MEMBERS).toContain(champion);
    await watcher.locator('[data-match="0-0"]').getByRole('img', { name: 'Champion' }).waitFor();
    await scorer.locator('[data-match="0-0"]').getByRole('img', { name: 'Champion' }).waitFor();
    await tv.getByRole('status', { name: `Champion: ${champion}` }).waitFor();
    expect(tvLoads).toBe(0);

    // The TV view shows the champion.
    await watcher.getByRole('link', { name: 'TV view' }).click();
    await watcher.waitForURL('**/tv/tourney/**');
    await watcher.getByRole('status', { name: `Champion: ${champion}` }).waitFor();
    await expectAccessible(watcher, 'tourney TV view');

    // The list: completed, with the crown and the champion.
    await watcher.goto('/games/tourney');
    await watcher.getByRole('tab', { name: 'Completed (1)' }).click();
    const done = watcher.getByRole('article', { name: 'Spring Cup' });
    await done.getByRole('img', { name: 'Champion' }).waitFor();
    await done.getByRole('link', { name: champion, exact: true }).waitFor();
    await done.getByText('Completed').waitFor();
    await expectAccessible(watcher, 'tourney list');

    // Its own page names the podium (issue 28): the champion first.
    await done.getByRole('link', { name: 'Spring Cup' }).click();
    await watcher.getByRole('tab', { name: 'Details' }).click();
    const podium = watcher.getByRole('region', { name: 'Podium' });
    await podium.waitFor();
    expect(await podium.getByText('1st').locator('xpath=..').textContent()).toContain(champion);
    expect(await podium.getByText('2nd').count()).toBe(1);
    expect(await podium.getByText('3rd').count()).toBe(1);
    await expectAccessible(watcher, 'completed tourney with its podium');
    for (const page of [watcher, anton, scorer]) await page.context().close();
  });

  it('asks before a 6 locks a match, and lets the admin correct a typo without resetting the plan', {
    timeout: flow(15),
  }, async () => {
    const id = await createTourney(admin, 'Typo Cup');
    for (const member of members.slice(0, 4)) await joinTourney(member, id);
    await launchTourney(admin, id);
    const page = await openAdmin('phone');
    await page.goto(`/games/tourney/${encodeURIComponent(id)}`);
    await page.getByRole('tab', { name: 'Plan' }).click();
    await page.getByRole('heading', { name: 'Final', exact: true }).waitFor();
    // Who enters which score is said above the bracket.
    await page.getByText(/players and moderators enter scores at the table; a 6 locks the match/).waitFor();
    const semi = page.locator('[data-match="2-0"]');
    const [home = '', away = ''] = await semi
      .locator('input')
      .evaluateAll((inputs) =>
        inputs.map((i) => (i.getAttribute('aria-label') ?? '').replace(/ score$/, '')),
      );
    // The 6 typed into the wrong side: asked, cancelled, nothing locked.
    await semi.getByLabel(`${home} score`).fill('6');
    const ask = page.getByRole('alertdialog');
    await ask.getByText('Lock this result?').waitFor();
    await ask.getByText(`${home} 6 : 0 ${away}.`, { exact: false }).waitFor();
    await expectAccessible(page, 'lock confirmation (phone)');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await semi.getByText('Locked').count()).toBe(0);
    // Confirmed anyway (the typo), then corrected by the admin: the other side goes on instead.
    await semi.getByLabel(`${home} score`).fill('6');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Lock result' }).click();
    await semi.getByText('Locked').waitFor();
    const final = page.locator('[data-match="0-0"]');
    await final.getByText(home).waitFor();
    await semi.getByRole('button', { name: `Correct the result of ${home} against ${away}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Correct the result').waitFor();
    await dialog.getByLabel(home, { exact: true }).fill('4');
    await dialog.getByLabel(away, { exact: true }).fill('6');
    await expectAccessible(page, 'correct a result (phone)');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await final.getByText(away).waitFor();
    expect(await final.getByText(home).count()).toBe(0);
    const { rows } = await e2e.t.database.pool.query(
      `SELECT type, data->>'scoreHome' AS home, data->>'scoreAway' AS away FROM events
       WHERE type IN ('TourneyMatchScored', 'TourneyScoreCorrected') AND data->>'matchId' = '2-0'
       AND stream_id = (SELECT stream_id FROM events WHERE type = 'TourneyCreated' AND data->>'name' = 'Typo Cup')`,
    );
    expect(rows).toEqual([
      { type: 'TourneyMatchScored', home: '6', away: '0' },
      { type: 'TourneyScoreCorrected', home: '4', away: '6' },
    ]);
    await page.context().close();
  });
});

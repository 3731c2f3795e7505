import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedPoints } from '../client/src/lib/mmrChange.ts';
import { readConfigValues } from '../projections/src/config/queries.ts';
import { systemActor } from '../server/src/commands/command.ts';
import { newMatch, recordMatch } from '../server/src/commands/match.ts';
import { createOrganisation } from '../server/src/commands/organisation.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { changeRole } from '../server/src/commands/roles.ts';
import { changeSeasons } from '../server/src/commands/season.ts';
import { signedInClient } from '../server/test/support/testApp.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL, SLOW_MACHINE_FACTOR } from './support/budget.ts';
import { badgesSeen, tonesPlayed, watchBadges, watchSounds } from './support/liveSignals.ts';

// Issue 13: the stats area on the demo league. Two browsers on the season screen: a match recorded
// on a phone appears in the other's table with its last-score badge, and the bounty dialogs with
// their sound. Then every tab, its loading, empty and error states, and who sees the organisation
// selector.

describe('stats', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let demoOrg: string;
  let emptyOrg: string;
  let adminId: string;
  const DAY = 86_400_000;

  /** A verified user with a player in `orgId` (default: the demo league's Munich); their user id. */
  async function player(email: string, nickname: string, orgId = demoOrg): Promise<string> {
    const { userId } = await signedInClient(e2e.t, email);
    await runCommand(
      e2e.t.app.services.commands,
      createPlayer,
      {
        orgId: orgId,
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name: nickname,
          nickname,
          locationId: await firstLocation(orgId),
          department: null,
          imageUrl: null,
          userId,
          isHost: false,
        },
      },
      systemActor(userId),
    );
    return userId;
  }

  async function firstLocation(orgId: string): Promise<string> {
    const { rows } = await e2e.t.database.pool.query(
      'SELECT location_id FROM organisation_locations WHERE org_id = $1 ORDER BY position LIMIT 1',
      [orgId],
    );
    return rows[0].location_id;
  }

  async function open(
    viewport: 'phone' | 'desktop',
    email: string,
    password?: string,
    motion: 'reduce' | 'no-preference' = 'reduce',
  ) {
    const context = await newContext(e2e.browser, viewport, e2e.baseUrl, 'light', motion);
    await watchBadges(context);
    await watchSounds(context);
    const page = await context.newPage();
    await signInInBrowser(page, email, password);
    await page.waitForURL('**/stats/season');
    return page;
  }

  const table = (page: Page, mode: '1 vs 1' | '2 vs 2') => page.getByRole('region', { name: mode });

  beforeAll(async () => {
    e2e = await startE2E();
    const { rows } = await e2e.t.database.pool.query('SELECT org_id FROM organisations');
    demoOrg = rows[0].org_id;
    await player('paula@example.com', 'Pauli');
    // A second public organisation: one location, a season without matches.
    const { rows: admin } = await e2e.t.database.pool.query(`SELECT id FROM "user" WHERE email = $1`, [
      e2e.demoAdmin.email,
    ]);
    adminId = admin[0].id;
    const actor = { userId: adminId };
    const created = await createOrganisation(
      e2e.t.app.services.commands,
      {
        details: { name: 'Empty Kicker AG', isPublic: true, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId: randomUUID(), name: 'Hamburg', lat: 53.55, long: 9.99 }],
        departments: [],
      },
      systemActor(actor.userId),
    );
    if (!('events' in created)) throw new Error(created.message);
    emptyOrg = created.events[0]!.orgId;
    await player('nora@example.com', 'Nora', emptyOrg);
    // A private organisation: only its members (here its creator, the demo admin) may choose it.
    const hidden = await createOrganisation(
      e2e.t.app.services.commands,
      {
        details: { name: 'Private Kicker GmbH', isPublic: false, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId: randomUUID(), name: 'Köln', lat: 50.94, long: 6.96 }],
        departments: [],
      },
      systemActor(actor.userId),
    );
    if (!('events' in hidden)) throw new Error(hidden.message);
    // A moderator of the demo league (SPEC §6: the organisation selector too).
    const mona = await player('mona@example.com', 'Mona');
    const granted = await runCommand(
      e2e.t.app.services.commands,
      changeRole,
      { orgId: demoOrg, userId: mona, role: 'moderator', granted: true, actorId: actor.userId },
      systemActor(actor.userId),
    );
    if (!('events' in granted)) throw new Error(granted.message);
  }, flow(10));
  afterAll(() => e2e.close());

  it('shows a match recorded on one phone in another browser’s table, with the last-score badge', {
    timeout: flow(22),
  }, async () => {
    // The watcher allows motion (the badge fades), the phone asks for reduced motion (it does not).
    const watcher = await open('desktop', e2e.demoAdmin.email, e2e.demoAdmin.password, 'no-preference');
    await table(watcher, '2 vs 2').getByRole('row').nth(1).waitFor();
    await expectAccessible(watcher, 'season (desktop)');

    const phone = await open('phone', 'paula@example.com');
    await table(phone, '1 vs 1').waitFor();
    await expectAccessible(phone, 'season (phone)');
    await phone.getByRole('link', { name: 'Games' }).click();
    await phone.waitForURL('**/games/addStats');
    const select = (label: string) => phone.getByLabel(label, { exact: true });
    // The top of the 2 vs 2 table, so their rows are on the first page (Guests: both locations).
    await phone.getByText('Guests', { exact: true }).click();
    await select('Team White Defense').selectOption({ label: 'Rookie' });
    await select('Team White Offense').selectOption({ label: 'Flinke Hand' });
    await select('Team Black Defense').selectOption({ label: 'Hammer' });
    await select('Team Black Offense').selectOption({ label: 'Schiri' });
    await phone.getByLabel('Team White score').fill('6');
    await phone.getByLabel('Team Black score').fill('3');
    const submitted = Date.now();
    await phone.getByRole('button', { name: 'Submit' }).click();

    // The watcher's 2 vs 2 table: a winner's row with '+n' in green, a loser's with '−n' (or '±0' at
    // 0 MMR), each the player's MMR change as every screen shows it (issue 28 item 7).
    const badge = (name: string) =>
      table(watcher, '2 vs 2')
        .getByRole('row')
        .filter({ has: watcher.getByRole('link', { name, exact: true }) })
        .getByTestId('last-score');
    await badge('Rookie').waitFor();
    const latency = Date.now() - submitted;
    console.log(`stats: the recorded match reached the other browser's table after ${latency} ms`);
    // Issue 13: within 2 s on a quiet machine (the flow budget's factor for a busy one).
    expect(latency).toBeLessThan(2000 * SLOW_MACHINE_FACTOR);
    expect(await badge('Rookie').textContent()).toMatch(/^\+\d+$/);
    expect(await badge('Schiri').textContent()).toMatch(/^(\u2212\d+|\u00b10)$/);
    expect(await badge('Rookie').getAttribute('title')).toMatch(/^\+\d+ MMR/);
    // The figure is each player's MMR change, as History and the profile show it.
    const { rows: changes } = await e2e.t.database.pool.query<{ nickname: string; mmr_change: number }>(
      `SELECT pl.nickname, p.mmr_change FROM match_participation p
       JOIN players pl ON pl.org_id = p.org_id AND pl.player_id = p.player_id
       WHERE (p.org_id, p.log_position) = (SELECT org_id, position FROM matches ORDER BY position DESC LIMIT 1)`,
    );
    const changeOf = (name: string) => signedPoints(changes.find((c) => c.nickname === name)!.mmr_change);
    expect(await badge('Rookie').textContent()).toBe(changeOf('Rookie'));
    expect(await badge('Schiri').textContent()).toBe(changeOf('Schiri'));
    // With motion the badge fades in: it entered the page transparent.
    expect((await badgesSeen(watcher)).map((b) => b.opacity)).toContain('0');
    // The badge goes after 5 s.
    await badge('Rookie').waitFor({ state: 'detached' });

    // The phone lands on the stats with its own match's badges: with reduced motion there at once,
    // without the fade.
    await phone.waitForURL('**/stats/season');
    await expect
      .poll(
        async () =>
          [
            ...new Set((await badgesSeen(phone)).map((b) => (b.text.startsWith('+') ? 'won' : 'lost'))),
          ].sort(),
        POLL,
      )
      .toEqual(['lost', 'won']);
    expect((await badgesSeen(phone)).filter((b) => b.opacity !== '1')).toEqual([]);
    await watcher.context().close();
    await phone.context().close();
  });

  it('paints the season tables from the server at a fresh start, and the app takes them over without asking again', {
    timeout: flow(12),
  }, async () => {
    const page = await open('phone', 'paula@example.com');
    const one = table(page, '1 vs 1');
    await one.getByRole('row').nth(10).waitFor();
    const shown = await one.getByRole('row').allTextContents();

    // Without JavaScript the page already has them: the server rendered them.
    const bare = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    await bare.addCookies(await page.context().cookies());
    const still = await bare.newPage();
    await still.goto(`${e2e.baseUrl}/stats/season`);
    expect(await table(still, '1 vs 1').getByRole('row').allTextContents()).toEqual(shown);
    await bare.close();

    // With JavaScript: the app adopts the server's screen (hydration) with the answers sent along.
    const reactErrors: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && /react|hydrat/i.test(m.text()) && reactErrors.push(m.text()),
    );
    page.on('pageerror', (e) => /react|hydrat/i.test(e.message) && reactErrors.push(e.message));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(String(JSON.parse(r.postData() ?? '{}').operationName));
    });
    await page.reload();
    await page.locator('#first-screen').waitFor({ state: 'detached' }); // the app's first render is done
    expect(await one.getByRole('row').allTextContents()).toEqual(shown);
    expect(asked.filter((name) => name === 'AppStateQuery' || name === 'SeasonPageQuery')).toEqual([]);

    // It is the app's screen now: its pages turn, and a match recorded elsewhere arrives with its
    // badges (it may also open a bounty dialog, so it comes last).
    await one.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => one.getByRole('row').nth(1).textContent(), POLL).not.toBe(shown[1]);
    await one.getByRole('button', { name: 'Page 1' }).click();
    await expect.poll(() => one.getByRole('row').nth(1).textContent(), POLL).toBe(shown[1]);
    const { rows } = await e2e.t.database.pool.query(
      'SELECT player_id, name, nickname FROM players WHERE org_id = $1',
      [demoOrg],
    );
    const idOf = async (row: number) => {
      const name = await one.getByRole('row').nth(row).getByRole('link').first().textContent();
      const found = rows.find((p) => p.nickname === name || p.name === name);
      if (!found) throw new Error(`no player shown as ${name}`);
      return found.player_id as string;
    };
    const [first, second] = [await idOf(1), await idOf(2)];
    const recorded = await runCommand(
      e2e.t.app.services.commands,
      recordMatch,
      newMatch(
        demoOrg,
        {
          mode: 1,
          whites: { defense: second, offense: null },
          blacks: { defense: first, offense: null },
          scoreWhites: 6,
          scoreBlacks: 2,
          sixInARow: false,
          locationId: null,
        },
        adminId,
        new Date(),
      ),
      systemActor(adminId),
    );
    if (!('events' in recorded)) throw new Error(recorded.message);
    await expect
      .poll(
        async () =>
          [...new Set((await badgesSeen(page)).map((b) => (b.text.startsWith('+') ? 'won' : 'lost')))].sort(),
        POLL,
      )
      .toEqual(['lost', 'won']);
    expect(reactErrors).toEqual([]);
    await page.context().close();
  });

  it('pages, switches seasons, and shows the selector of organisations to admins only', {
    timeout: flow(15),
  }, async () => {
    const page = await open('desktop', e2e.demoAdmin.email, e2e.demoAdmin.password);
    const one = table(page, '1 vs 1');
    await one.getByRole('row').nth(10).waitFor();
    expect(await one.getByRole('row').count()).toBe(11); // header and 10 rows a page
    const firstPage = await one.getByRole('row').nth(1).textContent();
    await one.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => one.getByRole('row').nth(1).textContent(), POLL).not.toBe(firstPage);
    // The date range and the season selector: the current season is preselected.
    expect(await page.getByLabel('Season').inputValue()).toBe('2');
    await page.getByLabel('Season').selectOption('1');
    await page.waitForURL(/season=1/);
    await page.getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/).waitFor();
    // Another organisation: its newest season, without matches yet.
    await page.getByLabel('Organisation').selectOption({ label: 'Empty Kicker AG' });
    await page.getByText('No Seasons Available').waitFor();
    await page.getByRole('link', { name: 'Create a season in the admin area' }).waitFor();
    await page.context().close();

    const plain = await open('phone', 'paula@example.com');
    await table(plain, '1 vs 1').waitFor();
    expect(await plain.getByLabel('Organisation').count()).toBe(0);
    await plain.getByRole('button', { name: /Current Challenge \(\+\d+\)/ }).click();
    await plain
      .getByRole('dialog')
      .getByText(/Current Challenge \(\+\d+\)/)
      .waitFor();
    await plain.context().close();

    const nora = await open('phone', 'nora@example.com');
    await nora.getByText('Please contact an administrator to create a season.').waitFor();
    await nora.context().close();

    // A moderator chooses too (SPEC §6): among the public organisations and their own, not the
    // private one they are not in; in another organisation without seasons they are no admin.
    const mona = await open('phone', 'mona@example.com');
    await table(mona, '1 vs 1').waitFor();
    const { rows: visible } = await e2e.t.database.pool.query(
      'SELECT name FROM organisations WHERE is_public OR org_id = $1 ORDER BY name',
      [demoOrg],
    );
    expect(visible.map((r) => r.name)).not.toContain('Private Kicker GmbH');
    const choices = await mona.getByLabel('Organisation').locator('option').allTextContents();
    expect(choices.sort()).toEqual(visible.map((r) => r.name).sort());
    await mona.getByLabel('Organisation').selectOption({ label: 'Empty Kicker AG' });
    await mona.getByText('No Seasons Available').waitFor();
    await mona.getByText('Please contact an administrator to create a season.').waitFor();
    expect(await mona.getByRole('link', { name: 'Create a season in the admin area' }).count()).toBe(0);
    await mona.context().close();
  });

  it('announces a new bounty and a collected one in another browser, with their sound, only while they are news', {
    timeout: flow(20),
  }, async () => {
    const { bounty } = await readConfigValues(e2e.t.app.services.db, demoOrg);
    const locationId = await firstLocation(demoOrg);
    const [hunter, prey] = ['Jägerin', 'Beute'];
    const ids: Record<string, string> = {};
    for (const name of [hunter, prey]) {
      ids[name] = randomUUID();
      const made = await runCommand(
        e2e.t.app.services.commands,
        createPlayer,
        {
          orgId: demoOrg,
          command: {
            type: 'CreatePlayer',
            playerId: ids[name]!,
            name,
            nickname: name,
            locationId,
            department: null,
            imageUrl: null,
            userId: null,
            isHost: false,
          },
        },
        systemActor(adminId),
      );
      if (!('events' in made)) throw new Error(made.message);
    }
    /** A 1 vs 1 recorded elsewhere (not in this browser), played `ago` ms before now. */
    const play = async (winner: string, loser: string, ago = 0) => {
      const recorded = await runCommand(
        e2e.t.app.services.commands,
        recordMatch,
        newMatch(
          demoOrg,
          {
            mode: 1,
            whites: { defense: ids[winner]!, offense: null },
            blacks: { defense: ids[loser]!, offense: null },
            scoreWhites: 6,
            scoreBlacks: 4,
            sixInARow: false,
            locationId: null,
          },
          adminId,
          new Date(Date.now() - ago),
        ),
        systemActor(adminId),
      );
      if (!('events' in recorded)) throw new Error(recorded.message);
    };
    const watcher = await open('desktop', e2e.demoAdmin.email, e2e.demoAdmin.password);
    await table(watcher, '1 vs 1').getByRole('row').nth(1).waitFor();
    const dialog = watcher.getByRole('alertdialog');
    const streak = async () => {
      for (let i = 0; i < bounty.requiredWins; i++) await play(hunter, prey);
    };

    // The streak reaches requiredWins: 'New Bounty!' with its sound.
    await streak();
    await dialog.getByText('New Bounty!').waitFor();
    expect(await dialog.textContent()).toContain(hunter);
    await expect.poll(() => tonesPlayed(watcher), POLL).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'detached' });
    const tones = await tonesPlayed(watcher);

    // A collection that reaches the screen as old news (played a minute ago) opens no dialog: the
    // next dialog is the next streak's, not 'Bounty Collected!'.
    await play(prey, hunter, 60_000);
    await streak();
    await dialog.getByText('New Bounty!').waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Collected now: 'Bounty Collected!' naming the winner, with its sound.
    await play(prey, hunter);
    await dialog.getByText('Bounty Collected!').waitFor();
    expect(await dialog.textContent()).toContain(`${prey} collected ${bounty.bountyPoints} bounty points.`);
    await expect.poll(() => tonesPlayed(watcher), POLL).toBeGreaterThan(tones);
    await expectAccessible(watcher, 'bounty dialog (desktop)');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await watcher.context().close();
  });

  /** Holds the requests of these GraphQL operations (the network is slow) until `release`. */
  async function holdQueries(page: Page, operations: string[]) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (operations.some((name) => body.includes(`"operationName":"${name}"`))) await held;
      await route.continue();
    });
    return {
      async release() {
        release();
        // Once the held requests have gone on (an unroute alone would leave them to fail).
        await page.unrouteAll({ behavior: 'wait' });
      },
    };
  }

  it('shows a spinner where the season tables and the awards will be while they load', {
    timeout: flow(10),
  }, async () => {
    const page = await open('phone', 'paula@example.com');
    await table(page, '1 vs 1').waitFor();
    // A fresh start with the season slow to come: the app starts, and shows the tabs and a spinner
    // under them until the tables are there (not its full-screen 'Loading your workspace...').
    // Through /stats, which the server does not render (it sends /stats/season's tables along).
    let slow = await holdQueries(page, ['SeasonPageQuery']);
    await page.goto(`${e2e.baseUrl}/stats`);
    await page.locator('#first-screen').waitFor({ state: 'detached' });
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Stats' }).getByText('Season').isVisible()).toBe(true);
    expect(await page.getByText('Loading your workspace...').count()).toBe(0);
    expect(await table(page, '1 vs 1').count()).toBe(0);
    await slow.release();
    await table(page, '1 vs 1').getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);

    // The awards tab: its spinner until the awards are there.
    slow = await holdQueries(page, ['AwardsPageQuery']);
    await page.getByRole('link', { name: 'Awards' }).click();
    await page.getByLabel('Loading awards').waitFor();
    expect(await page.getByText('Busy as a Bee').count()).toBe(0);
    await slow.release();
    await page.getByText('Busy as a Bee').waitFor();
    expect(await page.getByLabel('Loading awards').count()).toBe(0);
    await page.context().close();
  });

  it('shows no data for a season without matches, then the krabbel, ladder, department, award and league tabs', {
    timeout: flow(20),
  }, async () => {
    const { rows: admin } = await e2e.t.database.pool.query(`SELECT id FROM "user" WHERE email = $1`, [
      e2e.demoAdmin.email,
    ]);
    const season = await runCommand(
      e2e.t.app.services.commands,
      changeSeasons,
      {
        orgId: emptyOrg,
        command: {
          type: 'CreateSeason',
          startsOn: new Date(Date.now() - DAY).toISOString(),
          endsOn: new Date(Date.now() + 30 * DAY).toISOString(),
        },
      },
      systemActor(admin[0].id),
    );
    if (!('events' in season)) throw new Error(season.message);
    const nora = await open('desktop', 'nora@example.com');
    await nora.getByText('No data available').waitFor();
    await nora.goto('/stats/awards');
    await nora.getByText('No awards available').waitFor();
    await nora.getByText('Play some games to earn awards!').waitFor();
    await nora.context().close();

    const page = await open('phone', 'paula@example.com');
    await page.goto('/stats/krabbel');
    await page.getByText('Jetzt inklusive Six in a row Krabbler!').waitFor();
    for (const title of ['Gekrabbelt', 'Krabbler'])
      await page.getByRole('region', { name: title }).getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'krabbel (phone)');

    await page.goto('/stats/mmr');
    const ladder = page.getByRole('row');
    await ladder.nth(10).waitFor();
    expect(await ladder.nth(1).textContent()).toContain('Kickergott');
    expect(await ladder.nth(10).textContent()).toContain('Holzfuß');

    await page.goto('/stats/departments');
    for (const mode of ['1 vs 1', '2 vs 2'])
      await expect
        .poll(() => page.getByRole('region', { name: mode }).getByRole('row').count(), POLL)
        .toBe(5);

    // The awards fail to load once (the network drops the request): the error with Retry.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('AwardsPageQuery') ? route.abort() : route.continue(),
    );
    await page.goto('/stats/awards');
    await page.getByText('Error loading awards').waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Busy as a Bee').waitFor();
    await page.getByText('Getting Carried?').waitFor();
    await expectAccessible(page, 'awards (phone)');
    // Every award's icon is drawn in colour, 'So knapp!' (😩) too: drawn on a canvas in the icon's
    // own font, some pixel is neither black, white nor grey (issue 28: in the body's fonts it was a
    // black outline, and only it).
    const inColour = await page.locator('.kl-emoji').evaluateAll((icons) =>
      icons.map((icon) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 64;
        const ctx = canvas.getContext('2d')!;
        ctx.font = `48px ${getComputedStyle(icon).fontFamily}`;
        ctx.textBaseline = 'top';
        ctx.fillText(icon.textContent!.trim(), 4, 4);
        const px = ctx.getImageData(0, 0, 64, 64).data;
        for (let i = 0; i < px.length; i += 4) {
          const [r, g, b, a] = [px[i]!, px[i + 1]!, px[i + 2]!, px[i + 3]!];
          if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 40) return true;
        }
        return icon.textContent;
      }),
    );
    expect(inColour.length).toBeGreaterThanOrEqual(12);
    expect(inColour.filter((c) => c !== true)).toEqual([]);
    // Opened on the last tab (a page load), the phone's tab bar has scrolled it into view.
    const tabInView = () =>
      page.getByRole('navigation', { name: 'Stats' }).evaluate((nav) => {
        const active = nav.querySelector<HTMLElement>('a[aria-current="page"]')!;
        const [bar, tab] = [nav.getBoundingClientRect(), active.getBoundingClientRect()];
        return nav.scrollLeft > 0 && tab.left >= bar.left - 1 && tab.right <= bar.right + 1;
      });
    await expect.poll(tabInView, POLL).toBe(true);

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/stats/league');
    await page.getByText('The new League Season starts in').waitFor();
    expect(await page.getByRole('timer').textContent()).toContain('00');
    await page.getByRole('button', { name: 'Join League' }).click();
    expect(page.url()).toMatch(/\/stats\/league$/);
    expect(errors.filter((e) => e.includes('Invalid target date'))).toEqual([]);
    await page.context().close();
  });
});

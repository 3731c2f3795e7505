import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../server/src/commands/command.ts';
import { createOrganisation } from '../server/src/commands/organisation.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { changeSeasons } from '../server/src/commands/season.ts';
import { signedInClient } from '../server/test/support/testApp.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

const DAY = 86_400_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// Issue 13 items 4 and 5 on the demo league: the General tab's charts say what the matches say, and
// a profile opened from a player's name shows the MMR chart, form, partner, a head-to-head and more
// matches on demand. Then the empty and 'not found' states.
describe('the General tab and the player profile', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let orgId: string;
  let season: number;
  const db = () => e2e.t.database.pool;
  const playerIdOf = (globalId: string) =>
    Buffer.from(decodeURIComponent(globalId), 'base64').toString().split(':')[2]!;
  /** Matches of the current season (both modes) a player played, from the read model. */
  const matchesOf = async (playerId: string, mode?: number) =>
    Number(
      (
        await db().query(
          `SELECT count(*) FROM matches WHERE org_id = $1 AND season = $2
             AND (winners @> $3::jsonb OR losers @> $3::jsonb) AND ($4::text IS NULL OR mode = $4)`,
          [
            orgId,
            season,
            JSON.stringify([{ playerId }]),
            mode ? (mode === 1 ? 'oneOnOne' : 'twoOnTwo') : null,
          ],
        )
      ).rows[0].count,
    );

  async function signedIn(viewport: 'phone' | 'desktop', email = e2e.demoAdmin.email, password?: string) {
    const page = await (await newContext(e2e.browser, viewport, e2e.baseUrl)).newPage();
    await signInInBrowser(page, email, password ?? e2e.demoAdmin.password);
    return page;
  }

  beforeAll(async () => {
    e2e = await startE2E();
    const { rows } = await db().query(
      `SELECT s.org_id, s.number FROM seasons s WHERE s.starts_on <= now() AND s.ends_on > now()`,
    );
    orgId = rows[0].org_id;
    season = rows[0].number;
    // A season still to come, without matches: the General tab's empty state.
    const admin = await db().query(`SELECT id FROM "user" WHERE email = $1`, [e2e.demoAdmin.email]);
    const newest = await db().query('SELECT max(ends_on) AS ends FROM seasons WHERE org_id = $1', [orgId]);
    const startsOn = new Date(new Date(newest.rows[0].ends).getTime() + DAY);
    const created = await runCommand(
      e2e.t.app.services.commands,
      changeSeasons,
      {
        orgId: orgId,
        command: {
          type: 'CreateSeason',
          startsOn: startsOn.toISOString(),
          endsOn: new Date(startsOn.getTime() + 30 * DAY).toISOString(),
        },
      },
      systemActor(admin.rows[0].id),
    );
    if (!('events' in created)) throw new Error(created.message);
  }, flow(8));
  afterAll(() => e2e.close());

  it('shows the season in charts with the numbers of the matches', { timeout: flow(12) }, async () => {
    const page = await signedIn('desktop');
    // The charts' code (recharts draws an svg.recharts-surface) loads with the General tab, not with
    // the first screen after sign-in.
    const scripts: Promise<string>[] = [];
    const urls: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
      urls.push(r.url());
    });
    const chartsLoaded = async () => (await Promise.all(scripts)).some((s) => s.includes('recharts-surface'));
    await page.waitForURL('**/stats/season');
    await page.getByRole('region', { name: '1 vs 1' }).getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await chartsLoaded()).toBe(false);
    // Nor Chakra: the season screen, where players land, is plain elements (docs/decisions.md).
    expect(urls.filter((u) => /\/ChakraScope-[^/]*\.js$/.test(u))).toEqual([]);
    await page.goto('/stats/general');
    for (const title of [
      'Matches per weekday',
      'Matches per hour',
      'Goals per match',
      'MMR of the top ten',
      'Most frequent partners',
      'Fiercest rivalries',
    ])
      await page.getByRole('heading', { name: title }).waitFor();
    // Each chart is an image named by its title, described by its sentence, drawn by recharts.
    for (const name of ['Matches per weekday', 'Matches per hour', 'Goals per match', 'MMR of the top ten']) {
      const chart = page.getByRole('img', { name });
      await chart.locator('svg.recharts-surface').first().waitFor();
    }
    expect(await chartsLoaded()).toBe(true);

    const total = Number(
      (await db().query('SELECT count(*) FROM matches WHERE org_id = $1 AND season = $2', [orgId, season]))
        .rows[0].count,
    );
    const perDay = new Map(
      (
        await db().query(
          `SELECT extract(isodow FROM played_on AT TIME ZONE 'Europe/Berlin')::int AS day, count(*)::int AS n
             FROM matches WHERE org_id = $1 AND season = $2 GROUP BY 1`,
          [orgId, season],
        )
      ).rows.map((r) => [r.day as number, r.n as number]),
    );
    const counts = WEEKDAYS.map((_, i) => perDay.get(i + 1) ?? 0);
    const top = counts.indexOf(Math.max(...counts));
    await page
      .getByRole('region', { name: 'The season in numbers' })
      .getByText(String(total), { exact: true })
      .waitFor();
    await page.getByText(`Most matches on ${WEEKDAYS[top]}: ${counts[top]} of ${total}.`).waitFor();
    // The table for screen readers has every weekday's count.
    const table = page.getByRole('table', { name: 'Matches per weekday' });
    for (const [i, day] of WEEKDAYS.entries())
      expect(await table.getByRole('row', { name: new RegExp(`^${day} `) }).textContent()).toBe(
        `${day}${counts[i]}`,
      );

    // The top ten: ten lines and a legend of ten players, then the other mode.
    const topTen = page.getByRole('region', { name: 'MMR of the top ten' });
    await expect.poll(() => topTen.locator('.recharts-line').count(), POLL).toBe(10);
    expect(await topTen.getByRole('list', { name: 'Players' }).getByRole('listitem').count()).toBe(10);
    await topTen.getByRole('button', { name: '2 vs 2' }).click();
    await topTen.getByText(/^2 vs 2: .+ leads with \d+ MMR, 10 players shown\.$/).waitFor();
    expect(await topTen.getByRole('button', { name: '2 vs 2' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'general (desktop)');
    await page.context().close();
  });

  it('opens a profile from a name: MMR chart, form, partner, head-to-head, more matches', {
    timeout: flow(10),
  }, async () => {
    const page = await signedIn('phone');
    await page.waitForURL('**/stats/season');
    await page.goto('/stats/general');
    const rivals = page.getByRole('region', { name: 'Fiercest rivalries' });
    await rivals.getByRole('link').first().click();
    await page.waitForURL('**/profile/**');
    const playerId = playerIdOf(new URL(page.url()).pathname.split('/').pop()!);
    const { rows } = await db().query('SELECT name FROM players WHERE player_id = $1', [playerId]);
    await page.getByRole('heading', { level: 1, name: rows[0].name }).waitFor();

    // MMR over time: a line per mode played, and the sentence counts the matches of each mode.
    const chart = page.getByRole('img', { name: 'MMR over time' });
    await chart.locator('.recharts-line').first().waitFor();
    const [ones, twos] = [await matchesOf(playerId, 1), await matchesOf(playerId, 2)];
    const played = (label: string, n: number) =>
      n === 0 ? `${label}: no matches.` : new RegExp(`${label}: [^.]*in ${n} match(es)?\\.`).source;
    const summary = page.getByRole('region', { name: 'MMR over time' }).getByText(/^1 vs 1: /);
    expect(await summary.textContent()).toMatch(
      new RegExp(`${played('1 vs 1', ones)} ${played('2 vs 2', twos)}`),
    );
    expect(await chart.locator('.recharts-line').count()).toBe((ones > 0 ? 1 : 0) + (twos > 0 ? 1 : 0));

    // Form: the last 10 matches of the season as W/L chips.
    const form = page.getByRole('list', { name: 'Last matches, newest first' });
    await form.waitFor();
    expect(await form.getByRole('listitem').count()).toBe(Math.min(10, ones + twos));
    expect(await form.getByRole('listitem').first().textContent()).toMatch(
      /^(Won|Lost), ([+\u2212]\d+|\u00b10) MMR/,
    );

    // Best partner and nemesis, each a link to their own profile.
    const relations = page.getByRole('region', { name: 'Partner and nemesis' });
    await relations.getByText(/matches together, \d+ won\./).waitFor();
    const nemesisLine = relations.getByText(/Lost \d+ of \d+ matches? against them\./);
    await nemesisLine.waitFor();
    const [, lost, against] = (await nemesisLine.textContent())!.match(/Lost (\d+) of (\d+)/)!;
    const nemesisName = (await relations.getByRole('link').last().getAttribute('title'))!;

    // Head-to-head against the nemesis: the same record, seen from this side.
    const h2h = page.getByRole('region', { name: 'Head-to-head' });
    const select = h2h.getByLabel('Opponent');
    const option = select.locator('option', { hasText: nemesisName });
    await select.selectOption({ value: (await option.getAttribute('value'))! });
    const wins = Number(against) - Number(lost);
    await h2h
      .getByText(
        `Against: ${wins} ${wins === 1 ? 'win' : 'wins'}, ${lost} ${lost === '1' ? 'loss' : 'losses'} in ${against} ${against === '1' ? 'match' : 'matches'}.`,
      )
      .waitFor();

    // Their matches, ten at a time, each linked to its details (the demo admin may open them).
    const matches = page.getByRole('region', { name: 'Matches', exact: true });
    const rowsShown = () => matches.getByRole('listitem').count();
    await expect.poll(rowsShown, POLL).toBe(10);
    const all = Number(
      (
        await db().query(
          `SELECT count(*) FROM matches WHERE org_id = $1 AND (winners @> $2::jsonb OR losers @> $2::jsonb)`,
          [orgId, JSON.stringify([{ playerId }])],
        )
      ).rows[0].count,
    );
    await matches.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(rowsShown, POLL).toBe(Math.min(20, all));
    expect(await matches.getByRole('link', { name: /^Details of the match of / }).count()).toBe(
      Math.min(20, all),
    );
    await expectAccessible(page, 'profile (phone)');
    await matches
      .getByRole('link', { name: /^Details of the match of / })
      .first()
      .click();
    await page.waitForURL('**/games/history/**');
    await page.getByRole('heading', { name: 'Team White' }).waitFor();
    await page.context().close();
  });

  it('says so for an empty season, a viewer without a player and a player one cannot see', {
    timeout: flow(8),
  }, async () => {
    // A private organisation of someone else, with a player.
    const stranger = await signedInClient(e2e.t, 'stranger@example.com');
    const locationId = randomUUID();
    const org = await createOrganisation(
      e2e.t.app.services.commands,
      {
        details: { name: 'Hidden Club', isPublic: false, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId, name: 'Cellar', lat: 48.1, long: 11.5 }],
        departments: [],
      },
      systemActor(stranger.userId),
    );
    if (!('events' in org)) throw new Error(org.message);
    const hiddenOrg = org.events[0]!.orgId;
    const hiddenPlayer = randomUUID();
    const made = await runCommand(
      e2e.t.app.services.commands,
      createPlayer,
      {
        orgId: hiddenOrg,
        command: {
          type: 'CreatePlayer',
          playerId: hiddenPlayer,
          name: 'Hidden',
          nickname: 'Hidden',
          locationId,
          department: null,
          imageUrl: null,
          userId: stranger.userId,
          isHost: false,
        },
      },
      systemActor(stranger.userId),
    );
    if (!('events' in made)) throw new Error(made.message);

    const page = await signedIn('phone');
    await page.waitForURL('**/stats/season');
    await page.goto(`/stats/general?season=${season + 1}`);
    await page.getByText('No matches in this season yet').waitFor();
    expect(await page.locator('svg.recharts-surface').count()).toBe(0);
    await expectAccessible(page, 'general, empty season (phone)');

    const hidden = Buffer.from(`Player:${hiddenOrg}:${hiddenPlayer}`).toString('base64');
    await page.goto(`/profile/${encodeURIComponent(hidden)}`);
    await page.getByRole('heading', { name: 'Player not found' }).waitFor();
    await page.goto('/profile/not-an-id');
    await page.getByRole('heading', { name: 'Player not found' }).waitFor();
    await page.context().close();

    // Signed in, without a player yet.
    await signedInClient(e2e.t, 'newbie@example.com');
    const newbie = await signedIn('phone', 'newbie@example.com', 'correct-horse-1');
    await newbie.waitForURL('**/postLogin');
    await newbie.goto('/profile');
    await newbie.getByRole('heading', { name: 'You have no player yet' }).waitFor();
    expect(await newbie.getByRole('link', { name: 'Claim or create your player' }).getAttribute('href')).toBe(
      '/postLogin',
    );
    await newbie.context().close();
  });
});

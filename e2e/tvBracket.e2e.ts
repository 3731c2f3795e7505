import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../server/src/commands/command.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { addPlayer } from '../server/src/commands/player.ts';
import { createTourney, joinTourney, launchTourney } from '../server/src/commands/tourney.ts';
import { globalIds } from '../server/src/graphql/globalIds.ts';
import { signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow } from './support/budget.ts';

// Issue 28 item 11: a wall screen cannot scroll. The TV bracket of every size from 2 to 32 sides
// fits 1280×720 and 1920×1080 whole, with its names at a size that reads from across the room.

/** The smallest name on the wall, in CSS pixels as drawn (its font size times the bracket's scale). */
const SMALLEST_NAME = { '1280x720': 10.5, '1920x1080': 16 } as const;

describe('the TV bracket', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  const tourneys = new Map<number, string>();
  beforeAll(async () => {
    e2e = await startE2E();
    const commands = e2e.t.app.services.commands;
    const { rows } = await e2e.t.database.pool.query(
      `SELECT o.org_id, l.location_id FROM organisations o JOIN organisation_locations l USING (org_id) LIMIT 1`,
    );
    const { org_id: orgId, location_id: locationId } = rows[0];
    const by = systemActor('e2e');
    // Names of 12 characters, the most a bracket shows (SPEC §9).
    const players: string[] = [];
    for (let i = 1; i <= 32; i++) {
      const playerId = randomUUID();
      const name = `Spielerin ${String(i).padStart(2, '0')}`;
      await runCommand(
        commands,
        addPlayer,
        {
          orgId,
          command: {
            type: 'CreatePlayer',
            playerId,
            name,
            nickname: name,
            locationId,
            department: null,
            imageUrl: null,
            userId: null,
            isHost: false,
          },
        },
        by,
      );
      players.push(playerId);
    }
    for (let sides = 2; sides <= 32; sides++) {
      const tourneyId = randomUUID();
      const on = { orgId, tourneyId };
      await runCommand(
        commands,
        createTourney,
        {
          ...on,
          name: `Wall Cup ${sides}`,
          mode: 1,
          teams: 'random',
          winningSets: 1,
          finalWinningSets: 1,
          rank3: true,
          createdBy: 'e2e',
        },
        by,
      );
      for (const playerId of players.slice(0, sides))
        await runCommand(commands, joinTourney, { ...on, player: { playerId, isHost: false } }, by);
      await runCommand(commands, launchTourney, on, by);
      tourneys.set(sides, globalIds.tourney(orgId, tourneyId));
    }
  }, flow(30));
  afterAll(() => e2e.close());

  it('fits every size from 2 to 32 sides on 1280×720 and 1920×1080, names large enough', {
    timeout: flow(90),
  }, async () => {
    const page = await (await newContext(e2e.browser, 'desktop', e2e.baseUrl)).newPage();
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
    const smallest: Record<string, number> = {};
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      const screen = `${width}x${height}` as keyof typeof SMALLEST_NAME;
      await page.setViewportSize({ width, height });
      for (const [sides, id] of tourneys) {
        await page.goto(`/tv/tourney/${encodeURIComponent(id)}`);
        await page.getByRole('heading', { name: 'Final', exact: true }).waitFor();
        // Measured once the page has settled: two frames, so a last resize has been fitted.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const seen = await page.evaluate(() => {
          const fit = document.querySelector('[data-scale]') as HTMLElement;
          const scale = Number(fit.dataset.scale);
          const names = [...document.querySelectorAll('[data-match] a')].map(
            (a) => Number.parseFloat(getComputedStyle(a).fontSize) * scale,
          );
          // A name cut short by its column (the bracket already shortens it to 12 characters).
          const cut = [...document.querySelectorAll('[data-match] a')].filter((a) => {
            const line = a.closest('p') ?? a.parentElement!;
            return line.scrollWidth > line.clientWidth + 1;
          }).length;
          const root = document.scrollingElement!;
          const bracket = fit.getBoundingClientRect();
          return {
            overflowY: root.scrollHeight - window.innerHeight,
            overflowX: root.scrollWidth - window.innerWidth,
            bottom: bracket.bottom - window.innerHeight,
            names: names.length,
            cut,
            smallest: Math.min(...names),
          };
        });
        expect(seen, `${sides} sides on ${screen}`).toMatchObject({
          overflowY: expect.toSatisfy((n: number) => n <= 0),
          overflowX: expect.toSatisfy((n: number) => n <= 0),
          bottom: expect.toSatisfy((n: number) => n <= 0),
        });
        expect(seen.names, `${sides} sides on ${screen}`).toBe(sides);
        expect(seen.cut, `names cut short: ${sides} sides on ${screen}`).toBe(0);
        expect(seen.smallest, `${sides} sides on ${screen}`).toBeGreaterThanOrEqual(SMALLEST_NAME[screen]);
        smallest[screen] = Math.min(smallest[screen] ?? 99, seen.smallest);
      }
    }
    console.info(`TV bracket, smallest name drawn: ${JSON.stringify(smallest)} px`);
    await page.context().close();
  });
});

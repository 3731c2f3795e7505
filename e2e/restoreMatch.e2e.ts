import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../server/src/commands/command.ts';
import { deleteMatch, newMatch, recordMatch } from '../server/src/commands/match.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';

// Issue 11: a deletion can be undone. The demo admin, on a phone, restores one deleted match from
// the audit log and another from its details page; both are back in the history with their points.
// Issue 13: while a match counts, its audit entries and details link to the season table after it.
describe('restoring deleted matches', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let page: Page;
  let orgId: string;
  let adminId: string;
  const players: Record<string, string> = {};
  const db = () => e2e.t.database.pool;
  const commands = () => e2e.t.app.services.commands;
  const ok = <R>(result: R) => {
    if (result && typeof result === 'object' && 'message' in result) throw new Error(String(result.message));
    return result as Exclude<R, { message: string }>;
  };

  /** A 6:3 of two new players (rank 1 each): +20 for the winner; the loser's −10 clamped at 0 MMR (±0). */
  const play = async (winner: string, loser: string) =>
    ok(
      await runCommand(
        commands(),
        recordMatch,
        newMatch(
          orgId,
          {
            mode: 1,
            whites: { defense: players[winner]! },
            blacks: { defense: players[loser]! },
            scoreWhites: 6,
            scoreBlacks: 3,
            sixInARow: false,
            locationId: null,
          },
          adminId,
          new Date(),
        ),
        systemActor(adminId),
      ),
    ).events[0]!.data.matchId;
  const remove = async (matchId: string) =>
    ok(await runCommand(commands(), deleteMatch, { orgId: orgId, matchId: matchId }, systemActor(adminId)));
  const isLive = async (matchId: string) =>
    (await db().query('SELECT 1 FROM matches WHERE org_id = $1 AND match_id = $2', [orgId, matchId]))
      .rowCount === 1;
  const globalId = (matchId: string) => Buffer.from(`Match:${orgId}:${matchId}`).toString('base64');
  /** The audit log's link to the season table around a match (with the admin area's organisation). */
  const tableAround = async (matchId: string) => {
    const { rows } = await db().query(
      'SELECT season FROM matches WHERE org_id = $1 AND match_id = $2 UNION SELECT season FROM deleted_matches WHERE org_id = $1 AND match_id = $2',
      [orgId, matchId],
    );
    const org = Buffer.from(`Organisation:${orgId}`).toString('base64');
    return `/stats/season?org=${encodeURIComponent(org)}&season=${rows[0].season}&asOf=${encodeURIComponent(globalId(matchId))}`;
  };

  /** The history at phone width shows the card of a match between the two, with its points. */
  async function expectInHistory(winner: string, loser: string, cards: number) {
    await page.goto('/games/history');
    const card = page.locator('.chakra-card__root', {
      has: page.getByRole('link', { name: winner, exact: true }),
    });
    await card.nth(cards - 1).waitFor();
    expect(await card.count()).toBe(cards);
    for (let i = 0; i < cards; i++) {
      await card.nth(i).getByRole('link', { name: loser, exact: true }).waitFor();
      await card.nth(i).getByText('+20').waitFor();
      await card.nth(i).getByText('\u00b10').waitFor();
      await card.nth(i).getByText('\u221210 match points, clamped at 0').waitFor();
    }
  }

  beforeAll(async () => {
    e2e = await startE2E();
    const { rows } = await db().query(
      `SELECT o.org_id, l.location_id, u.id AS admin_id FROM organisations o
       JOIN organisation_locations l USING (org_id) JOIN "user" u ON u.email = $1 LIMIT 1`,
      [e2e.demoAdmin.email],
    );
    ({ org_id: orgId, admin_id: adminId } = rows[0]);
    for (const name of ['Restora', 'Undine']) {
      players[name] = randomUUID();
      ok(
        await runCommand(
          commands(),
          createPlayer,
          {
            orgId: orgId,
            command: {
              type: 'CreatePlayer',
              playerId: players[name]!,
              name,
              nickname: name,
              locationId: rows[0].location_id,
              department: null,
              imageUrl: null,
              userId: null,
              isHost: false,
            },
          },
          systemActor(adminId),
        ),
      );
    }
    page = await (await newContext(e2e.browser, 'phone', e2e.baseUrl)).newPage();
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
  }, flow(8));
  afterAll(() => e2e.close());

  it("restores a match from the audit log's MatchDeleted entry, which then says it was restored", {
    timeout: flow(5),
  }, async () => {
    const matchId = await play('Restora', 'Undine');
    await remove(matchId);
    await page.goto('/admin/log');
    await page.getByRole('heading', { name: 'Audit log', exact: true }).waitFor();
    await page.getByLabel('Event type').fill('MatchDeleted');
    const entry = page.locator('div', { hasText: `matchId: ${matchId}` }).filter({
      has: page.getByRole('button', { name: 'Restore' }),
    });
    await entry.last().getByRole('button', { name: 'Restore' }).waitFor();
    // A deleted match is in no table: its entry offers the table just before it.
    expect(await entry.last().getByRole('link', { name: 'Table after this match' }).count()).toBe(0);
    expect(
      await entry.last().getByRole('link', { name: 'Table before this match' }).getAttribute('href'),
    ).toBe(await tableAround(matchId));
    await expectAccessible(page, 'audit log with a restorable deletion');
    await entry.last().getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Match restored').waitFor();
    await expect.poll(() => isLive(matchId), POLL).toBe(true);
    // The same entry now explains why it offers no restore.
    await entry.last().getByText('Restored since').waitFor();
    expect(await entry.last().getByRole('button', { name: 'Restore' }).isDisabled()).toBe(true);
    // Counting again, it has a place in the season's history: the table after it.
    expect(
      await entry.last().getByRole('link', { name: 'Table after this match' }).getAttribute('href'),
    ).toBe(await tableAround(matchId));
    await expectInHistory('Restora', 'Undine', 1);
  });

  it('shows a deleted match as deleted on its details page and restores it there', {
    timeout: flow(4),
  }, async () => {
    const matchId = await play('Restora', 'Undine');
    await remove(matchId);
    await page.goto(`/games/history/${encodeURIComponent(globalId(matchId))}`);
    await page.getByText('This match was deleted.').waitFor();
    expect(await page.getByText('+20').count()).toBe(0); // no points while deleted
    expect(await page.getByRole('button', { name: 'Delete match' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Table after this match' }).count()).toBe(0);
    await expectAccessible(page, 'details of a deleted match');
    // What the deletion left standing: the season table just before the match.
    await page.getByRole('link', { name: 'Table before this match' }).click();
    await page.waitForURL((url) => url.searchParams.get('asOf') === globalId(matchId));
    await page.getByText(/^The table as it stood before the deleted match of /).waitFor();
    await page.getByRole('region', { name: '1 vs 1' }).getByRole('row').nth(1).waitFor();
    await page.goBack();
    await page.getByText('This match was deleted.').waitFor();
    await page.getByRole('button', { name: 'Restore match' }).click();
    await page.getByText('Match restored').waitFor();
    await page.getByText('+20').waitFor();
    await page.getByRole('link', { name: 'Table after this match' }).click();
    await page.waitForURL((url) => url.searchParams.get('asOf') === globalId(matchId));
    expect(await page.getByText('This match was deleted.').count()).toBe(0);
    expect(await isLive(matchId)).toBe(true);
    await expectInHistory('Restora', 'Undine', 2);
  });
});

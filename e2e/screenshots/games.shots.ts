import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { systemActor } from '../../server/src/commands/command.ts';
import { newMatch, recordMatch } from '../../server/src/commands/match.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { createPlayer } from '../../server/src/commands/player.ts';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { shoot } from './shoot.ts';

/** Four different players of the list and a result. */
async function fillMatch(page: Page, whites: string, blacks: string) {
  const labels = ['Team White Defense', 'Team White Offense', 'Team Black Defense', 'Team Black Offense'];
  for (const [i, label] of labels.entries())
    await page.getByLabel(label, { exact: true }).selectOption({ index: i + 1 });
  await page.getByLabel('Team White score').fill(whites);
  await page.getByLabel('Team Black score').fill(blacks);
}

// The games area of the demo league as the demo admin sees it.
describe('games screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  beforeAll(async () => {
    e2e = await startE2E();
  }, flow(8));
  afterAll(() => e2e.close());

  /**
   * A 6:0 of two newcomers: the winner's +90 is 40 match points and the challenge bonus, the
   * loser's ±0 is clamped at 0 (the figures' parts on History and the match's details).
   */
  async function newcomersMatch() {
    const { rows } = await e2e.t.database.pool.query(
      `SELECT org_id, location_id FROM organisation_locations WHERE name = 'Munich'`,
    );
    const { org_id: orgId, location_id: locationId } = rows[0];
    const commands = e2e.t.app.services.commands;
    const ids: string[] = [];
    for (const name of ['Mira', 'Nino']) {
      const playerId = randomUUID();
      ids.push(playerId);
      const command = { type: 'CreatePlayer' as const, playerId, name, nickname: name, locationId };
      await runCommand(
        commands,
        createPlayer,
        { orgId, command: { ...command, department: 'Sales', imageUrl: null, userId: null, isHost: false } },
        systemActor(),
      );
    }
    const played = { mode: 1 as const, whites: { defense: ids[0]! }, blacks: { defense: ids[1]! } };
    await runCommand(
      commands,
      recordMatch,
      newMatch(
        orgId,
        { ...played, scoreWhites: 6, scoreBlacks: 0, sixInARow: false, locationId },
        null,
        new Date(),
      ),
      systemActor(),
    );
  }

  it('shoots add game, player selection, history and a match', { timeout: flow(60) }, async () => {
    await newcomersMatch();
    const { rows } = await e2e.t.database.pool.query(
      'SELECT org_id, match_id FROM matches ORDER BY position DESC LIMIT 1',
    );
    const matchId = Buffer.from(`Match:${rows[0].org_id}:${rows[0].match_id}`).toString('base64');
    await shoot(e2e.browser, e2e.baseUrl, 'games', e2e.demoAdmin, [
      {
        name: 'add',
        path: '/games/addStats',
        ready: (p) => p.getByRole('button', { name: 'Submit' }).waitFor(),
      },
      {
        // What a player sees before scrolling: Submit in reach above the bottom bar.
        name: 'add-fold',
        path: '/games/addStats',
        ready: (p) => p.getByRole('button', { name: 'Submit' }).waitFor(),
        fold: true,
      },
      {
        // The line beside Submit names what to correct (two lines on a phone).
        name: 'add-problem',
        path: '/games/addStats',
        ready: async (p) => {
          await fillMatch(p, '6', '0');
          await p.getByText('Six in a Row', { exact: true }).click();
          await p.getByText('You do not need to select this for a 6:0').waitFor();
        },
        fold: true,
      },
      {
        // After Submit: the points won and lost, over the season screen.
        name: 'recorded',
        path: '/games/addStats',
        ready: async (p) => {
          await fillMatch(p, '6', '4');
          await p.getByRole('button', { name: 'Submit' }).click();
          await p.getByText('Match recorded: 6:4').waitFor();
          await p.waitForURL('**/stats/season');
        },
        fold: true,
      },
      {
        name: 'selection',
        path: '/games/addStats/overview',
        ready: (p) => p.getByRole('button', { name: 'Ok', exact: true }).waitFor(),
      },
      {
        name: 'history',
        path: '/games/history',
        ready: (p) => p.getByRole('button', { name: 'Delete match' }).first().waitFor(),
      },
      {
        name: 'match',
        path: `/games/history/${encodeURIComponent(matchId)}`,
        ready: (p) => p.getByRole('heading', { name: 'Team White' }).waitFor(),
      },
    ]);
  });
});

import { createInMemoryChangeFeed } from '@kicker/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../../../server/src/commands/command.ts';
import { deleteMatch, newMatch, recordMatch } from '../../../server/src/commands/match.ts';
import { runCommand } from '../../../server/src/commands/pipeline.ts';
import { commandLeague, ok } from '../../../server/test/support/commandLeague.ts';
import { createTestDatabase, type TestDatabase } from '../../../server/test/support/db.ts';
import { projections } from '../registry.ts';
import { seasonFoldTables } from '../seasonFold/members.ts';
import { refoldEverySeason } from './matchEvents.ts';

// Migration 0010 gave the season table its positions and the participation rows their rating
// columns by folding every season again (refoldEverySeason): the rows recording and deleting leave.

const SEASON = Date.parse('2026-03-01T00:00:00Z');
const actor = { userId: 'admin-1' };

describe('folding every season again', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
  });
  afterAll(() => t.drop());

  const memberRows = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of seasonFoldTables)
      out[table.name] = (
        await t.pool.query(
          `SELECT * FROM ${table.name} ORDER BY ${['org_id', 'season', ...table.key].join(', ')}`,
        )
      ).rows;
    return out;
  };

  it('fills the rows an installation from before the season fold lacks, as recording left them', async () => {
    const { orgId, players } = await commandLeague(deps, { seasonStarts: [SEASON], actor, playerCount: 4 });
    const [a, b, c, d] = players as [string, string, string, string];
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const recorded = ok(
        await runCommand(
          deps,
          recordMatch,
          newMatch(
            orgId,
            {
              mode: i % 2 ? 1 : 2,
              whites: { defense: a, offense: i % 2 ? null : b },
              blacks: { defense: c, offense: i % 2 ? null : d },
              scoreWhites: 6,
              scoreBlacks: i % 5,
              sixInARow: false,
              locationId: null,
            },
            actor.userId,
            new Date(SEASON + i * 3_600_000),
          ),
          systemActor(actor.userId),
        ),
      );
      ids.push((recorded.events[0]!.data as { matchId: string }).matchId);
    }
    ok(await runCommand(deps, deleteMatch, { orgId: orgId, matchId: ids[3]! }, systemActor(actor.userId)));
    const recorded = await memberRows();

    // As migration 0009 left them: no positions, participation rows without their rating columns.
    await t.pool.query(`
      ALTER TABLE season_table ALTER COLUMN last_position DROP NOT NULL;
      UPDATE season_table SET last_position = NULL;
      DELETE FROM match_participation;`);
    await refoldEverySeason(t.db);
    expect(await memberRows()).toEqual(recorded);
  });
});

import { randomUUID } from 'node:crypto';
import { catalogue, createInMemoryChangeFeed } from '@kicker/events';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../../../server/src/commands/command.ts';
import { deleteMatch, newMatch, recordMatch, restoreMatch } from '../../../server/src/commands/match.ts';
import { runCommand } from '../../../server/src/commands/pipeline.ts';
import { commandLeague, ok } from '../../../server/test/support/commandLeague.ts';
import { createTestDatabase, type TestDatabase } from '../../../server/test/support/db.ts';
import { playRecord, playRules, recordStep, rulesStep } from '../../../server/test/support/matchHistory.ts';
import {
  backfillDeletedMatches,
  matchesProjection,
  projections,
  rebuild,
  seasonFoldTables,
} from '../index.ts';

// Issue 11: a deletion can be undone. A restored match takes its original place in its season,
// so deleting matches and restoring them leaves exactly the rows of the history in which they were
// never deleted: every later match's points, bounties, streaks and challenges included.

const DAY = 86_400_000;
// Both seasons lie in the past: restoring into a season that has ended is a correction too.
const SEASON_1 = Date.parse('2026-03-01T00:00:00Z');
const actor = { userId: 'admin-1' };

describe('restoring deleted matches', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
  });
  afterAll(() => t.drop());

  /** A league with two seasons; the same location and player ids in every league of a run. */
  const league = async (locationId: string, players: readonly string[]) =>
    (await commandLeague(deps, { locationId, players, seasonStarts: [SEASON_1, SEASON_1 + 30 * DAY], actor }))
      .orgId;

  /** A member's columns that hold match positions (its `_at` counters). */
  const positionColumns = (table: (typeof seasonFoldTables)[number]) =>
    Object.entries(table.columns).flatMap(([c, type]) => (type === 'position' ? [c] : []));

  /** An organisation's rows with its own ids replaced by the plan's (match n of the plan). */
  async function rowsOf(orgId: string, planIndex: ReadonlyMap<string, number>) {
    const query = async (sql: string) => (await t.pool.query(sql, [orgId])).rows;
    const plain = (r: Record<string, unknown>) => ({
      ...r,
      org_id: 'org',
      match_id: planIndex.get(String(r.match_id)),
    });
    const matches = await query('SELECT * FROM matches WHERE org_id = $1 ORDER BY position');
    const deleted = await query('SELECT * FROM deleted_matches WHERE org_id = $1');
    // A row's position names the live match that last changed it: as that match of the plan.
    const planAt = new Map(matches.map((m) => [String(m.position), planIndex.get(String(m.match_id))]));
    // Every member of the season fold, its rows in the plan's terms, ordered by their keys.
    const members = await Promise.all(
      seasonFoldTables.map(async (table) => {
        const rows = (await query(`SELECT * FROM ${table.name} WHERE org_id = $1`)).map((r) => ({
          ...r,
          org_id: 'org',
          ...('match_id' in r ? { match_id: planIndex.get(String(r.match_id)) } : {}),
          ...Object.fromEntries(
            [table.positionColumn, ...positionColumns(table)].map((c) => [c, planAt.get(String(r[c]))]),
          ),
        }));
        const key = (r: Record<string, unknown>) => JSON.stringify([r.season, ...table.key.map((k) => r[k])]);
        return [table.name, rows.sort((a, b) => key(a).localeCompare(key(b)))] as const;
      }),
    );
    return {
      // In position order, without the positions themselves (each organisation has its own).
      matches: matches.map(({ position: _, ...r }) => plain(r)),
      deleted: deleted
        .map(({ position: _, deleted_position: __, ...r }) => plain(r))
        .sort((a, b) => Number(a.match_id) - Number(b.match_id)),
      ...Object.fromEntries(members),
    };
  }

  const step = fc.oneof(
    { weight: 6, arbitrary: recordStep },
    // A deletion in both histories ("other deletes").
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
    // A deletion only in the history that restores it later.
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('detour' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: rulesStep },
  );

  it('leaves exactly the rows of the untouched history after deleting matches and restoring them, with other records, deletions and rule changes in between', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const locationId = randomUUID();
        const players = Array.from({ length: 5 }, () => randomUUID());
        // The same plan in two leagues: `touched` also deletes and restores, `untouched` does not.
        const touched = await league(locationId, players);
        const untouched = await league(locationId, players);
        const ids = { touched: [] as string[], untouched: [] as string[] };
        let live: number[] = []; // plan indexes of matches live in both
        const detoured: number[] = []; // deleted in `touched` only
        const both = async (run: (orgId: string) => Promise<unknown>) => {
          await run(touched);
          await run(untouched);
        };
        for (const s of steps) {
          if (s.kind === 'record') {
            for (const [name, orgId] of [
              ['touched', touched],
              ['untouched', untouched],
            ] as const)
              ids[name].push(await playRecord(deps, orgId, s, { players, seasonStart: SEASON_1, actor }));
            live.push(ids.touched.length - 1);
          } else if (s.kind === 'delete' || s.kind === 'detour') {
            const [n] = live.splice(s.pick % Math.max(live.length, 1), 1);
            if (n === undefined) continue;
            ok(
              await runCommand(
                deps,
                deleteMatch,
                { orgId: touched, matchId: ids.touched[n]! },
                systemActor(actor.userId),
              ),
            );
            if (s.kind === 'delete')
              ok(
                await runCommand(
                  deps,
                  deleteMatch,
                  { orgId: untouched, matchId: ids.untouched[n]! },
                  systemActor(actor.userId),
                ),
              );
            else detoured.push(n);
          } else if (s.kind === 'restore') {
            const [n] = detoured.splice(s.pick % Math.max(detoured.length, 1), 1);
            if (n === undefined) continue;
            ok(
              await runCommand(
                deps,
                restoreMatch,
                { orgId: touched, matchId: ids.touched[n]! },
                systemActor(actor.userId),
              ),
            );
            live = [...live, n]; // and it may be deleted again later
          } else {
            await both((orgId) => playRules(deps, orgId, s, actor, '2026-03-01T00:00:00.000Z'));
          }
        }
        // Whatever is still deleted in `touched` alone comes back now, newest deletion first.
        for (const n of detoured.reverse())
          ok(
            await runCommand(
              deps,
              restoreMatch,
              { orgId: touched, matchId: ids.touched[n]! },
              systemActor(actor.userId),
            ),
          );

        const index = (list: string[]) => new Map(list.map((id, n) => [id, n]));
        expect(await rowsOf(touched, index(ids.touched))).toEqual(
          await rowsOf(untouched, index(ids.untouched)),
        );
      }),
      { numRuns: 8 },
    );
    // A failing history is shrunk, which takes a while: long enough to see the smallest one.
  }, 180_000);

  it('fills the deleted matches of an older installation from the log, as a rebuild does', async () => {
    const locationId = randomUUID();
    const players = [randomUUID(), randomUUID()];
    const orgId = await league(locationId, players);
    const play = async (hour: number) =>
      ok(
        await runCommand(
          deps,
          recordMatch,
          newMatch(
            orgId,
            {
              mode: 1,
              whites: { defense: players[hour % 2]!, offense: null },
              blacks: { defense: players[(hour + 1) % 2]!, offense: null },
              scoreWhites: 6,
              scoreBlacks: hour % 6,
              sixInARow: false,
              locationId: null,
            },
            actor.userId,
            new Date(SEASON_1 + hour * 3_600_000),
          ),
          systemActor(actor.userId),
        ),
      ).events[0]!.data.matchId;
    const [a, b, c] = [await play(1), await play(2), await play(3)];
    ok(await runCommand(deps, deleteMatch, { orgId: orgId, matchId: a }, systemActor(actor.userId)));
    ok(await runCommand(deps, deleteMatch, { orgId: orgId, matchId: b }, systemActor(actor.userId)));
    ok(await runCommand(deps, restoreMatch, { orgId: orgId, matchId: b }, systemActor(actor.userId)));
    ok(await runCommand(deps, deleteMatch, { orgId: orgId, matchId: c }, systemActor(actor.userId)));
    ok(await runCommand(deps, deleteMatch, { orgId: orgId, matchId: b }, systemActor(actor.userId)));
    const deletedRows = async () =>
      (await t.pool.query('SELECT * FROM deleted_matches WHERE org_id = $1 ORDER BY match_id', [orgId])).rows;
    const inline = await deletedRows();
    expect(inline.map((r) => r.match_id).sort()).toEqual([a, b, c].sort());

    await t.pool.query('DELETE FROM deleted_matches WHERE org_id = $1', [orgId]);
    await backfillDeletedMatches(t.db);
    expect(await deletedRows()).toEqual(inline);
    await rebuild(t.db, catalogue, matchesProjection);
    expect(await deletedRows()).toEqual(inline);
  });
});

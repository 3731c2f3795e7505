import { createInMemoryChangeFeed } from '@kicker/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../../server/src/commands/command.ts';
import { deleteMatch, newMatch, recordMatch, restoreMatch } from '../../server/src/commands/match.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { commandLeague, ok } from '../../server/test/support/commandLeague.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/support/db.ts';
import {
  awardsOf,
  closestPair,
  departmentRanking,
  krabbelPage,
  mmrByDay,
  mmrDaysOf,
  mmrHistory,
  pairsOf,
  playerMatches,
  pointChanges,
  projections,
  seasonMomentAt,
  seasonSummary,
  seasonTableAsOf,
  seasonTablePage,
  topPairs,
} from './index.ts';

// Issue 13: the reads of the stats screens over a small season recorded through the commands.

const SEASON = Date.parse('2026-03-02T00:00:00Z'); // a Monday
const HOUR = 3_600_000;
const actor = { userId: 'admin-1' };

describe('stats reads', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  let orgId: string;
  let ann: string;
  let bob: string;
  let cid: string;
  let dan: string;
  const positions: number[] = [];
  const matchIds: string[] = [];

  const single = async (winner: string, loser: string, scoreLoser: number, at: number, sixInARow = false) => {
    const r = ok(
      await runCommand(
        deps,
        recordMatch,
        newMatch(
          orgId,
          {
            mode: 1,
            whites: { defense: winner, offense: null },
            blacks: { defense: loser, offense: null },
            scoreWhites: 6,
            scoreBlacks: scoreLoser,
            sixInARow,
            locationId: null,
          },
          actor.userId,
          new Date(SEASON + at * HOUR),
        ),
        systemActor(actor.userId),
      ),
    );
    positions.push(r.events[0]!.globalPosition);
    matchIds.push((r.events[0]!.data as { matchId: string }).matchId);
  };
  const double = async (w: [string, string], l: [string, string], scoreLoser: number, at: number) => {
    const r = ok(
      await runCommand(
        deps,
        recordMatch,
        newMatch(
          orgId,
          {
            mode: 2,
            whites: { defense: w[0], offense: w[1] },
            blacks: { defense: l[0], offense: l[1] },
            scoreWhites: 6,
            scoreBlacks: scoreLoser,
            sixInARow: false,
            locationId: null,
          },
          actor.userId,
          new Date(SEASON + at * HOUR),
        ),
        systemActor(actor.userId),
      ),
    );
    positions.push(r.events[0]!.globalPosition);
    matchIds.push((r.events[0]!.data as { matchId: string }).matchId);
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
    const league = await commandLeague(deps, {
      seasonStarts: [SEASON],
      actor,
      playerCount: 5,
      departments: ['Dev', 'Ops'],
      // ann and bob in Dev, cid in Ops, dan without a department, eve in Ops without a match.
      departmentOf: (i) => [['Dev'], ['Dev'], ['Ops'], [null], ['Ops']][i]![0] ?? null,
    });
    orgId = league.orgId;
    [ann, bob, cid, dan] = league.players as [string, string, string, string];
    await single(ann, bob, 0, 10); // Monday 10:00 UTC (11:00 Berlin): ann makes bob crawl
    await single(ann, cid, 5, 11);
    await single(cid, bob, 3, 12);
    await double([ann, bob], [cid, dan], 4, 13);
    await single(dan, ann, 2, 14, true); // six in a row
  }, 60_000);
  afterAll(() => t.drop());

  const season = () => ({ orgId, season: 1 });

  it('pages the 1 vs 1 table by MMR with the players of the mode only', async () => {
    const page = await seasonTablePage(t.db, { ...season(), mode: 'oneOnOne', offset: 0, limit: 2 });
    const rest = await seasonTablePage(t.db, { ...season(), mode: 'oneOnOne', offset: 2, limit: 2 });
    expect([page.total, rest.total]).toEqual([4, 4]);
    const all = [...page.rows, ...rest.rows];
    expect(all.map((r) => r.player_id).sort()).toEqual([ann, bob, cid, dan].sort());
    expect(all.map((r) => r.mmr)).toEqual(all.map((r) => r.mmr).sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ player_id: ann, wins: 2, loss: 1, wins_in_row: 0 });
    const doubles = await seasonTablePage(t.db, { ...season(), mode: 'twoOnTwo', offset: 0, limit: 10 });
    expect(doubles.rows).toHaveLength(4);
    expect(doubles.rows.slice(0, 2).map((r) => r.wins)).toEqual([1, 1]);
  });

  it('shows the table as it stood after any match, as the live table did then', async () => {
    const now = await seasonTablePage(t.db, { ...season(), mode: 'oneOnOne', offset: 0, limit: 10 });
    const asOfLast = await seasonTableAsOf(t.db, {
      ...season(),
      mode: 'oneOnOne',
      offset: 0,
      limit: 10,
      through: positions.at(-1)!,
    });
    expect(asOfLast).toEqual(now);
    const afterFirst = await seasonTableAsOf(t.db, {
      ...season(),
      mode: 'oneOnOne',
      offset: 0,
      limit: 10,
      through: positions[0]!,
    });
    // 40 for a 6:0 between rank-1 players, and 50 for the current challenge (krabbel) won.
    expect(afterFirst.rows.map(({ player, ...r }) => ({ ...r, name: player?.name }))).toEqual([
      {
        place: 1,
        player_id: ann,
        name: 'Player 0',
        mmr: 90,
        wins: 1,
        loss: 0,
        wins_in_row: 1,
        bounty_points: 0,
      },
      {
        place: 2,
        player_id: bob,
        name: 'Player 1',
        mmr: 0,
        wins: 0,
        loss: 1,
        wins_in_row: 0,
        bounty_points: 0,
      },
    ]);
  });

  it('finds the moment of a table at a time: after the last match played by then, before any when none was', async () => {
    const at = (hours: number) => seasonMomentAt(t.db, { ...season(), at: new Date(SEASON + hours * HOUR) });
    // The matches were played at 10:00, 11:00, 12:00, 13:00 and 14:00 UTC of the season's first day.
    expect(await at(-24)).toEqual({ position: 0, matchId: null }); // before the season
    expect(await at(9.99)).toEqual({ position: 0, matchId: null }); // before its first match
    expect(await at(10)).toEqual({ position: positions[0], matchId: matchIds[0] });
    expect(await at(10.5)).toEqual({ position: positions[0], matchId: matchIds[0] });
    expect(await at(11)).toEqual({ position: positions[1], matchId: matchIds[1] });
    expect(await at(24 * 365)).toEqual({ position: positions[4], matchId: matchIds[4] });
    // Another season knows none of them.
    expect(await seasonMomentAt(t.db, { orgId, season: 2, at: new Date(SEASON + 11 * HOUR) })).toEqual({
      position: 0,
      matchId: null,
    });
  });

  it('ranks the krabbel tables with the words of DESIGN §6, six-in-a-row wins among the Krabbler', async () => {
    const crawled = await krabbelPage(t.db, { ...season(), kind: 'gekrabbelt', offset: 0, limit: 10 });
    expect(crawled.rows.map(({ player, ...r }) => ({ ...r, name: player?.name }))).toEqual([
      { place: 1, player_id: bob, name: 'Player 1', count: 1 },
    ]);
    const krabbler = await krabbelPage(t.db, { ...season(), kind: 'krabbler', offset: 0, limit: 10 });
    // ann won 6:0; dan won with six in a row (counted for the Krabbler, no crawl for ann).
    expect(krabbler.rows.map((r) => [r.player_id, r.place, r.count]).sort()).toEqual(
      [
        [ann, 1, 1],
        [dan, 1, 1],
      ].sort(),
    );
  });

  it('averages departments over their members, a member without a match as 0, no department ignored', async () => {
    const [dev, ops] = await Promise.all([
      departmentRanking(t.db, { ...season(), mode: 'oneOnOne' }),
      departmentRanking(t.db, { ...season(), mode: 'twoOnTwo' }),
    ]);
    const { rows } = await t.pool.query(
      'SELECT player_id, mmr_one_on_one, mmr_two_on_two FROM season_table WHERE org_id = $1',
      [orgId],
    );
    const mmr = new Map(rows.map((r) => [r.player_id, r]));
    const one = (id: string) => mmr.get(id)?.mmr_one_on_one ?? 0;
    const two = (id: string) => mmr.get(id)?.mmr_two_on_two ?? 0;
    const byName = (list: typeof dev) => Object.fromEntries(list.map((d) => [d.name, d]));
    expect(byName(dev)).toEqual({
      Dev: { place: 1, name: 'Dev', average: Math.round((one(ann) + one(bob)) / 2), size: 2 },
      Ops: { place: 2, name: 'Ops', average: Math.round(one(cid) / 2), size: 2 },
    });
    expect(byName(ops).Ops).toMatchObject({ name: 'Ops', average: Math.round(two(cid) / 2), size: 2 });
    expect(dev.map((d) => d.average)).toEqual([...dev.map((d) => d.average)].sort((a, b) => b - a));
  });

  it('finds partners, nemesis, head-to-head and the top pairs', async () => {
    expect((await closestPair(t.db, { ...season(), playerId: ann }, 'bestPartner'))?.other_id).toBe(bob);
    expect((await closestPair(t.db, { ...season(), playerId: ann }, 'nemesis'))?.other_id).toBe(dan);
    const [annBob, never] = await pairsOf(t.db, [
      { ...season(), playerId: ann, otherId: bob },
      { ...season(), playerId: bob, otherId: 'nobody' },
    ]);
    expect(annBob).toMatchObject({
      together: 1,
      won_together: 1,
      against: 1,
      won_against: 1,
      lost_against: 0,
    });
    expect(never).toBeUndefined();
    const partners = await topPairs(t.db, season(), 'partners', 5);
    expect(partners.map((p) => [p.player_id, p.other_id].sort())).toEqual(
      [
        [ann, bob],
        [cid, dan],
      ].map((p) => p.sort()),
    );
  });

  it('tells each player of a match what they won or lost, and a player their matches and MMR over time', async () => {
    const [changes] = await pointChanges(t.db, [{ ...season(), position: positions[0]! }]);
    expect(changes).toEqual([
      { playerId: ann, change: 90, won: true, bountyStarted: false },
      { playerId: bob, change: 0, won: false, bountyStarted: false }, // bob had 0 MMR: nothing to lose
    ]);
    const history = await mmrHistory(t.db, { ...season(), mode: 'oneOnOne', playerId: ann });
    expect(history[0]!.mmr).toBe(90);
    expect(history.map((h) => h.mmr - h.change)).toEqual([0, history[0]!.mmr, history[1]!.mmr]);
    expect(history.map((h) => h.won)).toEqual([true, true, false]);
    // Per day in the organisation's time zone: in Berlin all on Monday; at UTC+13 the 10:00 UTC
    // match is Monday 23:00 and the later two are Tuesday.
    const where = { ...season(), mode: 'oneOnOne' as const, playerId: ann };
    expect(await mmrByDay(t.db, { ...where, timeZone: 'Europe/Berlin' })).toEqual([
      {
        day: '2026-03-02',
        mmr: history[2]!.mmr,
        high: Math.max(...history.map((h) => h.mmr)),
        low: Math.min(...history.map((h) => h.mmr)),
        matches: 3,
        wins: 2,
      },
    ]);
    expect(await mmrByDay(t.db, { ...where, timeZone: 'Pacific/Tongatapu' })).toEqual([
      {
        day: '2026-03-02',
        mmr: history[0]!.mmr,
        high: history[0]!.mmr,
        low: history[0]!.mmr,
        matches: 1,
        wins: 1,
      },
      {
        day: '2026-03-03',
        mmr: history[2]!.mmr,
        high: Math.max(history[1]!.mmr, history[2]!.mmr),
        low: Math.min(history[1]!.mmr, history[2]!.mmr),
        matches: 2,
        wins: 1,
      },
    ]);
    expect(await mmrByDay(t.db, { ...where, playerId: 'nobody', timeZone: 'Europe/Berlin' })).toEqual([]);
    // Several players in one read: each their own days, none for a player without a match.
    const many = await mmrDaysOf(t.db, {
      ...season(),
      mode: 'oneOnOne',
      playerIds: [ann, cid, 'nobody'],
      timeZone: 'Pacific/Tongatapu',
    });
    expect(many.get(ann)).toEqual(await mmrByDay(t.db, { ...where, timeZone: 'Pacific/Tongatapu' }));
    expect(many.get(cid)!.map((d) => [d.day, d.matches, d.wins])).toEqual([['2026-03-03', 2, 1]]);
    expect(many.get('nobody')).toEqual([]);
    const mine = await playerMatches(t.db, { orgId, playerId: ann }, { limit: 2 });
    expect(mine.map((m) => m.matchId)).toEqual([matchIds[4], matchIds[3]]);
    const older = await playerMatches(
      t.db,
      { orgId, playerId: ann },
      { limit: 5, before: mine[1]!.position },
    );
    expect(older.map((m) => m.matchId)).toEqual([matchIds[1], matchIds[0]]);
  });

  it('sums up the season by local weekday and hour, goals, krabbel and six-in-a-row rates', async () => {
    const summary = await seasonSummary(t.db, { ...season(), timeZone: 'Europe/Berlin' });
    expect(summary.matches).toBe(5);
    expect(summary.perWeekday).toEqual([5, 0, 0, 0, 0, 0, 0]);
    expect(summary.perHour.slice(11, 16)).toEqual([1, 1, 1, 1, 1]); // 10–14 UTC is 11–15 in Berlin (winter)
    expect(summary.goals).toEqual([
      { goals: 6, matches: 1 },
      { goals: 8, matches: 1 },
      { goals: 9, matches: 1 },
      { goals: 10, matches: 1 },
      { goals: 11, matches: 1 },
    ]);
    expect([summary.krabbel, summary.sixInARow]).toEqual([1, 1]);
  });

  it('gives the awards from the stored rows, and a deletion and a restore move them', async () => {
    const awards = Object.fromEntries((await awardsOf(t.db, orgId, 1)).map((a) => [a.award, a.playerIds]));
    expect(awards.busyAsABee).toEqual([ann]); // 3 wins
    expect(awards.nerveOfSteel).toEqual([ann]); // the 6:5
    expect(awards.krabbelKing).toEqual([ann]);
    // Deleting ann's 6:5 leaves no close win; restoring it brings the award back.
    ok(
      await runCommand(deps, deleteMatch, { orgId: orgId, matchId: matchIds[1]! }, systemActor(actor.userId)),
    );
    const without = Object.fromEntries((await awardsOf(t.db, orgId, 1)).map((a) => [a.award, a.playerIds]));
    expect(without.nerveOfSteel).toBeUndefined();
    ok(
      await runCommand(
        deps,
        restoreMatch,
        { orgId: orgId, matchId: matchIds[1]! },
        systemActor(actor.userId),
      ),
    );
    const back = Object.fromEntries((await awardsOf(t.db, orgId, 1)).map((a) => [a.award, a.playerIds]));
    expect(back).toEqual(awards);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import {
  appendToStream,
  CHALLENGE_NAMES,
  catalogue,
  createInMemoryChangeFeed,
  DEFAULT_RANK_LADDER,
  type DomainEvent,
  GLOBAL_ORG,
} from '@kicker/events';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../../server/src/commands/command.ts';
import { deleteMatch, newMatch, recordMatch, restoreMatch } from '../../server/src/commands/match.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { commandLeague } from '../../server/test/support/commandLeague.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/support/db.ts';
import { playRecord, playRules, recordStep, rulesStep } from '../../server/test/support/matchHistory.ts';
import { matchesProjection, type Projection, projections, rebuild, seasonFoldTables } from './index.ts';

// The fast rebuild (coalesced bulk writes for fold projections, one fold per season for matches)
// must leave exactly the rows that applying the events one by one leaves: the same path inline
// writes take. Histories are random; page sizes are small so that rows cross pages.

const foldProjections = projections.filter((p) => 'fold' in p);

async function snapshot(t: TestDatabase, projection: Projection) {
  const out: Record<string, string[]> = {};
  for (const table of projection.tables) {
    const { rows } = await t.pool.query(`SELECT * FROM ${table}`);
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Rebuilds event by event, then the fast way (twice: small pages and the default). */
async function bothWays(t: TestDatabase, projection: Projection, batchSize: number) {
  await rebuild(t.db, catalogue, projection, undefined, { oneByOne: true });
  const oneByOne = await snapshot(t, projection);
  const fallbacks: string[] = [];
  const onFallback = (reason: string) => fallbacks.push(reason);
  await rebuild(t.db, catalogue, projection, undefined, { batchSize, onFallback });
  const smallPages = await snapshot(t, projection);
  await rebuild(t.db, catalogue, projection, undefined, { onFallback });
  return { oneByOne, smallPages, defaultPages: await snapshot(t, projection), fallbacks };
}

const append = (t: TestDatabase, orgId: string, streamId: string, event: DomainEvent) =>
  appendToStream(t.db, catalogue, {
    orgId,
    streamId,
    streamType: 'test',
    expectedVersion: 'any',
    events: [event],
    metadata: { actor: 'admin' },
  });

describe('batch rebuild of fold projections', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const org = fc.constantFrom(0, 1);
  const p = fc.integer({ min: 0, max: 4 });
  const step = fc.oneof(
    fc.record({ kind: fc.constant('details' as const), org, tz: fc.constantFrom('Europe/Berlin', 'UTC') }),
    fc.record({
      kind: fc.constant('locAdd' as const),
      org,
      loc: fc.nat(2),
      lat: fc.integer({ min: -90, max: 90 }),
    }),
    fc.record({
      kind: fc.constant('locChange' as const),
      org,
      loc: fc.nat(2),
      name: fc.constantFrom('Nord', 'Süd'),
      live: fc.constantFrom(true, false, null),
    }),
    fc.record({ kind: fc.constant('locRemove' as const), org, loc: fc.nat(2) }),
    fc.record({ kind: fc.constant('dept' as const), org, d: fc.nat(2), add: fc.boolean() }),
    fc.record({
      kind: fc.constant('season' as const),
      org,
      n: fc.integer({ min: 1, max: 3 }),
      days: fc.nat(60),
    }),
    fc.record({
      kind: fc.constant('player' as const),
      org,
      p,
      nick: fc.nat(4),
      user: fc.option(fc.nat(3), { nil: null }),
    }),
    fc.record({ kind: fc.constant('claim' as const), org, p, user: fc.nat(3) }),
    fc.record({ kind: fc.constant('profile' as const), org, p, nick: fc.nat(4) }),
    fc.record({
      kind: fc.constant('rename' as const),
      org,
      p,
      name: fc.constantFrom('Anna Bauer', 'Ben Koch'),
    }),
    fc.record({
      kind: fc.constant('flag' as const),
      org,
      p,
      flag: fc.constantFrom('disable', 'enable', 'host', 'delete'),
    }),
    fc.record({ kind: fc.constant('role' as const), user: fc.nat(2), granted: fc.boolean() }),
    fc.record({
      kind: fc.constant('config' as const),
      org,
      what: fc.constantFrom('bounty', 'ladder', 'departments'),
    }),
    fc.record({ kind: fc.constant('rules' as const), org, html: fc.constantFrom('<p>a</p>', '<p>b</p>') }),
    fc.record({ kind: fc.constant('report' as const), org: fc.option(org, { nil: null }) }),
    fc.record({ kind: fc.constant('vote' as const), org, up: fc.boolean(), single: fc.boolean() }),
    fc.record({ kind: fc.constant('cameraToken' as const), org, loc: fc.nat(2), issue: fc.boolean() }),
    fc.record({ kind: fc.constant('feedback' as const), org, f: fc.nat(3) }),
    // A match, played live (with its goal timeline) or entered by hand; the id may repeat.
    fc.record({
      kind: fc.constant('match' as const),
      org,
      m: fc.nat(3),
      goals: fc.nat(11),
      live: fc.boolean(),
    }),
  );
  // Case differences collide in the players_nickname index (lower(nickname)).
  const NICKS = ['Zange', 'zange', 'Mauer', 'Bomber', 'Fuchs'];

  it('gives every fold projection exactly the rows of the event-by-event rebuild', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 10, maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        async (steps, batchSize) => {
          const run = randomUUID().slice(0, 8);
          let tokens = 0;
          const orgs = [randomUUID(), randomUUID()];
          for (const orgId of orgs)
            await append(t, orgId, `org-${orgId}`, {
              type: 'OrganisationCreated',
              data: { organisationId: orgId, name: 'Acme', isPublic: true, logoUrl: null, timeZone: 'UTC' },
            });
          // Live players, so the log never breaks a unique index when applied in order.
          const players = new Map<string, { nick: string; user: string | null }>();
          const clash = (orgId: string, id: string, nick: string | null, user: string | null) =>
            [...players].some(
              ([k, v]) =>
                k !== `${orgId}:${id}` &&
                ((nick !== null && k.startsWith(orgId) && v.nick.toLowerCase() === nick.toLowerCase()) ||
                  (user !== null && v.user === user)),
            );
          for (const s of steps) {
            const orgId = s.kind === 'role' || s.kind === 'report' ? GLOBAL_ORG : orgs[s.org]!;
            const playerId = 'p' in s ? `p${s.p}` : '';
            const key = `${orgId}:${playerId}`;
            const event = ((): DomainEvent | null => {
              switch (s.kind) {
                case 'details':
                  return {
                    type: 'OrganisationDetailsChanged',
                    data: { name: 'Acme', isPublic: false, logoUrl: null, timeZone: s.tz },
                  };
                case 'locAdd':
                case 'locChange':
                  return {
                    type: s.kind === 'locAdd' ? 'LocationAdded' : 'LocationChanged',
                    data: {
                      locationId: `l${s.loc}`,
                      name: s.kind === 'locChange' ? s.name : 'Zentrale',
                      lat: s.kind === 'locAdd' ? s.lat : 1,
                      long: 2,
                      cameraHost: null,
                      liveScoring: s.kind === 'locChange' ? s.live : null,
                    },
                  };
                case 'locRemove':
                  return { type: 'LocationRemoved', data: { locationId: `l${s.loc}` } };
                case 'dept':
                  return { type: s.add ? 'DepartmentAdded' : 'DepartmentRemoved', data: { name: `D${s.d}` } };
                case 'season': {
                  const start = Date.parse('2026-01-01T00:00:00Z') + s.days * 86_400_000;
                  return {
                    type: s.days % 2 ? 'SeasonCreated' : 'SeasonDatesChanged',
                    data: {
                      number: s.n,
                      startsOn: new Date(start).toISOString(),
                      endsOn: new Date(start + 30 * 86_400_000).toISOString(),
                    },
                  };
                }
                case 'player': {
                  const nick = NICKS[s.nick]!;
                  const user = s.user === null ? null : `${run}-u${s.user}`;
                  if (clash(orgId, playerId, nick, user)) return null;
                  players.set(key, { nick, user });
                  return {
                    type: 'PlayerCreated',
                    data: {
                      playerId,
                      name: 'Name',
                      nickname: nick,
                      locationId: 'l0',
                      department: null,
                      imageUrl: null,
                      userId: user,
                      isHost: false,
                    },
                  };
                }
                case 'claim': {
                  const user = `${run}-u${s.user}`;
                  const live = players.get(key);
                  if (live && clash(orgId, playerId, null, user)) return null;
                  if (live) live.user = user;
                  return {
                    type: 'PlayerClaimed',
                    data: {
                      playerId,
                      userId: user,
                      guest: {
                        name: 'Gast',
                        nickname: 'Gast',
                        locationId: 'l0',
                        department: null,
                        imageUrl: null,
                      },
                    },
                  };
                }
                case 'profile': {
                  const nick = NICKS[s.nick]!;
                  const live = players.get(key);
                  if (live && clash(orgId, playerId, nick, null)) return null;
                  if (live) live.nick = nick;
                  return {
                    type: 'PlayerProfileChanged',
                    data: {
                      playerId,
                      nickname: nick,
                      imageUrl: null,
                      locationId: 'l1',
                      department: 'Guests',
                    },
                  };
                }
                case 'rename':
                  return { type: 'PlayerRenamed', data: { playerId, name: s.name } };
                case 'flag':
                  if (s.flag === 'delete') {
                    players.delete(key);
                    return { type: 'PlayerDeleted', data: { playerId } };
                  }
                  if (s.flag === 'host')
                    return { type: 'PlayerHostChanged', data: { playerId, isHost: true } };
                  return {
                    type: s.flag === 'disable' ? 'PlayerDisabled' : 'PlayerEnabled',
                    data: { playerId },
                  };
                case 'role':
                  return {
                    type: s.granted ? 'UserRoleGranted' : 'UserRoleRevoked',
                    data: { userId: `${run}-u${s.user}`, role: 'moderator' },
                  };
                case 'config':
                  if (s.what === 'bounty')
                    return {
                      type: 'ConfigValueChanged',
                      data: { key: 'bounty', value: { bountyPoints: 12, requiredWins: 3 } },
                    };
                  if (s.what === 'ladder')
                    return { type: 'RankLadderChanged', data: { ranks: DEFAULT_RANK_LADDER } };
                  return { type: 'DefaultDepartmentsChanged', data: { departments: ['A', 'B'] } };
                case 'rules':
                  return { type: 'RulesChanged', data: { html: s.html } };
                case 'report':
                  return {
                    type: 'UiErrorReported',
                    data: {
                      reportedAt: '2026-01-01T00:00:00.000Z',
                      header: 'Error',
                      message: 'Boom',
                      details: null,
                      comment: null,
                      url: null,
                      user: null,
                    },
                  };
                case 'vote':
                  return {
                    type: 'PlayerSelectionVoted',
                    data: { layout: s.single ? 'single' : 'double', direction: s.up ? 'up' : 'down' },
                  };
                case 'cameraToken': {
                  // Every token of the log differs (the read model keeps them unique).
                  const tokenHash = createHash('sha256').update(`${run}-${++tokens}`).digest('hex');
                  return s.issue
                    ? {
                        type: 'CameraTokenIssued',
                        data: { locationId: `l${s.loc}`, tokenHash, start: 'kc_abcd' },
                      }
                    : { type: 'CameraTokenRevoked', data: { locationId: `l${s.loc}` } };
                }
                case 'feedback':
                  return {
                    type: 'FeedbackSent',
                    data: {
                      feedbackId: `${run}-f${s.f}`,
                      text: `Feedback ${s.f}`,
                      author: { userId: `${run}-u0`, name: 'Ada', playerId: null },
                    },
                  };
                case 'match': {
                  const at = (i: number) => new Date(Date.parse('2026-02-02T09:00:00Z') + i * 60_000);
                  const goals = Array.from({ length: s.goals }, (_, i) => ({
                    side: i % 3 ? ('blacks' as const) : ('whites' as const),
                    source: (['button', 'voice', 'bell'] as const)[i % 3]!,
                    at: at(i).toISOString(),
                  }));
                  return {
                    type: 'MatchRecorded',
                    data: {
                      matchId: `m${s.m}`,
                      season: 1,
                      playedOn: at(20).toISOString(),
                      locationId: 'l0',
                      winners: [{ playerId: 'a', name: 'Anna Bauer', position: 'defense', team: 'whites' }],
                      losers: [{ playerId: 'b', name: 'Ben Koch', position: 'defense', team: 'blacks' }],
                      scoreWinner: 6,
                      scoreLoser: 1,
                      sixInARow: false,
                      createdBy: null,
                      ...(s.live ? { liveGameId: `g${s.goals}`, goals } : {}),
                    },
                  };
                }
              }
            })();
            if (event) await append(t, orgId, `${s.kind}-${orgId}-${playerId}`, event);
          }
          for (const projection of foldProjections) {
            const { oneByOne, smallPages, defaultPages } = await bothWays(t, projection, batchSize);
            expect(smallPages, projection.name).toEqual(oneByOne);
            expect(defaultPages, projection.name).toEqual(oneByOne);
          }
        },
      ),
      { numRuns: 12 },
    );
    // Twelve random logs, each rebuilt three ways for every fold projection: it grows with each
    // projection registered, and on a busy machine it needs more than the default 30 s.
  }, 180_000);

  it('writes swapped nicknames of one page the one-by-one way when a bulk update trips the index', async () => {
    const orgId = randomUUID();
    const create = (playerId: string, nickname: string) =>
      append(t, orgId, `player-${playerId}`, {
        type: 'PlayerCreated',
        data: {
          playerId,
          name: 'Name',
          nickname,
          locationId: 'l0',
          department: null,
          imageUrl: null,
          userId: null,
          isHost: false,
        },
      });
    const nick = (playerId: string, nickname: string) =>
      append(t, orgId, `player-${playerId}`, {
        type: 'PlayerProfileChanged',
        data: { playerId, nickname, imageUrl: null, locationId: 'l0', department: null },
      });
    for (let i = 0; i < 6; i++) await create(`s${i}`, `Nick ${i}`);
    // A rotation: each takes the nickname the one before it has just given up.
    await nick('s0', 'Spare');
    for (let i = 1; i < 6; i++) await nick(`s${i}`, `Nick ${i - 1}`);
    await nick('s0', 'Nick 5');
    const { oneByOne, smallPages, defaultPages } = await bothWays(
      t,
      projections.find((x) => x.name === 'players')!,
      7,
    );
    expect(smallPages).toEqual(oneByOne);
    expect(defaultPages).toEqual(oneByOne);
  });

  it('reports progress of a fold rebuild in page steps up to the number of events', async () => {
    const players = projections.find((x) => x.name === 'players')!;
    const seen: { processed: number; total: number }[] = [];
    const processed = await rebuild(
      t.db,
      catalogue,
      players,
      ({ processed, total }) => seen.push({ processed, total }),
      {
        batchSize: 4,
      },
    );
    expect(seen[0]!.processed).toBe(0);
    expect(seen.at(-1)).toEqual({ processed, total: processed });
    expect(seen.map((s) => s.processed)).toEqual([...seen.map((s) => s.processed)].sort((a, b) => a - b));
  });
});

describe('batch rebuild of the matches projection', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  /** Takes a test's broken log out of this database again, so the other tests do not see it. */
  const forget = async (orgId: string) => {
    await sql`DELETE FROM events WHERE org_id = ${orgId}`.execute(t.db);
    await rebuild(t.db, catalogue, matchesProjection);
  };

  const recorded = (orgId: string, matchId: string, season: number, ids: string[], extra = {}) =>
    append(t, orgId, `match-${matchId}`, {
      type: 'MatchRecorded',
      data: {
        matchId,
        season,
        playedOn: '2026-02-02T09:30:00.000Z',
        locationId: 'l0',
        winners: ids.slice(0, ids.length / 2).map((playerId, i) => ({
          playerId,
          name: 'Anna Bauer',
          position: i ? 'offense' : 'defense',
          team: 'whites',
        })),
        losers: ids.slice(ids.length / 2).map((playerId, i) => ({
          playerId,
          name: 'Ben Koch',
          position: i ? 'offense' : 'defense',
          team: 'blacks',
        })),
        scoreWinner: 6,
        scoreLoser: 3,
        sixInARow: false,
        createdBy: null,
        ...extra,
      },
    });

  const step = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('record' as const),
        season: fc.integer({ min: 1, max: 2 }),
        doubles: fc.boolean(),
        players: fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 4, maxLength: 4 }),
        scoreLoser: fc.nat(5),
        six: fc.boolean(),
        day: fc.nat(6),
        hour: fc.nat(23),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.record({
          kind: fc.constant('bounty' as const),
          points: fc.integer({ min: 1, max: 30 }),
          wins: fc.integer({ min: 2, max: 4 }),
        }),
        fc.record({
          kind: fc.constant('challenge' as const),
          name: fc.constantFrom(...CHALLENGE_NAMES),
          points: fc.integer({ min: 1, max: 100 }),
        }),
        fc.record({ kind: fc.constant('ladder' as const), step: fc.integer({ min: 1, max: 40 }) }),
        fc.record({
          kind: fc.constant('zone' as const),
          tz: fc.constantFrom('UTC', 'Pacific/Auckland', 'America/New_York'),
        }),
      ),
    },
  );

  it('gives exactly the rows of the event-by-event rebuild, with deletions, restores and rule changes on the way', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 5, maxLength: 50 }),
        fc.integer({ min: 1, max: 9 }),
        async (steps, batchSize) => {
          const orgId = randomUUID();
          const players = Array.from({ length: 6 }, () => randomUUID());
          const live: { matchId: string; season: number }[] = [];
          const deleted: { matchId: string; season: number }[] = [];
          await append(t, orgId, `org-${orgId}`, {
            type: 'OrganisationCreated',
            data: {
              organisationId: orgId,
              name: 'Acme',
              isPublic: true,
              logoUrl: null,
              timeZone: 'Europe/Berlin',
            },
          });
          for (const s of steps) {
            if (s.kind === 'record') {
              const matchId = randomUUID();
              const ids = s.players.slice(0, s.doubles ? 4 : 2).map((i) => players[i]!);
              await recorded(orgId, matchId, s.season, ids, {
                playedOn: new Date(Date.UTC(2026, 1, 2 + s.day, s.hour, 7)).toISOString(),
                scoreLoser: s.scoreLoser,
                sixInARow: s.six && s.scoreLoser > 0,
              });
              live.push({ matchId, season: s.season });
            } else if (s.kind === 'delete') {
              // Any live match, not only the newest: an admin corrects an old result.
              const [gone] = live.splice(s.pick % Math.max(live.length, 1), 1);
              if (gone) {
                await append(t, orgId, `match-${gone.matchId}`, {
                  type: 'MatchDeleted',
                  data: { matchId: gone.matchId, season: gone.season },
                });
                deleted.push(gone);
              }
            } else if (s.kind === 'restore') {
              // Any deleted match, also one restored and deleted again before.
              const [back] = deleted.splice(s.pick % Math.max(deleted.length, 1), 1);
              if (back) {
                await append(t, orgId, `match-${back.matchId}`, {
                  type: 'MatchRestored',
                  data: { matchId: back.matchId, season: back.season },
                });
                live.push(back);
              }
            } else if (s.kind === 'bounty')
              await append(t, orgId, `config-${orgId}`, {
                type: 'ConfigValueChanged',
                data: { key: 'bounty', value: { bountyPoints: s.points, requiredWins: s.wins } },
              });
            else if (s.kind === 'challenge')
              await append(t, orgId, `config-${orgId}`, {
                type: 'ConfigValueChanged',
                data: {
                  key: 'currentChallenge',
                  value: { name: s.name, description: 'Do it', points: s.points, changedOn: null },
                },
              });
            else if (s.kind === 'ladder')
              await append(t, orgId, `config-${orgId}`, {
                type: 'RankLadderChanged',
                data: {
                  ranks: DEFAULT_RANK_LADDER.map((r, i) => ({
                    ...r,
                    minMmrOneOnOne: i * s.step,
                    minMmrTwoOnTwo: i * s.step * 2,
                  })),
                },
              });
            else
              await append(t, orgId, `org-${orgId}`, {
                type: 'OrganisationDetailsChanged',
                data: { name: 'Acme', isPublic: true, logoUrl: null, timeZone: s.tz },
              });
          }
          const { oneByOne, smallPages, defaultPages, fallbacks } = await bothWays(
            t,
            matchesProjection,
            batchSize,
          );
          expect(fallbacks).toEqual([]);
          expect(smallPages).toEqual(oneByOne);
          expect(defaultPages).toEqual(oneByOne);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('reports progress up to the number of match events', async () => {
    const seen: { processed: number; total: number }[] = [];
    const processed = await rebuild(
      t.db,
      catalogue,
      matchesProjection,
      ({ processed, total }) => seen.push({ processed, total }),
      { batchSize: 7 },
    );
    expect(processed).toBeGreaterThan(7);
    expect(seen.at(-1)).toEqual({ processed, total: processed });
    expect(seen.map((s) => s.processed)).toEqual([...seen.map((s) => s.processed)].sort((a, b) => a - b));
  });

  it('builds the plain indexes it dropped for the load again, exactly as they were', async () => {
    const indexes = async () =>
      (
        await t.pool.query(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('matches', 'season_table') ORDER BY indexname`,
        )
      ).rows;
    const before = await indexes();
    expect(before.map((i) => i.indexname)).toContain('matches_season');
    await rebuild(t.db, catalogue, matchesProjection);
    expect(await indexes()).toEqual(before);
  });

  it('rebuilds event by event when a season is not in position order in the log', async () => {
    const orgId = randomUUID();
    const ids = [randomUUID(), randomUUID()];
    // The first transaction takes its id, then a second one appends and commits, then the first
    // appends: the log reads the first transaction's match first, though its position is higher.
    await t.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_current_xact_id()`.execute(trx);
      await recorded(orgId, randomUUID(), 1, ids);
      await appendToStream(trx, catalogue, {
        orgId,
        streamId: `match-late-${orgId}`,
        streamType: 'test',
        expectedVersion: 'any',
        events: [
          {
            type: 'MatchRecorded',
            data: {
              matchId: randomUUID(),
              season: 1,
              playedOn: '2026-02-02T19:30:00.000Z',
              locationId: 'l0',
              winners: [{ playerId: ids[1]!, name: 'Ben Koch', position: 'defense', team: 'blacks' }],
              losers: [{ playerId: ids[0]!, name: 'Anna Bauer', position: 'defense', team: 'whites' }],
              scoreWinner: 6,
              scoreLoser: 0,
              sixInARow: false,
              createdBy: null,
            },
          },
        ],
        metadata: { actor: null },
      });
    });
    const { oneByOne, smallPages, defaultPages, fallbacks } = await bothWays(t, matchesProjection, 3);
    expect(fallbacks.some((r) => r.includes('out of position order'))).toBe(true);
    expect(smallPages).toEqual(oneByOne);
    expect(defaultPages).toEqual(oneByOne);
    await forget(orgId);
  });

  it('rebuilds event by event when a deletion names another season than its match', async () => {
    const orgId = randomUUID();
    const matchId = randomUUID();
    await recorded(orgId, matchId, 1, [randomUUID(), randomUUID()]);
    await recorded(orgId, randomUUID(), 2, [randomUUID(), randomUUID()]);
    await append(t, orgId, `match-${matchId}`, { type: 'MatchDeleted', data: { matchId, season: 2 } });
    const { oneByOne, smallPages, fallbacks } = await bothWays(t, matchesProjection, 4);
    expect(fallbacks.some((r) => r.includes('names another season'))).toBe(true);
    expect(smallPages).toEqual(oneByOne);
    await forget(orgId);
  });

  it('fails like the event-by-event rebuild when a match id is recorded twice', async () => {
    const orgId = randomUUID();
    const matchId = randomUUID();
    await recorded(orgId, matchId, 1, [randomUUID(), randomUUID()]);
    await append(t, orgId, `match-again-${matchId}`, {
      type: 'MatchRecorded',
      data: {
        matchId,
        season: 1,
        playedOn: '2026-02-02T09:30:00.000Z',
        locationId: 'l0',
        winners: [{ playerId: 'a', name: 'Anna Bauer', position: 'defense', team: 'whites' }],
        losers: [{ playerId: 'b', name: 'Ben Koch', position: 'defense', team: 'blacks' }],
        scoreWinner: 6,
        scoreLoser: 1,
        sixInARow: false,
        createdBy: null,
      },
    });
    await expect(rebuild(t.db, catalogue, matchesProjection, undefined, { oneByOne: true })).rejects.toThrow(
      /duplicate key/,
    );
    await expect(rebuild(t.db, catalogue, matchesProjection)).rejects.toThrow(/duplicate key/);
    await forget(orgId);
  });
});

describe('batch rebuild of matches recorded through the commands', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  const actor = { userId: 'admin-1' };
  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
  });
  afterAll(() => t.drop());

  const DAY = 86_400_000;
  const SEASON_1 = Date.parse('2026-03-01T00:00:00Z');

  const league = () => commandLeague(deps, { seasonStarts: [SEASON_1, SEASON_1 + 30 * DAY], actor });

  // The history and every member of the season fold (a new member is compared without a change here).
  const inline = async () => ({
    matches: (await t.pool.query('SELECT * FROM matches ORDER BY org_id, match_id')).rows,
    deleted: (await t.pool.query('SELECT * FROM deleted_matches ORDER BY org_id, match_id')).rows,
    ...Object.fromEntries(
      await Promise.all(
        seasonFoldTables.map(async (table) => [
          table.name,
          (
            await t.pool.query(
              `SELECT * FROM ${table.name} ORDER BY org_id, season, ${[...table.key, table.positionColumn].join(', ')}`,
            )
          ).rows,
        ]),
      ),
    ),
  });

  it('gives exactly the rows the inline projection wrote, with deletions, restores and rule changes', async () => {
    const step = fc.oneof(
      { weight: 5, arbitrary: recordStep },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }) },
      { weight: 1, arbitrary: rulesStep },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const { orgId, players } = await league();
        const live: string[] = [];
        const deleted: string[] = [];
        for (const s of steps) {
          if (s.kind === 'record') {
            live.push(await playRecord(deps, orgId, s, { players, seasonStart: SEASON_1, actor }));
          } else if (s.kind === 'delete') {
            const [gone] = live.splice(s.pick % Math.max(live.length, 1), 1);
            if (gone) {
              const result = await runCommand(
                deps,
                deleteMatch,
                { orgId: orgId, matchId: gone },
                systemActor(actor.userId),
              );
              if (!('events' in result)) throw new Error(result.message);
              deleted.push(gone);
            }
          } else if (s.kind === 'restore') {
            const [back] = deleted.splice(s.pick % Math.max(deleted.length, 1), 1);
            if (back) {
              const result = await runCommand(
                deps,
                restoreMatch,
                { orgId: orgId, matchId: back },
                systemActor(actor.userId),
              );
              if (!('events' in result)) throw new Error(result.message);
              live.push(back);
            }
          } else {
            await playRules(deps, orgId, s, actor, new Date().toISOString());
          }
        }
        const before = await inline();
        const fallbacks: string[] = [];
        await rebuild(t.db, catalogue, matchesProjection, undefined, {
          onFallback: (r) => fallbacks.push(r),
        });
        expect(fallbacks).toEqual([]);
        expect(await inline()).toEqual(before);
      }),
      { numRuns: 6 },
    );
  });

  it('keeps a match committed while an older transaction is still open', async () => {
    const { orgId, players } = await league();
    // An unrelated transaction with an older id stays open: the snapshot's xmin stays below the
    // match's transaction, which has committed all the same.
    const older = await t.pool.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const result = await runCommand(
        deps,
        recordMatch,
        newMatch(
          orgId,
          {
            mode: 1,
            whites: { defense: players[0]!, offense: null },
            blacks: { defense: players[1]!, offense: null },
            scoreWhites: 6,
            scoreBlacks: 2,
            sixInARow: false,
            locationId: null,
          },
          actor.userId,
          new Date(SEASON_1 + 3_600_000),
        ),
        systemActor(actor.userId),
      );
      if (!('events' in result)) throw new Error(result.message);
      const before = await inline();
      await rebuild(t.db, catalogue, matchesProjection);
      expect(await inline()).toEqual(before);
      await rebuild(t.db, catalogue, matchesProjection, undefined, { oneByOne: true });
      expect(await inline()).toEqual(before);
    } finally {
      await older.query('ROLLBACK');
      older.release();
    }
  });

  it('lets a match recorded during the rebuild wait for it and land on top', async () => {
    const { orgId, players } = await league();
    const play = (i: number) =>
      runCommand(
        deps,
        recordMatch,
        newMatch(
          orgId,
          {
            mode: 1,
            whites: { defense: players[i % 5]!, offense: null },
            blacks: { defense: players[(i + 1) % 5]!, offense: null },
            scoreWhites: 6,
            scoreBlacks: i % 6,
            sixInARow: false,
            locationId: null,
          },
          actor.userId,
          new Date(SEASON_1 + i * 3_600_000),
        ),
        systemActor(actor.userId),
      );
    for (let i = 0; i < 10; i++) await play(i);
    let during: ReturnType<typeof play> | null = null;
    await rebuild(t.db, catalogue, matchesProjection, () => {
      during ??= play(10); // starts inside the rebuild's transaction, after its lock
    });
    const result = await during!;
    if (!('events' in result)) throw new Error(result.message);
    const after = await inline();
    expect(
      after.matches.some((m: { match_id: string }) => m.match_id === result.events[0]!.data.matchId),
    ).toBe(true);
    await rebuild(t.db, catalogue, matchesProjection, undefined, { oneByOne: true });
    expect(await inline()).toEqual(after);
  });
});

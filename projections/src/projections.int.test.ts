import { randomUUID } from 'node:crypto';
import { catalogue, createInMemoryChangeFeed, loadCheckpoint, readAll, START } from '@kicker/events';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../../server/src/commands/command.ts';
import { changeOrganisation, createOrganisation } from '../../server/src/commands/organisation.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { changePlayerProfile, claimPlayer, createPlayer } from '../../server/src/commands/player.ts';
import { changeRole } from '../../server/src/commands/roles.ts';
import { changeSeasons } from '../../server/src/commands/season.ts';
import { reportUiError } from '../../server/src/commands/uiError.ts';
import { EVERY_CAPABILITY } from '../../server/src/policy/capabilities.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/support/db.ts';
import { eventCount } from '../../server/test/support/testApp.ts';
import { runTourneyStep, type TourneyStep, tourneyStep } from '../../server/test/support/tourneySteps.ts';
import {
  catchUp,
  eventStatsProjection,
  type Projection,
  projections,
  rebuild,
  startCatchUpLoop,
} from './index.ts';

const tourneyAction = (action: TourneyStep['action'], pick = 1): TourneyStep => ({
  kind: 'tourney',
  action,
  pick,
  mode: 1,
  six: true,
});
const TOURNEY_TO_THE_END: TourneyStep[] = [
  tourneyAction('create'),
  ...[0, 1, 2, 3, 4].map((pick) => tourneyAction('join', pick)),
  tourneyAction('remove', 4),
  tourneyAction('launch'),
  ...Array.from({ length: 4 }, () => tourneyAction('score')),
];

describe('projections', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
  });
  afterAll(() => t.drop());

  const actor = { userId: 'admin-1' };

  async function newOrg() {
    const result = await createOrganisation(
      deps,
      {
        details: { name: 'Acme', isPublic: true, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId: randomUUID(), name: 'Munich', lat: 48.1, long: 11.6 }],
        departments: ['Dev'],
      },
      systemActor(actor.userId),
    );
    if (!('events' in result)) throw new Error(result.message);
    return result.events[0]!.orgId;
  }

  it('rolls the append back when an inline projection throws', async () => {
    const orgId = await newOrg();
    const before = await eventCount(t);
    const exploding: Projection = {
      name: 'exploding',
      mode: 'inline',
      tables: [],
      eventTypes: ['DepartmentAdded'],
      fold: () => {
        throw new Error('projection bug');
      },
    };
    await expect(
      runCommand(
        { ...deps, projections: [...projections, exploding] },
        changeOrganisation,
        { orgId: orgId, command: { type: 'AddDepartment', name: 'Ops' } },
        systemActor(actor.userId),
      ),
    ).rejects.toThrow('projection bug');
    expect(await eventCount(t)).toBe(before);
    const { rows } = await t.pool.query('SELECT name FROM organisation_departments WHERE org_id = $1', [
      orgId,
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Dev']);
  });

  it('rebuilds every inline read model to exactly the rows the inline projection wrote', async () => {
    // Random histories of organisation, season, player (create, claim, profile), error report, role
    // and tourney commands.
    const step = fc.oneof(
      fc.record({ kind: fc.constant('dept' as const), name: fc.constantFrom('Dev', 'Ops', 'HR', 'Sales') }),
      fc.record({ kind: fc.constant('undept' as const), name: fc.constantFrom('Dev', 'Ops', 'HR') }),
      fc.record({
        kind: fc.constant('loc' as const),
        name: fc.constantFrom('Berlin', 'Hamburg', 'Köln'),
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant('rename' as const),
        name: fc.constantFrom('Acme', 'Acme Inc', 'Kickers'),
        isPublic: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('season' as const), days: fc.integer({ min: 1, max: 60 }) }),
      fc.record({
        kind: fc.constant('player' as const),
        nick: fc.constantFrom('Bomber', 'Zange', 'Mauer', 'Flinke'),
      }),
      fc.record({
        kind: fc.constant('claim' as const),
        user: fc.constantFrom('u1', 'u2', 'u3'),
        pick: fc.nat(),
      }),
      fc.record({
        kind: fc.constant('profile' as const),
        nick: fc.constantFrom('Bomber', 'Zange', 'Kurbler'),
        department: fc.constantFrom(null, 'Dev', 'Guests', undefined),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('report' as const), signedIn: fc.boolean() }),
      fc.record({
        kind: fc.constant('role' as const),
        user: fc.constantFrom('u1', 'u2'),
        granted: fc.boolean(),
      }),
      { arbitrary: tourneyStep, weight: 20 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 60, size: 'medium' }), async (steps) => {
        const orgId = await newOrg();
        let seasonEnd = Date.parse('2026-01-01T00:00:00Z');
        for (const s of steps) {
          if (s.kind === 'dept' || s.kind === 'undept')
            await runCommand(
              deps,
              changeOrganisation,
              {
                orgId: orgId,
                command: { type: s.kind === 'dept' ? 'AddDepartment' : 'RemoveDepartment', name: s.name },
              },
              systemActor(actor.userId),
            );
          else if (s.kind === 'loc')
            await runCommand(
              deps,
              changeOrganisation,
              {
                orgId: orgId,
                command: {
                  type: 'AddLocation',
                  location: { locationId: randomUUID(), name: s.name, lat: s.lat, long: 0 },
                },
              },
              systemActor(actor.userId),
            );
          else if (s.kind === 'rename')
            await runCommand(
              deps,
              changeOrganisation,
              {
                orgId: orgId,
                command: {
                  type: 'ChangeOrganisationDetails',
                  details: { name: s.name, isPublic: s.isPublic },
                },
              },
              systemActor(actor.userId),
            );
          else if (s.kind === 'season') {
            const start = seasonEnd;
            seasonEnd = start + s.days * 86_400_000;
            await runCommand(
              deps,
              changeSeasons,
              {
                orgId: orgId,
                command: {
                  type: 'CreateSeason',
                  startsOn: new Date(start).toISOString(),
                  endsOn: new Date(seasonEnd).toISOString(),
                },
              },
              systemActor(actor.userId),
            );
          } else if (s.kind === 'player') {
            const { rows } = await t.pool.query(
              'SELECT location_id FROM organisation_locations WHERE org_id = $1 LIMIT 1',
              [orgId],
            );
            await runCommand(
              deps,
              createPlayer,
              {
                orgId: orgId,
                command: {
                  type: 'CreatePlayer',
                  playerId: randomUUID(),
                  name: 'Name',
                  nickname: s.nick,
                  locationId: rows[0].location_id,
                  department: null,
                  imageUrl: null,
                  userId: null,
                  isHost: false,
                },
              },
              systemActor(actor.userId),
            );
          } else if (s.kind === 'claim' || s.kind === 'profile') {
            // Players of this organisation; refused commands (claimed, taken, not yours) are part of the history.
            const { rows } = await t.pool.query<{ player_id: string; user_id: string | null }>(
              'SELECT player_id, user_id FROM players WHERE org_id = $1 ORDER BY player_id',
              [orgId],
            );
            const p = rows[s.pick % Math.max(rows.length, 1)];
            if (!p) continue;
            // A user has one player in the whole installation: fresh users per run keep claims happening.
            if (s.kind === 'claim')
              await runCommand(
                deps,
                claimPlayer,
                {
                  orgId,
                  command: { type: 'ClaimPlayer', playerId: p.player_id, userId: `${orgId}:${s.user}` },
                },
                systemActor(actor.userId),
              );
            else
              await runCommand(
                deps,
                changePlayerProfile,
                {
                  orgId,
                  command: {
                    type: 'ChangePlayerProfile',
                    playerId: p.player_id,
                    userId: p.user_id ?? 'nobody',
                    nickname: s.nick,
                    department: s.department,
                    imageUrl: s.pick % 2 ? `https://example.com/${s.pick}.png` : null,
                  },
                },
                // As a player: only the owner changes a profile (a refusal appends nothing).
                { userId: actor.userId, may: () => ({ ...EVERY_CAPABILITY, managePlayers: false }) },
              );
          } else if (s.kind === 'tourney') await runTourneyStep(deps, orgId, s, actor);
          else if (s.kind === 'report')
            await reportUiError(deps, {
              type: 'ReportUiError',
              reportedAt: new Date(seasonEnd).toISOString(),
              header: 'Error',
              message: 'Boom',
              details: null,
              comment: null,
              url: null,
              user: s.signedIn
                ? { userId: 'u1', email: 'u1@example.com', name: 'U1', playerId: null, orgId }
                : null,
            });
          else
            await runCommand(
              deps,
              changeRole,
              { orgId: orgId, userId: s.user, role: 'moderator', granted: s.granted, actorId: actor.userId },
              systemActor(actor.userId),
            );
        }
        for (const projection of projections.filter((p) => p.mode === 'inline')) {
          const inline = await snapshot(projection);
          await rebuild(t.db, catalogue, projection);
          expect(await snapshot(projection)).toEqual(inline);
        }
      }),
      // The random histories run after one that surely plays a tourney to its end: created, five
      // join, one is removed, launched with a small final, all four matches scored with a 6.
      { numRuns: 6, examples: [[TOURNEY_TO_THE_END]] },
    );
    // That history did reach a champion, so the rebuild above compared a bracket played to its end.
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM tourneys WHERE status = 'completed' AND cardinality(third_place) = 1",
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('reports rebuild progress up to the number of events', async () => {
    const seen: number[] = [];
    const processed = await rebuild(t.db, catalogue, projections[0]!, (p) => seen.push(p.processed), {
      batchSize: 5,
    });
    expect(processed).toBeGreaterThan(5);
    expect(seen.at(-1)).toBe(processed);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('catches up a checkpointed projection exactly once, also with two runners at the same time', async () => {
    await Promise.all([
      catchUp(t.db, catalogue, eventStatsProjection),
      catchUp(t.db, catalogue, eventStatsProjection),
    ]);
    expect(await statsRows()).toEqual(await countsFromLog());
    await newOrg();
    await catchUp(t.db, catalogue, eventStatsProjection, { batchSize: 3 });
    expect(await statsRows()).toEqual(await countsFromLog());
  });

  it('writes the checkpoint with its rows: a failure mid-way keeps rows and checkpoint in step', async () => {
    await sql`TRUNCATE event_type_stats`.execute(t.db);
    await sql`DELETE FROM projection_checkpoints WHERE name = 'eventStats'`.execute(t.db);
    let folded = 0;
    const flaky: Projection = {
      ...eventStatsProjection,
      fold: (e) => {
        if (++folded > 7) throw new Error('crash');
        return eventStatsProjection.fold(e);
      },
    };
    await expect(catchUp(t.db, catalogue, flaky, { batchSize: 3 })).rejects.toThrow('crash');
    const checkpoint = await loadCheckpoint(t.db, 'eventStats');
    const upTo = await readAll(t.db, catalogue, { after: START, limit: 6 });
    expect(checkpoint).toEqual(upTo.checkpoint); // two whole batches of 3 committed, the third rolled back
    const total = (await statsRows()).reduce((n, r) => n + r.count, 0);
    expect(total).toBe(6);
    await catchUp(t.db, catalogue, eventStatsProjection);
    expect(await statsRows()).toEqual(await countsFromLog());
  });

  it('catches up shortly after a burst of nudges, in passes that stop at a batch that is not full', async () => {
    await catchUp(t.db, catalogue, eventStatsProjection);
    let passes = 0;
    const counting: Projection = {
      ...eventStatsProjection,
      fold: (e) => {
        passes++;
        return eventStatsProjection.fold(e);
      },
    };
    const loop = startCatchUpLoop(t.db, catalogue, [counting], { intervalMs: 60_000, onError: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first pass, at start
    passes = 0;
    for (let i = 0; i < 3; i++) await newOrg();
    for (let i = 0; i < 20; i++) loop.nudge();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await loop.stop();
    expect(await statsRows()).toEqual(await countsFromLog());
    expect(passes).toBeGreaterThan(0);
  });

  it('runs a command idempotently by command id through the whole pipeline', async () => {
    const orgId = await newOrg();
    const first = await runCommand(
      deps,
      changeOrganisation,
      { orgId: orgId, command: { type: 'AddDepartment', name: 'Once' } },
      systemActor(actor.userId, 'cmd-pipeline-1'),
    );
    const again = await runCommand(
      deps,
      changeOrganisation,
      { orgId: orgId, command: { type: 'AddDepartment', name: 'Once' } },
      systemActor(actor.userId, 'cmd-pipeline-1'),
    );
    expect(again).toMatchObject({ duplicate: true });
    expect('events' in again && 'events' in first && again.events.map((e) => e.eventId)).toEqual(
      'events' in first && first.events.map((e) => e.eventId),
    );
  });

  it('retries a command after a version clash and decides again on the new state', async () => {
    const orgId = await newOrg();
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        runCommand(
          deps,
          changeOrganisation,
          { orgId: orgId, command: { type: 'AddDepartment', name } },
          systemActor(actor.userId),
        ),
      ),
    );
    expect(results.every((r) => 'events' in r)).toBe(true);
    const { rows } = await t.pool.query(
      'SELECT count(*)::int AS n FROM organisation_departments WHERE org_id = $1',
      [orgId],
    );
    expect(rows[0].n).toBe(5);
  });

  async function snapshot(projection: Projection) {
    const out: Record<string, unknown[]> = {};
    for (const table of projection.tables) {
      const { rows } = await t.pool.query(`SELECT * FROM ${table}`);
      out[table] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  }

  async function statsRows() {
    const { rows } = await t.pool.query<{ org_id: string; type: string; count: number }>(
      'SELECT org_id, type, count FROM event_type_stats ORDER BY org_id, type',
    );
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  }

  async function countsFromLog() {
    const { rows } = await t.pool.query<{ org_id: string; type: string; count: number }>(
      'SELECT org_id, type, count(*)::int AS count FROM events GROUP BY org_id, type ORDER BY org_id, type',
    );
    return rows;
  }
});

import { randomUUID } from 'node:crypto';
import { catalogue, createInMemoryChangeFeed, loadCheckpoint } from '@kicker/events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../../server/src/commands/command.ts';
import { changeOrganisation, createOrganisation } from '../../server/src/commands/organisation.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/support/db.ts';
import {
  catchUp,
  eventStatsProjection,
  type FoldProjection,
  ProjectionFailedError,
  projections,
  startCatchUpLoop,
} from './index.ts';

// Issue 17 item 3: a catch-up read model that throws on one event stops right before it with a
// clear error and a checkpoint it resumes from (the event is never skipped), while the other read
// models go on.

const until = async (check: () => Promise<boolean>, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('a catch-up read model that fails on one event', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  let orgId: string;
  let broken = true;
  // A test read model: one row per department added; while broken it cannot take a 'Poison…' one.
  const fragile: FoldProjection = {
    name: 'fragileTest',
    mode: 'catchUp',
    tables: ['fragile_test_rows'],
    eventTypes: ['DepartmentAdded'],
    fold: (event) => {
      const { name } = event.data as { name: string };
      if (name.startsWith('Poison') && broken) throw new Error('deliberate fault in the test read model');
      return [
        {
          op: 'upsert',
          table: 'fragile_test_rows',
          key: { position: event.globalPosition },
          values: { name },
        },
      ];
    },
  };
  const addDepartment = async (name: string) => {
    const result = await runCommand(
      deps,
      changeOrganisation,
      { orgId: orgId, command: { type: 'AddDepartment', name } },
      systemActor('u'),
    );
    if (!('events' in result)) throw new Error(result.message);
    return result.events[0]!;
  };
  const fragileRows = async () =>
    (
      await sql<{ name: string }>`SELECT name FROM fragile_test_rows ORDER BY position`.execute(t.db)
    ).rows.map((r) => r.name);
  const statsCount = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT coalesce(sum(count), 0)::int AS n FROM event_type_stats
      WHERE org_id = ${orgId} AND type = 'DepartmentAdded'`.execute(t.db);
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
    await sql`CREATE TABLE fragile_test_rows (position bigint PRIMARY KEY, name text NOT NULL)`.execute(t.db);
    const created = await createOrganisation(
      deps,
      {
        details: { name: 'Faults', isPublic: false, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId: randomUUID(), name: 'Munich', lat: 48.1, long: 11.6 }],
        departments: [],
      },
      systemActor('u'),
    );
    if (!('events' in created)) throw new Error(created.message);
    orgId = created.events[0]!.orgId;
  });
  afterAll(() => t.drop());

  it('stops right before the event with a clear error, never skips it, and resumes from it once fixed', async () => {
    // Twenty departments before the poison: the batch that holds it is coalesced (8 or more events).
    const before = Array.from({ length: 20 }, (_, i) => `Before ${i}`);
    for (const name of before) await addDepartment(name);
    const poison = await addDepartment('Poison');
    for (const name of ['After 1', 'After 2']) await addDepartment(name);

    const errors: { error: unknown; projection: string }[] = [];
    const resumed: string[] = [];
    const loop = startCatchUpLoop(t.db, catalogue, [fragile, eventStatsProjection], {
      intervalMs: 50,
      maxRetryMs: 100,
      onError: (error, projection) => errors.push({ error, projection }),
      onResumed: (projection) => resumed.push(projection),
    });
    try {
      // The other read model goes on to the end of the log.
      await until(async () => (await statsCount()) === 23, 'eventStats to take every department');
      await until(async () => errors.length >= 2, 'the fault to be reported (and tried again)');

      const failure = errors[0]!;
      expect(failure.projection).toBe('fragileTest');
      expect(failure.error).toBeInstanceOf(ProjectionFailedError);
      const message = (failure.error as Error).message;
      expect(message).toContain('Read model "fragileTest" failed on event');
      expect(message).toContain(`${poison.globalPosition} (DepartmentAdded, id ${poison.eventId}`);
      expect(message).toContain('deliberate fault in the test read model');
      expect((failure.error as ProjectionFailedError).event.globalPosition).toBe(poison.globalPosition);
      // Tried again, the same event fails again: nothing behind it was applied.
      for (const e of errors)
        expect((e.error as ProjectionFailedError).event.globalPosition).toBe(poison.globalPosition);

      // Everything before the poison is applied (also the part of its coalesced batch), nothing after.
      expect(await fragileRows()).toEqual(before);
      const checkpoint = await loadCheckpoint(t.db, 'fragileTest');
      expect(checkpoint.globalPosition).toBeLessThan(poison.globalPosition);
      expect(BigInt(checkpoint.transactionId)).toBeLessThan(BigInt(poison.transactionId));

      // Fixed (a new release): it resumes from the poison and takes it and what follows.
      broken = false;
      await until(async () => (await fragileRows()).length === 23, 'the fixed read model to resume');
      expect(await fragileRows()).toEqual([...before, 'Poison', 'After 1', 'After 2']);
      expect(resumed).toEqual(['fragileTest']);
      expect(await statsCount()).toBe(23);
    } finally {
      await loop.stop();
      broken = true;
    }
  });

  it('a restarted runner starts from the same checkpoint: the failing event is tried, not passed', async () => {
    await addDepartment('Poison 2');
    const failing = catchUp(t.db, catalogue, fragile);
    await expect(failing).rejects.toBeInstanceOf(ProjectionFailedError);
    const stuck = await loadCheckpoint(t.db, 'fragileTest');
    await expect(catchUp(t.db, catalogue, fragile)).rejects.toBeInstanceOf(ProjectionFailedError);
    expect(await loadCheckpoint(t.db, 'fragileTest')).toEqual(stuck);
    broken = false;
    expect(await catchUp(t.db, catalogue, fragile)).toBe(1);
    expect((await fragileRows()).at(-1)).toBe('Poison 2');
  });
});

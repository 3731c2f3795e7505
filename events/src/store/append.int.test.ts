import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/test/support/db.ts';
import { catalogue } from '../catalogue/index.ts';
import { appendToStream } from './append.ts';
import { CommandIdReusedError, ConcurrencyError, EventSchemaError } from './errors.ts';
import { readStream } from './read.ts';

const ORG = 'org-append';
const dept = (name: string) => ({ type: 'DepartmentAdded', data: { name } });
const meta = { actor: 'user-1' };

describe('appendToStream', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const append = (
    streamId: string,
    expectedVersion: Parameters<typeof appendToStream>[2]['expectedVersion'],
    events = [dept('A')],
    commandId?: string,
    commandFingerprint?: string,
  ) =>
    t.db.transaction().execute((trx) =>
      appendToStream(trx, catalogue, {
        orgId: ORG,
        streamId,
        streamType: 'organisation',
        expectedVersion,
        events,
        metadata: meta,
        commandId,
        commandFingerprint,
      }),
    );

  it('appends in order and reads the stream back with versions 1..n', async () => {
    await append('s-order', 'no_stream', [dept('A'), dept('B')]);
    await append('s-order', 2, [dept('C')]);
    const read = await readStream(t.db, catalogue, ORG, 's-order');
    expect(read.version).toBe(3);
    expect(read.events.map((e) => [e.streamVersion, (e.data as { name: string }).name])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    expect(read.events[0]!.metadata.actor).toBe('user-1');
  });

  it('lets exactly one of 20 concurrent appends with the same expected version succeed', async () => {
    await append('s-race', 'no_stream');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => append('s-race', 1, [dept(`D${i}`)])),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(19);
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(ConcurrencyError);
      expect((f.reason as ConcurrencyError).actual).toBe(2);
    }
    expect((await readStream(t.db, catalogue, ORG, 's-race')).version).toBe(2);
  });

  it('refuses "no stream" when the stream exists and an exact version that is stale', async () => {
    await append('s-exists', 'no_stream');
    await expect(append('s-exists', 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append('s-exists', 5)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append('s-missing', 'stream_exists')).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await readStream(t.db, catalogue, ORG, 's-exists')).version).toBe(1);
  });

  it('appends nothing new when a command id is retried, also concurrently', async () => {
    const first = await append('s-idem', 'any', [dept('Once')], 'cmd-0001');
    const again = await append('s-idem', 'any', [dept('Once')], 'cmd-0001');
    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, positions: first.positions });
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => append('s-idem', 'any', [dept('Twice')], 'cmd-0002')),
    );
    expect(racing.filter((r) => !r.duplicate)).toHaveLength(1);
    const names = (await readStream(t.db, catalogue, ORG, 's-idem')).events.map(
      (e) => (e.data as { name: string }).name,
    );
    expect(names).toEqual(['Once', 'Twice']);
  });

  it('does not let a retried command id with a stale version fail: it reports the earlier result', async () => {
    const first = await append('s-idem-stale', 'no_stream', [dept('X')], 'cmd-stale-1');
    const retry = await append('s-idem-stale', 'no_stream', [dept('X')], 'cmd-stale-1');
    expect(retry).toMatchObject({ duplicate: true, positions: first.positions });
  });

  it('refuses a command id used before with another fingerprint, appending nothing', async () => {
    await append('s-fp', 'no_stream', [dept('A')], 'cmd-fp', 'user-1:addDepartment:A');
    const again = await append('s-fp', 1, [dept('A')], 'cmd-fp', 'user-1:addDepartment:A');
    expect(again.duplicate).toBe(true);
    await expect(append('s-fp', 1, [dept('B')], 'cmd-fp', 'user-2:addDepartment:B')).rejects.toBeInstanceOf(
      CommandIdReusedError,
    );
    await expect(append('s-other', 'no_stream', [dept('C')], 'cmd-fp')).rejects.toBeInstanceOf(
      CommandIdReusedError,
    );
    expect((await readStream(t.db, catalogue, ORG, 's-fp')).version).toBe(1);
    expect((await readStream(t.db, catalogue, ORG, 's-other')).version).toBe(0);
  });

  it('rejects data that does not match the event schema, appending nothing', async () => {
    await expect(
      append('s-bad', 'any', [{ type: 'DepartmentAdded', data: { name: '' } }]),
    ).rejects.toBeInstanceOf(EventSchemaError);
    await expect(append('s-bad', 'any', [{ type: 'NoSuchEvent', data: {} } as never])).rejects.toBeInstanceOf(
      EventSchemaError,
    );
    expect((await readStream(t.db, catalogue, ORG, 's-bad')).version).toBe(0);
  });

  it('rolls the version check back with the transaction: a failed transaction leaves no events', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await appendToStream(trx, catalogue, {
          orgId: ORG,
          streamId: 's-rollback',
          streamType: 'organisation',
          expectedVersion: 'no_stream',
          events: [dept('Gone')],
          metadata: meta,
        });
        throw new Error('crash after append');
      }),
    ).rejects.toThrow('crash after append');
    expect((await readStream(t.db, catalogue, ORG, 's-rollback')).version).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/test/support/db.ts';
import { catalogue } from '../catalogue/index.ts';
import { appendToStream } from './append.ts';
import { type Checkpoint, readAll, readStream, readStreamSince, START } from './read.ts';

const ORG = 'org-read';
const meta = { actor: null };

describe('readAll (catch-up reads)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const appendIn = (db: Parameters<typeof appendToStream>[0], streamId: string, name: string) =>
    appendToStream(db, catalogue, {
      orgId: ORG,
      streamId,
      streamType: 'organisation',
      expectedVersion: 'any',
      events: [{ type: 'DepartmentAdded', data: { name } }],
      metadata: meta,
    });

  async function drain(from: Checkpoint) {
    const seen: string[] = [];
    let at = from;
    for (;;) {
      const read = await readAll(t.db, catalogue, { after: at, limit: 1 });
      seen.push(...read.events.map((e) => (e.data as { name: string }).name));
      if (
        read.checkpoint.globalPosition === at.globalPosition &&
        read.checkpoint.transactionId === at.transactionId
      )
        return { seen, at };
      at = read.checkpoint;
    }
  }

  it('delivers every event exactly once when transactions commit in the opposite order of their positions', async () => {
    // A takes the lower position but commits last; B takes a higher position and commits first.
    let releaseA!: () => void;
    const aMayCommit = new Promise<void>((r) => (releaseA = r));
    let aAppended!: () => void;
    const aHasAppended = new Promise<void>((r) => (aAppended = r));
    const a = t.db.transaction().execute(async (trx) => {
      await appendIn(trx, 'stream-a', 'A');
      aAppended();
      await aMayCommit;
    });
    await aHasAppended;
    await t.db.transaction().execute((trx) => appendIn(trx, 'stream-b', 'B'));

    const { rows } = await t.pool.query<{ stream_id: string; global_position: number }>(
      `SELECT stream_id, global_position FROM events WHERE org_id = $1 ORDER BY global_position`,
      [ORG],
    );
    // B is committed and visible with the higher position; A is still open.
    expect(rows.map((r) => r.stream_id)).toEqual(['stream-b']);

    const early = await drain(START);
    expect(early.seen).toEqual([]); // B waits behind the open transaction A instead of overtaking it

    releaseA();
    await a;
    const late = await drain(early.at);
    expect(late.seen).toEqual(['A', 'B']);
    const after = await drain(late.at);
    expect(after.seen).toEqual([]);
  });

  it('moves the checkpoint past events of types the reader does not want', async () => {
    await t.db.transaction().execute((trx) => appendIn(trx, 'stream-c', 'C'));
    const all = await drain(START);
    const filtered = await readAll(t.db, catalogue, { after: START, limit: 1000, types: ['SeasonCreated'] });
    expect(filtered.events).toEqual([]);
    expect(filtered.checkpoint).toEqual(all.at);
  });
});

describe('readStreamSince (a stream that starts over)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const append = (streamId: string, events: { type: string; data: unknown }[]) =>
    appendToStream(t.db, catalogue, {
      orgId: ORG,
      streamId,
      streamType: 'test',
      expectedVersion: 'any',
      events,
      metadata: meta,
    });
  const dept = (name: string) => ({ type: 'DepartmentAdded', data: { name } });
  const gone = (name: string) => ({ type: 'DepartmentRemoved', data: { name } });
  const names = (read: { events: { type: string; data: unknown }[] }) =>
    read.events.map(
      (e) => `${e.type === 'DepartmentRemoved' ? '-' : '+'}${(e.data as { name: string }).name}`,
    );

  it('reads from the newest reset on, with the version of the whole stream', async () => {
    await append('since-1', [dept('a'), gone('a'), dept('b'), dept('c'), gone('c'), dept('d')]);
    const tail = await readStreamSince(t.db, catalogue, ORG, 'since-1', ['DepartmentRemoved']);
    expect(names(tail)).toEqual(['-c', '+d']);
    expect(tail.version).toBe(6);
    expect(tail.events[0]!.streamVersion).toBe(5);
  });

  it('reads the whole stream without a reset, and nothing (version 0) without a stream', async () => {
    await append('since-2', [dept('a'), dept('b')]);
    const whole = await readStreamSince(t.db, catalogue, ORG, 'since-2', ['DepartmentRemoved']);
    expect(whole).toEqual(await readStream(t.db, catalogue, ORG, 'since-2'));
    expect(await readStreamSince(t.db, catalogue, ORG, 'nowhere', ['DepartmentRemoved'])).toEqual({
      version: 0,
      events: [],
    });
  });
});

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DISK_FULL } from '../src/graphql/databaseTrouble.ts';
import { type League, setUpLeague } from './support/league.ts';
import { type OwnPostgres, startOwnPostgres } from './support/ownPostgres.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

// Issue 17 item 3: the disk of PostgreSQL's data folder runs full. The data folder is a small tmpfs
// mounted for this test (needs root, as the test line runs here; skipped elsewhere, with the
// reason). Recording a match then answers a clear error and changes nothing; once there is space
// again, the same command goes through, once.

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;

/** Mounts a tmpfs of `size` on a fresh folder, or says why it cannot. */
function mountSmallDisk(size: string): { dir: string } | { unavailable: string } {
  if (process.getuid?.() !== 0) return { unavailable: 'mounting a small file system needs root' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=755`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { unavailable: `mount -t tmpfs failed: ${(error as Error).message}` };
  }
}

const disk = mountSmallDisk('160m');

describe.skipIf('unavailable' in disk)('a full disk under the database', () => {
  const dir = 'dir' in disk ? disk.dir : '';
  const filler = path.join(dir, 'filler');
  let pg: OwnPostgres;
  let t: TestApp;
  let league: League;

  beforeAll(async () => {
    pg = await startOwnPostgres({ dataDir: dir });
    t = await startTestApp({ database: pg.database });
    league = await setUpLeague(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pg?.remove();
    try {
      execFileSync('umount', [dir], { stdio: 'pipe' });
    } catch {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const record = (commandId: string, scoreBlacks: number) => {
    const [a, b, c, d] = league.players;
    return league.admin.gql(RECORD, {
      input: {
        mode: 2,
        whites: { defense: a, offense: b },
        blacks: { defense: c, offense: d },
        scoreWhites: 6,
        scoreBlacks,
        sixInARow: false,
        commandId,
      },
    });
  };
  const counts = async () => {
    const { rows } = await pg.database.pool.query<{ events: number; matches: number; commands: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE type = 'MatchRecorded') AS events,
              (SELECT count(*)::int FROM matches) AS matches,
              (SELECT count(*)::int FROM commands) AS commands`,
    );
    return rows[0]!;
  };

  it('answers a clear error, keeps every table whole, and goes on once there is space', {
    timeout: 120_000,
  }, async () => {
    // A fresh WAL segment first: its 16 MB take every write of this test, so the data files are
    // what runs out (PostgreSQL answers that with an error; a WAL that cannot grow stops the server,
    // which is the restart case of databaseRestart.int.test.ts).
    await pg.database.pool.query('SELECT pg_switch_wal()');
    await pg.database.pool.query('CHECKPOINT');
    const free = fs.statfsSync(dir);
    fs.writeFileSync(filler, Buffer.alloc(Number(free.bavail) * Number(free.bsize)));
    expect(fs.statfsSync(dir).bavail).toBe(0);

    let acknowledged = 0;
    let refusal: { commandId: string; score: number; answer: unknown } | null = null;
    for (let i = 0; i < 2000 && !refusal; i++) {
      const commandId = randomUUID();
      const before = await counts();
      const answer = await record(commandId, i % 6);
      if (answer.data?.recordMatch?.__typename === 'RecordMatchPayload') acknowledged++;
      else {
        refusal = { commandId, score: i % 6, answer };
        // Nothing of the refused command was kept: no event, no match row, no command id.
        expect(await counts()).toEqual(before);
      }
    }
    expect(refusal, 'the disk never ran full').not.toBeNull();
    const { answer, commandId, score } = refusal!;
    expect((answer as { errors: { message: string }[] }).errors[0]!.message).toBe(DATABASE_DISK_FULL);
    // The log and the read model agree: every acknowledged match is in both.
    const full = await counts();
    expect(full.events).toBe(acknowledged + 1);
    expect(full.matches).toBe(full.events);
    // The server itself keeps answering reads meanwhile.
    expect((await fetch(`${t.baseUrl}/readyz`)).status).toBe(200);

    // Space again: the refused command goes through with its own id, once.
    fs.rmSync(filler);
    const again = await record(commandId, score);
    expect(again.data?.recordMatch?.__typename).toBe('RecordMatchPayload');
    const retried = await record(commandId, score);
    expect(retried.data?.recordMatch?.match?.id).toBe(again.data.recordMatch.match.id);
    const after = await counts();
    expect(after.events).toBe(full.events + 1);
    expect(after.matches).toBe(after.events);
  });
});

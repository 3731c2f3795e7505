import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/database.ts';
import { PASSWORD_FILE } from '../src/db/embedded.ts';
import { freePort } from './support/globalSetup.ts';
import {
  alive,
  cleanUp,
  postgresPid,
  type Running,
  startServer,
  waitReady,
} from './support/serverProcess.ts';
import { createOrganisation, TestClient } from './support/testApp.ts';

// Issue 27 item 5: the real `server/src/main.ts` on its embedded PostgreSQL, stopped while matches
// are being recorded. SIGTERM stops it within 10 s (a supervisor's grace period) and stops the
// PostgreSQL it started; a server killed with -9 while it shuts down (the supervisor's next step)
// leaves a data folder the next start takes over, with every acknowledged match in it.

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stopping the server under write load', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let url: string;
  let admin: TestClient;
  let players: string[];
  const running: Running[] = [];
  const start = () => {
    const s = startServer(env);
    running.push(s);
    return s;
  };

  /** Matches recorded by `writers` people at once until `until` resolves; the match ids acknowledged. */
  async function recordUntil(until: Promise<unknown>, writers = 8) {
    const acknowledged: string[] = [];
    let stop = false;
    void until.then(() => {
      stop = true;
    });
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          const res = await admin
            .gql(RECORD, {
              input: {
                mode: 1,
                whites: { defense: players[0] },
                blacks: { defense: players[1] },
                scoreWhites: 6,
                scoreBlacks: (w + i) % 6,
                sixInARow: false,
                commandId: `shutdown-${w}-${i}-${Date.now()}`,
              },
            })
            .catch(() => null);
          const id = res?.data?.recordMatch?.match?.id;
          if (id) acknowledged.push(Buffer.from(id, 'base64').toString().split(':').at(-1)!);
          else if (!res) await sleep(20); // the server is gone: wait for the end
        }
      }),
    );
    return acknowledged;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-shutdown-'));
    fs.chmodSync(dataDir, 0o755);
    const port = await freePort();
    url = `http://localhost:${port}`;
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      EMBEDDED_PG_PORT: String(await freePort()),
    };
    const server = start();
    await waitReady(url, server);
    admin = new TestClient(url);
    expect((await admin.signUp('first@kicker.test')).status).toBe(200);
    expect((await admin.signIn('first@kicker.test')).status).toBe(200);
    const org = await createOrganisation(admin, { name: 'Night Shift', isPublic: true });
    const now = Date.now();
    await admin.gql('mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { __typename } }', {
      input: {
        organisationId: org,
        startsOn: new Date(now - 86_400_000).toISOString(),
        endsOn: new Date(now + 30 * 86_400_000).toISOString(),
      },
    });
    const where = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    const locationId = where.data.organisation.locations[0].id;
    const own = await admin.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } } }',
      { input: { organisationId: org, locationId, name: 'Nora', nickname: 'Nora' } },
    );
    const other = await admin.gql(
      'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }',
      { input: { organisationId: org, locationId, name: 'Otto', nickname: 'Otto' } },
    );
    players = [own.data.createPlayer.player.id, other.data.addPlayer.player.id];
  }, 180_000);

  afterAll(() => cleanUp(dataDir, running));

  it('stops within 10 s on SIGTERM while matches are recorded, and stops its PostgreSQL', {
    timeout: 120_000,
  }, async () => {
    const server = running.at(-1)!;
    const pgPid = postgresPid(dataDir);
    expect(alive(pgPid)).toBe(true);
    let stoppedAt = 0;
    const exited = server.exited.then((code) => {
      stoppedAt = performance.now();
      return code;
    });
    const load = recordUntil(exited);
    await sleep(1500);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const acknowledged = await load;
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(stoppedAt - signalled).toBeLessThan(10_000);
    expect(alive(pgPid)).toBe(false);
  });

  it('starts again after it was killed while shutting down, with every acknowledged match', {
    timeout: 180_000,
  }, async () => {
    const server = start();
    await waitReady(url, server);
    expect((await admin.signIn('first@kicker.test')).status).toBe(200);
    let killed!: () => void;
    const gone = new Promise<void>((resolve) => {
      killed = resolve;
    });
    const load = recordUntil(gone);
    await sleep(1500);
    // The supervisor asks, then does not wait.
    server.child.kill('SIGTERM');
    await sleep(150);
    server.child.kill('SIGKILL');
    await server.exited;
    killed();
    const acknowledged = await load;
    expect(acknowledged.length).toBeGreaterThan(0);

    const next = start();
    await waitReady(url, next);
    const password = fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
    const db = connect(`postgresql://postgres:${password}@127.0.0.1:${env.EMBEDDED_PG_PORT}/kicker`, {
      max: 1,
    });
    try {
      const { rows } = await db.pool.query<{ id: string }>(
        `SELECT data->>'matchId' AS id FROM events WHERE type = 'MatchRecorded'`,
      );
      const stored = new Set(rows.map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await db.close();
    }
    expect((await admin.signIn('first@kicker.test')).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

import { hostname } from 'node:os';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CATCH_UP_LOCK } from '../src/maintenance/catchUpLeader.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';
import { freePort } from './support/globalSetup.ts';
import { type League, setUpLeague } from './support/league.ts';
import { type Running, startServer, waitReady } from './support/serverProcess.ts';
import { signedInClient, type TestApp, TestClient } from './support/testApp.ts';

// Issue 17 item 1: two server PROCESSES (server/src/main.ts) on one database with
// CHANGE_FEED=postgres. A match recorded through one reaches a subscriber of the other; a sign-out
// on one closes that user's sockets on the other; catch-up projections run on exactly one of them
// and move to the other when it is killed; an instance whose LISTEN connection was cut asks its
// sockets to reconnect (and so its clients to refetch).

const RECORDED = 'subscription ($o: ID!) { matchRecorded(organisationId: $o) { id } }';
const CHANGED = 'subscription ($id: ID!) { organisationChanged(id: $id) { id } }';
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;

interface Instance {
  url: string;
  process: Running;
}

/** A graphql-ws client on `url` with this browser's cookie; `retries` reconnections allowed. */
function socketOn(url: string, browser: TestClient, retries = 0): Client {
  const cookie = browser.cookieHeader;
  class WS extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: url } });
    }
  }
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WS,
    retryAttempts: retries,
    retryWait: () => new Promise((r) => setTimeout(r, 100)),
    lazy: true,
  });
}

/** The same browser (cookies) talking to another instance. */
const sameBrowserOn = (url: string, browser: TestClient) =>
  Object.assign(new TestClient(url), { cookies: browser.cookies });

const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('two server processes on one database (CHANGE_FEED=postgres)', () => {
  let database: TestDatabase;
  let one: Instance;
  let two: Instance;
  let league: League;
  const sockets: Client[] = [];

  const start = async (): Promise<Instance> => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const running = startServer({
      DATABASE_URL: database.url,
      CHANGE_FEED: 'postgres',
      PORT: String(port),
      PUBLIC_URL: url,
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_SIGN_UP: '1000',
    });
    return { url, process: running };
  };

  const record = (client: TestClient, scoreBlacks: number) => {
    const [a, b, c, d] = league.players;
    return client.gql(RECORD, {
      input: {
        mode: 2,
        whites: { defense: a, offense: b },
        blacks: { defense: c, offense: d },
        scoreWhites: 6,
        scoreBlacks,
        sixInARow: false,
      },
    });
  };

  /** The process id in the application name of the connection holding the catch-up lock. */
  const catchUpLeaderPid = async (): Promise<number | null> => {
    const { rows } = await database.pool.query<{ name: string }>(
      `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [CATCH_UP_LOCK],
    );
    const match = rows[0]?.name.match(/pid (\d+)$/);
    return match ? Number(match[1]) : null;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
    // Both start at once: their migrations take turns under one advisory lock.
    [one, two] = await Promise.all([start(), start()]);
    await Promise.all([waitReady(one.url, one.process), waitReady(two.url, two.process)]);
    const first = { baseUrl: one.url, client: () => new TestClient(one.url), database } as unknown as TestApp;
    league = await setUpLeague(first);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.dispose()));
    for (const instance of [one, two])
      if (
        instance &&
        instance.process.child.exitCode === null &&
        instance.process.child.signalCode === null
      ) {
        instance.process.child.kill('SIGTERM');
        await instance.process.exited;
      }
    await database?.drop();
  }, 60_000);

  it('tells a subscriber of one process about a match recorded through the other', async () => {
    const socket = socketOn(two.url, league.admin);
    sockets.push(socket);
    const told: string[] = [];
    const subscribed = new Promise<void>((resolve) => socket.on('connected', () => resolve()));
    socket.subscribe(
      { query: RECORDED, variables: { o: league.org } },
      {
        next: (v) => told.push((v.data as { matchRecorded: { id: string } }).matchRecorded.id),
        error: () => {},
        complete: () => {},
      },
    );
    await subscribed;
    // The server subscribes a moment after the socket opens: record until one is told.
    const recorded: string[] = [];
    for (let n = 0; n < 30 && told.length === 0; n++) {
      const res = await record(league.admin, n % 6);
      recorded.push(res.data.recordMatch.match.id);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(told.length).toBeGreaterThan(0);
    expect(recorded).toContain(told[0]);
  });

  it('closes the sockets on one process of a user who signs out through the other (4401)', async () => {
    const player = await signedInClient(
      { baseUrl: one.url, client: () => new TestClient(one.url), database } as unknown as TestApp,
      'leaving@example.com',
    );
    const socket = socketOn(two.url, player);
    sockets.push(socket);
    const closed = new Promise<number>((resolve) =>
      socket.on('closed', (e) => resolve((e as { code: number }).code)),
    );
    const connected = new Promise<void>((resolve) => socket.on('connected', () => resolve()));
    socket.subscribe(
      { query: CHANGED, variables: { id: league.org } },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await connected;
    expect((await player.auth('sign-out', {})).status).toBe(200);
    expect(await closed).toBe(4401);
    // And the session is gone for the other process too.
    const there = await sameBrowserOn(two.url, player).gql('{ viewer { user { id } } }');
    expect(there.data?.viewer?.user ?? null).toBeNull();
  });

  it('asks its sockets to reconnect when its LISTEN connection was cut, and they are told again', async () => {
    const socket = socketOn(two.url, league.admin, 5);
    sockets.push(socket);
    const closes: number[] = [];
    const connects: boolean[] = [];
    socket.on('closed', (e) => closes.push((e as { code: number }).code));
    socket.on('connected', (_s, _p, wasRetry) => connects.push(wasRetry));
    const told: string[] = [];
    socket.subscribe(
      { query: RECORDED, variables: { o: league.org } },
      {
        next: (v) => told.push((v.data as { matchRecorded: { id: string } }).matchRecorded.id),
        error: () => {},
        complete: () => {},
      },
    );
    await until(
      async () => connects.length,
      (n) => n === 1,
      'the socket to connect',
    );
    const cut = await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [`kicker change feed ${hostname()} pid ${two.process.child.pid}`],
    );
    expect(cut.rowCount).toBe(1);
    // 1012 (Service Restart): graphql-ws clients reconnect; the app refetches on such a retry.
    await until(
      async () => closes,
      (c) => c.includes(1012),
      'the socket to be asked to reconnect',
    );
    await until(
      async () => connects,
      (c) => c.includes(true),
      'the socket to reconnect',
    );
    const before = told.length;
    for (let n = 0; n < 30 && told.length === before; n++) {
      await record(league.admin, n % 6);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(told.length).toBeGreaterThan(before);
  });

  it('runs catch-up projections on exactly one process, and on the other once that one is killed', {
    timeout: 90_000,
  }, async () => {
    const pids = [one.process.child.pid, two.process.child.pid];
    const leader = await until(catchUpLeaderPid, (pid) => pid !== null, 'a catch-up leader');
    expect(pids).toContain(leader);
    const { rows: holders } = await database.pool.query(
      // This file's database only: other files' apps hold the same lock in theirs at the same time.
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [CATCH_UP_LOCK],
    );
    expect(holders[0].n).toBe(1);

    const [dead, survivor] = leader === one.process.child.pid ? [one, two] : [two, one];
    dead.process.child.kill('SIGKILL');
    await dead.process.exited;
    const next = await until(
      catchUpLeaderPid,
      (pid) => pid === survivor.process.child.pid,
      'the survivor to lead',
    );
    expect(next).toBe(survivor.process.child.pid);

    // The survivor's catch-up projections follow the log: eventStats counts a match recorded now.
    const admin = sameBrowserOn(survivor.url, league.admin);
    expect((await record(admin, 4)).data.recordMatch.__typename).toBe('RecordMatchPayload');
    const inLog = async () => {
      const { rows } = await database.pool.query(
        `SELECT (SELECT count(*)::int FROM events WHERE type = 'MatchRecorded') AS log,
                (SELECT coalesce(sum(count), 0)::int FROM event_type_stats WHERE type = 'MatchRecorded') AS stats`,
      );
      return rows[0] as { log: number; stats: number };
    };
    await until(inLog, (c) => c.stats === c.log, 'eventStats to count every match');
  });
});

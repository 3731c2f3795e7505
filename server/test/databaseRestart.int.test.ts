import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DATABASE_UNAVAILABLE } from '../src/graphql/databaseTrouble.ts';
import { type League, setUpLeague } from './support/league.ts';
import { type OwnPostgres, startOwnPostgres } from './support/ownPostgres.ts';
import { startTestApp, type TestApp, TestClient } from './support/testApp.ts';

// Issue 17 item 3: the database restarts while matches are being recorded through HTTP on two
// instances. The instances recover without anyone doing anything, every mutation that answered
// success is in the log exactly once (clients retry a failed one with the same command id, as the
// app does), failures during the outage say so clearly, and subscribers are told again afterwards.

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;
const RECORDED = 'subscription ($o: ID!) { matchRecorded(organisationId: $o) { id } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the database restarted under load', () => {
  let pg: OwnPostgres;
  let one: TestApp;
  let two: TestApp;
  let league: League;
  let socket: Client | null = null;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    const env = { CHANGE_FEED: 'postgres' };
    one = await startTestApp({ database: pg.database, env });
    two = await startTestApp({ database: pg.database, env });
    league = await setUpLeague(one);
  }, 120_000);
  afterAll(async () => {
    await socket?.dispose();
    await two?.close();
    await one?.close();
    await pg?.remove();
  }, 60_000);

  it('loses no acknowledged match and recovers by itself', { timeout: 120_000 }, async () => {
    const [a, b, c, d] = league.players;
    const browsers = [one, two].map((t) =>
      Object.assign(new TestClient(t.baseUrl), { cookies: league.admin.cookies }),
    );
    const acknowledged = new Map<string, string>(); // command id → match id
    const acknowledgedAfterRestart = new Set<string>();
    const failures: string[] = [];
    let restarted = false;
    let stop = false;

    // A subscriber on the second instance, with retries as the app's client has them.
    const told: string[] = [];
    socket = createClient({
      url: `${two.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: league.admin.cookieHeader, origin: two.baseUrl } });
        }
      },
      retryAttempts: 100,
      retryWait: async () => {
        await sleep(200);
      },
      lazy: true,
    });
    // What the socket went through, for the message of a failed expectation.
    const socketEvents: unknown[] = [];
    socket.on('closed', (e) => socketEvents.push(['closed', (e as { code: number }).code]));
    socket.on('connected', (_s, _p, wasRetry) =>
      socketEvents.push(['connected', wasRetry ? 'again' : 'first']),
    );
    socket.subscribe(
      { query: RECORDED, variables: { o: league.org } },
      {
        // A result without data (its execution met the database going away) is kept for the
        // message: throwing here would make graphql-ws close the socket as a bad response (4004).
        next: (v) => {
          const id = (v.data as { matchRecorded?: { id: string } } | null | undefined)?.matchRecorded?.id;
          if (id) told.push(id);
          else socketEvents.push(['result without data', v.errors?.map((e) => e.message)]);
        },
        error: (e) => socketEvents.push(['error', JSON.stringify(e)]),
        complete: () => {},
      },
    );

    // Each worker records match after match; a failed one is sent again with its command id until
    // it is answered, as the app does when the user taps again.
    const worker = async (browser: TestClient, n: number) => {
      for (let i = 0; !stop; i++) {
        const commandId = randomUUID();
        const input = {
          mode: 2,
          whites: { defense: a, offense: b },
          blacks: { defense: c, offense: d },
          scoreWhites: 6,
          scoreBlacks: (n + i) % 6,
          sixInARow: false,
          commandId,
        };
        for (;;) {
          const res = await browser.gql(RECORD, { input }).catch((error: Error) => ({
            errors: [{ message: `request failed: ${error.message}` }],
            data: undefined,
          }));
          const payload = res.data?.recordMatch;
          if (payload?.__typename === 'RecordMatchPayload') {
            acknowledged.set(commandId, payload.match.id);
            if (restarted) acknowledgedAfterRestart.add(payload.match.id);
            break;
          }
          failures.push(res.errors?.[0]?.message ?? payload?.message ?? JSON.stringify(res));
          await sleep(100);
        }
      }
    };
    const workers = [0, 1, 2, 3].map((n) => worker(browsers[n % 2]!, n));

    await sleep(1500);
    const before = acknowledged.size;
    await pg.stop();
    await sleep(1500);
    await pg.start();
    restarted = true;
    // Load goes on until both instances have answered again several times.
    const deadline = Date.now() + 60_000;
    while (acknowledgedAfterRestart.size < 8 && Date.now() < deadline) await sleep(100);
    // ...and until the subscriber on the second instance hears of a match recorded after the restart.
    while (!told.some((id) => acknowledgedAfterRestart.has(id)) && Date.now() < deadline) await sleep(100);
    stop = true;
    await Promise.all(workers);

    expect(before).toBeGreaterThan(0);
    expect(acknowledgedAfterRestart.size).toBeGreaterThanOrEqual(8);
    // The outage was felt, and said so in words (no "Unexpected error.").
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures)).toEqual(new Set([DATABASE_UNAVAILABLE]));
    expect(
      told.some((id) => acknowledgedAfterRestart.has(id)),
      JSON.stringify(socketEvents),
    ).toBe(true);

    // Exactly once: one MatchRecorded per command id that was answered, none more (every command
    // was retried until answered, so no other match may exist), and the read model has them all.
    const { rows } = await pg.database.pool.query<{ command_id: string; n: number }>(
      `SELECT c.command_id, count(e.*)::int AS n FROM commands c
       JOIN events e ON e.org_id = c.org_id AND e.global_position = ANY(c.positions) AND e.type = 'MatchRecorded'
       WHERE c.command_id = ANY($1) GROUP BY c.command_id`,
      [[...acknowledged.keys()]],
    );
    expect(rows.length).toBe(acknowledged.size);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const counts = await pg.database.pool.query<{ events: number; matches: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE type = 'MatchRecorded') AS events,
              (SELECT count(*)::int FROM matches) AS matches`,
    );
    // The league's set-up recorded one match of its own.
    expect(counts.rows[0]).toEqual({ events: acknowledged.size + 1, matches: acknowledged.size + 1 });
    expect(new Set(acknowledged.values()).size).toBe(acknowledged.size);

    // Both instances are ready again, and the catch-up projections caught up on their own.
    for (const t of [one, two]) expect((await fetch(`${t.baseUrl}/readyz`)).status).toBe(200);
    const statsDeadline = Date.now() + 20_000;
    let stats = 0;
    while (stats !== acknowledged.size + 1 && Date.now() < statsDeadline) {
      const { rows: s } = await pg.database.pool.query<{ n: number }>(
        `SELECT coalesce(sum(count), 0)::int AS n FROM event_type_stats WHERE type = 'MatchRecorded'`,
      );
      stats = s[0]?.n ?? 0;
      await sleep(100);
    }
    expect(stats).toBe(acknowledged.size + 1);
  });
});

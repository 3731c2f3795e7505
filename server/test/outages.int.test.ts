import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../src/graphql/databaseTrouble.ts';
import { type League, setUpLeague } from './support/league.ts';
import { type OwnPostgres, startOwnPostgres } from './support/ownPostgres.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

// Issue 27 item 5: while PostgreSQL does not answer — frozen (SIGSTOP) or killed — requests are
// answered 503 with Retry-After within seconds instead of hanging, /readyz says not ready, nothing
// answers as if something were missing ("not found" is not what an outage looks like), and no kept
// answer from the outage is served after it.

const ORG = 'query ($id: ID!) { organisation(id: $id) { id name } }';
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the database does not answer', () => {
  let pg: OwnPostgres;
  let t: TestApp;
  let league: League;
  let frozen: number[] = [];

  /** The postmaster and every process it started (each backend makes itself a group of its own). */
  const postgresProcesses = () => {
    const postmaster = Number(
      fs.readFileSync(path.join(pg.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
    return [postmaster, ...children];
  };
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids)
      try {
        process.kill(pid, name);
      } catch {}
  };
  /** A request, timed: its status, Retry-After, JSON body and how long it took. */
  const timed = async (pathname: string, body?: object) => {
    const started = performance.now();
    const res = await fetch(`${t.baseUrl}${pathname}`, {
      method: body ? 'POST' : 'GET',
      headers: { origin: t.baseUrl, 'content-type': 'application/json', cookie: league.admin.cookieHeader },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
    const json = (await res.json()) as any;
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      json,
      ms: performance.now() - started,
    };
  };
  const record = (n: number) =>
    timed('/graphql', {
      query: RECORD,
      variables: {
        input: {
          mode: 1,
          whites: { defense: league.players[0] },
          blacks: { defense: league.players[1] },
          scoreWhites: 6,
          scoreBlacks: n % 6,
          sixInARow: false,
          commandId: `outage-${n}-${Date.now()}`,
        },
      },
    });
  const expectUnavailable = (answer: Awaited<ReturnType<typeof timed>>, within: number) => {
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('2');
    expect(answer.ms).toBeLessThan(within);
  };
  const ready = async () => {
    for (let i = 0; i < 300; i++) {
      if ((await fetch(`${t.baseUrl}/readyz`)).status === 200) return;
      await sleep(100);
    }
    throw new Error('never ready again');
  };

  beforeAll(async () => {
    pg = await startOwnPostgres();
    // The defaults: the server's own check finds the database down (db/health.ts), not a query's time limit.
    t = await startTestApp({ database: pg.database });
    league = await setUpLeague(t);
  }, 120_000);
  afterAll(async () => {
    if (frozen.length) signal(frozen, 'SIGCONT');
    await t?.close();
    await pg?.remove();
  }, 60_000);

  it('answers 503 within 3 s while PostgreSQL is frozen, keeps no answer of the outage, and recovers', {
    timeout: 90_000,
  }, async () => {
    // An answer kept for this viewer (the response cache) before the outage.
    expect(
      (await timed('/graphql', { query: ORG, variables: { id: league.org } })).json.data.organisation.name,
    ).toBe('Kicker Club');
    frozen = postgresProcesses();
    signal(frozen, 'SIGSTOP');
    try {
      const during = await Promise.all([
        timed('/graphql', { query: ORG, variables: { id: league.org } }),
        record(1),
        timed('/readyz'),
      ]);
      // The query may come from the answer kept before the outage (it is true): otherwise 503.
      const [org, recorded, readiness] = during;
      if (org.status === 200) expect(org.json.data.organisation.name).toBe('Kicker Club');
      else expectUnavailable(org, 3000);
      expectUnavailable(recorded, 3000);
      expect(recorded.json.errors[0]).toMatchObject({
        message: DATABASE_UNAVAILABLE,
        extensions: { code: 'DATABASE_UNAVAILABLE' },
      });
      expect(readiness.status).toBe(503);
      expect(readiness.ms).toBeLessThan(3000);
      // Once the server's own check found it down (a second at most), what needs the database is
      // answered at once.
      for (let i = 0; i < 30 && (await timed('/readyz')).json.status !== 'database unreachable'; i++)
        await sleep(100);
      expect((await timed('/readyz')).json).toEqual({ status: 'database unreachable' });
      for (const answer of [
        await record(2),
        await timed('/graphql', { query: '{ viewer { user { id } } }' }),
      ])
        expectUnavailable(answer, 500);
    } finally {
      signal(frozen, 'SIGCONT');
      frozen = [];
    }
    await ready();
    const after = await timed('/graphql', { query: ORG, variables: { id: league.org } });
    expect(after.status).toBe(200);
    expect(after.json.data.organisation.name).toBe('Kicker Club');
    expect((await record(3)).json.data.recordMatch.__typename).toBe('RecordMatchPayload');
  });

  it('never answers "not found" while PostgreSQL is killed, and serves no such answer after it', {
    timeout: 120_000,
  }, async () => {
    signal(postgresProcesses(), 'SIGKILL');
    const answers = [];
    // Another viewer (nothing kept for them): every answer during the outage is an error.
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { origin: t.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ query: ORG, variables: { id: league.org } }),
      });
      answers.push({ status: answer.status, json: await answer.json() });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.json.data?.organisation ?? 'no data').toBe('no data');
    }
    await pg.stop(); // it is gone: this only lets the data folder go
    await pg.start();
    await ready();
    const after = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { origin: t.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ query: ORG, variables: { id: league.org } }),
    });
    // The organisation is public: an anonymous visitor sees it at once, not a null kept from the outage.
    expect(
      ((await after.json()) as { data: { organisation: { name: string } } }).data.organisation.name,
    ).toBe('Kicker Club');
  });
});

import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { connect } from '../server/src/db/database.ts';
import { benchPassword, signInCookie, startBenchServer } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import { benchClubs } from './lib/clubs.ts';
import { type LoadRequest, runLoad } from './lib/load.ts';
import { loadavg, machine, profiled, table } from './lib/measure.ts';
import { embeddedServerCpu } from './lib/postgres.ts';
import { capturedRows } from './lib/sameRows.ts';

/**
 * Issue 27 item 4: recording a match against the real limit of what it writes.
 *
 * The baseline is a hand-written transaction that writes exactly the rows one recordMatch writes
 * (lib/sameRows.ts finds them by the transaction that wrote them, in every table), sent in one round
 * trip with fresh ids each time, by 16 connections of a process of its own (lib/sameRowsWriter.ts).
 * recordMatch goes over HTTP GraphQL, load from autocannon's own process, 16 connections, each
 * request a new match. Both in 16 organisations (each connection its own) and all 16 in one
 * organisation, taking turns in BENCH_ROUNDS interleaved rounds of BENCH_SECONDS; the median counts.
 * Targets: recordMatch ≥ 0.5 × the baseline in 16 organisations, ≥ 0.3 × in one.
 *
 *   pnpm bench recordMatch
 *   BENCH_SECONDS=3 BENCH_ROUNDS=1 pnpm bench recordMatch        (quick)
 *   BENCH_CPU_PROFILE=/tmp/r.cpuprofile BENCH_PROFILE_CASE="recordMatch, 16" pnpm bench recordMatch
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const PROFILE_CASE = process.env.BENCH_PROFILE_CASE ?? 'recordMatch, 16';

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename ... on RecordMatchPayload { match { id winnerPoints } } ... on Error { message } } }`;
const recordBody = (white: string, black: string) =>
  JSON.stringify({
    query: RECORD,
    variables: {
      input: {
        mode: 1,
        whites: { defense: white },
        blacks: { defense: black },
        scoreWhites: 6,
        scoreBlacks: 3,
        sixInARow: false,
        // A fresh command id in each request (lib/cannon.ts), as the app sends one.
        commandId: '[<id>]',
      },
    },
  });

interface Measured {
  rate: number;
  p50Ms: number;
  p95Ms: number;
  nodeUs: number;
  pgUs: number | null;
}

console.log(`Load average at start (1/5/15 min): ${loadavg()}`);

await withCleanup(async (defer) => {
  const { app, base, dataDir, databaseUrl } = await startBenchServer(defer, 'recordmatch');
  const password = benchPassword();
  const seeded = await seedDemo(app.services, { password });
  const clubs = await benchClubs(app.services, base, { count: CONNECTIONS, password });
  const admin = await signInCookie(base, DEMO_ADMIN_EMAIL, password);
  const json = { origin: base, 'content-type': 'application/json' };
  const demoPlayers = (
    await app.services.db
      .selectFrom('players')
      .select('player_id')
      .where('org_id', '=', seeded.orgId)
      .orderBy('name')
      .limit(2)
      .execute()
  ).map((p) => Buffer.from(`Player:${seeded.orgId}:${p.player_id}`).toString('base64'));

  const manyOrgs: LoadRequest[] = clubs.map((c) => ({
    body: recordBody(c.globalId(c.players[0]!), c.globalId(c.players[1]!)),
    headers: { ...json, cookie: c.cookie },
  }));
  const oneOrg: LoadRequest[] = [
    { body: recordBody(demoPlayers[0]!, demoPlayers[1]!), headers: { ...json, cookie: admin } },
  ];

  // One match of each kind of request, recorded as the benchmark records them: its rows are the baseline's.
  const { pool, close } = connect(databaseUrl, { max: 2 });
  defer('baseline pool', close);
  const recordOnce = async (r: LoadRequest) => {
    const body = r.body.replace('[<id>]', crypto.randomUUID());
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: r.headers, body });
    const answer = (await res.json()) as {
      data?: { recordMatch?: { __typename: string; match?: { id: string } } };
    };
    const id = answer.data?.recordMatch?.match?.id;
    if (!id) throw new Error(`recordMatch failed: ${JSON.stringify(answer)}`);
    const matchId = Buffer.from(id, 'base64').toString().split(':').at(-1)!;
    const { rows } = await pool.query<{ global_position: number }>(
      `SELECT global_position FROM events WHERE type = 'MatchRecorded' AND data->>'matchId' = $1`,
      [matchId],
    );
    return capturedRows(pool, Number(rows[0]!.global_position));
  };
  console.log('Capturing the rows of one match per organisation ...');
  const manyTemplates = [];
  for (const r of manyOrgs) manyTemplates.push(await recordOnce(r));
  const oneTemplate = await recordOnce(oneOrg[0]!);
  console.log('\nRows one recordMatch writes (the baseline writes the same):');
  console.log(
    table(
      ['Table', 'Rows'],
      Object.entries(oneTemplate.rows).map(([t, n]) => [t, String(n)]),
      { left: true },
    ),
  );

  const pgCpu = embeddedServerCpu(dataDir);
  const measure = async (
    name: string,
    run: () => Promise<Omit<Measured, 'nodeUs' | 'pgUs'> & { count: number }>,
  ) => {
    const cpu = process.cpuUsage();
    const pgBefore = pgCpu();
    const r = await run();
    const used = process.cpuUsage(cpu);
    const pgAfter = pgCpu();
    const m: Measured = {
      rate: r.rate,
      p50Ms: r.p50Ms,
      p95Ms: r.p95Ms,
      nodeUs: (used.user + used.system) / r.count,
      pgUs: pgBefore === null || pgAfter === null ? null : ((pgAfter - pgBefore) * 1000) / r.count,
    };
    console.log(
      `${name}: ${m.rate.toFixed(0)}/s, p50 ${m.p50Ms.toFixed(1)} ms, p95 ${m.p95Ms.toFixed(1)} ms`,
    );
    return m;
  };
  const http = (requests: LoadRequest[]) => async () => {
    const r = await runLoad({ url: `${base}/graphql`, requests, connections: CONNECTIONS, seconds: SECONDS });
    if (r.errors || r.non2xx) throw new Error(`${r.errors} errors, ${r.non2xx} non-2xx answers`);
    return { rate: r.requestsPerSecond, p50Ms: r.p50Ms, p95Ms: r.p95Ms, count: r.requests };
  };
  const baseline = (texts: string[]) => () => sameRows(databaseUrl, texts, SECONDS);

  const cases = [
    { name: 'baseline, 16 organisations', run: baseline(manyTemplates.map((t) => t.text)) },
    { name: 'recordMatch, 16 organisations', run: http(manyOrgs) },
    { name: 'baseline, one organisation', run: baseline(Array(CONNECTIONS).fill(oneTemplate.text)) },
    { name: 'recordMatch, one organisation', run: http(oneOrg) },
  ];
  const results = new Map<string, Measured[]>(cases.map((c) => [c.name, []]));
  for (let round = 1; round <= ROUNDS; round++)
    for (const c of cases) {
      const run = () => measure(`round ${round}/${ROUNDS}: ${c.name}`, c.run);
      results
        .get(c.name)!
        .push(
          round === 1 && c.name.startsWith(PROFILE_CASE) ? await profiled(CPU_PROFILE, run) : await run(),
        );
    }
  const mid = (name: string) => {
    const list = [...results.get(name)!].sort((a, b) => a.rate - b.rate);
    return list[Math.floor((list.length - 1) / 2)]!;
  };
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds, median by rate`);
  console.log(
    table(
      ['Case', 'Per second', 'p50 ms', 'p95 ms', 'Server CPU µs', 'PG CPU µs'],
      cases.map((c) => {
        const r = mid(c.name);
        return [
          c.name,
          r.rate.toFixed(0),
          r.p50Ms.toFixed(1),
          r.p95Ms.toFixed(1),
          c.name.startsWith('baseline') ? '–' : r.nodeUs.toFixed(0),
          r.pgUs === null ? '?' : r.pgUs.toFixed(0),
        ];
      }),
    ),
  );
  const ratio = (a: string, b: string) => mid(a).rate / mid(b).rate;
  console.log(
    `\n${table(
      ['Ratio', 'Measured', 'Target'],
      [
        [
          'recordMatch / baseline, 16 organisations',
          ratio(cases[1]!.name, cases[0]!.name).toFixed(2),
          '≥ 0.5',
        ],
        [
          'recordMatch / baseline, one organisation',
          ratio(cases[3]!.name, cases[2]!.name).toFixed(2),
          '≥ 0.3',
        ],
      ],
    )}`,
  );
  const { rows } = await pool.query<{ version: string }>('SELECT version()');
  console.log(`\n${table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true })}`);
});

/** The baseline's writers in their own process (lib/sameRowsWriter.ts). */
function sameRows(databaseUrl: string, texts: string[], seconds: number) {
  return new Promise<{ rate: number; p50Ms: number; p95Ms: number; count: number }>((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'lib/sameRowsWriter.ts')],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    proc.stdout.on('data', (c) => (out += c));
    proc.stderr.on('data', (c) => (err += c));
    proc.once('error', reject);
    proc.once('close', (code) => {
      if (code !== 0) return reject(new Error(`baseline writer exited with ${code}: ${err}`));
      const r = JSON.parse(out) as { count: number; seconds: number; p50Ms: number; p95Ms: number };
      resolve({ rate: r.count / r.seconds, p50Ms: r.p50Ms, p95Ms: r.p95Ms, count: r.count });
    });
    proc.stdin.end(JSON.stringify({ databaseUrl, texts, seconds }));
  });
}

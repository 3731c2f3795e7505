import { catalogue } from '../events/src/index.ts';
import { projections } from '../projections/src/registry.ts';
import { rebuildAll } from '../projections/src/runner.ts';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { connect } from '../server/src/db/database.ts';
import { benchPassword, signInCookie, startBenchServer } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import { benchClubs } from './lib/clubs.ts';
import { type LoadRequest, type LoadResult, runLoad } from './lib/load.ts';
import { fmt, loadavg, machine, median, profiled, table } from './lib/measure.ts';
import { embeddedServerCpu, withBenchDatabase } from './lib/postgres.ts';
import { rawCopy } from './lib/rawCopy.ts';
import { generateLog } from './lib/rebuildLog.ts';

/**
 * Issue 17, item 4: the cost of a request, as three ratios measured in one run.
 *
 * 1. Over HTTP, the server in this process and the load from autocannon's own process (16
 *    connections, BENCH_SECONDS per case, BENCH_ROUNDS interleaved rounds, the median counts), so
 *    this process's CPU is the server's alone; on the demo league:
 *    - anonymous `{ __typename }` (HTTP and yoga, nothing else);
 *    - signed-in `{ __typename }` (the same plus the session check). Target ≥ 0.8 × anonymous;
 *    - recordMatch, each connection a user of its own organisation (16 organisations), each
 *      request a new match. Target ≥ 0.5 × signed-in `{ __typename }`;
 *    - recordMatch, all 16 connections in the demo organisation (for information: its matches
 *      take turns under the organisation's ratings lock).
 * 2. The full rebuild of every read model from a generated log of BENCH_EVENTS events (the log of
 *    bench/rebuild) against one raw COPY of the same log, alternating, BENCH_REBUILD_RUNS times.
 *    Target ≥ 0.3 × the raw COPY.
 *
 *   pnpm bench requestCost
 *   BENCH_SECONDS=3 BENCH_ROUNDS=1 BENCH_EVENTS=100000 BENCH_REBUILD_RUNS=1 pnpm bench requestCost  (quick)
 *   BENCH_CPU_PROFILE=/tmp/x.cpuprofile BENCH_PROFILE_CASE=recordMatch pnpm bench requestCost
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const REBUILD_RUNS = Number(process.env.BENCH_REBUILD_RUNS ?? 2);
const CONNECTIONS = 16;
/** `BENCH_CPU_PROFILE=/tmp/x.cpuprofile BENCH_PROFILE_CASE=recordMatch`: a CPU profile of the server during that case. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const PROFILE_CASE = process.env.BENCH_PROFILE_CASE ?? 'recordMatch, 16';
/** Only the HTTP part (BENCH_SKIP_REBUILD=1) or only the rebuild (BENCH_SKIP_HTTP=1). */
const SKIP_HTTP = process.env.BENCH_SKIP_HTTP === '1';
const SKIP_REBUILD = process.env.BENCH_SKIP_REBUILD === '1';

const FLOOR = JSON.stringify({ query: '{ __typename }' });
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename ... on RecordMatchPayload { match { id winnerPoints } } ... on Error { message } } }`;

interface Measured extends LoadResult {
  nodeUs: number;
  pgUs: number | null;
}

const ratios: { name: string; value: number; target: number }[] = [];

console.log(`Load average at start (1/5/15 min): ${loadavg()}`);

if (!SKIP_HTTP)
  await withCleanup(async (defer) => {
    const { app, base, dataDir, databaseUrl } = await startBenchServer(defer, 'requestcost');
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
    const record = (white: string, black: string) =>
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
          },
        },
      });
    const cases: { name: string; requests: LoadRequest[] }[] = [
      { name: 'anonymous { __typename }', requests: [{ body: FLOOR, headers: json }] },
      { name: 'signed-in { __typename }', requests: [{ body: FLOOR, headers: { ...json, cookie: admin } }] },
      {
        name: 'recordMatch, 16 organisations',
        requests: clubs.map((c) => ({
          body: record(c.globalId(c.players[0]!), c.globalId(c.players[1]!)),
          headers: { ...json, cookie: c.cookie },
        })),
      },
      {
        name: 'recordMatch, one organisation',
        requests: [{ body: record(demoPlayers[0]!, demoPlayers[1]!), headers: { ...json, cookie: admin } }],
      },
    ];
    // Each request answers as it should before it is timed.
    for (const c of cases)
      for (const r of c.requests.slice(0, 2)) {
        const res = await fetch(`${base}/graphql`, { method: 'POST', headers: r.headers, body: r.body });
        const body = (await res.json()) as {
          data?: { recordMatch?: { __typename: string } };
          errors?: unknown;
        };
        const refused = body.data?.recordMatch && body.data.recordMatch.__typename !== 'RecordMatchPayload';
        if (!res.ok || body.errors || refused)
          throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body)}`);
      }

    const pgCpu = embeddedServerCpu(dataDir);
    const results = new Map<string, Measured[]>(cases.map((c) => [c.name, []]));
    for (let round = 1; round <= ROUNDS; round++)
      for (const c of cases) {
        const load = () =>
          runLoad({
            url: `${base}/graphql`,
            requests: c.requests,
            connections: CONNECTIONS,
            seconds: SECONDS,
          });
        const cpu = process.cpuUsage();
        const pgBefore = pgCpu();
        const r =
          round === 1 && c.name.startsWith(PROFILE_CASE) ? await profiled(CPU_PROFILE, load) : await load();
        const used = process.cpuUsage(cpu);
        const pgAfter = pgCpu();
        if (r.errors || r.non2xx)
          throw new Error(`${c.name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
        results.get(c.name)!.push({
          ...r,
          nodeUs: (used.user + used.system) / r.requests,
          pgUs: pgBefore === null || pgAfter === null ? null : ((pgAfter - pgBefore) * 1000) / r.requests,
        });
        console.log(
          `round ${round}/${ROUNDS}: ${c.name} ${r.requestsPerSecond.toFixed(0)}/s, p99 ${r.p99Ms} ms`,
        );
      }
    const mid = (name: string) => {
      const list = [...results.get(name)!].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      return list[Math.floor((list.length - 1) / 2)]!;
    };
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds, median; CPU per request: this process (the server) and PostgreSQL\n`,
    );
    console.log(
      table(
        ['Request', 'Requests/s', 'p50 ms', 'p99 ms', 'Server CPU µs/req', 'PG CPU µs/req'],
        cases.map((c) => {
          const r = mid(c.name);
          return [
            c.name,
            r.requestsPerSecond.toFixed(0),
            String(r.p50Ms),
            String(r.p99Ms),
            r.nodeUs.toFixed(0),
            r.pgUs === null ? '?' : r.pgUs.toFixed(0),
          ];
        }),
      ),
    );
    const rate = (name: string) => mid(name).requestsPerSecond;
    ratios.push(
      {
        name: 'signed-in / anonymous { __typename }',
        value: rate(cases[1]!.name) / rate(cases[0]!.name),
        target: 0.8,
      },
      {
        name: 'recordMatch (16 organisations) / signed-in { __typename }',
        value: rate(cases[2]!.name) / rate(cases[1]!.name),
        target: 0.5,
      },
    );
    const version = connect(databaseUrl, { max: 1 });
    const { rows } = await version.pool.query<{ version: string }>('SELECT version()');
    await version.close();
    console.log(`\n${table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true })}`);
  });

if (!SKIP_REBUILD)
  await withBenchDatabase({ poolSize: 4 }, async (db) => {
    process.stdout.write(`\nGenerating ${fmt.rate(EVENTS)} events (bulk INSERT, not timed) ... `);
    const started = performance.now();
    await generateLog(db, EVENTS, 10);
    await db.pool.query('VACUUM (ANALYZE) events');
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
    const copies: number[] = [];
    const rebuilds: number[] = [];
    /** Wall seconds, this process's CPU seconds and PostgreSQL's (null when it cannot be read). */
    const timed = async (body: () => Promise<unknown>) => {
      const cpu = process.cpuUsage();
      const pg = db.serverCpuMs();
      const t = performance.now();
      await body();
      const used = process.cpuUsage(cpu);
      const pgAfter = db.serverCpuMs();
      return {
        seconds: (performance.now() - t) / 1000,
        nodeS: (used.user + used.system) / 1e6,
        pgS: pg === null || pgAfter === null ? null : (pgAfter - pg) / 1000,
      };
    };
    const cpuText = (r: { nodeS: number; pgS: number | null }) =>
      `Node CPU ${r.nodeS.toFixed(1)} s, PG CPU ${r.pgS === null ? '?' : r.pgS.toFixed(1)} s`;
    for (let run = 1; run <= REBUILD_RUNS; run++) {
      const copy = await timed(() => rawCopy(db));
      copies.push(EVENTS / copy.seconds);
      // Each read model's share: its part of the read (take) and its writes after it (finish),
      // with PostgreSQL's CPU between one step's end and the next (the finishes run one by one).
      const steps: string[][] = [];
      let pgMark = db.serverCpuMs();
      const fallbacks: string[] = [];
      const rebuild = await timed(() =>
        profiled(run === 1 && PROFILE_CASE === 'rebuild' ? CPU_PROFILE : undefined, () =>
          rebuildAll(db.db, catalogue, projections, () => {}, {
            onFallback: (reason) => fallbacks.push(reason),
            onStep: (step) => {
              const pg = db.serverCpuMs();
              if (step.phase === 'finish' || step.ms >= 50)
                steps.push([
                  `${step.projection} ${step.phase}`,
                  (step.ms / 1000).toFixed(2),
                  step.phase === 'finish' && pg !== null && pgMark !== null
                    ? ((pg - pgMark) / 1000).toFixed(1)
                    : '',
                ]);
              pgMark = pg;
            },
          }),
        ),
      );
      rebuilds.push(EVENTS / rebuild.seconds);
      console.log(
        `run ${run}/${REBUILD_RUNS}: raw COPY ${fmt.rate(copies.at(-1)!)}/s (${cpuText(copy)}), full rebuild ${fmt.rate(rebuilds.at(-1)!)}/s (${rebuild.seconds.toFixed(1)} s; ${cpuText(rebuild)})`,
      );
      for (const reason of fallbacks) console.log(`  event by event: ${reason}`);
      console.log(table(['Read model step (≥ 0.05 s)', 'Seconds', 'PG CPU s'], steps));
    }
    console.log(
      `\n${table(
        ['Phase', 'Events/s (median)', 'Runs'],
        [
          ['raw COPY of every event (baseline)', fmt.rate(median(copies)), copies.map(fmt.rate).join(', ')],
          [
            `rebuild of all ${projections.length} read models`,
            fmt.rate(median(rebuilds)),
            rebuilds.map(fmt.rate).join(', '),
          ],
        ],
      )}`,
    );
    ratios.push({
      name: `full rebuild / raw COPY (${fmt.rate(EVENTS)} events)`,
      value: median(rebuilds.map((r, i) => r / copies[i]!)),
      target: 0.3,
    });
  });

console.log(
  `\n${table(
    ['Ratio (one run)', 'Measured', 'Target', 'Result'],
    ratios.map((r) => [r.name, fmt.ratio(r.value), `≥ ${r.target}`, r.value >= r.target ? 'met' : 'NOT met']),
  )}`,
);
console.log(`Load average at end (1/5/15 min): ${loadavg()}`);

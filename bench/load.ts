import { createApp } from '../server/src/app.ts';
import { connect } from '../server/src/db/database.ts';
import { loadEnvironment } from '../server/src/environment.ts';
import { freePort } from '../server/test/support/freePort.ts';
import { type Running, startServer, waitReady } from '../server/test/support/serverProcess.ts';
import { benchPassword, startBenchPostgres } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import { benchClubs } from './lib/clubs.ts';
import { fmt, loadavg, machine, table } from './lib/measure.ts';
import { type MixedLoadResult, problems, runMixedLoad } from './lib/mixedLoad.ts';
import {
  answerProblem,
  clientDocuments,
  KIND_NAMES,
  KINDS,
  type Kind,
  type LoadClub,
  requestFor,
} from './lib/mixedRequests.ts';
import { embeddedServerCpu, processTreeCpuMs } from './lib/postgres.ts';

/**
 * Issue 17, item 5: a mixed workload against two app instances, next to the same against one.
 *
 * Two server processes (server/src/main.ts, NODE_ENV=production, CHANGE_FEED=postgres, so they
 * follow each other's changes) on one embedded PostgreSQL; BENCH_ORGS organisations, each with a
 * running season, four players and its signed-in admin, and three matches to begin with. The load
 * comes from a process of its own (lib/mixedLoadChild.ts), BENCH_CONNECTIONS connections taking the
 * instances round-robin, the client's own persisted documents: of every 20 requests 16 reads
 * (season table, match history, player profile), 3 recordMatch (a new match in the user's own
 * organisation) and 1 deleteMatch or restoreMatch of a match recorded earlier. Every answer is
 * read: GraphQL errors, refusals and missing data count as errors, which must be 0.
 * BENCH_WARMUP_SECONDS of the same load (not measured), then BENCH_SECONDS measured; then the
 * second instance is stopped and the same runs against the first alone.
 *
 *   pnpm bench load
 *   BENCH_SECONDS=8 BENCH_ORGS=20 pnpm bench load   (quick)
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const ORGS = Number(process.env.BENCH_ORGS ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const FIRST_MATCHES = 3;

interface Instance {
  name: string;
  url: string;
  process: Running;
}

interface Run {
  name: string;
  load: MixedLoadResult;
  warmupProblems: number;
  pgCpuMs: number | null;
  /** CPU time (ms) of each instance's process in the measured run, by instance name. */
  appCpuMs: Map<string, number>;
}

async function stop(instance: Instance) {
  const { child, exited } = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(hard);
}

console.log(`Load average at start (1/5/15 min): ${loadavg()}`);

const runs = await withCleanup(async (defer) => {
  const pg = await startBenchPostgres(defer, 'load');
  const pgCpu = embeddedServerCpu(pg.dataDir);
  const start = async (name: string): Promise<Instance> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const running = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: pg.url,
      CHANGE_FEED: 'postgres',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SIGN_IN: '100000',
      RATE_LIMIT_SIGN_IN_ACCOUNT: '100000',
    });
    const instance = { name, url, process: running };
    defer(name, () => stop(instance));
    return instance;
  };
  // Both start at once: their migrations take turns under one advisory lock.
  const instances = await Promise.all([start('instance A'), start('instance B')]);
  await Promise.all(instances.map((i) => waitReady(i.url, i.process)));
  const [a, b] = instances as [Instance, Instance];

  // The organisations are made through the commands of an app of this process (not listening, and
  // closed before the load), their users signed in over HTTP on instance A.
  process.stdout.write(`Setting up ${ORGS} organisations ... `);
  const setUpStarted = performance.now();
  const setUp = await createApp(
    loadEnvironment({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      CHANGE_FEED: 'postgres',
      PUBLIC_URL: a.url,
    }),
    pg.url,
  );
  let setUpOpen = true;
  const closeSetUp = async () => {
    if (setUpOpen) await setUp.close();
    setUpOpen = false;
  };
  defer('set-up app', closeSetUp);
  const password = benchPassword();
  const made = await benchClubs(setUp.services, a.url, { count: ORGS, password, prefix: 'load' });
  await closeSetUp();
  let clubs: LoadClub[] = made.map((c) => ({
    cookie: c.cookie,
    players: c.players.map(c.globalId),
    live: [],
    deleted: [],
  }));

  // Every kind of request answers as the client needs, on both instances, before anything is
  // timed: the first matches recorded alternately on A and B, the reads of the first organisation
  // and a deletion on one instance restored on the other.
  const docs = clientDocuments();
  const send = async (instance: Instance, club: LoadClub, kind: Kind, matchId: string | null = null) => {
    const request = requestFor(docs, kind, club, matchId);
    const res = await fetch(`${instance.url}/graphql`, {
      method: 'POST',
      headers: { origin: instance.url, 'content-type': 'application/json', cookie: club.cookie },
      body: request.body,
    });
    const answer = await res.json();
    const problem = res.ok
      ? answerProblem(request, answer, (id) => club.live.push(id))
      : `HTTP ${res.status}`;
    if (problem) throw new Error(`${kind} on ${instance.name}: ${problem} ${JSON.stringify(answer)}`);
  };
  for (let n = 0; n < FIRST_MATCHES; n++)
    await Promise.all(clubs.map((club, i) => send(instances[(i + n) % 2]!, club, 'record')));
  const first = clubs[0]!;
  for (const instance of instances)
    for (const kind of ['season', 'history', 'profile'] as const) await send(instance, first, kind);
  await send(a, first, 'delete', first.live.at(-1)!);
  await send(b, first, 'restore', first.live.at(-1)!);
  console.log(`${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`);

  const measure = async (name: string, serving: Instance[]): Promise<Run> => {
    const urls = serving.map((i) => `${i.url}/graphql`);
    const warmup = await runMixedLoad({ urls, clubs, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    const appCpu = () => new Map(serving.map((i) => [i.name, processTreeCpuMs(i.process.child.pid!)]));
    const pgBefore = pgCpu();
    const appBefore = appCpu();
    const load = await runMixedLoad({
      urls,
      clubs: warmup.clubs,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const pgAfter = pgCpu();
    const appAfter = appCpu();
    clubs = load.clubs;
    console.log(
      `${name}: ${fmt.rate(load.requestsPerSecond)} requests/s, p99 ${fmt.ms(load.p99Ms)} ms, ${problems(load)} errors`,
    );
    for (const sample of [...warmup.samples, ...load.samples]) console.log(`  ${sample}`);
    return {
      name,
      load,
      warmupProblems: problems(warmup),
      pgCpuMs: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
      appCpuMs: new Map(serving.map((i) => [i.name, appAfter.get(i.name)! - appBefore.get(i.name)!])),
    };
  };

  const two = await measure('two instances', instances);
  await stop(b);
  const one = await measure('one instance', [a]);

  for (const instance of instances) {
    const logged = instance.process.output().trim();
    if (logged) console.log(`\n${instance.name} logged (errors only):\n${logged.slice(-3000)}`);
  }
  const version = connect(pg.url, { max: 1 });
  const { rows } = await version.pool.query<{ version: string }>('SELECT version()');
  await version.close();
  console.log(`\n${table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true })}`);
  return [two, one];
});

const [two, one] = runs as [Run, Run];
const core = (ms: number | null, run: Run) =>
  ms === null ? 'n/a' : `${((ms / (run.load.seconds * 1000)) * 100).toFixed(0)} %`;
console.log(
  `\n${ORGS} organisations, ${CONNECTIONS} connections, ${SECONDS} s measured after ${WARMUP_SECONDS} s of warm-up; ` +
    'of every 20 requests 16 reads, 3 recordMatch, 1 deleteMatch or restoreMatch\n',
);
console.log(
  table(
    [
      'Run',
      'Requests/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'Requests',
      'Errors',
      'Non-2xx',
      'GraphQL errors',
      'PG CPU',
      'Instance A CPU',
      'Instance B CPU',
      'Load process CPU',
    ],
    runs.map((r) => [
      r.name,
      fmt.rate(r.load.requestsPerSecond),
      fmt.ms(r.load.p50Ms),
      fmt.ms(r.load.p95Ms),
      fmt.ms(r.load.p99Ms),
      fmt.rate(r.load.count),
      String(r.load.errors),
      String(r.load.non2xx),
      String(r.load.graphqlErrors),
      core(r.pgCpuMs, r),
      core(r.appCpuMs.get('instance A') ?? null, r),
      r.appCpuMs.has('instance B') ? core(r.appCpuMs.get('instance B')!, r) : '(stopped)',
      core(r.load.loadCpuMs, r),
    ]),
  ),
);
console.log('\nCPU as a share of one core over the measured window. By kind of request:\n');
console.log(
  table(
    ['Request', ...runs.flatMap((r) => [`${r.name}: count`, 'p50 ms', 'p99 ms'])],
    KINDS.map((kind) => [
      KIND_NAMES[kind],
      ...runs.flatMap((r) => {
        const k = r.load.byKind[kind];
        return [fmt.rate(k.count), fmt.ms(k.p50Ms ?? Number.NaN), fmt.ms(k.p99Ms ?? Number.NaN)];
      }),
    ]),
  ),
);
console.log(
  `\nAnswers per instance (two instances): ${Object.values(two.load.perUrl).map(fmt.rate).join(' / ')}`,
);
console.log(
  `Two instances / one instance: ${fmt.ratio(two.load.requestsPerSecond / one.load.requestsPerSecond)} × the requests/s, ` +
    `${fmt.ratio(two.load.p99Ms / one.load.p99Ms)} × the p99`,
);
console.log(`Load average at end (1/5/15 min): ${loadavg()}`);
const failed = runs.reduce((n, r) => n + problems(r.load) + r.warmupProblems, 0);
if (failed > 0) {
  console.error(`\n${failed} requests failed (warm-ups included): the figures above do not count.`);
  process.exit(1);
}

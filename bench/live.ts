import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { connect } from '../server/src/db/database.ts';
import { liveGameReads } from '../server/src/schema/liveGameSubscriptions.ts';
import { liveStakesReads } from '../server/src/schema/liveStakes.ts';
import { benchPassword, signInCookie, startBenchServer } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import type { FanoutMessage, FanoutPlan, PhaseFigures } from './lib/liveFanout.ts';
import { fmt, loadavg, machine, percentile, table } from './lib/measure.ts';
import { embeddedServerCpu } from './lib/postgres.ts';

/**
 * Issue 15: a goal's fan-out to the scoreboards and phones of one location. 20 and 2,000
 * graphql-ws subscribers of the location's live game, in the same run (the two take turns, one
 * game each per round, so a busy moment of the machine falls on both), goals at 4 a second. The
 * subscribers (and the goals, over HTTP) are a separate process (bench/lib/liveFanout.ts); this
 * process is the server. Per phase: publish (goal sent) to receive p50 / p95 / p99 over every
 * delivered message, the goal mutation's own round trip, and the CPU time of the server process
 * and of PostgreSQL per delivered message, and for comparison the subscribers' process's own CPU per
 * message (it shares the machine's cores). The subscription's payload must be read once per goal,
 * not per subscriber: the server's read counters are checked per phase.
 * Target: p95 at 2,000 at most 3 × p95 at 20.
 *
 *   pnpm bench live
 *   BENCH_ROUNDS=2 BENCH_SUBSCRIBERS=500 pnpm bench live   (quicker, rougher)
 *   BENCH_CPU_PROFILE=/tmp/live.cpuprofile pnpm bench live   (a CPU profile of the server's process)
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MANY = Number(process.env.BENCH_SUBSCRIBERS ?? 2_000);
const FEW = 20;
const GOALS_PER_GAME = 10;
const GOALS_PER_SECOND = 4;
const TARGET_RATIO = 3;
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;

/** What a scoreboard asks for (issue 15 item 3): the game, both lineups, the score, the stakes. */
const SCOREBOARD = `subscription ($loc: ID!) {
  liveGameChanged(locationId: $loc) {
    id status isIdle scoreBlacks scoreWhites viewerCanScore startedAt
    goals { side source at }
    blacks { id name nickname } whites { id name nickname }
    stakes { whites { win loss } blacks { win loss } }
  }
}`;

interface Sample {
  cpuUs: number;
  pgMs: number | null;
  reads: number;
  stakes: number;
}

await withCleanup(async (defer) => {
  const { app, base, dataDir, databaseUrl } = await startBenchServer(defer, 'live');
  const password = benchPassword();
  await seedDemo(app.services, { password, matches: 240 });
  const cookie = await signInCookie(base, DEMO_ADMIN_EMAIL, password);
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ viewer { organisation { locations { id } players(first: 2) { edges { node { id } } } } } }',
    }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: read loosely
  const org = ((await res.json()) as any).data.viewer.organisation;
  const pgCpu = embeddedServerCpu(dataDir);
  const versionPool = connect(databaseUrl, { max: 1 });
  const { rows } = await versionPool.pool.query<{ version: string }>('SELECT version()');
  await versionPool.close();

  const plan: FanoutPlan = {
    base,
    cookie,
    locationId: org.locations[0].id,
    players: [org.players.edges[0].node.id, org.players.edges[1].node.id],
    phases: [FEW, MANY],
    rounds: ROUNDS,
    goalsPerGame: GOALS_PER_GAME,
    goalsPerSecond: GOALS_PER_SECOND,
    document: SCOREBOARD,
  };
  console.log(table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true }));
  console.log(`\nLoad average at start (1/5/15 min): ${loadavg()}`);
  console.log(
    `${ROUNDS} rounds; per round one game of ${GOALS_PER_GAME} goals at ${GOALS_PER_SECOND}/s with ${FEW}, then with ${MANY} subscribers\n`,
  );

  const sample = (): Sample => {
    const cpu = process.cpuUsage();
    return {
      cpuUs: cpu.user + cpu.system,
      pgMs: pgCpu(),
      reads: liveGameReads.count,
      stakes: liveStakesReads.count,
    };
  };
  const spent = plan.phases.map(() => ({ cpuUs: 0, pgMs: 0 as number | null, reads: 0, stakes: 0 }));
  let opened: Sample | null = null;

  const child: ChildProcess = fork(path.join(import.meta.dirname, 'lib/liveFanout.ts'), [], {
    env: { ...process.env, LIVE_FANOUT_PLAN: JSON.stringify(plan) },
    execArgv: process.execArgv,
  });
  defer('subscriber process', () => {
    if (child.exitCode === null) child.kill();
  });
  // With BENCH_CPU_PROFILE: the server's profile during the first measured game with the most subscribers.
  const profiler = CPU_PROFILE ? await windowProfiler(CPU_PROFILE) : null;
  const figures = await new Promise<PhaseFigures[]>((resolve, reject) => {
    child.on('message', (m: FanoutMessage) => {
      if (m.type === 'mark') void marked(m);
      else if (m.type === 'result') resolve(m.phases);
      else reject(new Error(`subscriber process: ${m.message}`));
    });
    let profiling: 'before' | 'on' | 'done' = 'before';
    const marked = async (m: Extract<FanoutMessage, { type: 'mark' }>) => {
      const most = plan.phases[m.phase] === MANY;
      if (profiler && most && m.edge === 'start' && profiling === 'before') {
        profiling = 'on';
        await profiler.start();
      }
      if (profiler && most && m.edge === 'end' && profiling === 'on') {
        profiling = 'done';
        await profiler.stop();
      }
      const now = sample();
      if (m.edge === 'start') opened = now;
      else if (opened) {
        const s = spent[m.phase]!;
        s.cpuUs += now.cpuUs - opened.cpuUs;
        s.pgMs =
          s.pgMs === null || now.pgMs === null || opened.pgMs === null
            ? null
            : s.pgMs + now.pgMs - opened.pgMs;
        s.reads += now.reads - opened.reads;
        s.stakes += now.stakes - opened.stakes;
      }
      child.send({ type: 'ack', id: m.id });
    };
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`subscriber process exited with ${code}`));
    });
  });

  const out = figures.map((f, i) => {
    const s = spent[i]!;
    const expected = f.goals * f.subscribers;
    return [
      `${f.subscribers.toLocaleString('en-US')} subscribers`,
      `${f.delivered.toLocaleString('en-US')} / ${expected.toLocaleString('en-US')}`,
      fmt.ms(percentile(f.latencies, 0.5)),
      fmt.ms(percentile(f.latencies, 0.95)),
      fmt.ms(percentile(f.latencies, 0.99)),
      fmt.ms(
        percentile(
          [...f.mutationMs].sort((a, b) => a - b),
          0.5,
        ),
      ),
      fmt.us(s.cpuUs / f.delivered),
      fmt.us(s.pgMs === null ? null : (s.pgMs * 1000) / f.delivered),
      fmt.us(f.cpuUs / f.delivered),
      `${s.reads} / ${s.stakes}`,
    ];
  });
  console.log(
    table(
      [
        'Fan-out',
        'Delivered / expected',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'Goal mutation p50 ms',
        'Server CPU µs/msg',
        'PostgreSQL CPU µs/msg',
        'Subscribers CPU µs/msg',
        'Payload / stakes reads',
      ],
      out,
    ),
  );
  const [few, many] = figures.map((f) => percentile(f.latencies, 0.95));
  const ratio = many! / few!;
  console.log(
    `\np95 at ${MANY.toLocaleString('en-US')} / p95 at ${FEW}: ${fmt.ratio(ratio)} (target ≤ ${TARGET_RATIO}): ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
  );
  console.log(`Load average at end (1/5/15 min): ${loadavg()}`);

  // Once per goal, not per subscriber: each phase's reads are its goals (one change each).
  const perSubscriber = figures.filter((f, i) => spent[i]!.reads !== f.goals || spent[i]!.stakes !== f.goals);
  const lost = figures.filter((f) => f.delivered !== f.goals * f.subscribers);
  if (perSubscriber.length > 0 || lost.length > 0) {
    console.error(
      perSubscriber.length > 0
        ? 'The payload was read more often than once per goal.'
        : 'Some subscribers missed goals.',
    );
    process.exitCode = 1;
  }
});

/** A CPU profile of this process between start() and stop(), written to `file`. */
async function windowProfiler(file: string) {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  return {
    start: () => session.post('Profiler.start'),
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

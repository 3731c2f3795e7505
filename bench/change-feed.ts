import os from 'node:os';
import { createPostgresChangeFeed, notifyStatements } from '../events/src/index.ts';
import { fmt, machine, runInterleaved, table } from './lib/measure.ts';
import { withBenchDatabase } from './lib/postgres.ts';

/**
 * Issue 12: what telling the change feed inside the writing transaction costs. A write transaction
 * (BEGIN; INSERT; COMMIT in one round trip, as execute() sends it) next to the same transaction
 * with a pg_notify per change before COMMIT, with two LISTENing feeds (two instances) receiving
 * every notification. Variants take turns in interleaved slices; 1 and 8 concurrent writers.
 * Target: notifying writes sustain at least ten times recordMatch's rate (89-116/s at 16 clients,
 * docs/benchmarks.md), so the feed never bounds recording.
 *
 *   pnpm bench change-feed
 */
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

await withBenchDatabase({ poolSize: 10 }, async (db) => {
  const { rows } = await db.pool.query<{ version: string }>('SELECT version()');
  console.log(table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true }));
  console.log(
    `\nLoad average at start (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}\n`,
  );
  await db.pool.query(
    'CREATE TABLE bench_writes (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, org_id text, data jsonb)',
  );
  const url = db.url;
  const feeds = await Promise.all([createPostgresChangeFeed(url), createPostgresChangeFeed(url)]);
  let told = 0;
  const stop = new AbortController();
  for (const feed of feeds)
    void (async () => {
      for await (const _ of feed.subscribe(() => true, stop.signal)) told++;
    })();

  const insert = `INSERT INTO bench_writes (org_id, data) VALUES ('bench-org', '{"matchId":"m"}');`;
  const notify = notifyStatements([
    { orgId: 'bench-org', topic: 'matchRecorded', ids: ['00000000-0000-4000-8000-000000000000'] },
  ]);
  const out: string[][] = [];
  for (const writers of [1, 8]) {
    const results = await runInterleaved(
      [
        {
          name: 'write, feed told after commit (in-memory)',
          makeOp: () => () => db.pool.query(`BEGIN; ${insert} COMMIT`),
        },
        {
          name: 'write + pg_notify before COMMIT (postgres)',
          makeOp: () => () => db.pool.query(`BEGIN; ${insert} ${notify} COMMIT`),
        },
      ],
      { writers, warmupMs: WARMUP_MS, durationMs: DURATION_MS, rounds: ROUNDS, serverCpuMs: db.serverCpuMs },
    );
    const base = [...results.values()][0]!;
    for (const [name, r] of results)
      out.push([
        name,
        String(writers),
        fmt.rate(r.perSecond),
        fmt.ms(r.p50Ms),
        fmt.ms(r.p99Ms),
        fmt.ratio(r.perSecond / base.perSecond),
      ]);
  }
  await new Promise((r) => setTimeout(r, 500));
  stop.abort();
  await Promise.all(feeds.map((f) => f.close()));
  console.log(table(['Write', 'Writers', 'per s', 'p50 ms', 'p99 ms', 'vs plain'], out));
  console.log(`\nNotifications received by the two listening feeds: ${fmt.rate(told)}`);
  console.log(
    `Load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
});

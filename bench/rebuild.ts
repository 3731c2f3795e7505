import { catalogue, START } from '../events/src/index.ts';
import { readLog } from '../projections/src/batch/readLog.ts';
import { REBUILD_PAGE_SIZE } from '../projections/src/batch/readPages.ts';
import { matchesProjection, projections } from '../projections/src/registry.ts';
import { rebuild, rebuildAll } from '../projections/src/runner.ts';
import { fmt, loadavg, machine, profiled, table } from './lib/measure.ts';
import { type BenchDatabase, withBenchDatabase } from './lib/postgres.ts';
import { rawCopy } from './lib/rawCopy.ts';
import { type Generated, generateLog, PLAYERS } from './lib/rebuildLog.ts';

/**
 * Issue 5: the full rebuild rate (events/s) from 1,000,000 generated events. Target ≥ 50,000/s.
 *
 * Generates a realistic log straight into the events table (bench/lib/rebuildLog.ts), then times
 * rebuilding the matches read model alone and every read model from one read of the log (as
 * `pnpm projections:rebuild` does without a name), next to two baselines in the same run: the
 * keyset read of every event in pages through the bare pool (pg's row parser, no decoding), and
 * one COPY of every event split into fields (the rebuild's read, before any decoding).
 *
 *   pnpm bench rebuild
 *   BENCH_EVENTS=100000 pnpm bench rebuild            (quicker)
 *   BENCH_EVENTS=20000 BENCH_ONE_BY_ONE=1 pnpm bench rebuild   (also the event-by-event path)
 *   BENCH_CPU_PROFILE=/tmp/matches.cpuprofile pnpm bench rebuild   (profile the matches rebuild)
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SEASONS = Number(process.env.BENCH_SEASONS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const PAGE = Number(process.env.BENCH_PAGE ?? REBUILD_PAGE_SIZE);
const ONE_BY_ONE = process.env.BENCH_ONE_BY_ONE === '1';
/** A file to write a CPU profile of the first matches rebuild to (open it in Chrome's DevTools). */
const PROFILE = process.env.BENCH_CPU_PROFILE;

/** The baseline: every event in keyset pages (the rebuild's order and snapshot rule), undecoded. */
async function rawRead(db: BenchDatabase, page: number) {
  let after = START;
  let n = 0;
  for (;;) {
    const { rows } = await db.pool.query<{ transaction_id: string; global_position: number }>(
      `SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version, data,
              metadata, transaction_id, recorded_at
       FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position LIMIT $3`,
      [after.transactionId, after.globalPosition, page],
    );
    const last = rows.at(-1);
    if (!last) return n;
    n += rows.length;
    after = { transactionId: String(last.transaction_id), globalPosition: Number(last.global_position) };
  }
}

/** An md5 of each read-model table's rows in a fixed order. */
async function checksums(db: BenchDatabase) {
  const sums = new Map<string, string>();
  for (const table of projections.flatMap((p) => p.tables)) {
    const { rows } = await db.pool.query<{ sum: string }>(
      `SELECT md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS sum FROM ${table} r`,
    );
    sums.set(table, rows[0]!.sum);
  }
  return sums;
}

/** The rebuilt rows agree with what was generated (counts; the tests compare rows exactly). */
async function check(db: BenchDatabase, generated: Generated) {
  const count = async (q: string) => Number((await db.pool.query<{ n: string }>(q)).rows[0]?.n);
  const matches = await count('SELECT count(*) AS n FROM matches');
  const expected = (generated.byType.get('MatchRecorded') ?? 0) - (generated.byType.get('MatchDeleted') ?? 0);
  if (matches !== expected) throw new Error(`matches: ${matches} rows, expected ${expected}`);
  const players = await count('SELECT count(*) AS n FROM players');
  if (players !== PLAYERS) throw new Error(`players: ${players} rows, expected ${PLAYERS}`);
  const stats = await count('SELECT sum(count) AS n FROM event_type_stats');
  const events = await count('SELECT count(*) AS n FROM events');
  if (stats !== events) throw new Error(`event_type_stats counts ${stats} events of ${events}`);
  const ratings = await count('SELECT count(DISTINCT season) AS n FROM season_table');
  if (ratings !== generated.seasons)
    throw new Error(`season_table: ${ratings} seasons of ${generated.seasons}`);
}

// Last: the helpers and constants above are initialised by now.
await withBenchDatabase({ poolSize: 4 }, async (db) => {
  const { rows } = await db.pool.query<{ version: string }>('SELECT version()');
  console.log(table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true }));
  console.log(`\nDatabase: ${db.source}`);
  console.log(`Load average at start (1/5/15 min): ${loadavg()}`);

  process.stdout.write(`\nGenerating ${fmt.rate(EVENTS)} events (bulk INSERT, not timed) ... `);
  const started = performance.now();
  const generated = await generateLog(db, EVENTS, SEASONS);
  await db.pool.query('VACUUM (ANALYZE) events');
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    table(
      ['Event type', 'Count'],
      [...generated.byType].sort((a, b) => b[1] - a[1]).map(([type, n]) => [type, fmt.rate(n)]),
    ),
  );
  const total = [...generated.byType.values()].reduce((a, b) => a + b, 0);
  const matchEvents =
    (generated.byType.get('MatchRecorded') ?? 0) + (generated.byType.get('MatchDeleted') ?? 0);

  interface Measured {
    name: string;
    events: number;
    seconds: number;
    nodeCpuS: number;
    pgCpuS: number | null;
  }
  const measure = async (name: string, events: number, body: () => Promise<unknown>): Promise<Measured> => {
    const cpu = process.cpuUsage();
    const pg = db.serverCpuMs();
    const t = performance.now();
    await body();
    const seconds = (performance.now() - t) / 1000;
    const used = process.cpuUsage(cpu);
    const pgAfter = db.serverCpuMs();
    return {
      name,
      events,
      seconds,
      nodeCpuS: (used.user + used.system) / 1e6,
      pgCpuS: pg === null || pgAfter === null ? null : (pgAfter - pg) / 1000,
    };
  };

  const results: Measured[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`\nrun ${run}/${RUNS}: raw SELECT ... `);
    const raw = await measure('raw SELECT of every event, same pages (baseline)', total, () =>
      rawRead(db, PAGE),
    );
    process.stdout.write(`${fmt.rate(raw.events / raw.seconds)}/s; raw COPY ... `);
    const copied = await measure('raw COPY of every event, one statement (baseline)', total, () =>
      rawCopy(db),
    );
    process.stdout.write(`${fmt.rate(copied.events / copied.seconds)}/s; read + decode ... `);
    const decoded = await measure('readLog + decode of every event (no writes)', total, () =>
      db.db.transaction().execute(async (trx) => {
        let n = 0;
        for await (const page of readLog(trx, catalogue, catalogue.typeNames(), PAGE))
          for (const event of page.events) if (event.data !== undefined) n++;
        if (n !== total) throw new Error(`read ${n} of ${total} events`);
      }),
    );
    process.stdout.write(`${fmt.rate(decoded.events / decoded.seconds)}/s; matches ... `);
    const matches = await profiled(run === 1 ? PROFILE : undefined, () =>
      measure('rebuild matches', matchEvents, () =>
        rebuild(db.db, catalogue, matchesProjection, () => {}, { batchSize: PAGE }),
      ),
    );
    process.stdout.write(`${fmt.rate(matches.events / matches.seconds)}/s; all ... `);
    const all = await measure(`rebuild all ${projections.length} read models, one pass`, total, () =>
      rebuildAll(db.db, catalogue, projections, () => {}, { batchSize: PAGE }),
    );
    console.log(`${fmt.rate(all.events / all.seconds)}/s`);
    results.push(raw, copied, decoded, matches, all);
    await check(db, generated);
  }
  if (ONE_BY_ONE) {
    const fast = await checksums(db);
    process.stdout.write('\nevent by event (the old path): matches ... ');
    const matches = await measure('rebuild matches, event by event', matchEvents, () =>
      rebuild(db.db, catalogue, matchesProjection, () => {}, { batchSize: PAGE, oneByOne: true }),
    );
    process.stdout.write(`${fmt.rate(matches.events / matches.seconds)}/s; all ... `);
    const all = await measure(
      `rebuild all ${projections.length} read models, event by event`,
      total,
      async () => {
        for (const projection of projections)
          await rebuild(db.db, catalogue, projection, () => {}, { batchSize: PAGE, oneByOne: true });
      },
    );
    console.log(`${fmt.rate(all.events / all.seconds)}/s`);
    results.push(matches, all);
    await check(db, generated);
    const slow = await checksums(db);
    for (const [name, sum] of slow)
      if (fast.get(name) !== sum)
        throw new Error(`${name}: the batch rebuild left other rows than event by event`);
    console.log(
      `Every read-model table is the same after both paths (md5 of its sorted rows, ${slow.size} tables).`,
    );
  }

  const baseline = results.filter((r) => r.name.startsWith('raw SELECT'));
  const baselineRate =
    baseline.reduce((a, r) => a + r.events, 0) / baseline.reduce((a, r) => a + r.seconds, 0);
  console.log(
    `\nRebuild from ${fmt.rate(total)} events (${fmt.rate(matchEvents)} of them match events), pages of ${fmt.rate(PAGE)}\n`,
  );
  console.log(
    table(
      ['Phase', 'Events', 'Seconds', 'Events/s', 'Node CPU s', 'PG CPU s', 'Rate / raw SELECT'],
      results.map((r) => [
        r.name,
        fmt.rate(r.events),
        r.seconds.toFixed(2),
        fmt.rate(r.events / r.seconds),
        r.nodeCpuS.toFixed(1),
        r.pgCpuS === null ? 'n/a' : r.pgCpuS.toFixed(1),
        fmt.ratio(r.events / r.seconds / baselineRate),
      ]),
    ),
  );
  const alls = results.filter((r) => r.name.startsWith('rebuild all') && !r.name.includes('event by event'));
  const rates = alls.map((r) => r.events / r.seconds);
  const best = Math.max(...rates);
  console.log('\nTarget');
  console.log(
    `  full rebuild ${rates.map(fmt.rate).join(', ')} events/s (runs; best ${fmt.rate(best)}) ≥ 50,000 -> ${best >= 50_000 ? 'met' : 'NOT met'}`,
  );
  console.log(`Load average at end (1/5/15 min): ${loadavg()}`);
});

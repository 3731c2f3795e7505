import { randomUUID } from 'node:crypto';
import { appendToStream, catalogue, DepartmentAdded, readAll, START } from '../events/src/index.ts';
import { fmt, loadavg, machine, type PhaseResult, runInterleaved, table } from './lib/measure.ts';
import { type BenchDatabase, withBenchDatabase } from './lib/postgres.ts';

/**
 * Event store write and catch-up read rates against a raw INSERT baseline, on one database in one
 * run. The issue's target: append rate at least half the raw INSERT rate.
 *
 *   pnpm bench event-store
 *   BENCH_DURATION_MS=2000 BENCH_EVENTS=10000 pnpm bench event-store   (a quicker, rougher run)
 */
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const READ_EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const SEED_BATCH = 1_000;
const PAGE = 1_000;
const WRITER_COUNTS = [1, 8] as const;
/** The write variants take turns in this many slices of DURATION_MS / ROUNDS each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const RAW_PHASE = 'raw INSERT';
const ANY_PHASE = "appendToStream, expected 'any'";
const EXACT_PHASE = 'appendToStream, exact version';
const ORG = 'bench-org';
const STREAM_TYPE = 'organisation';
const METADATA = { actor: null };

interface WriteRow {
  phase: string;
  writers: number;
  result: PhaseResult;
}

await withBenchDatabase({ poolSize: 10 }, async (db) => {
  const { rows } = await db.pool.query<{ version: string }>('SELECT version()');
  const settings = await db.pool.query<{ name: string; setting: string; unit: string | null }>(
    `SELECT name, setting, unit FROM pg_settings
     WHERE name IN ('shared_buffers', 'synchronous_commit', 'fsync', 'wal_sync_method', 'max_connections')
     ORDER BY name`,
  );
  console.log(table(['Machine', ''], machine(rows[0]?.version ?? '?'), { left: true }));
  console.log(`\nDatabase: ${db.source}`);
  console.log(`Load average at start (1/5/15 min): ${loadavg()}`);
  console.log(
    `Settings: ${settings.rows.map((s) => `${s.name}=${s.setting}${s.unit ? ` (${s.unit})` : ''}`).join(', ')}`,
  );
  console.log(
    `Writes: per concurrency, each variant ${WARMUP_MS} ms warm-up, then ${DURATION_MS} ms measured in ${ROUNDS} interleaved slices; each writer on its own pooled connection.\n`,
  );

  await db.pool.query(`
    CREATE TABLE bench_raw (
      id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id         text        NOT NULL,
      stream_id      text        NOT NULL,
      stream_version bigint      NOT NULL,
      event_id       uuid        NOT NULL,
      type           text        NOT NULL,
      schema_version integer     NOT NULL,
      data           jsonb       NOT NULL,
      metadata       jsonb       NOT NULL,
      recorded_at    timestamptz NOT NULL DEFAULT now()
    )`);

  const writes: WriteRow[] = [];
  for (const writers of WRITER_COUNTS) {
    process.stdout.write(`measuring writes x${writers} (${ROUNDS} interleaved rounds) ... `);
    const results = await runInterleaved(
      [
        { name: RAW_PHASE, makeOp: (w) => rawInsert(db, w) },
        { name: ANY_PHASE, makeOp: (w) => appendAny(db, `any-${writers}-${w}`) },
        { name: EXACT_PHASE, makeOp: (w) => appendExact(db, `exact-${writers}-${w}`) },
      ],
      { writers, warmupMs: WARMUP_MS, durationMs: DURATION_MS, rounds: ROUNDS, serverCpuMs: db.serverCpuMs },
    );
    console.log([...results].map(([name, r]) => `${name}: ${fmt.rate(r.perSecond)}/s`).join(', '));
    for (const [phase, result] of results) writes.push({ phase, writers, result });
  }

  process.stdout.write(`appending ${READ_EVENTS} events in batches of ${SEED_BATCH} ... `);
  const seeded = await seed(db, READ_EVENTS);
  console.log(`${fmt.rate(seeded)} events/s`);
  const reads = await measureReads(db);

  const raw = new Map(writes.filter((r) => r.phase === RAW_PHASE).map((r) => [r.writers, r.result]));
  console.log('\nWrites (one transaction each: BEGIN, one row/event, COMMIT)\n');
  console.log(
    table(
      [
        'Phase',
        'Writers',
        'Tx/s',
        'p50 ms',
        'p99 ms',
        'Tx in window',
        'Node CPU µs/tx',
        'PG CPU µs/tx',
        'Rate / raw INSERT',
      ],
      writes.map(({ phase, writers, result }) => [
        phase,
        String(writers),
        fmt.rate(result.perSecond),
        fmt.ms(result.p50Ms),
        fmt.ms(result.p99Ms),
        fmt.rate(result.count),
        fmt.us(result.nodeCpuUs),
        fmt.us(result.serverCpuUs),
        fmt.ratio(result.perSecond / raw.get(writers)!.perSecond),
      ]),
    ),
  );

  console.log(`\nCatch-up read (pages of ${PAGE} from START)\n`);
  console.log(
    table(
      ['Reader', 'Events in log', 'Passes', 'Events/s', 'ms per pass', 'Rate / raw SELECT'],
      reads.map((r) => [
        r.reader,
        fmt.rate(r.events),
        String(r.passes),
        fmt.rate(r.perSecond),
        fmt.rate(r.msPerPass),
        fmt.ratio(r.perSecond / reads[reads.length - 1]!.perSecond),
      ]),
    ),
  );
  console.log(
    `\n(The log holds the ${fmt.rate(READ_EVENTS)} events appended in batches plus those of the write phases.)`,
  );

  console.log(`\nLoad average at end (1/5/15 min): ${loadavg()}`);
  console.log("\nTarget: append rate (expected 'any') at least half the raw INSERT rate");
  for (const { phase, writers, result } of writes.filter((r) => r.phase === ANY_PHASE)) {
    const ratio = result.perSecond / raw.get(writers)!.perSecond;
    console.log(
      `  ${writers} writer${writers > 1 ? 's' : ''}: ${fmt.ratio(ratio)} -> ${ratio >= 0.5 ? 'met' : 'NOT met'} (${phase})`,
    );
  }
});

function rawInsert(db: BenchDatabase, writer: number) {
  const streamId = `raw-${writer}-${randomUUID()}`;
  let n = 0;
  return async () => {
    n++;
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO bench_raw (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
        [
          ORG,
          streamId,
          n,
          randomUUID(),
          DepartmentAdded.type,
          1,
          JSON.stringify({ name: `Dept ${n}` }),
          JSON.stringify(METADATA),
        ],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
}

function append(db: BenchDatabase, streamId: string, expectedVersion: number | 'any', n: number) {
  return db.db.transaction().execute((trx) =>
    appendToStream(trx, catalogue, {
      orgId: ORG,
      streamId,
      streamType: STREAM_TYPE,
      expectedVersion,
      events: [{ type: DepartmentAdded.type, data: { name: `Dept ${n}` } }],
      metadata: METADATA,
    }),
  );
}

function appendAny(db: BenchDatabase, name: string) {
  const streamId = `organisation-bench-${name}`;
  let n = 0;
  return () => append(db, streamId, 'any', ++n);
}

/** Each writer owns its stream and tracks its version, as a command handler would. */
function appendExact(db: BenchDatabase, name: string) {
  const streamId = `organisation-bench-${name}`;
  let version = 0;
  return async () => {
    const result = await append(db, streamId, version, version + 1);
    version = result.nextVersion;
  };
}

/** Appends `total` events, SEED_BATCH per appendToStream call and stream; returns events/s. */
async function seed(db: BenchDatabase, total: number) {
  const start = performance.now();
  for (let done = 0, batch = 0; done < total; batch++) {
    const size = Math.min(SEED_BATCH, total - done);
    await db.db.transaction().execute((trx) =>
      appendToStream(trx, catalogue, {
        orgId: ORG,
        streamId: `organisation-bench-seed-${batch}`,
        streamType: STREAM_TYPE,
        expectedVersion: 'no_stream',
        events: Array.from({ length: size }, (_, i) => ({
          type: DepartmentAdded.type,
          data: { name: `Dept ${done + i}` },
        })),
        metadata: METADATA,
      }),
    );
    done += size;
  }
  return total / ((performance.now() - start) / 1000);
}

interface ReadRow {
  reader: string;
  events: number;
  passes: number;
  perSecond: number;
  msPerPass: number;
}

/**
 * Full catch-up passes from START until DURATION_MS is used up (after one warm-up pass): readAll
 * (decoded, upcast events), and the same keyset query through the bare pool as the baseline.
 */
async function measureReads(db: BenchDatabase): Promise<ReadRow[]> {
  const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  const inLog = rows[0]!.n;

  const viaReadAll = async () => {
    let after = START;
    let count = 0;
    for (;;) {
      const page = await readAll(db.db, catalogue, { after, limit: PAGE });
      count += page.events.length;
      after = page.checkpoint;
      if (page.events.length < PAGE) return count;
    }
  };
  const viaSelect = async () => {
    let after = { transactionId: START.transactionId, globalPosition: START.globalPosition };
    let count = 0;
    for (;;) {
      const page = await db.pool.query<{ transaction_id: string; global_position: number }>(
        `SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version,
                data, metadata, transaction_id, recorded_at
         FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2)
           AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY transaction_id, global_position
         LIMIT $3`,
        [after.transactionId, after.globalPosition, PAGE],
      );
      count += page.rows.length;
      const last = page.rows.at(-1);
      if (last) after = { transactionId: String(last.transaction_id), globalPosition: last.global_position };
      if (page.rows.length < PAGE) return count;
    }
  };

  // One warm-up pass each, then alternate full passes until each reader has used DURATION_MS.
  const readers = [
    { reader: 'readAll', pass: viaReadAll, passes: 0, ms: 0 },
    { reader: 'raw SELECT (same query, no decoding)', pass: viaSelect, passes: 0, ms: 0 },
  ];
  process.stdout.write('measuring catch-up reads (alternating passes) ... ');
  for (const r of readers) await r.pass();
  while (readers.some((r) => r.ms < DURATION_MS)) {
    for (const r of readers) {
      if (r.ms >= DURATION_MS) continue;
      const start = performance.now();
      const n = await r.pass();
      r.ms += performance.now() - start;
      if (n !== inLog) throw new Error(`${r.reader} read ${n} events, the log holds ${inLog}`);
      r.passes++;
    }
  }
  const results = readers.map((r) => ({
    reader: r.reader,
    events: inLog,
    passes: r.passes,
    perSecond: (inLog * r.passes) / (r.ms / 1000),
    msPerPass: r.ms / r.passes,
  }));
  console.log(results.map((r) => `${r.reader}: ${fmt.rate(r.perSecond)} events/s`).join(', '));
  return results;
}

/** Other work on the machine skews every figure: printed so a reader can tell. */

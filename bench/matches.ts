import os from 'node:os';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { systemActor } from '../server/src/commands/command.ts';
import { newMatch, recordMatch } from '../server/src/commands/match.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { connect } from '../server/src/db/database.ts';
import { benchPassword, signInCookie, startBenchServer } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import { benchClubs } from './lib/clubs.ts';
import { fmt, machine, type PhaseResult, percentile, runInterleaved, table } from './lib/measure.ts';
import { embeddedServerCpu } from './lib/postgres.ts';

/**
 * Recording and deleting matches on the real server (issue 5's targets):
 * 1. `recordMatch` over HTTP GraphQL with 1 and 16 concurrent clients (matches/s, p50, p99) next to
 *    a raw INSERT transaction on the same database in the same run. Target: p99 < 50 ms at 16.
 *    The 16 clients record in one organisation, whose matches take turns (its season ratings fold
 *    in log order under one lock); a second variant has them record in 16 organisations, one each,
 *    on the same server, to show what the lock costs next to what the server can do.
 *    A second baseline is the floor of the stack: a signed-in `{ __typename }` request (HTTP, Yoga,
 *    the session check), what any mutation costs before its resolver runs.
 *    Each row also gives the CPU time per operation of this process (the server and the clients
 *    share it) and of PostgreSQL: on two cores, their sum bounds the rate.
 * 2. Deleting the first match of a 10,000-match season, end to end over HTTP (the season is
 *    re-folded without it). Target: < 500 ms. Then restoring those matches (issue 11: the season
 *    is re-folded with each back in its original place), which costs the same kind of work.
 *
 *   pnpm bench matches
 *   BENCH_DURATION_MS=2000 BENCH_SEASON_MATCHES=2000 pnpm bench matches   (quicker, rougher)
 */
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEASON_MATCHES = Number(process.env.BENCH_SEASON_MATCHES ?? 10_000);
const DELETIONS = 3;
const CLIENTS = [1, 16] as const;

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename ... on RecordMatchPayload { match { id winnerPoints } } ... on Error { message } } }`;
/** What every signed-in request costs before any resolver runs: HTTP, Yoga and the session check. */
const FLOOR = '{ __typename }';
const DELETE = `mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename ... on Error { message } } }`;
const RESTORE = `mutation ($input: RestoreMatchInput!) { restoreMatch(input: $input) { __typename ... on Error { message } } }`;

await withCleanup(async (defer) => {
  const { app, base, databaseUrl, dataDir } = await startBenchServer(defer, 'matches');
  const db = app.services.db;
  // The baseline's own pool, as large as the server's default, on the same database.
  const raw = connect(databaseUrl, { max: 16 });
  defer('baseline pool', () => raw.close());

  const password = benchPassword();
  const seeded = await seedDemo(app.services, { password, matches: 0 });
  const cookie = await signInCookie(base, DEMO_ADMIN_EMAIL, password);
  const gqlAs = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, { __typename: string; message?: string }> };
  };
  const gql = (query: string, variables: Record<string, unknown>) => gqlAs(cookie, query, variables);
  const players = (
    await db
      .selectFrom('players')
      .select('player_id')
      .where('org_id', '=', seeded.orgId)
      .orderBy('name')
      .execute()
  ).map((p) => p.player_id);
  const adminId = (
    await db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow()
  ).id;
  const globalId = (id: string) => Buffer.from(`Player:${seeded.orgId}:${id}`).toString('base64');
  const clubs = await benchClubs(app.services, base, { count: Math.max(...CLIENTS), password });

  const version = await raw.pool.query<{ version: string }>('SELECT version()');
  console.log(table(['Machine', ''], machine(version.rows[0]?.version ?? '?'), { left: true }));
  console.log(
    `\nLoad average at start (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );

  // 1. recordMatch over HTTP against a raw INSERT transaction.
  await raw.pool.query('CREATE TABLE bench_raw_match (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
  let n = 0;
  const recordOp = () => async () => {
    const i = n++;
    const a = players[i % players.length]!;
    const b = players[(i * 7 + 3) % players.length]!;
    const [w, l] = a === b ? [a, players[(i + 1) % players.length]!] : [a, b];
    const res = await gql(RECORD, {
      input: {
        mode: 1,
        whites: { defense: globalId(w) },
        blacks: { defense: globalId(l) },
        scoreWhites: 6,
        scoreBlacks: i % 6,
        sixInARow: false,
      },
    });
    if (res.data?.recordMatch?.__typename !== 'RecordMatchPayload') throw new Error(JSON.stringify(res));
  };
  // The same, each writer in an organisation of its own, as its own signed-in player.
  const clubOp = (writer: number) => {
    const club = clubs[writer % clubs.length]!;
    let k = 0;
    return async () => {
      const i = k++;
      const [w, l] = [club.players[i % 4]!, club.players[(i + 1 + (i % 3)) % 4]!];
      const res = await gqlAs(club.cookie, RECORD, {
        input: {
          mode: 1,
          whites: { defense: club.globalId(w) },
          blacks: { defense: club.globalId(l) },
          scoreWhites: 6,
          scoreBlacks: i % 6,
          sixInARow: false,
        },
      });
      if (res.data?.recordMatch?.__typename !== 'RecordMatchPayload') throw new Error(JSON.stringify(res));
    };
  };
  // The floor of the stack: a signed-in request that does nothing (HTTP, Yoga, the session check).
  const floorOp = () => async () => {
    const res = await gql(FLOOR, {});
    if ((res.data as { __typename?: unknown } | undefined)?.__typename !== 'Query')
      throw new Error(JSON.stringify(res));
  };
  // The baseline: one INSERT of a row of about a match's size in its own transaction.
  const rawOp = () => async () => {
    const client = await raw.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO bench_raw_match (data) VALUES ($1::jsonb)', [
        JSON.stringify({ n: n++, winners: players.slice(0, 2) }),
      ]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  const results: { clients: number; name: string; r: PhaseResult }[] = [];
  for (const clients of CLIENTS) {
    const measured = await runInterleaved(
      [
        { name: 'recordMatch (HTTP GraphQL)', makeOp: recordOp },
        ...(clients > 1 ? [{ name: `recordMatch, ${clients} organisations`, makeOp: clubOp }] : []),
        { name: 'signed-in `{ __typename }` (stack floor)', makeOp: floorOp },
        { name: 'raw INSERT transaction', makeOp: rawOp },
      ],
      {
        writers: clients,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
        rounds: ROUNDS,
        serverCpuMs: embeddedServerCpu(dataDir),
      },
    );
    for (const [name, r] of measured) results.push({ clients, name, r });
  }
  console.log(
    `\n${table(
      [
        'Operation',
        'Clients',
        'Per second',
        'p50 ms',
        'p99 ms',
        'Rate / raw INSERT',
        'Node CPU ms/op',
        'PostgreSQL CPU ms/op',
      ],
      results.map(({ clients, name, r }) => {
        const raw = results.find((x) => x.clients === clients && x.name.startsWith('raw'))!.r;
        return [
          name,
          String(clients),
          fmt.rate(r.perSecond),
          fmt.ms(r.p50Ms),
          fmt.ms(r.p99Ms),
          fmt.ratio(r.perSecond / raw.perSecond),
          (r.nodeCpuUs / 1000).toFixed(2),
          r.serverCpuUs === null ? '?' : (r.serverCpuUs / 1000).toFixed(2),
        ];
      }),
    )}`,
  );

  // 2. Deleting the first match of a long season.
  const existing = Number(
    (
      await db
        .selectFrom('matches')
        .where('org_id', '=', seeded.orgId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  process.stdout.write(
    `\nPlaying a season of ${SEASON_MATCHES} matches (through the command, not timed) ... `,
  );
  const seedStart = performance.now();
  for (let i = existing; i < SEASON_MATCHES; i++) {
    const a = players[i % players.length]!;
    const b = players[(i * 5 + 1) % players.length]!;
    const [w, l] = a === b ? [a, players[(i + 2) % players.length]!] : [a, b];
    const result = await runCommand(
      app.services.commands,
      recordMatch,
      newMatch(
        seeded.orgId,
        {
          mode: 1,
          whites: { defense: w },
          blacks: { defense: l },
          scoreWhites: 6,
          scoreBlacks: i % 6,
          sixInARow: false,
          locationId: null,
        },
        adminId,
        new Date(),
      ),
      systemActor(adminId),
    );
    if (!('events' in result)) throw new Error(result.message);
  }
  console.log(`${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const deletions: number[] = [];
  const deleted: string[] = [];
  for (let d = 0; d < DELETIONS; d++) {
    const first = await db
      .selectFrom('matches')
      .select('match_id')
      .where('org_id', '=', seeded.orgId)
      .orderBy('position')
      .limit(1)
      .executeTakeFirstOrThrow();
    const matchId = Buffer.from(`Match:${seeded.orgId}:${first.match_id}`).toString('base64');
    const t = performance.now();
    const res = await gql(DELETE, { input: { matchId } });
    deletions.push(performance.now() - t);
    if (res.data?.deleteMatch?.__typename !== 'DeleteMatchPayload') throw new Error(JSON.stringify(res));
    deleted.push(matchId);
  }
  const left = Number(
    (
      await db
        .selectFrom('matches')
        .where('org_id', '=', seeded.orgId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  // The first match deleted last comes back first: each restore is again the season's first match.
  const restores: number[] = [];
  for (const matchId of [...deleted].reverse()) {
    const t = performance.now();
    const res = await gql(RESTORE, { input: { matchId } });
    restores.push(performance.now() - t);
    if (res.data?.restoreMatch?.__typename !== 'RestoreMatchPayload') throw new Error(JSON.stringify(res));
  }
  const sorted = [...deletions].sort((a, b) => a - b);
  const sortedRestores = [...restores].sort((a, b) => a - b);
  console.log(
    `\n${table(
      ['Deleting and restoring the first match', 'Matches in season', 'Runs (ms)', 'Median ms'],
      [
        [
          'deleteMatch over HTTP, season re-folded',
          `${left + DELETIONS} → ${left}`,
          deletions.map((d) => d.toFixed(0)).join(', '),
          percentile(sorted, 0.5).toFixed(0),
        ],
        [
          'restoreMatch over HTTP, season re-folded',
          `${left} → ${left + DELETIONS}`,
          restores.map((d) => d.toFixed(0)).join(', '),
          percentile(sortedRestores, 0.5).toFixed(0),
        ],
      ],
    )}`,
  );

  const r16 = results.find((r) => r.clients === 16 && r.name === 'recordMatch (HTTP GraphQL)')!.r;
  const spread = results.find((r) => r.clients === 16 && r.name.endsWith('organisations'))!.r;
  console.log('\nTargets');
  console.log(
    `  recordMatch p99 at 16 clients ${fmt.ms(r16.p99Ms)} ms < 50 ms -> ${r16.p99Ms < 50 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  (16 clients in 16 organisations: p99 ${fmt.ms(spread.p99Ms)} ms -> ${spread.p99Ms < 50 ? 'would meet it' : 'would not meet it either'})`,
  );
  const median = percentile(sorted, 0.5);
  console.log(
    `  deletion in a ${SEASON_MATCHES}-match season ${median.toFixed(0)} ms < 500 ms -> ${median < 500 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `Load average at end (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
});

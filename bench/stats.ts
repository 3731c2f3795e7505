import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { connect } from '../server/src/db/database.ts';
import { benchPassword, signInCookie, startBenchServer } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { loadavg, machine, profiled, table } from './lib/measure.ts';
import { embeddedServerCpu } from './lib/postgres.ts';
import { fillSeason } from './lib/statsLeague.ts';

/**
 * Issue 13: the stats queries over HTTP on a big season, with the load from a separate process.
 *
 * An organisation with BENCH_PLAYERS players (200) and BENCH_MATCHES matches (50,000) in its current
 * season. Each query is sent by autocannon (16 connections, BENCH_SECONDS each) as the demo admin,
 * next to a signed-in `{ __typename }` (the floor: HTTP, yoga, the session) in the same run, in
 * BENCH_ROUNDS interleaved rounds; the median rate of each counts. Targets, as ratios to the floor:
 * season table ≥ 0.5, awards ≥ 0.3, profile ≥ 0.3. The app keeps whole answers per viewer for a
 * few seconds (graphql/responseCache.ts), so the targets are measured as it runs; the same three
 * documents are then measured executed on every request (the cache off), without a target. Last,
 * the season page's HTML as the server renders it for the signed-in admin (the tables in it), and
 * the same address's static file, without a target.
 *
 *   pnpm bench stats
 *   BENCH_MATCHES=5000 BENCH_SECONDS=3 BENCH_ROUNDS=1 pnpm bench stats    (quick)
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
/** `BENCH_CPU_PROFILE=/tmp/x.cpuprofile BENCH_PROFILE_CASE=awards`: a CPU profile of the server during that case. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const PROFILE_CASE = process.env.BENCH_PROFILE_CASE ?? 'season table';

// The documents the screens send (the season screen's first page of both tables, the awards tab,
// the profile page's first view).
const TABLE = `query ($season: ID!) { node(id: $season) { ... on Season {
  one: table(mode: 1) { totalCount pageCount entries { place mmr wins loss winRate winsInRow bountyPoints
    rank { name icon } player { id displayName } } }
  two: table(mode: 2) { totalCount pageCount entries { place mmr wins loss winRate winsInRow bountyPoints
    rank { name icon } player { id displayName } } } } } }`;
const AWARDS = `query ($season: ID!) { node(id: $season) { ... on Season {
  awards { award value players { id displayName } } } } }`;
const PROFILE = `query ($player: ID!) { node(id: $player) { ... on Player { id name nickname displayName department imageUrl
  location { name }
  seasonStats { oneOnOne { mmr wins loss winRate winsInRow bountyPoints rank { name icon } }
    twoOnTwo { mmr wins loss winRate winsInRow bountyPoints rank { name icon } } challengesWon }
  seasonTotals { matches wins goalsFor goalsAgainst bestWinsInRow }
  one: mmrByDay(mode: 1) { day mmr high matches } two: mmrByDay(mode: 2) { day mmr high matches }
  form { won change }
  bestPartner { player { id displayName } together winsTogether }
  nemesis { player { id displayName } against losses }
  matches(first: 10) { edges { node { id playedOn scoreWinner scoreLoser winners { name } losers { name } } } } } } }`;
const FLOOR = '{ __typename }';

await withCleanup(async (defer) => {
  console.log(`Load average at start (1/5/15 min): ${loadavg()}`);
  const { app, base, databaseUrl, dataDir } = await startBenchServer(defer, 'stats');
  const raw = connect(databaseUrl, { max: 4 });
  defer('pool', () => raw.close());
  const password = benchPassword();
  const seeded = await seedDemo(app.services, { password, matches: 0 });
  const { rows: league } = await raw.pool.query<{ user_id: string; season: number; starts_on: Date }>(
    // The season running now: the one the season screen and a profile show (the demo also has a past one).
    `SELECT u.id AS user_id, s.number AS season, s.starts_on FROM "user" u, seasons s
     WHERE s.org_id = $1 AND s.starts_on <= now() AND s.ends_on > now()`,
    [seeded.orgId],
  );
  const { rows: existing } = await raw.pool.query<{ player_id: string; location_id: string }>(
    'SELECT player_id, location_id FROM players WHERE org_id = $1 ORDER BY created_at, player_id',
    [seeded.orgId],
  );
  const started = Date.now();
  const playerIds = await fillSeason(
    app.services,
    raw,
    {
      orgId: seeded.orgId,
      userId: league[0]!.user_id,
      playerIds: existing.map((p) => p.player_id),
      locationIds: [...new Set(existing.map((p) => p.location_id))],
    },
    { players: PLAYERS, matches: MATCHES, season: league[0]!.season, seasonStart: league[0]!.starts_on },
  );
  console.log(
    `${PLAYERS} players, ${MATCHES} matches written and folded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cookie = await signInCookie(base, DEMO_ADMIN_EMAIL, password);
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  // Issue 29: the season page as many players open it, one session each (a player of the season):
  // the page rendered by the server, beside its own two queries sent by the same sessions.
  const viewers: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const email = `viewer${i}@bench.test`;
    await app.services.auth.api.signUpEmail({ body: { email, password, name: `Viewer ${i}` } });
    const { rows: user } = await raw.pool.query<{ id: string }>(
      `UPDATE "user" SET "emailVerified" = true WHERE email = $1 RETURNING id`,
      [email],
    );
    await raw.pool.query('UPDATE players SET user_id = $1 WHERE org_id = $2 AND player_id = $3', [
      user[0]!.id,
      seeded.orgId,
      playerIds[i + 1],
    ]);
    viewers.push(await signInCookie(base, email, password));
  }
  const screen = (await import(
    pathToFileURL(path.join(app.services.environment.clientDist, '..', 'dist-server', 'serverScreen.js')).href
  )) as { firstScreenRequests(url: string): { id: string; name: string; variables: object }[] | null };
  const pageQueries = (screen.firstScreenRequests(`${base}/stats/season`) ?? []).map((r) =>
    JSON.stringify({ doc_id: r.id, operationName: r.name, variables: r.variables }),
  );
  if (pageQueries.length !== 2) throw new Error('the season page should ask two queries');
  const season = Buffer.from(`Season:${seeded.orgId}:${league[0]!.season}`).toString('base64');
  const player = Buffer.from(`Player:${seeded.orgId}:${playerIds[0]}`).toString('base64');
  // As the app runs (answers kept per viewer for RESPONSE_CACHE_MS: graphql/responseCache.ts), and
  // then the same documents executed on every request (the cost of a first visit, or after a change).
  const cases: {
    name: string;
    query: string;
    variables: object;
    target?: number;
    executed?: true;
    /** A GET of the season page instead (no target): rendered by the server, or the static file. */
    page?: 'rendered' | 'static';
    /** Sent by the many viewers' sessions, one per connection (`page`: the page; else its two queries). */
    viewers?: true;
  }[] = [
    { name: 'signed-in { __typename } (floor)', query: FLOOR, variables: {} },
    { name: 'season table (both modes, page 1)', query: TABLE, variables: { season }, target: 0.5 },
    { name: 'awards', query: AWARDS, variables: { season }, target: 0.3 },
    { name: 'profile', query: PROFILE, variables: { player }, target: 0.3 },
    { name: 'season table, executed each time', query: TABLE, variables: { season }, executed: true },
    { name: 'awards, executed each time', query: AWARDS, variables: { season }, executed: true },
    { name: 'profile, executed each time', query: PROFILE, variables: { player }, executed: true },
    // The page players land on: its HTML with the tables rendered by the server for the signed-in
    // admin (http/seasonFirstScreen.ts), and the same address without a session (the static file).
    { name: 'season page HTML, rendered (GET)', query: '', variables: {}, page: 'rendered' },
    { name: 'season page HTML, static (GET)', query: '', variables: {}, page: 'static' },
    // Issue 29's target: the rendered page within 2× the CPU of its two queries, for many viewers.
    { name: 'season page queries, 16 viewers (each)', query: '', variables: {}, viewers: true },
    {
      name: 'season page HTML, rendered, 16 viewers (GET)',
      query: '',
      variables: {},
      page: 'rendered',
      viewers: true,
    },
  ];
  const pageHeaders = (c: (typeof cases)[number], as = cookie) => ({
    accept: 'text/html',
    'accept-encoding': 'br, gzip',
    ...(c.page === 'rendered' ? { cookie: as } : {}),
  });
  // One request per connection: viewer i's page, or viewer i's two queries over 32 connections.
  const viewerRequests = (c: (typeof cases)[number]) =>
    c.page
      ? viewers.map((v) => ({ body: '', headers: pageHeaders(c, v) }))
      : viewers.flatMap((v) => pageQueries.map((body) => ({ body, headers: { ...headers, cookie: v } })));
  const keptMs = app.services.environment.responseCacheMs;
  // Each document answers without errors before it is timed, each page as it should.
  for (const c of cases) {
    if (c.viewers) {
      for (const r of viewerRequests(c)) {
        const res = await fetch(c.page ? `${base}/stats/season` : `${base}/graphql`, {
          method: c.page ? 'GET' : 'POST',
          headers: r.headers,
          ...(c.page ? {} : { body: r.body }),
        });
        const text = await res.text();
        if (!res.ok || (c.page && !text.includes('data-rendered')) || (!c.page && text.includes('"errors"')))
          throw new Error(`${c.name}: ${res.status} ${text.slice(0, 200)}`);
      }
      continue;
    }
    if (c.page) {
      const html = await (await fetch(`${base}/stats/season`, { headers: pageHeaders(c) })).text();
      if (html.includes('data-rendered') !== (c.page === 'rendered'))
        throw new Error(
          `${c.name}: the page was ${c.page === 'rendered' ? 'not ' : ''}rendered by the server`,
        );
      continue;
    }
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: c.query, variables: c.variables }),
    });
    const json = (await res.json()) as { errors?: unknown };
    if (!res.ok || json.errors) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(json.errors)}`);
  }

  // CPU per request: this process is the server (the load comes from autocannon's own process).
  const pgCpu = embeddedServerCpu(dataDir);
  const results = new Map<string, (LoadResult & { nodeUs: number; pgUs: number | null })[]>(
    cases.map((c) => [c.name, []]),
  );
  for (let round = 1; round <= ROUNDS; round++)
    for (const c of cases) {
      const load = () =>
        c.viewers
          ? runLoad({
              url: c.page ? `${base}/stats/season` : `${base}/graphql`,
              method: c.page ? 'GET' : 'POST',
              requests: viewerRequests(c),
              connections: c.page ? CONNECTIONS : CONNECTIONS * 2,
              seconds: SECONDS,
            })
          : c.page
            ? runLoad({
                url: `${base}/stats/season`,
                method: 'GET',
                headers: pageHeaders(c),
                connections: CONNECTIONS,
                seconds: SECONDS,
              })
            : runLoad({
                url: `${base}/graphql`,
                body: JSON.stringify({ query: c.query, variables: c.variables }),
                headers,
                connections: CONNECTIONS,
                seconds: SECONDS,
              });
      app.services.responses.setMaxAge(c.executed ? 0 : keptMs);
      const cpu = process.cpuUsage();
      const pgBefore = pgCpu();
      const r =
        round === 1 && c.name.startsWith(PROFILE_CASE) ? await profiled(CPU_PROFILE, load) : await load();
      if (r.errors || r.non2xx) throw new Error(`${c.name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      const used = process.cpuUsage(cpu);
      const pgAfter = pgCpu();
      results.get(c.name)!.push({
        ...r,
        nodeUs: (used.user + used.system) / r.requests,
        pgUs: pgBefore === null || pgAfter === null ? null : ((pgAfter - pgBefore) * 1000) / r.requests,
      });
      console.log(
        `round ${round}/${ROUNDS}: ${c.name} ${r.requestsPerSecond.toFixed(0)}/s, p99 ${r.p99Ms} ms`,
      );
    }

  const median = <R extends LoadResult>(list: R[]) =>
    [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((list.length - 1) / 2)]!;
  const floor = median(results.get(cases[0]!.name)!).requestsPerSecond;
  console.log(
    `\n${PLAYERS} players, ${MATCHES} matches in one season; ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds, median\n`,
  );
  console.log(
    table(
      [
        'Query',
        'Requests/s',
        'p50 ms',
        'p99 ms',
        'Server CPU µs/req',
        'PG CPU µs/req',
        'Ratio to floor',
        'Target',
      ],
      cases.map((c) => {
        const r = median(results.get(c.name)!);
        const ratio = r.requestsPerSecond / floor;
        return [
          c.name,
          r.requestsPerSecond.toFixed(0),
          String(r.p50Ms),
          String(r.p99Ms),
          r.nodeUs.toFixed(0),
          r.pgUs === null ? '?' : r.pgUs.toFixed(0),
          ratio.toFixed(2),
          c.target ? `≥ ${c.target} ${ratio >= c.target ? 'met' : 'NOT met'}` : '',
        ];
      }),
    ),
  );
  // The page's CPU against its two queries' (each query's CPU twice), for the same viewers.
  const cpuOf = (name: string) => median(results.get(name)!).nodeUs;
  const pageCpu = cpuOf('season page HTML, rendered, 16 viewers (GET)');
  const queriesCpu = 2 * cpuOf('season page queries, 16 viewers (each)');
  const pageRatio = pageCpu / queriesCpu;
  console.log(
    `\nSeason page rendered for 16 viewers: ${pageCpu.toFixed(0)} µs server CPU a page, its two queries ${queriesCpu.toFixed(0)} µs: ${pageRatio.toFixed(2)}× (target ≤ 2: ${pageRatio <= 2 ? 'met' : 'NOT met'})`,
  );
  const { rows: version } = await raw.pool.query<{ version: string }>('SELECT version()');
  console.log(table(['Machine', ''], machine(version[0]?.version ?? '?'), { left: true }));
  console.log(`Load average at end (1/5/15 min): ${loadavg()}`);
});

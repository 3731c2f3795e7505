import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { connect } from '../server/src/db/database.ts';
import { MAX_VARIABLE_LIST } from '../server/src/graphql/wellFormedText.ts';
import { RULES_MAX_NESTING, sanitiseRulesHtml } from '../server/src/rules/sanitise.ts';
import { schema } from '../server/src/schema/index.ts';
import {
  argumentSlots,
  fill,
  type InputSlot,
  isGlobalId,
  isList,
  isTextSlot,
  operationDocument,
  variablesWith,
} from '../server/test/support/schemaWalk.ts';
import { benchPassword, signInCookie, startBenchServer } from './lib/benchServer.ts';
import { withCleanup } from './lib/cleanup.ts';
import { machine, table } from './lib/measure.ts';

/**
 * The longest event-loop block each request causes (issue 11: no single request may hold the
 * event loop for more than about 200 ms), next to the baseline `{ __typename }`. The server runs
 * in this process; each request's body is built before its window opens, and the window closes
 * when its answer has arrived. The block is the largest delay perf_hooks' monitorEventLoopDelay
 * saw in the window (1 ms resolution); each request is sent REPEAT times and the smallest such
 * block is shown (other processes on the two cores only add delay), with the CPU time this
 * process spent meanwhile.
 *
 * Cases: the worst queries we could build (ids, aliases, tokens, fragments, same-name fields,
 * cost, long literals, deep JSON, bad text) and, for every mutation, its input with every text
 * as long as the body allows, with every list as long as the body allows, and hand-built worst
 * rules HTML (flat, nested to the limit, beyond it, attributes).
 *
 *   pnpm bench eventLoop
 *   BENCH_REPEAT=5 pnpm bench eventLoop
 */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const TARGET_MS = 200;
/** Bodies are built to stay under the 1 MB cap (the cap itself answers 413 before reading). */
const BODY_BUDGET = 900 * 1024;

interface Case {
  name: string;
  body: string;
}

await withCleanup(async (defer) => {
  const { app, base, databaseUrl } = await startBenchServer(defer, 'eventloop');
  const password = benchPassword();
  await seedDemo(app.services, { password, matches: 240 });
  const cookie = await signInCookie(base, DEMO_ADMIN_EMAIL, password);
  const post = (body: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body,
    });
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    // biome-ignore lint/suspicious/noExplicitAny: read loosely
    (await (await post(JSON.stringify({ query, variables }))).json()) as any;

  // The seeded league, by global id.
  const viewer = await gql(`{ viewer { player { id } organisation { id locations { id }
    seasons(first: 10) { edges { node { id } } } players(first: 100) { edges { node { id } } }
    matches(first: 100) { edges { node { id } } } } } }`);
  const org = viewer.data.viewer.organisation;
  const orgId: string = org.id;
  const seasonId: string = org.seasons.edges[0].node.id;
  const playerIds: string[] = org.players.edges.map((e: { node: { id: string } }) => e.node.id);
  const matchIds: string[] = org.matches.edges.map((e: { node: { id: string } }) => e.node.id);

  const cases: Case[] = [];
  const add = (name: string, query: string, variables: Record<string, unknown> = {}) =>
    cases.push({ name, body: JSON.stringify({ query, variables }) });

  // Queries.
  add('baseline { __typename }', '{ __typename }');
  const someIds = [orgId, seasonId, ...playerIds, ...matchIds];
  add('nodes: 100 ids', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
    ids: Array.from({ length: 100 }, (_, i) => someIds[i % someIds.length]),
  });
  add('nodes: 20,000 ids (refused)', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
    ids: Array.from({ length: 20_000 }, (_, i) => someIds[i % someIds.length]),
  });
  add(
    '50 aliases of the viewer',
    `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: viewer { user { email } }`).join(' ')} }`,
  );
  add(
    '1,600 __typename aliases (refused)',
    `{ ${Array.from({ length: 1_600 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  );
  const manyAliases = [];
  for (let i = 0, size = 0; size < BODY_BUDGET; i++) {
    const alias = `a${i}:__typename `;
    manyAliases.push(alias);
    size += alias.length;
  }
  add(
    `${manyAliases.length.toLocaleString('en')} __typename aliases (refused)`,
    `{ ${manyAliases.join('')}}`,
  );
  add('900 KB of tokens (refused)', `{ ${'__typename '.repeat(BODY_BUDGET / 11)}}`);
  add('same-name fields up to the token limit', `{ ${'viewer { isAdmin } '.repeat(1_200)}}`);
  const chain = Array.from(
    { length: 400 },
    (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  add(
    'fragments spread twice, 400 deep (2^400 paths)',
    `{ ...F0 } ${chain.join(' ')} fragment F400 on Query { __typename }`,
  );
  add(
    'largest allowed cost (20 × 100 × 5 fields)',
    `{ organisations(first: 20) { edges { node { players(first: 100) { edges { node { name nickname isHost department } } } } } } }`,
  );
  add('900 KB string literal', `{ organisation(id: "${'x'.repeat(BODY_BUDGET)}") { id } }`);
  cases.push({
    name: 'JSON variables nested 450,000 deep',
    body: `{"query":"{ __typename }","variables":{"v":${'['.repeat(BODY_BUDGET / 2)}${']'.repeat(BODY_BUDGET / 2)}}}`,
  });
  add(
    'users(search) of 100 LIKE wildcards',
    'query ($s: String) { users(search: $s) { edges { node { id } } } }',
    {
      s: '%_'.repeat(50),
    },
  );
  add('900 KB text with a NUL (refused)', 'query ($s: String) { users(search: $s) { edges { cursor } } }', {
    s: `${'x'.repeat(BODY_BUDGET)}\u0000`,
  });
  add(
    '900 KB text with a lone surrogate (refused)',
    'query ($s: String) { users(search: $s) { edges { cursor } } }',
    {
      s: `${'x'.repeat(BODY_BUDGET)}\udc00`,
    },
  );

  // Mutations, from the schema: every text as long as the body allows, every list as long as it allows.
  const validText = (slot: InputSlot) =>
    isGlobalId(slot)
      ? (slot.extensions?.relayGlobalIDFor as { typename: string }[] | undefined)?.[0]?.typename === 'Season'
        ? seasonId
        : orgId
      : 'x';
  for (const field of Object.values(schema.getMutationType()!.getFields())) {
    const slots = argumentSlots(field);
    const texts = slots.filter(({ slot }) => isTextSlot(slot));
    const lists = slots.filter(({ slot }) => isList(slot.type));
    const doc = operationDocument('mutation', field, '{ __typename ... on Error { message } }');
    if (texts.length) {
      const long = 'x'.repeat(Math.floor(BODY_BUDGET / texts.length) - 100);
      const vars = variablesWith(
        field,
        texts.map((t) => t.path),
        long,
        validText,
      );
      add(`${field.name}: every text ${kb(long.length)}`, doc, vars);
    }
    if (lists.length) {
      const vars = variablesWith(field, [], null, validText);
      for (const { path, slot } of lists) {
        const item = (fill(slot, null, null, validText) as unknown[])[0];
        const each = JSON.stringify(item).length + 1;
        setAt(vars, path, Array(Math.floor(BODY_BUDGET / lists.length / each)).fill(item));
      }
      add(`${field.name}: every list as long as the body allows`, doc, vars);
      // The longest lists the edge lets through to GraphQL's coercion and the field's own rules.
      const most = variablesWith(field, [], null, validText);
      for (const { path, slot } of lists)
        setAt(most, path, Array(MAX_VARIABLE_LIST).fill((fill(slot, null, null, validText) as unknown[])[0]));
      add(`${field.name}: every list ${MAX_VARIABLE_LIST.toLocaleString('en')} items`, doc, most);
    }
  }

  // Rules HTML, hand-built: the largest accepted documents and ones refused on the way.
  const rules = (name: string, html: string) =>
    add(
      `updateRules: ${name}`,
      'mutation ($input: UpdateRulesInput!) { updateRules(input: $input) { __typename ... on Error { message } } }',
      { input: { organisationId: orgId, html } },
    );
  const depth = RULES_MAX_NESTING;
  const nested = `${'<blockquote>'.repeat(depth)}x${'</blockquote>'.repeat(depth)}`;
  rules('100 KB nested to the limit', nested.repeat(Math.floor(100_000 / nested.length)));
  rules('100 KB of <p> (33,000 elements)', '<p>'.repeat(33_333));
  rules('100 KB of <br>', '<br>'.repeat(25_000));
  rules('100 KB of links', '<a href="https://x.y/">x</a>'.repeat(3_500));
  rules('100 KB of < (escaped text)', `<p>${'<'.repeat(99_990)}</p>`);
  rules('100 KB, opened 33,000 deep (refused)', '<b>'.repeat(33_333));
  rules('100 KB, 16,000 opened then mismatched (refused)', `${'<b>'.repeat(16_000)}${'</i>'.repeat(13_000)}`);
  rules('900 KB (refused by size)', '<p>'.repeat(BODY_BUDGET / 3));

  // Measure.
  const rows: string[][] = [];
  let baseline = 0;
  let worst = { name: '', ms: 0 };
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  for (const c of cases) {
    // Noise (other processes taking the two cores) only adds delay: the smallest of the repeats'
    // longest blocks is the request's own. CPU time of this process is the second witness.
    let block = Number.POSITIVE_INFINITY;
    let cpu = Number.POSITIVE_INFINITY;
    let total = Number.POSITIVE_INFINITY;
    let answer = '';
    for (let i = 0; i < REPEAT; i++) {
      histogram.reset();
      histogram.enable();
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const res = await post(c.body);
      const text = await res.text();
      const used = process.cpuUsage(cpuStart);
      total = Math.min(total, performance.now() - start);
      histogram.disable();
      block = Math.min(block, histogram.max / 1e6);
      cpu = Math.min(cpu, (used.user + used.system) / 1000);
      answer = summarise(res.status, text);
    }
    if (c.name.startsWith('baseline')) baseline = block;
    if (block > worst.ms) worst = { name: c.name, ms: block };
    rows.push([
      c.name,
      `${kb(Buffer.byteLength(c.body))}`,
      answer,
      block.toFixed(0),
      baseline ? `${(block / baseline).toFixed(1)}×` : '',
      cpu.toFixed(0),
      total.toFixed(0),
    ]);
  }

  const versionPool = connect(databaseUrl, { max: 1 });
  const { rows: version } = await versionPool.pool.query<{ version: string }>('SELECT version()');
  await versionPool.close();
  console.log(table(['Machine', ''], machine(version[0]?.version ?? '?'), { left: true }));
  console.log(
    `\nDate: ${new Date().toISOString()}; load average ${os.loadavg()[0]!.toFixed(1)}; each request sent ${REPEAT} times, the smallest of each column shown.\n`,
  );
  console.log(
    table(
      ['Request', 'Body', 'Answer', 'Longest block (ms)', 'vs baseline', 'CPU (ms)', 'Round trip (ms)'],
      rows,
    ),
  );
  console.log(`\n${sanitiserScaling()}`);
  console.log(
    `\nLongest block: ${worst.ms.toFixed(0)} ms (${worst.name}); target ≤ ${TARGET_MS} ms: ${worst.ms <= TARGET_MS ? 'met' : 'NOT met'}.`,
  );
});

/**
 * Sanitising CPU time against length for the worst shapes (called directly, no HTTP): linear when
 * doubling the length doubles the time. Before the nesting limit, nested tags were quadratic.
 */
function sanitiserScaling(): string {
  const shapes: [string, (bytes: number) => string][] = [
    ['nested to the limit', (n) => nestedBlock().repeat(Math.floor(n / nestedBlock().length))],
    ['<p> elements', (n) => '<p>'.repeat(Math.floor(n / 3))],
    ['stray <', (n) => `<p>${'<'.repeat(n - 7)}</p>`],
    ['opened, never closed', (n) => '<b>'.repeat(Math.floor(n / 3))],
  ];
  // Past the 100 KB limit too, to see the curve.
  const sizes = [50_000, 100_000, 200_000, 400_000];
  const rows = shapes.map(([name, make]) => [
    name,
    ...sizes.map((size) => {
      const html = make(size);
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < REPEAT; i++) {
        const start = process.cpuUsage();
        try {
          sanitiseRulesHtml(html);
        } catch {}
        const used = process.cpuUsage(start);
        best = Math.min(best, (used.user + used.system) / 1000);
      }
      return best.toFixed(1);
    }),
  ]);
  return table(['Sanitising, CPU ms', ...sizes.map((s) => `${s / 1000} KB`)], rows);
}

const nestedBlock = () =>
  `${'<blockquote>'.repeat(RULES_MAX_NESTING)}x${'</blockquote>'.repeat(RULES_MAX_NESTING)}`;

function kb(bytes: number) {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

function summarise(status: number, text: string): string {
  if (status !== 200) return `HTTP ${status}`;
  try {
    const json = JSON.parse(text) as {
      errors?: { message: string }[];
      data?: Record<string, { __typename?: string; message?: string } | null> | null;
    };
    const error = json.errors?.[0]?.message;
    if (error) return `error: ${error.slice(0, 60)}`;
    const first = json.data ? Object.values(json.data)[0] : null;
    const typed = first && typeof first === 'object' && '__typename' in first ? first : null;
    if (typed?.message) return `${typed.__typename}: ${typed.message.slice(0, 50)}`;
    return typed?.__typename ?? 'data';
  } catch {
    return 'not JSON';
  }
}

function setAt(root: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string | number, unknown>;
  }
  at[path.at(-1)!] = value;
}

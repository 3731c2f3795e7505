import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import ts from 'typescript';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../server/scripts/demoData.ts';
import { createApp } from '../server/src/app.ts';
import { startEmbeddedPostgres } from '../server/src/db/embedded.ts';
import { loadEnvironment } from '../server/src/environment.ts';
import { freePort, launchChromium } from './lib/chromium.ts';
import { type Defer, withCleanup } from './lib/cleanup.ts';
import { loadavg, machine, median, table } from './lib/measure.ts';

/**
 * The web client as a visitor's phone gets it:
 *
 * 1. Initial-route JavaScript and CSS of the production build in client/dist (gzip level 9): the
 *    entry script of index.html, its modulepreload and stylesheet links, and every chunk the entry
 *    imports statically (recursively), plus what the entry itself loads with import() to start the app
 *    (its import() calls, and its __vite__mapDeps table when built with modulepreload). Other chunks
 *    loaded by dynamic import() are not initial.
 *    Target: initial JS at most 250 kB gzip.
 * 2. Lighthouse (its defaults: mobile emulation, simulated throttling) performance and
 *    accessibility of the sign-in page (/auth) and the stats page (/stats/season, signed in as the
 *    demo admin, who has a player), served by the real server on its own embedded PostgreSQL with
 *    the demo league. Each page BENCH_LIGHTHOUSE_RUNS times (default 3); the median counts.
 *    Targets: performance at least 90, accessibility at least 95.
 * 3. Baseline: the same Lighthouse run on a minimal static page (a heading and a paragraph, no
 *    JavaScript) from a bare node:http server, under the same Chromium, in the same rounds.
 *
 *   pnpm bench client
 *   BENCH_LIGHTHOUSE_RUNS=1 pnpm bench client   (a quicker, rougher run)
 *   BENCH_LHR_DIR=/tmp/lhr pnpm bench client    (also keeps every full Lighthouse report)
 *
 * Builds the client only when client/dist is missing. Everything it starts (Chromium, the server,
 * PostgreSQL) and its temporary folders are removed afterwards, also on error and on Ctrl-C.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number, 1 or more');
const JS_TARGET_KB = 250;
const PERFORMANCE_TARGET = 90;
const ACCESSIBILITY_TARGET = 95;
const KB = 1000; // kB as Vite prints them
/** A folder to keep each page's final screenshot (of its last run) in, to see what was measured. */
const SCREENSHOTS = process.env.BENCH_SCREENSHOTS;
/** A folder to keep each run's full Lighthouse report (JSON) in, to study long tasks and the like. */
const REPORTS = process.env.BENCH_LHR_DIR;
/** The Lighthouse metrics reported, with their column headings. */
const METRICS = {
  'first-contentful-paint': 'FCP s',
  'largest-contentful-paint': 'LCP s',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index s',
} as const;
type MetricId = keyof typeof METRICS;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Baseline</title>
  </head>
  <body>
    <h1>Kicker League</h1>
    <p>A minimal static page: one heading, one paragraph, no JavaScript.</p>
  </body>
</html>
`;

const started = performance.now();
let failures = 0;

await withCleanup(async (defer) => {
  ensureBuilt();
  const bundle = measureBundle();
  reportBundle(bundle);

  const app = await startApp(defer);
  const baseline = await startBaseline(defer);
  const chromium = await launchChromium();
  defer('Chromium', () => chromium.close());

  const rows = [
    ...machine(app.postgresVersion).map(([k, v]) => [k, v]),
    ['Chromium', `${chromium.version} (${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, headless)`],
    ['Load average at start', loadavg()],
  ];
  console.log(`\n${table(['Machine', ''], rows, { left: true })}\n`);

  const pages: Page[] = [
    { name: 'Baseline (static HTML)', url: `${baseline}/`, path: '/', runs: [] },
    { name: 'Sign-in (/auth)', url: `${app.base}/auth`, path: '/auth', runs: [] },
    {
      name: 'Stats (/stats/season, signed in)',
      url: `${app.base}/stats/season`,
      path: '/stats/season',
      cookie: app.cookie,
      runs: [],
    },
  ];

  // Not recorded: the first run in a fresh browser pays for its start-up.
  process.stdout.write('Lighthouse warm-up run (baseline page, not recorded) ... ');
  const warmup = await audit(chromium.port, pages[0]!);
  console.log(`${fmtSeconds(warmup.ms)} s`);

  // Rounds: every page once per round, so a busy moment of the machine falls on all pages alike.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      process.stdout.write(`round ${round}/${RUNS}: ${page.name} ... `);
      const run = await audit(chromium.port, page);
      page.runs.push(run);
      console.log(
        `performance ${run.performance}, accessibility ${run.accessibility} (${fmtSeconds(run.ms)} s)` +
          (run.path === page.path ? '' : ` - ENDED AT ${run.finalUrl}`),
      );
    }
  }

  reportLighthouse(pages);
  if (SCREENSHOTS) saveScreenshots(pages, SCREENSHOTS);
  reportTargets(bundle, pages);
});

console.log(`\nTotal time: ${fmtSeconds(performance.now() - started)} s`);
process.exit(failures ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// 1. Initial-route JavaScript and CSS

interface Asset {
  file: string;
  kind: string;
  type: 'js' | 'css';
  raw: number;
  gzip: number;
}

interface Bundle {
  builtAt: Date;
  initial: Asset[];
  lazy: Asset[];
}

function ensureBuilt() {
  if (fs.existsSync(path.join(dist, 'index.html'))) return;
  console.log('client/dist is missing: building it (pnpm build) ...');
  try {
    execFileSync(path.join(root, 'node_modules', '.bin', 'pnpm'), ['build'], { cwd: root, stdio: 'inherit' });
  } catch (error) {
    throw new Error(`pnpm build failed, so there is no client to measure: ${(error as Error).message}`);
  }
}

function measureBundle(): Bundle {
  const indexHtml = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexHtml, 'utf8');
  const initial = new Map<string, Asset>();
  const add = (file: string, kind: string, type: Asset['type']) => {
    if (initial.has(file)) return false;
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is referenced but missing`);
    initial.set(file, { file, kind, type, ...sizes(file) });
    return true;
  };

  const queue: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const name = tag[1]!.toLowerCase();
    const attrs = attributes(tag[2]!);
    if (name === 'script' && attrs.type === 'module' && attrs.src) {
      const file = local(attrs.src);
      if (file && add(file, 'entry script', 'js')) queue.push(file);
    } else if (name === 'link' && attrs.href) {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      const file = local(attrs.href);
      if (!file) continue;
      if (rel.includes('modulepreload') && add(file, 'modulepreload', 'js')) queue.push(file);
      if (rel.includes('stylesheet')) add(file, 'stylesheet', 'css');
    }
  }
  if (queue.length === 0) throw new Error('client/dist/index.html has no <script type="module" src>');

  // The entry starts the app in steps with dynamic import() (client/src/main.tsx); what it imports
  // is the first screen's too: every import() of the entry chunk counts (also the service worker's
  // registration, which loads after the page's load event: counted rather than left out). Vite
  // builds without modulepreload (docs/decisions.md), so these are the entry's own import() calls;
  // with modulepreload they would also be listed in its __vite__mapDeps table. (Lazy routes are
  // dynamic imports of other chunks: not counted.)
  const entry = queue[0]!;
  const source = fs.readFileSync(entry, 'utf8');
  const mapped = source.match(/__vite__mapDeps=[^\n]*?m\.f=\[([^\]]*)\]/)?.[1]?.match(/"[^"]+"/g) ?? [];
  const imported = [...source.matchAll(/\bimport\(\s*[`'"](\.\/[^`'"]+)[`'"]\s*\)/g)].map((m) =>
    path.resolve(path.dirname(entry), m[1]!),
  );
  for (const file of [...mapped.map((dep) => local(`/${dep.slice(1, -1)}`)), ...imported]) {
    if (
      file &&
      add(file, 'start-up import()', file.endsWith('.css') ? 'css' : 'js') &&
      !file.endsWith('.css')
    )
      queue.push(file);
  }

  // Static import / export-from declarations at the top level of each chunk, recursively.
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      const target = specifier.startsWith('/')
        ? local(specifier)
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier.replace(/[?#].*$/, ''))
          : null;
      if (!target) {
        console.warn(
          `  ${path.relative(root, file)} imports "${specifier}", which is not a file in client/dist`,
        );
        continue;
      }
      const type = target.endsWith('.css') ? 'css' : 'js';
      if (add(target, `static import of ${path.basename(file)}`, type) && type === 'js') queue.push(target);
    }
  }

  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .map((f) => path.join(dist, 'assets', f))
    .filter((f) => /\.(js|css)$/.test(f) && !initial.has(f))
    .map((file) => ({
      file,
      kind: 'not initial',
      type: file.endsWith('.css') ? ('css' as const) : ('js' as const),
      ...sizes(file),
    }));
  return { builtAt: fs.statSync(indexHtml).mtime, initial: [...initial.values()], lazy };
}

function attributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/** A URL of index.html as a file in client/dist, or null when it is not served from there. */
function local(url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return null;
  const clean = url.replace(/[?#].*$/, '');
  return path.join(dist, clean.startsWith('/') ? clean.slice(1) : clean);
}

function staticImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

function sizes(file: string) {
  const bytes = fs.readFileSync(file);
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
}

// ---------------------------------------------------------------------------------------------
// 2. The real server with the demo league, and the baseline page

async function startApp(defer: Defer) {
  process.stdout.write('Starting embedded PostgreSQL and the server with the demo league ... ');
  const t = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-bench-client-pg-'));
  defer('PostgreSQL data folder', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // As root the server runs as the `postgres` user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    database: 'kicker_bench_client',
  });
  defer('PostgreSQL', () => pg.stop());

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const environment = loadEnvironment({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN: '1000',
    RATE_LIMIT_SIGN_UP: '1000',
  });
  const app = await createApp(environment, pg.url);
  defer('server', () => app.close());
  await app.listen();

  const password = randomBytes(12).toString('base64url');
  await seedDemo(app.services, { password });
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}): ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');

  // The cookie must carry a session of a user with a player, or /stats/season sends us elsewhere.
  const session = (await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user?: { id: string; email: string };
  } | null;
  if (session?.user?.email !== DEMO_ADMIN_EMAIL)
    throw new Error('the session cookie does not sign the admin in');
  const player = await app.services.db
    .selectFrom('players')
    .select('nickname')
    .where('user_id', '=', session.user.id)
    .executeTakeFirst();
  if (!player) throw new Error('the demo admin has no player');

  // One plain request each so the first Lighthouse run does not meet a cold server.
  for (const url of [`${base}/auth`, `${base}/stats/season`])
    await (await fetch(url, { headers: { cookie } })).text();

  const pgVersion = await app.services.db
    .selectNoFrom((eb) => eb.fn<string>('version', []).as('version'))
    .executeTakeFirst();
  console.log(
    `${fmtSeconds(performance.now() - t)} s (${base}, signed in as ${DEMO_ADMIN_EMAIL}, player "${player.nickname}")`,
  );
  return { base, cookie, postgresVersion: pgVersion?.version ?? '?' };
}

async function startBaseline(defer: Defer): Promise<string> {
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : BASELINE_HTML);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  defer('baseline server', () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

interface Page {
  name: string;
  url: string;
  /** The path the page should still show when Lighthouse is done. */
  path: string;
  cookie?: string;
  runs: Run[];
}

interface Run {
  performance: number;
  accessibility: number;
  metrics: Record<MetricId, number>;
  failingA11y: { id: string; title: string; elements: string[] }[];
  perfHints: { id: string; title: string; display: string }[];
  finalUrl: string;
  path: string;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
  /** Audits of the two categories that Lighthouse could not run (only unweighted ones, or no score). */
  errored: { id: string; message: string }[];
  /** The page as it looked at the end (JPEG data URL). */
  screenshot: string | null;
  warnings: string[];
  benchmarkIndex: number;
  lighthouseVersion: string;
  ms: number;
}

async function audit(port: number, page: Page): Promise<Run> {
  const t = performance.now();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  };
  const result = await lighthouse(page.url, flags);
  const ms = performance.now() - t;
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${page.name.replace(/\W+/g, '-').toLowerCase()}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
  }

  const score = (category: string) => {
    const s = lhr.categories[category]?.score;
    if (s === null || s === undefined) throw new Error(`no ${category} score for ${page.url}`);
    return Math.round(s * 100);
  };
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<MetricId, number>;
  const finalUrl = lhr.finalDisplayedUrl;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics,
    failingA11y: failing(lhr, 'accessibility').map((a) => ({
      id: a.id,
      title: a.title,
      elements: elementsOf(a),
    })),
    perfHints: failing(lhr, 'performance')
      .filter((a) => !(a.id in METRICS) && a.score !== null && a.score < 0.9)
      .map((a) => ({ id: a.id, title: a.title, display: a.displayValue ?? '' })),
    finalUrl,
    path: new URL(finalUrl).pathname,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.scoreDisplayMode === 'error'
        ? 'n/a (audit failed)'
        : (nodesOf(lhr.audits['largest-contentful-paint-element']?.details)[0]?.snippet ?? '(none)'),
    errored: ['performance', 'accessibility']
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is AuditResult => a?.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, message: a.errorMessage ?? '' })),
    screenshot: (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data ?? null,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    ms,
  };
}

function saveScreenshots(pages: Page[], dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [i, p] of pages.entries()) {
    const data = p.runs.at(-1)?.screenshot?.replace(/^data:image\/\w+;base64,/, '');
    if (!data) continue;
    const file = path.join(
      dir,
      `${i + 1}-${new URL(p.url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}.jpg`,
    );
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
    console.log(`screenshot of ${p.name}: ${file}`);
  }
}

type AuditResult = Result['audits'][string];

/** The category's scored audits that did not pass (score below 1; n/a and manual ones have none). */
function failing(lhr: Result, category: string): AuditResult[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is AuditResult => a !== undefined && a.score !== null && a.score < 1);
}

/** Up to three offending elements of an audit, as selector (or snippet) for whoever fixes them. */
function elementsOf(audit: AuditResult): string[] {
  const nodes = nodesOf(audit.details);
  const shown = nodes.slice(0, 3).map((n) => n.selector || n.snippet || '?');
  return nodes.length > 3 ? [...shown, `and ${nodes.length - 3} more`] : shown;
}

interface NodeDetails {
  selector?: string;
  snippet?: string;
}

/** The elements ("node" items) in an audit's details, also inside nested lists and tables. */
function nodesOf(details: unknown): NodeDetails[] {
  const found: NodeDetails[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const v = value as { type?: string; items?: unknown[]; node?: unknown };
    if (v.type === 'node') found.push(v as NodeDetails);
    else if (v.node) walk(v.node);
    for (const item of v.items ?? []) walk(item);
  };
  walk(details);
  return found;
}

function runInfo(pages: Page[]) {
  const runs = pages.flatMap((p) => p.runs);
  return {
    lighthouseVersion: runs[0]?.lighthouseVersion ?? '?',
    benchmarkIndex: runs.map((r) => Math.round(r.benchmarkIndex)),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function reportBundle(bundle: Bundle) {
  const rel = (f: string) => path.relative(dist, f);
  const js = bundle.initial.filter((a) => a.type === 'js');
  const css = bundle.initial.filter((a) => a.type === 'css');

  console.log(
    `\nInitial-route assets of client/dist (built ${bundle.builtAt.toISOString()}), gzip level 9, 1 kB = 1,000 bytes\n`,
  );
  console.log(
    table(
      ['File', 'Loaded as', 'Raw kB', 'Gzip kB'],
      [
        ...bundle.initial.map((a) => [rel(a.file), a.kind, kb(a.raw), kb(a.gzip)]),
        [`Total JS (${js.length} files)`, '', kb(sum(js, 'raw')), kb(sum(js, 'gzip'))],
        [`Total CSS (${css.length} files)`, '', kb(sum(css, 'raw')), kb(sum(css, 'gzip'))],
      ],
    ),
  );
  console.log(
    `\nNot initial (loaded later by dynamic import()): ${bundle.lazy.length} files, ` +
      `${kb(sum(bundle.lazy, 'raw'))} kB raw, ${kb(sum(bundle.lazy, 'gzip'))} kB gzip`,
  );
}

function reportLighthouse(pages: Page[]) {
  const info = runInfo(pages);
  console.log(
    `\nLighthouse ${info.lighthouseVersion}, defaults (mobile emulation, simulated throttling), ` +
      `performance and accessibility only; ${RUNS} run(s) per page in interleaved rounds, median shown.`,
  );
  console.log(`Lighthouse benchmarkIndex of this machine per run: ${info.benchmarkIndex.join(', ')}`);
  for (const w of info.warnings) console.log(`Lighthouse warning: ${w}`);
  console.log('');
  console.log(
    table(
      ['Page', 'Performance', 'runs', 'Accessibility', 'runs', ...Object.values(METRICS)],
      pages.map((p) => [
        p.name,
        String(median(p.runs.map((r) => r.performance))),
        p.runs.map((r) => r.performance).join(', '),
        String(median(p.runs.map((r) => r.accessibility))),
        p.runs.map((r) => r.accessibility).join(', '),
        ...(Object.keys(METRICS) as MetricId[]).map((id) =>
          fmtMetric(id, median(p.runs.map((r) => r.metrics[id]))),
        ),
      ]),
    ),
  );
  console.log('\n(Metrics are the medians of each metric over the runs, as Lighthouse simulates them.)');

  console.log(
    '\nWhere each page ended and its largest contentful paint (run with the median performance score)\n',
  );
  console.log(
    table(
      ['Page', 'Final URL', 'LCP element'],
      pages.map((p) => {
        const run = medianRun(p.runs);
        return [p.name, run?.finalUrl ?? '', run?.lcpElement ?? ''];
      }),
      { left: true },
    ),
  );

  console.log('\nFailing accessibility audits (score below 1)\n');
  const a11yRows: string[][] = [];
  for (const p of pages) {
    const byId = new Map<string, { title: string; runs: number; elements: string[] }>();
    for (const r of p.runs)
      for (const a of r.failingA11y) {
        const seen = byId.get(a.id);
        if (seen) seen.runs++;
        else byId.set(a.id, { title: a.title, runs: 1, elements: a.elements });
      }
    if (byId.size === 0) a11yRows.push([p.name, '(none)', '', '', '']);
    for (const [id, a] of byId)
      a11yRows.push([p.name, id, a.title, `${a.runs}/${p.runs.length}`, a.elements.join(', ')]);
  }
  console.log(table(['Page', 'Audit', 'Title', 'Runs', 'Elements'], a11yRows, { left: true }));

  console.log('\nPerformance audits scoring below 0.9 (run with the median performance score)\n');
  const hintRows: string[][] = [];
  for (const p of pages) {
    const run = medianRun(p.runs);
    if (!run || run.perfHints.length === 0) hintRows.push([p.name, '(none)', '', '']);
    else for (const h of run.perfHints) hintRows.push([p.name, h.id, h.title, h.display]);
  }
  console.log(table(['Page', 'Audit', 'Title', 'Value'], hintRows, { left: true }));

  const errored = new Map<string, { pages: Set<string>; runs: number; message: string }>();
  for (const p of pages)
    for (const r of p.runs)
      for (const e of r.errored) {
        const seen = errored.get(e.id) ?? { pages: new Set<string>(), runs: 0, message: e.message };
        seen.pages.add(p.name);
        seen.runs++;
        errored.set(e.id, seen);
      }
  if (errored.size > 0) {
    console.log(
      '\nAudits Lighthouse could not run (no weight in the scores, else there would be no score)\n',
    );
    console.log(
      table(
        ['Audit', 'Runs', 'Error'],
        [...errored].map(([id, e]) => [id, String(e.runs), e.message.slice(0, 160)]),
        { left: true },
      ),
    );
  }

  for (const p of pages) {
    const off = p.runs.filter((r) => r.path !== p.path);
    if (off.length > 0) {
      failures++;
      console.log(
        `\nWARNING: ${p.name} ended at ${off.map((r) => r.finalUrl).join(', ')} in ${off.length} run(s)`,
      );
    }
  }

  console.log(`\nLoad average at end (1/5/15 min): ${loadavg()}`);
}

function reportTargets(bundle: Bundle, pages: Page[]) {
  const js = bundle.initial.filter((a) => a.type === 'js');
  console.log('\nTargets');
  const totalJs = sum(js, 'gzip') / KB;
  console.log(
    `  initial JS ${totalJs.toFixed(1)} kB gzip <= ${JS_TARGET_KB} kB -> ${totalJs <= JS_TARGET_KB ? 'met' : 'NOT met'}`,
  );
  for (const p of pages.slice(1)) {
    const perf = median(p.runs.map((r) => r.performance));
    const a11y = median(p.runs.map((r) => r.accessibility));
    console.log(
      `  ${p.name}: performance ${perf} >= ${PERFORMANCE_TARGET} -> ${perf >= PERFORMANCE_TARGET ? 'met' : 'NOT met'}, ` +
        `accessibility ${a11y} >= ${ACCESSIBILITY_TARGET} -> ${a11y >= ACCESSIBILITY_TARGET ? 'met' : 'NOT met'}`,
    );
  }
}

function kb(bytes: number) {
  return (bytes / KB).toFixed(1);
}

function sum(assets: readonly Asset[], key: 'raw' | 'gzip') {
  return assets.reduce((total, a) => total + a[key], 0);
}

/** The run whose performance score is the median (the middle one of an odd count). */
function medianRun(runs: readonly Run[]): Run | undefined {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
}

function fmtMetric(id: MetricId, value: number): string {
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return String(Math.round(value));
  return (value / 1000).toFixed(2);
}

function fmtSeconds(ms: number) {
  return (ms / 1000).toFixed(1);
}

/** Other work on the machine skews every figure: printed so a reader can tell. */

import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnvironment } from '../src/environment.ts';
import { createSeasonFirstScreen, scriptSafe } from '../src/http/seasonFirstScreen.ts';
import { serveClient } from '../src/http/static.ts';
import { type League, setUpLeague } from './support/league.ts';
import { signedInClient, startTestApp, type TestApp, type TestClient } from './support/testApp.ts';

// The season screen rendered by the server for a signed-in player (http/seasonFirstScreen.ts):
// its tables in the HTML, the answers beside them, and the static page for everyone else.

const page = async (client: TestClient | null, t: TestApp, path = '/stats/season') => {
  const res = client
    ? await client.fetch(path, { headers: { accept: 'text/html' } })
    : await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { res, html: await res.text() };
};

const answersOf = (html: string) => {
  const block = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : (JSON.parse(block) as { name: string; answer: { data?: unknown } }[]);
};

describe('the season screen rendered by the server', () => {
  let t: TestApp;
  let league: League;
  let staticPolicy: string | null;
  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    staticPolicy = (await page(null, t)).res.headers.get('content-security-policy');
  });
  afterAll(() => t.close());

  it("puts a signed-in player's season tables into the page, with the answers for the app", async () => {
    const { res, html } = await page(league.admin, t);
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root" data-rendered="">');
    expect(html).toContain('<div id="first-screen" data-server-rendered="">');
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="first-answers"'));
    // The 2 vs 2 table of the league's one match, with every player.
    for (const name of ['Alex', 'Bea', 'Carl', 'Dana']) expect(root).toContain(name);
    expect(root).toContain('<table');
    const answers = answersOf(html);
    expect(answers?.map((a) => a.name)).toEqual(['AppStateQuery', 'SeasonPageQuery']);
    expect(answers?.every((a) => a.answer.data && !('errors' in a.answer))).toBe(true);
  });

  it('keeps the page to this visitor: private, varying by cookie, under the same policy as the static page', async () => {
    const { res } = await page(league.admin, t);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('cookie');
    expect(res.headers.get('content-security-policy')).toBe(staticPolicy);
    expect(staticPolicy).toContain('script-src');
  });

  it('sends the static page without a session, with a session that is not valid, and to a user without a player', async () => {
    const anonymous = await page(null, t);
    expect(anonymous.html).not.toContain('data-rendered');
    expect(anonymous.res.headers.get('cache-control')).toBe('no-cache');

    const stale = t.client();
    stale.cookies.set('better-auth.session_token', 'not-a-session');
    expect((await page(stale, t)).html).not.toContain('data-rendered');

    const newcomer = await signedInClient(t, 'newcomer@example.com');
    const { html } = await page(newcomer, t);
    expect(html).not.toContain('data-rendered');
    expect(answersOf(html)).toBeNull();
  });

  it('renders only the season tab itself: other addresses get the static page', async () => {
    for (const path of ['/stats', '/stats/awards', '/games', '/stats/season/x'])
      expect((await page(league.admin, t, path)).html, path).not.toContain('data-rendered');
  });

  it('keeps a rendered screen until its answers change, and renders a bounded number per session (issue 29)', async () => {
    const rendered = async () => (await page(league.admin, t)).html.includes('data-rendered=""');
    const record = () =>
      league.admin.gql('mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename } }', {
        input: {
          mode: 2,
          whites: { defense: league.players[0], offense: league.players[1] },
          blacks: { defense: league.players[2], offense: league.players[3] },
          scoreWhites: 6,
          scoreBlacks: 2,
          sixInARow: false,
        },
      });
    // A fresh session: its own budget of ten renders a minute.
    const reader = await signedInClient(t, 'reader@example.com');
    await reader.gql('mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { __typename } }', {
      input: {
        organisationId: league.org,
        locationId: league.locationId,
        name: 'Reader',
        nickname: 'Reader',
      },
    });
    const readerSees = async () => (await page(reader, t)).html.includes('data-rendered=""');
    // Reloads without a change are the kept screen: no render counted, however many.
    for (let i = 0; i < 15; i++) expect(await readerSees(), `reload ${i}`).toBe(true);
    // Each change makes new answers: a render each, ten a minute, then the static page.
    const seen: boolean[] = [];
    for (let i = 0; i < 11; i++) {
      expect((await record()).data.recordMatch.__typename).toBe('RecordMatchPayload');
      seen.push(await readerSees());
    }
    expect(seen.slice(0, 9)).toEqual(Array(9).fill(true));
    expect(seen.slice(9)).toEqual([false, false]);
    // Another session is not held up by it.
    expect(await rendered()).toBe(true);
  });

  it('renders the season the address names, and an organisation the viewer cannot see as the app would', async () => {
    const other = await page(league.admin, t, '/stats/season?season=99');
    expect(other.res.status).toBe(200);
    const foreign = await page(league.admin, t, '/stats/season?org=T3JnYW5pc2F0aW9uOjk5OTk5');
    expect(foreign.res.status).toBe(200);
    // Whatever the server decides to render, the page is whole and its answers (if any) parse.
    for (const { html } of [other, foreign]) {
      expect(html).toContain('<script type="module"');
      answersOf(html);
    }
  });
});

describe('scriptSafe', () => {
  it('leaves no way to end the <script> element or open a comment inside it', () => {
    const json = JSON.stringify({ name: '</script><script>alert(1)</script><!--', line: '\u2028\u2029' });
    const safe = scriptSafe(json);
    expect(safe).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});

describe('a season screen the server cannot render in time', () => {
  // Yoga stand-ins that note which queries the render asked for.
  const asked: string[] = [];
  const graphqlThat = (answer: () => Promise<Response>) => ({
    fetch: (_url: string, init: RequestInit) => {
      asked.push(JSON.parse(String(init.body)).operationName);
      return answer();
    },
  });
  const withinMs = (ms: string) => loadEnvironment({ NODE_ENV: 'test', FIRST_SCREEN_WITHIN_MS: ms });
  const req = { method: 'GET', url: '/stats/season', headers: { cookie: 'session=x' } } as IncomingMessage;

  it('is left to the app: the static page, not a wait on a slow database', async () => {
    asked.length = 0;
    const screen = createSeasonFirstScreen(
      withinMs('200'),
      graphqlThat(() => new Promise<Response>(() => {})), // a database that does not answer
      pino({ level: 'silent' }),
    );
    const started = Date.now();
    expect(await screen.render(req)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    // It did try: the page's two queries were asked.
    expect(asked).toEqual(['AppStateQuery', 'SeasonPageQuery']);
  });

  it('is never rendered with FIRST_SCREEN_WITHIN_MS=0, and nothing is asked', async () => {
    asked.length = 0;
    const off = createSeasonFirstScreen(
      withinMs('0'),
      graphqlThat(async () => new Response('{}')),
      pino({ level: 'silent' }),
    );
    expect(await off.render(req)).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('the page around a rendered screen', () => {
  it("carries the markup and the answers as they are, also `$'`, `$&` and `$$` in them", async () => {
    const markup = "<p>Ca$h $' $& $$ $1</p>";
    const answers = '[{"name":"$\' $& $$"}]';
    const serve = serveClient(loadEnvironment({ NODE_ENV: 'test' }).clientDist, {
      firstScreen: async () => ({ markup, answers }),
    });
    const server = http.createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const html = await (await fetch(`http://127.0.0.1:${port}/stats/season`)).text();
      expect(html).toContain(`<div id="root" data-rendered="">${markup}</div>`);
      expect(html).toContain(`<script type="application/json" id="first-answers">${answers}</script>`);
      expect(html.match(/<div id="root"/g)).toHaveLength(1);
      expect(html).toContain('<script type="module"');
    } finally {
      server.close();
    }
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Environment } from '../environment.ts';
import { createRateLimiter } from './rateLimiter.ts';

/** What the client's server bundle (client/src/serverScreen.tsx, built into client/dist-server) offers. */
interface ServerScreen {
  firstScreenRequests(url: string): { id: string; name: string; variables: Record<string, unknown> }[] | null;
  renderFirstScreen(url: string, answers: unknown[]): Promise<string | null>;
}

/** Yoga, asked in this process (its `fetch`, with the page's request as the server context). */
export interface GraphQLInProcess {
  fetch(url: string, init: RequestInit, context: { req: IncomingMessage }): Response | Promise<Response>;
}

/** Answers of the first screen larger than this are left to the app (a page is not a data export). */
const MAX_ANSWERS_BYTES = 512 * 1024;

// Issue 29: a render cost ~5 times its two queries, with no bound. A screen is a function of its
// address and its answers, so a rendered screen is kept by those (a viewer's reload, or two viewers
// with the same answers, render once per change: any change gives new answers) ...
const KEEP_RENDERED = 200;
// ... and renders are bounded: a few per session a minute, a few at a time in the process. Past
// either, the static page (the app renders the screen in the browser, as without a session).
const RENDERS_PER_SESSION_PER_MINUTE = 10;
const RENDERS_AT_ONCE = 2;

/** A rendered screen: its markup, its answers, and what it was rendered from (the page's cache key). */
export interface RenderedScreen {
  markup: string;
  answers: string;
  key: string;
}

const sha = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The season screen with its tables, rendered here for a signed-in visitor (docs/decisions.md, "The
 * season screen rendered by the server"): players land there, and with the tables in the HTML they
 * see them at the first paint, before the app's JavaScript has loaded. The page's own queries run
 * as the visitor through yoga (every check, limit and kept answer as over HTTP), and their answers
 * go into the page, so the app does not ask again. Anything unusual (no session cookie, an error,
 * nobody signed in, no server bundle built) gives null: the static index.html, as before. So does a
 * screen not rendered within FIRST_SCREEN_WITHIN_MS (0: never rendered): with the database slow, the
 * static page (the frame and a spinner) comes at once rather than a blank tab.
 *
 * `render` gives what goes into index.html's `#root` (the markup) and after it (the answers). The
 * render code loads at once, ahead of the first visitor.
 */
export function createSeasonFirstScreen(
  environment: Pick<Environment, 'clientDist' | 'firstScreenWithinMs'>,
  graphql: GraphQLInProcess,
  log: Logger,
) {
  const withinMs = environment.firstScreenWithinMs;
  const bundle = path.join(environment.clientDist, '..', 'dist-server', 'serverScreen.js');
  const screen: Promise<ServerScreen | null> = fs.existsSync(bundle)
    ? (import(pathToFileURL(bundle).href) as Promise<ServerScreen>).catch((err: unknown) => {
        log.error({ err }, 'the season screen cannot be rendered by the server');
        return null;
      })
    : Promise.resolve(null);

  const kept = new Map<string, RenderedScreen>();
  const sessions = createRateLimiter({ max: RENDERS_PER_SESSION_PER_MINUTE, windowMs: 60_000 });
  let rendering = 0;
  const counts = { rendered: 0, kept: 0, refused: 0 };

  return {
    /** How many screens were rendered, answered from kept ones, and left to the app by the bounds. */
    counts: () => ({ ...counts }),
    async render(req: IncomingMessage): Promise<RenderedScreen | null> {
      if (withinMs === 0) return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), withinMs);
      });
      try {
        return await Promise.race([renderNow(req), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };

  async function renderNow(req: IncomingMessage): Promise<RenderedScreen | null> {
    const cookie = req.headers.cookie;
    if (req.method !== 'GET' || !cookie) return null;
    const screenCode = await screen;
    const url = new URL(req.url ?? '/', 'http://localhost').href;
    const requests = screenCode?.firstScreenRequests(url);
    if (!screenCode || !requests) return null;
    try {
      // Only the session cookie goes with it: the page's own query, as the app would send it.
      const headers = new Headers({
        cookie,
        'content-type': 'application/json',
        accept: 'application/json',
      });
      const answers = await Promise.all(
        requests.map(async ({ id, name, variables }) => {
          const body = JSON.stringify({ doc_id: id, operationName: name, variables });
          const response = await graphql.fetch(
            'http://localhost/graphql',
            { method: 'POST', headers, body },
            { req },
          );
          return response.ok ? ((await response.json()) as unknown) : null;
        }),
      );
      if (answers.some((a) => a === null)) return null;
      const data = JSON.stringify(requests.map((r, i) => ({ ...r, answer: answers[i] })));
      if (data.length > MAX_ANSWERS_BYTES) return null;
      const key = sha(`${url}\u0000${data}`);
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit); // the newest at the end: the oldest goes first
        counts.kept++;
        return hit;
      }
      if (rendering >= RENDERS_AT_ONCE || !sessions.consume(sha(cookie))) {
        counts.refused++;
        return null;
      }
      rendering++;
      let markup: string | null;
      try {
        markup = await screenCode.renderFirstScreen(url, answers);
      } finally {
        rendering--;
      }
      if (markup === null) return null;
      counts.rendered++;
      const screen = { markup, answers: scriptSafe(data), key };
      if (kept.size >= KEEP_RENDERED) kept.delete(kept.keys().next().value!);
      kept.set(key, screen);
      return screen;
    } catch (err) {
      log.warn({ err, url: req.url }, 'rendering the season screen failed; the static page is sent');
      return null;
    }
  }
}

/** JSON that cannot end the <script> element it sits in, nor break a line in old parsers. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

import http from 'node:http';
import path from 'node:path';
import { isChallenge, proofFor } from './auth.ts';
import type { ClipStore } from './clipStore.ts';
import { sendFile, sendJson, sendListing } from './httpFiles.ts';
import { getGoals, postGoal } from './httpGoals.ts';
import type { LiveStream } from './httpLive.ts';
import { routeOf } from './routes.ts';

export interface ServerParts {
  clipsDir: string;
  token: string | null;
  live: LiveStream;
  clips: ClipStore;
  health: () => { ok: boolean } & Record<string, unknown>;
}

/** The agent's HTTP face (port 8081): live view, frames, dated clips, goals, health. */
export function createServer(parts: ServerParts): http.Server {
  return http.createServer((req, res) => {
    handle(req, res, parts).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'Something went wrong' });
      else res.destroy();
    });
  });
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, parts: ServerParts) {
  // Every answer proves the token to the app that challenged (it relays nothing else).
  const challenge = req.headers['kicker-challenge'];
  if (parts.token && isChallenge(challenge))
    res.setHeader('kicker-proof', proofFor(parts.token, challenge, req.url ?? '/'));
  const route = routeOf(req.url ?? '/');
  const method = req.method ?? 'GET';
  if (route.kind === 'goals' && method === 'POST') return postGoal(req, res, parts.token, parts.clips);
  if (method !== 'GET' && method !== 'HEAD') {
    req.resume();
    return sendJson(
      res,
      405,
      { error: 'Method not allowed' },
      { Allow: route.kind === 'goals' ? 'GET, POST' : 'GET, HEAD' },
    );
  }
  switch (route.kind) {
    case 'stream':
      return parts.live.serve(req, res);
    case 'frame':
      return parts.live.frame(res);
    case 'health': {
      const health = parts.health();
      return sendJson(res, health.ok ? 200 : 503, health);
    }
    case 'days':
      return sendListing(res, parts.clipsDir, 'days');
    case 'day':
      return sendListing(res, path.join(parts.clipsDir, route.date), 'clips');
    case 'file':
      return sendFile(req, res, path.join(parts.clipsDir, route.date, route.name));
    case 'goals':
      return getGoals(res, route.liveGameId, parts.clips);
    case 'bad':
      return sendJson(res, 400, { error: route.reason });
    case 'notFound':
      return sendJson(res, 404, { error: 'Not found' });
  }
}

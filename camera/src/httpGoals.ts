import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearsToken } from './auth.ts';
import { ClipError, type ClipStore } from './clipStore.ts';
import { MAX_GOAL_BODY_BYTES, MAX_ID_LENGTH, readGoalReport } from './goals.ts';
import { sendJson } from './httpFiles.ts';

/**
 * `POST /goals` with `Authorization: Bearer <camera token>` and
 * `{"liveGameId": "…", "goal": 3, "side": "BLACKS", "at": "2026-11-26T18:03:12.000Z"}`:
 * answers 201 with the clip once it is written (200 when that goal had its clip already).
 * Nothing is read or written before the token is checked.
 */
export async function postGoal(
  req: IncomingMessage,
  res: ServerResponse,
  token: string | null,
  clips: ClipStore,
) {
  if (!bearsToken(req.headers.authorization, token)) {
    req.resume();
    return sendJson(
      res,
      401,
      { error: 'A valid camera token is required' },
      { 'WWW-Authenticate': 'Bearer' },
    );
  }
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    return sendJson(res, 415, { error: 'Send the goal as application/json' });
  }
  const text = await readBody(req, MAX_GOAL_BODY_BYTES);
  if (text === null)
    return sendJson(res, 413, { error: `The body may have at most ${MAX_GOAL_BODY_BYTES} bytes` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return sendJson(res, 400, { error: 'The body is not JSON' });
  }
  const report = readGoalReport(body);
  if ('error' in report) return sendJson(res, 400, report);
  try {
    const { created, entry } = await clips.record(report);
    sendJson(res, created ? 201 : 200, { liveGameId: report.liveGameId, ...entry });
  } catch (e) {
    if (e instanceof ClipError) return sendJson(res, e.status, { error: e.message });
    sendJson(res, 500, { error: 'The clip could not be made' });
  }
}

/** `GET /goals?liveGameId=…`: the game's clips by goal number (an empty list before the first). */
export async function getGoals(res: ServerResponse, liveGameId: string | null, clips: ClipStore) {
  if (!liveGameId || liveGameId.length > MAX_ID_LENGTH)
    return sendJson(res, 400, { error: `liveGameId must be a string of 1 to ${MAX_ID_LENGTH} characters` });
  sendJson(res, 200, (await clips.readIndex(liveGameId)) ?? { liveGameId, goals: [] });
}

/** The body as text, or null when it is longer than `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(c);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

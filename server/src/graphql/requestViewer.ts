import type { IncomingHttpHeaders } from 'node:http';
import { USER_ROLES, type UserRole } from '@kicker/events';
import { fromNodeHeaders } from 'better-auth/node';
import { sql } from 'kysely';
import { API_KEY_HEADER } from '../auth/auth.ts';
import type { Services } from './context.ts';
import { loadUserById, loadViewer, type PlayerRow, type Viewer } from './viewer.ts';

export class InvalidApiKeyError extends Error {
  override readonly name = 'InvalidApiKeyError';
}

const cache = new WeakMap<Headers, Promise<Viewer | null>>();

/**
 * The viewer of a request: an API key (x-api-key) wins over the session cookie. An API key that is
 * not valid is an error, never a silent downgrade to anonymous. Cached per request.
 */
export function viewerFromHeaders(services: Services, headers: Headers): Promise<Viewer | null> {
  let found = cache.get(headers);
  if (!found) {
    found = resolveViewer(services, headers);
    cache.set(headers, found);
  }
  return found;
}

export function viewerFromNodeHeaders(services: Services, headers: IncomingHttpHeaders) {
  return resolveViewer(services, fromNodeHeaders(headers));
}

async function resolveViewer(services: Services, headers: Headers): Promise<Viewer | null> {
  const key = headers.get(API_KEY_HEADER);
  if (key) {
    const result = await services.auth.api.verifyApiKey({ body: { key } }).catch(() => null);
    const userId = result?.valid ? result.key?.referenceId : null;
    if (!userId) throw new InvalidApiKeyError('Invalid API key');
    const viewer = await loadUserById(services.db, userId, true);
    if (!viewer) throw new InvalidApiKeyError('Invalid API key');
    return viewer;
  }
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const tokens = sessionTokens(services);
  const known = tokens.get(cookie);
  if (known && known.until > Date.now()) {
    const viewer = await viewerOfSession(services, known.token);
    if (viewer) return viewer;
  }
  tokens.delete(cookie);
  const session = await services.auth.api.getSession({ headers });
  if (!session) return null;
  if (tokens.size >= MAX_REMEMBERED) tokens.delete(tokens.keys().next().value!);
  tokens.set(cookie, { token: session.session.token, until: Date.now() + REMEMBER_MS });
  return loadViewer(services.db, session.user, false);
}

// Sessions: better-auth's getSession checks the cookie's signature, reads the session and its user
// and extends sessions that are getting old: two queries and some hashing for every request. The
// first answer for a cookie is remembered for REMEMBER_MS: which session token that exact cookie
// header carries (a fact that cannot change; only a request with the same signed cookie finds it).
// Later requests with it read the viewer in one query that joins the session itself, so the database
// still decides every time whether the session exists and has not expired: signing out (here or on
// another instance) or revoking a session takes effect at once. Only the extension of an old session
// waits until the next full check, at most REMEMBER_MS later (better-auth extends a day-old session).
const REMEMBER_MS = 30_000;
const MAX_REMEMBERED = 10_000;
const remembered = new WeakMap<object, Map<string, { token: string; until: number }>>();

function sessionTokens(services: Services) {
  let tokens = remembered.get(services.auth);
  if (!tokens) {
    tokens = new Map();
    remembered.set(services.auth, tokens);
  }
  return tokens;
}

type ViewerRow = PlayerRow & {
  viewer__id: string;
  viewer__name: string;
  viewer__email: string;
  viewer__email_verified: boolean;
  viewer__roles: string[];
  viewer__created: string[];
};

/**
 * The viewer of a session that exists and has not expired, in one query: the user, their claims,
 * their player and the organisations they created (what loadViewer reads), or null.
 */
async function viewerOfSession(services: Services, token: string): Promise<Viewer | null> {
  const { rows } = await sql<ViewerRow>`
    SELECT p.*, u.id AS viewer__id, u.name AS viewer__name, u.email AS viewer__email,
      u."emailVerified" AS viewer__email_verified,
      ARRAY(SELECT role FROM user_roles WHERE user_id = u.id) AS viewer__roles,
      ARRAY(SELECT org_id FROM organisations WHERE created_by = u.id ORDER BY created_at) AS viewer__created
    FROM session s JOIN "user" u ON u.id = s."userId" LEFT JOIN players p ON p.user_id = u.id
    WHERE s.token = ${token} AND s."expiresAt" > ${new Date()}`.execute(services.db);
  const row = rows[0];
  if (!row) return null;
  const player: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    if (!column.startsWith('viewer__')) player[column] = value;
  const createdOrgIds = row.viewer__created;
  const ownPlayer = row.player_id === null ? null : (player as PlayerRow);
  return {
    userId: row.viewer__id,
    name: row.viewer__name,
    email: row.viewer__email,
    emailVerified: row.viewer__email_verified,
    claims: row.viewer__roles.filter((r): r is UserRole => (USER_ROLES as readonly string[]).includes(r)),
    viaApiKey: false,
    player: ownPlayer,
    orgId: ownPlayer?.org_id ?? createdOrgIds[0] ?? null,
    createdOrgIds,
  };
}

import type { IncomingHttpHeaders } from 'node:http';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { Services } from '../graphql/context.ts';
import { API_KEY_ROLES, capabilitiesIn } from '../policy/capabilities.ts';
import { loadUserById, throughApiKey, type Viewer, viewerOfSession } from '../policy/viewer.ts';
import { keyRoleUnbroken } from './apiKeys.ts';
import { API_KEY_HEADER } from './auth.ts';
import type { SessionRead } from './sessionViewers.ts';

export class InvalidApiKeyError extends Error {
  override readonly name = 'InvalidApiKeyError';
}

const cache = new WeakMap<Headers, Promise<Viewer | null>>();

/**
 * The viewer of a request: an API key (x-api-key) wins over the session cookie. An API key that is
 * not valid is an error, never a silent downgrade to anonymous. Cached per request, and a session's
 * viewer across requests while nothing changed it (auth/sessionViewers.ts).
 */
export function viewerFromHeaders(services: Services, headers: Headers): Promise<Viewer | null> {
  let found = cache.get(headers);
  if (!found) {
    found = resolveViewer(services, headers);
    cache.set(headers, found);
  }
  return found;
}

/** For sockets, which re-check their viewer on account changes: always read from the database. */
export function viewerFromNodeHeaders(services: Services, headers: IncomingHttpHeaders) {
  return resolveViewer(services, fromNodeHeaders(headers), true);
}

/** What a key's metadata says: the organisation it reads (set by createApiKey). */
export interface ApiKeyMetadata {
  organisationId: string;
}

async function resolveViewer(services: Services, headers: Headers, fresh = false): Promise<Viewer | null> {
  const key = headers.get(API_KEY_HEADER);
  if (key) return viewerOfApiKey(services, key);
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const load = () => readSession(services, headers, cookie);
  return (await (fresh ? load() : services.sessions.get(cookie, load))).viewer;
}

/** Who the session of this cookie is, from the database (see the note at the end). */
async function readSession(services: Services, headers: Headers, cookie: string): Promise<SessionRead> {
  const tokens = sessionTokens(services);
  const known = tokens.get(cookie);
  if (known && known.until > Date.now()) {
    const found = await viewerOfSession(services.db, known.token, new Date());
    if (found) return found;
  }
  tokens.delete(cookie);
  const session = await services.auth.api.getSession({ headers });
  if (!session) return { viewer: null, expiresAt: null };
  if (tokens.size >= MAX_REMEMBERED) tokens.delete(tokens.keys().next().value!);
  tokens.set(cookie, { token: session.session.token, until: Date.now() + REMEMBER_MS });
  return {
    viewer: await loadUserById(services.db, session.user.id),
    expiresAt: new Date(session.session.expiresAt),
  };
}

/**
 * DESIGN §11: a key belongs to a user and reads one organisation, and only while that user is still
 * an analyst or admin there: revoking the role disables the key at once, and for good (granting the
 * role again makes no old key read again: the role must be unbroken since the key was made).
 */
async function viewerOfApiKey(services: Services, key: string): Promise<Viewer> {
  // A key better-auth refuses is no viewer; a database that does not answer stays an error (503).
  const result = await services.auth.api.verifyApiKey({ body: { key } }).catch((error: unknown) => {
    if (isAPIError(error)) return null;
    throw error;
  });
  const userId = result?.valid ? result.key?.referenceId : null;
  if (!userId) throw new InvalidApiKeyError('Invalid API key');
  const orgId = (result?.key?.metadata as Partial<ApiKeyMetadata> | null)?.organisationId;
  const user = await loadUserById(services.db, userId);
  if (
    !user ||
    !orgId ||
    !capabilitiesIn(user, { orgId, isPublic: false }).createApiKeys ||
    !(await keyRoleUnbroken(services.db, result!.key!.id, orgId, API_KEY_ROLES))
  )
    throw new InvalidApiKeyError('This API key no longer reads its organisation');
  return throughApiKey(user, orgId);
}

// Sessions: better-auth's getSession checks the cookie's signature, reads the session and its user
// and extends sessions that are getting old: two queries and some hashing. The first answer for a
// cookie is remembered for REMEMBER_MS: which session token that exact cookie header carries (a
// fact that cannot change; only a request with the same signed cookie finds it). A read within that
// time reads the viewer in one query that joins the session itself, so the database decides whether
// the session exists and has not expired; only the extension of an old session waits until the next
// full check, at most REMEMBER_MS later (better-auth extends a day-old session). How long a read's
// answer is kept, and what ends it at once, is in sessionViewers.ts.
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

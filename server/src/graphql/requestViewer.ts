import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { API_KEY_HEADER } from '../auth/auth.ts';
import type { Services } from './context.ts';
import { loadUserById, loadViewer, type Viewer } from './viewer.ts';

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
  const session = await services.auth.api.getSession({ headers });
  if (!session) return null;
  return loadViewer(services.db, session.user, false);
}

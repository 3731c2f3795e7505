import type { Plugin } from 'graphql-yoga';
import type { Environment } from '../environment.ts';
import { trustedOrigins } from '../http/origins.ts';

/** Headers a page must send to read /graphql cross-origin; a custom one forces a preflight. */
export const CORS_ALLOWED_HEADERS = ['content-type', 'accept', 'x-api-key', 'x-graphql-yoga-csrf'];

/**
 * CORS for /graphql: only PUBLIC_URL and TRUSTED_ORIGINS get an Access-Control-Allow-Origin (their
 * own, with credentials); any other origin gets no CORS headers at all, so its page reads nothing.
 */
export function corsFor(environment: Environment) {
  const trusted = trustedOrigins(environment);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !trusted(origin)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: CORS_ALLOWED_HEADERS,
      maxAge: 600,
    };
  };
}

/**
 * CSRF at the door of /graphql, before anything is parsed:
 * - a request whose Origin is not PUBLIC_URL or TRUSTED_ORIGINS is refused (403), whatever it
 *   asks: CORS only hides answers, it does not stop a browser from sending the request;
 * - a browser request without Origin that says it comes from another site (Sec-Fetch-Site) too;
 * - a POST must be JSON (415): url-encoded, multipart and text/plain bodies are what a foreign
 *   page can send without a preflight (a form, `fetch(…, { mode: 'no-cors' })`, `sendBeacon`).
 * Tools (curl, notebooks) send no Origin and no Sec-Fetch-* headers and pass.
 */
export function useRequestGuard(environment: Environment): Plugin {
  const trusted = trustedOrigins(environment);
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const refuse = (status: number, message: string) =>
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message }] }), {
            status,
            headers: { 'content-type': 'application/json; charset=utf-8', vary: 'Origin' },
          }),
        );
      const origin = request.headers.get('origin');
      const site = request.headers.get('sec-fetch-site');
      if (origin ? !trusted(origin) : site === 'cross-site' || site === 'same-site')
        return refuse(403, 'Requests from other sites are not accepted here.');
      if (request.method === 'POST' && !isJson(request.headers.get('content-type')))
        return refuse(415, 'Send GraphQL requests as POST with Content-Type: application/json.');
    },
    onResponse({ response }) {
      // Answers differ by Origin (CORS headers, refusals): caches must not mix them up.
      const vary = response.headers.get('vary');
      if (!vary?.toLowerCase().includes('origin'))
        response.headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
    },
  };
}

function isJson(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

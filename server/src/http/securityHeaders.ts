import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Environment } from '../environment.ts';
import { isHttpsRequest } from './https.ts';

/** A year, without includeSubDomains or preload: other hosts under this name are not ours to bind. */
const HSTS = 'max-age=31536000';

/**
 * Headers every response carries. Strict-Transport-Security only over HTTPS (browsers ignore it
 * over plain http, and a LAN install without TLS must stay reachable). The Content-Security-Policy
 * is set per kind of response (the app's HTML in static.ts, the API in app.ts).
 */
export function setSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  environment: Environment,
): { https: boolean } {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  // frame-ancestors 'self' in the CSP does this job; the header remains for browsers without CSP 2.
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  const https = isHttpsRequest(req, environment);
  if (https) res.setHeader('strict-transport-security', HSTS);
  return { https };
}

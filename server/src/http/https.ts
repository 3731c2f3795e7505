import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Environment } from '../environment.ts';

/**
 * Whether the browser reached us over HTTPS: a TLS socket; behind a trusted proxy (TRUST_PROXY=true)
 * what its X-Forwarded-Proto says; otherwise what PUBLIC_URL says (TLS ended by a proxy we were not
 * told to trust: the address people use is still https).
 */
export function isHttpsRequest(
  req: IncomingMessage,
  environment: Pick<Environment, 'trustProxy' | 'publicUrl'>,
): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (environment.trustProxy) {
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    if (proto) return proto === 'https';
  }
  return environment.publicUrl.startsWith('https://');
}

import type { IncomingMessage } from 'node:http';

/** The client's address: the socket's, or the first X-Forwarded-For hop when a proxy is trusted. */
export function clientIpOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    ?.trim();
  return (trustProxy && forwarded) || req.socket.remoteAddress || 'unknown';
}

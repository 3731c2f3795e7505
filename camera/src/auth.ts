import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header bears the agent's token (`Bearer <token>`). Compared as
 * hashes in constant time; an agent without a token accepts nobody.
 */
export function bearsToken(header: string | undefined, token: string | null): boolean {
  if (!token || !header) return false;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(m[1]!), digest(token));
}

/**
 * The answer to the app's challenge (issue 29): the app relays only answers that prove the
 * location's camera token. hex HMAC-SHA256 with the token's hex SHA-256 as key (what the app keeps)
 * over `challenge + "\n" + path`, the path and query as requested (server/src/camera/cameraProof.ts).
 */
export function proofFor(token: string, challenge: string, path: string): string {
  const key = createHash('sha256').update(token, 'utf8').digest('hex');
  return createHmac('sha256', key).update(`${challenge}\n${path}`).digest('hex');
}

/** A challenge as the app writes it (base64url, 16 to 128 characters); anything else is ignored. */
export const isChallenge = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value);

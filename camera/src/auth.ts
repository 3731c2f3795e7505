import { createHash, timingSafeEqual } from 'node:crypto';

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

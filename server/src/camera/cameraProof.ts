import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Issue 29: the app relays only what a real camera agent answers. Each request to an agent carries
// a fresh challenge; the agent answers with a proof that it knows the location's camera token:
//   Kicker-Challenge: <random, base64url>
//   Kicker-Proof:     hex HMAC-SHA256(key = hex SHA-256 of the token, challenge + "\n" + path)
// where path is the request's path and query as sent (`/?action=stream`). The app keeps only the
// token's SHA-256 (the key); the agent hashes its token the same way (camera/src/auth.ts). Anything
// else at that address (another service, a stand-in, a rebound name) cannot answer the challenge.

export const CHALLENGE_HEADER = 'kicker-challenge';
export const PROOF_HEADER = 'kicker-proof';

export const newChallenge = () => randomBytes(24).toString('base64url');

export const proofOf = (tokenHash: string, challenge: string, path: string) =>
  createHmac('sha256', tokenHash).update(`${challenge}\n${path}`).digest('hex');

/** Whether an answer's proof header is right for this challenge and path. */
export function provesToken(header: unknown, tokenHash: string, challenge: string, path: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/.test(header)) return false;
  return timingSafeEqual(Buffer.from(header, 'hex'), Buffer.from(proofOf(tokenHash, challenge, path), 'hex'));
}

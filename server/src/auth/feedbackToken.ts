import { createHmac, timingSafeEqual } from 'node:crypto';

// SPEC §7 'kickcamCallable' / generateCustomToken: the app signs a short-lived token the external
// feedback tool accepts as a sign-in. It is a JWT (HS256), so the tool checks it with any JWT
// library and the shared secret (FEEDBACK_TOKEN_SECRET, README).

/** How long the tool may take to accept a token. */
export const FEEDBACK_TOKEN_SECONDS = 300;

export interface FeedbackClaims {
  /** The user (SPEC's uid). */
  sub: string;
  name: string;
  role: string;
  /** The organisation the user gives feedback for. */
  org: string;
  /** The app (PUBLIC_URL). */
  iss: string;
  /** The tool's origin: a token for one tool is no use at another. */
  aud: string;
  iat: number;
  exp: number;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

/** The secret: FEEDBACK_TOKEN_SECRET when set, else one derived from the auth secret (never the same). */
export function feedbackTokenSecret(configured: string | null, authSecret: string): string {
  return configured ?? createHmac('sha256', authSecret).update('kicker-feedback-token').digest('base64url');
}

export function signFeedbackToken(claims: FeedbackClaims, secret: string): string {
  const body = `${HEADER}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claims of a token signed with this secret and not expired at `now`, else null (what a tool does). */
export function verifyFeedbackToken(token: string, secret: string, now = Date.now()): FeedbackClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0 || header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as FeedbackClaims;
  return claims.exp * 1000 > now ? claims : null;
}

import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** How long a failed sign-in counts against its account. */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;

const SIGN_IN_PATH = '/sign-in/email';

/**
 * Sign-in limited per account (the per-address limit on all sign-ins is better-auth's own). Issue
 * 29: a hard stop per account let anyone keep its owner out (ten wrong passwords from anywhere), so
 * the limit now hurts the attacker, not the owner:
 *   - per account and address: after `perAddress` failures within the window that address answers
 *     429 for this account, also to the right password, until the oldest is older than the window;
 *   - per account from addresses it never signed in from: after `unknownAddresses` failures (a
 *     looser cap, against guessing from many addresses) such addresses answer 429 too; an address
 *     the account signed in from within 30 days is not held up by them, so the owner at their usual
 *     table still gets in. A password reset lifts both.
 * Counted in PostgreSQL, so every instance sees the same attempts.
 *
 * An attempt is reserved before the password is checked (under a per-account lock), so parallel
 * attempts cannot all pass the check at once: failed and in-flight attempts together never exceed
 * the caps. A wrong e-mail or password marks the attempt failed; any other outcome (signed in, not
 * verified, bad input) removes it. Accounts and addresses are stored as hashes, so the tables hold
 * no list of guessed e-mails; unknown e-mails count like known ones (no hint whether an account
 * exists).
 */
export function accountSignInLimit(
  db: Kysely<Database>,
  limits: { perAddress: number; unknownAddresses: number; addressHeader: string },
): BetterAuthPlugin {
  const windowSeconds = SIGN_IN_ACCOUNT_WINDOW_MS / 1000;
  const addressOf = (ctx: { headers?: Headers }) => hashed(ctx.headers?.get(limits.addressHeader) ?? '');
  const matcher = (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH;
  return {
    id: 'kicker-account-sign-in-limit',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const account = accountKey(ctx.body?.email);
            if (!account) return;
            const retryAfter = await reserveAttempt(db, account, addressOf(ctx), limits, windowSeconds);
            if (retryAfter === null) return;
            const minutes = Math.ceil(retryAfter / 60);
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                code: 'TOO_MANY_FAILED_SIGN_INS',
                message: `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
              },
              { 'retry-after': String(retryAfter) },
            );
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const account = accountKey(ctx.body?.email);
            if (!account) return;
            const returned = ctx.context.returned;
            // Our own refusal reserved nothing; everything else settles the attempt it reserved.
            if (isAPIError(returned) && returned.body?.code === 'TOO_MANY_FAILED_SIGN_INS') return;
            const failed = isAPIError(returned) && returned.statusCode === 401;
            await settleAttempt(db, account, addressOf(ctx), failed, !isAPIError(returned));
          }),
        },
      ],
    },
  };
}

/**
 * Forgets an account's attempts: after a password reset the owner has proved they hold the mailbox,
 * and must be able to sign in with the new password at once.
 */
export async function clearSignInAttempts(db: Kysely<Database>, email: string) {
  const account = accountKey(email);
  if (account) await sql`DELETE FROM sign_in_attempts WHERE account = ${account}`.execute(db);
}

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

function accountKey(email: unknown): string | null {
  if (typeof email !== 'string' || !email.trim()) return null;
  // better-auth compares e-mails lower-cased; so must the count, or case would be a way around it.
  return hashed(email.trim().toLowerCase());
}

/** Addresses an account signed in from count as its owner's this long. */
const KNOWN_SECONDS = 30 * 86_400;

/** Reserves an attempt, or returns the seconds until one is possible again. */
async function reserveAttempt(
  db: Kysely<Database>,
  account: string,
  address: string,
  limits: { perAddress: number; unknownAddresses: number },
  windowSeconds: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sign-in:${account}`}, 0))`.execute(trx);
    // Old attempts of every account go, so the table stays as small as the window.
    await sql`DELETE FROM sign_in_attempts
      WHERE attempted_at < now() - make_interval(secs => ${windowSeconds})`.execute(trx);
    // Failed and in-flight attempts (the others were removed when they ended): from this address,
    // and from every address the account never signed in from.
    const { rows } = await sql<{
      here: number;
      here_wait: number | null;
      unknown: number;
      unknown_wait: number | null;
      known: boolean;
    }>`
      WITH known AS (
        SELECT address FROM sign_in_known
        WHERE account = ${account} AND signed_in_at > now() - make_interval(secs => ${KNOWN_SECONDS})
      ), mine AS (SELECT * FROM sign_in_attempts WHERE account = ${account})
      SELECT
        (SELECT count(*)::int FROM mine WHERE address = ${address}) AS here,
        (SELECT ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => ${windowSeconds}) - now()))::int
          FROM mine WHERE address = ${address}) AS here_wait,
        (SELECT count(*)::int FROM mine WHERE address NOT IN (SELECT address FROM known)) AS unknown,
        (SELECT ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => ${windowSeconds}) - now()))::int
          FROM mine WHERE address NOT IN (SELECT address FROM known)) AS unknown_wait,
        EXISTS (SELECT 1 FROM known WHERE address = ${address}) AS known`.execute(trx);
    const r = rows[0]!;
    if (r.here >= limits.perAddress) return Math.max(1, r.here_wait ?? 1);
    if (!r.known && r.unknown >= limits.unknownAddresses) return Math.max(1, r.unknown_wait ?? 1);
    await sql`INSERT INTO sign_in_attempts (account, address) VALUES (${account}, ${address})`.execute(trx);
    return null;
  });
}

/**
 * Marks one in-flight attempt of the account from this address failed, or removes it; a sign-in
 * that succeeded makes the address one the account is known at.
 */
async function settleAttempt(
  db: Kysely<Database>,
  account: string,
  address: string,
  failed: boolean,
  signedIn: boolean,
) {
  const pending = sql`(SELECT id FROM sign_in_attempts
    WHERE account = ${account} AND address = ${address} AND failed IS NULL
    ORDER BY attempted_at LIMIT 1)`;
  if (failed) await sql`UPDATE sign_in_attempts SET failed = true WHERE id = ${pending}`.execute(db);
  else await sql`DELETE FROM sign_in_attempts WHERE id = ${pending}`.execute(db);
  if (signedIn)
    await sql`INSERT INTO sign_in_known (account, address) VALUES (${account}, ${address})
      ON CONFLICT (account, address) DO UPDATE SET signed_in_at = now()`.execute(db);
}

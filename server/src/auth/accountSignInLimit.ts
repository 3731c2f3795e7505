import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** How long a failed sign-in counts against its account. */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;

const SIGN_IN_PATH = '/sign-in/email';

/**
 * Sign-in limited per account, from any number of addresses (the per-address limit is
 * better-auth's own): when `maxFailures` sign-ins for one e-mail failed within the window, further
 * attempts answer 429 until the oldest of them is older than the window, also with the right
 * password. Counted in PostgreSQL, so every instance sees the same attempts.
 *
 * An attempt is reserved before the password is checked (under a per-account lock), so parallel
 * attempts cannot all pass the check at once: failed and in-flight attempts together never exceed
 * `maxFailures`. A wrong e-mail or password marks the attempt failed; any other outcome (signed in,
 * not verified, bad input) removes it. Accounts are stored as a hash of the normalised e-mail, so the
 * table holds no list of guessed addresses; unknown e-mails count like known ones (no hint whether
 * an account exists).
 */
export function accountSignInLimit(db: Kysely<Database>, maxFailures: number): BetterAuthPlugin {
  const windowSeconds = SIGN_IN_ACCOUNT_WINDOW_MS / 1000;
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
            const retryAfter = await reserveAttempt(db, account, maxFailures, windowSeconds);
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
            await settleAttempt(db, account, failed);
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

function accountKey(email: unknown): string | null {
  if (typeof email !== 'string' || !email.trim()) return null;
  // better-auth compares e-mails lower-cased; so must the count, or case would be a way around it.
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/** Reserves an attempt, or returns the seconds until one is possible again. */
async function reserveAttempt(
  db: Kysely<Database>,
  account: string,
  maxFailures: number,
  windowSeconds: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sign-in:${account}`}, 0))`.execute(trx);
    // Old attempts of every account go, so the table stays as small as the window.
    await sql`DELETE FROM sign_in_attempts
      WHERE attempted_at < now() - make_interval(secs => ${windowSeconds})`.execute(trx);
    // Failed and in-flight attempts (the others were removed when they ended).
    const { rows } = await sql<{ n: number; wait: number | null }>`
      SELECT count(*)::int AS n,
        ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => ${windowSeconds}) - now()))::int AS wait
      FROM sign_in_attempts WHERE account = ${account}`.execute(trx);
    const { n = 0, wait = null } = rows[0] ?? {};
    if (n >= maxFailures) return Math.max(1, wait ?? 1);
    await sql`INSERT INTO sign_in_attempts (account) VALUES (${account})`.execute(trx);
    return null;
  });
}

/** Marks one in-flight attempt of the account failed, or removes it. */
async function settleAttempt(db: Kysely<Database>, account: string, failed: boolean) {
  const pending = sql`(SELECT id FROM sign_in_attempts WHERE account = ${account} AND failed IS NULL
    ORDER BY attempted_at LIMIT 1)`;
  if (failed) await sql`UPDATE sign_in_attempts SET failed = true WHERE id = ${pending}`.execute(db);
  else await sql`DELETE FROM sign_in_attempts WHERE id = ${pending}`.execute(db);
}

import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

// Issue 29: password-reset and verification mails per account, not only per address. Four
// addresses sent one person 20 reset mails in a minute; now an account gets at most `max` mails of
// a kind within the window, whoever asks. Kept in PostgreSQL (table account_mails), so every
// instance counts the same; accounts are stored as a hash of the normalised e-mail, like the
// sign-in attempts. The request itself still answers as always (no hint whether a mail went out).

export const ACCOUNT_MAIL_WINDOW_MS = 60 * 60_000;
export const ACCOUNT_MAILS_PER_WINDOW = 3;

export type AccountMailKind = 'reset' | 'verification';

/** Takes one of the account's mails of this kind; false when its mails for the window are used up. */
export async function takeAccountMail(
  db: Kysely<Database>,
  email: string,
  kind: AccountMailKind,
  max = ACCOUNT_MAILS_PER_WINDOW,
): Promise<boolean> {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  const windowSeconds = ACCOUNT_MAIL_WINDOW_MS / 1000;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mail:${kind}:${account}`}, 0))`.execute(trx);
    await sql`DELETE FROM account_mails WHERE sent_at < now() - make_interval(secs => ${windowSeconds})`.execute(
      trx,
    );
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM account_mails WHERE account = ${account} AND kind = ${kind}`.execute(
      trx,
    );
    if ((rows[0]?.n ?? 0) >= max) return false;
    await sql`INSERT INTO account_mails (account, kind) VALUES (${account}, ${kind})`.execute(trx);
    return true;
  });
}

import { eventStoreMigrations } from '@kicker/events';
import { readModelMigrations } from '@kicker/projections';
import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './database.ts';

const appMigrations: MigrationProvider = {
  async getMigrations() {
    return {
      '0001_app_settings': {
        async up(db: Kysely<unknown>) {
          await sql`CREATE TABLE app_settings (key text PRIMARY KEY, value text NOT NULL)`.execute(db);
        },
      },
      // Sign-in attempts per account (auth/accountSignInLimit.ts): shared by every instance.
      '0002_sign_in_attempts': {
        async up(db: Kysely<unknown>) {
          await sql`CREATE TABLE sign_in_attempts (
            id bigserial PRIMARY KEY,
            account text NOT NULL,
            attempted_at timestamptz NOT NULL DEFAULT now(),
            failed boolean
          )`.execute(db);
          await sql`CREATE INDEX sign_in_attempts_account ON sign_in_attempts (account, attempted_at)`.execute(
            db,
          );
          await sql`CREATE INDEX sign_in_attempts_time ON sign_in_attempts (attempted_at)`.execute(db);
        },
      },
      // Issue 29: password-reset and verification mails per account (auth/accountMailLimit.ts).
      '0003_account_mails': {
        async up(db: Kysely<unknown>) {
          await sql`CREATE TABLE account_mails (
            id bigserial PRIMARY KEY,
            account text NOT NULL,
            kind text NOT NULL,
            sent_at timestamptz NOT NULL DEFAULT now()
          )`.execute(db);
          await sql`CREATE INDEX account_mails_account ON account_mails (account, kind)`.execute(db);
          await sql`CREATE INDEX account_mails_time ON account_mails (sent_at)`.execute(db);
        },
      },
      // Issue 29: failed sign-ins per account and address; addresses the account signed in from.
      '0004_sign_in_addresses': {
        async up(db: Kysely<unknown>) {
          await sql`ALTER TABLE sign_in_attempts ADD COLUMN address text NOT NULL DEFAULT ''`.execute(db);
          await sql`CREATE TABLE sign_in_known (
            account text NOT NULL,
            address text NOT NULL,
            signed_in_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (account, address)
          )`.execute(db);
        },
      },
    };
  },
};

const sets: { name: string; provider: MigrationProvider }[] = [
  { name: 'event_store', provider: eventStoreMigrations },
  { name: 'read_models', provider: readModelMigrations },
  { name: 'app', provider: appMigrations },
];

// Any number of instances may start at once: one advisory lock serialises all schema work.
const MIGRATION_LOCK = 727_001;

/**
 * Brings the schema to the latest version; running it again changes nothing. `extra` runs inside
 * the same lock (better-auth's own tables).
 */
export async function migrate(db: Kysely<Database>, extra?: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      for (const set of sets) {
        const migrator = new Migrator({
          db: conn,
          provider: set.provider,
          migrationTableName: `kysely_migration_${set.name}`,
          migrationLockTableName: `kysely_migration_lock_${set.name}`,
        });
        const { error, results } = await migrator.migrateToLatest();
        const failed = results?.find((r) => r.status === 'Error');
        if (error || failed)
          throw new Error(`Migration ${set.name}/${failed?.migrationName ?? '?'} failed: ${String(error)}`);
      }
      await extra?.();
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

/** True when every known migration has run (used by /readyz). */
export async function migrationsDone(db: Kysely<Database>): Promise<boolean> {
  for (const set of sets) {
    const known = Object.keys(await set.provider.getMigrations());
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(`kysely_migration_${set.name}`)}`
      .execute(db)
      .catch(() => ({ rows: [{ n: -1 }] }));
    if ((rows[0]?.n ?? -1) < known.length) return false;
  }
  return true;
}

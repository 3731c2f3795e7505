import { randomBytes } from 'node:crypto';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createAuth } from '../auth/auth.ts';
import { createMailer } from '../auth/mailer.ts';
import type { Environment } from '../environment.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * Every table the app has (ours and better-auth's), for a tool that runs without the app
 * (`pnpm events:import` into a new database). Starting the app would do the same and also write its
 * first events, and an import wants an empty log.
 */
export async function migrateForTools(db: Kysely<Database>, environment: Environment, logger: Logger) {
  const auth = createAuth({
    environment,
    db,
    // Only the table definitions are read from it: no session is signed with this secret.
    secret: randomBytes(32).toString('base64url'),
    mailer: createMailer(null, environment.mailFrom, logger),
    logger,
    verifiedAtSignUp: async () => false,
    onUserCreated: async () => {},
    onSessionEnded: () => {},
    onUserChanged: () => {},
  });
  await migrate(db, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  });
}

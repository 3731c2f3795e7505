import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runningEmbeddedPostgres } from '../src/db/runningEmbedded.ts';
import { loadEnvironment } from '../src/environment.ts';
import { seedDemo } from './demoData.ts';

// pnpm seed:demo: fills an EMPTY installation with a demo league and prints the admin's login.
// Next to a running server (pnpm start in another terminal) it fills that server's database through
// the server's own PostgreSQL; otherwise it starts the embedded PostgreSQL itself for the while.
// DEMO_ADMIN_PASSWORD sets the admin's password (else a random one).
const environment = loadEnvironment();
const logger = pino({ level: 'error' });
const running = environment.databaseUrl ? null : await runningEmbeddedPostgres(environment.dataDir);
const embedded =
  environment.databaseUrl || running
    ? null
    : await startEmbeddedPostgres({ dataDir: environment.dataDir, port: environment.embeddedPgPort });
const app = await createApp(environment, environment.databaseUrl ?? running?.url ?? embedded!.url, {
  logger,
});
try {
  const credentials = await seedDemo(app.services, {
    password: process.env.DEMO_ADMIN_PASSWORD ?? randomBytes(9).toString('base64url'),
  });
  console.log('Demo league ready.');
  console.log(`  Organisation: ${credentials.organisation}`);
  console.log(`  Admin e-mail: ${credentials.email}`);
  console.log(`  Password:     ${credentials.password}`);
  // Next to a running server: the address it runs at, whatever PORT this command was given.
  console.log(
    running
      ? `Sign in at ${running.publicUrl ?? environment.publicUrl}`
      : `Start the app (npx pnpm start) and sign in at ${environment.publicUrl}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await embedded?.stop();
}

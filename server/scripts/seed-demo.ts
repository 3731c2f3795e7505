import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { seedDemo } from './demoData.ts';

// pnpm seed:demo: fills an EMPTY installation with a demo league and prints the admin's login.
const config = loadConfig();
const logger = pino({ level: 'error' });
const embedded = config.databaseUrl
  ? null
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
const app = await createApp(config, config.databaseUrl ?? embedded!.url, { logger });
try {
  const credentials = await seedDemo(app.services, {
    password: process.env.DEMO_ADMIN_PASSWORD ?? randomBytes(9).toString('base64url'),
  });
  console.log('Demo league ready.');
  console.log(`  Organisation: ${credentials.organisation}`);
  console.log(`  Admin e-mail: ${credentials.email}`);
  console.log(`  Password:     ${credentials.password}`);
  console.log(`Start the app (pnpm start) and sign in at ${config.publicUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await embedded?.stop();
}

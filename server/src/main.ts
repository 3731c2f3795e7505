import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { createApp } from './app.ts';
import {
  DataDirInUseError,
  type EmbeddedPostgres,
  SERVER_URL_FILE,
  startEmbeddedPostgres,
} from './db/embedded.ts';
import { loadEnvironment } from './environment.ts';

const environment = loadEnvironment();
/** How long closing the server (requests in flight, sockets, pools) may take on SIGTERM. */
const CLOSE_WITHIN_MS = 5000;
const logger = pino({ level: environment.logLevel });

let embedded: EmbeddedPostgres | null = null;
try {
  let databaseUrl = environment.databaseUrl;
  if (!databaseUrl) {
    logger.info({ dataDir: environment.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: environment.dataDir,
      port: environment.embeddedPgPort,
      log: (line) => logger.debug({ postgres: line }),
    });
    databaseUrl = embedded.url;
  }
  const app = await createApp(environment, databaseUrl, { logger });
  const port = await app.listen();
  logger.info(`Kicker League is running at ${environment.publicUrl} (port ${port})`);
  // A tool run next to this server (seed:demo) prints this address, not one from its own settings.
  const urlFile = embedded ? path.join(environment.dataDir, SERVER_URL_FILE) : null;
  if (urlFile) fs.writeFileSync(urlFile, environment.publicUrl);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // HTTP and sockets first, then the pool, then the database: nothing talks to a stopped server.
    // Within a supervisor's grace period (10 s) whatever runs: past CLOSE_WITHIN_MS what is still
    // in flight is cut off (its transaction rolls back) and the database stops anyway.
    const closed = await Promise.race([
      app.close().then(
        () => true,
        (err: unknown) => {
          logger.error({ err }, 'error while closing');
          return true;
        },
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_WITHIN_MS).unref()),
    ]);
    if (!closed) logger.warn(`the server did not close within ${CLOSE_WITHIN_MS} ms; stopping anyway`);
    if (urlFile) fs.rmSync(urlFile, { force: true });
    await embedded?.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirInUseError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'could not start');
  await embedded?.stop();
  process.exit(1);
}

import pino from 'pino';
import { createApp } from './app.ts';
import { DataDirInUseError, type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.ts';
import { loadEnvironment } from './environment.ts';

const environment = loadEnvironment();
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

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // HTTP and sockets first, then the pool, then the database: nothing talks to a stopped server.
    await app.close().catch((err) => logger.error({ err }, 'error while closing'));
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

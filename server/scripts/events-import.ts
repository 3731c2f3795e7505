import pino from 'pino';
import { connect } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateForTools } from '../src/db/migrateForTools.ts';
import { runningEmbeddedPostgres } from '../src/db/runningEmbedded.ts';
import { loadEnvironment } from '../src/environment.ts';
import { EventLogImportError, importEventLog } from '../src/maintenance/eventLogImport.ts';

// pnpm events:import <file>: a file of pnpm events:export into a new, empty database (DATABASE_URL,
// or the embedded PostgreSQL in DATA_DIR), then every read model rebuilt from it
// (docs/operations.md). Run it before the app is started on that database.
const file = process.argv[2];
if (!file) {
  console.error('Usage: pnpm events:import <file>   (into an empty database; see docs/operations.md)');
  process.exit(2);
}
const environment = loadEnvironment();
const logger = pino({ level: 'error' });
const serverOnFolder =
  !environment.databaseUrl &&
  (await runningEmbeddedPostgres(environment.dataDir, { waitMs: 0 }).catch(() => 'starting'));
if (serverOnFolder) {
  console.error(
    `A Kicker League server is running on ${environment.dataDir}: stop it, or import into a new DATA_DIR.`,
  );
  process.exit(1);
}
const embedded = environment.databaseUrl
  ? null
  : await startEmbeddedPostgres({ dataDir: environment.dataDir, port: environment.embeddedPgPort });
const { db, close } = connect(environment.databaseUrl ?? embedded!.url);
try {
  const started = Date.now();
  await migrateForTools(db, environment, logger);
  let shown = 0;
  const result = await importEventLog(db, file, ({ table, rows }) => {
    if (process.stdout.isTTY && rows - shown >= 10_000) {
      shown = rows;
      process.stdout.write(`\r${table}: ${rows} rows`);
    }
  });
  const counts = Object.entries(result.rows)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(
    `${process.stdout.isTTY ? '\r' : ''}Imported ${counts} (the events in ${result.transactions} transactions) ` +
      `and rebuilt every read model from ${result.rebuilt} events in ${Date.now() - started} ms.`,
  );
} catch (error) {
  if (error instanceof EventLogImportError) console.error(`Nothing was imported: ${error.message}`);
  else
    console.error(
      `The import failed: ${error instanceof Error ? error.message : error}\n` +
        'The database may now hold part of the log: drop it, create it again, and import again.',
    );
  process.exitCode = 1;
} finally {
  await close();
  await embedded?.stop();
}

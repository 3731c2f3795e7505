import { catalogue } from '@kicker/events';
import { projectionNamed, projections, rebuild } from '@kicker/projections';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';

// pnpm projections:rebuild [name]: rebuilds one read model (or all) from the event log.
// Safe while the app runs: writers wait for an inline model's rebuild and then apply on top.
const name = process.argv[2];
const config = loadConfig();
const embedded = config.databaseUrl
  ? null
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
const { db, close } = connect(config.databaseUrl ?? embedded!.url);
try {
  await migrate(db);
  const targets = name ? [projectionNamed(name)] : projections;
  for (const projection of targets) {
    const started = Date.now();
    let last = 0;
    const count = await rebuild(db, catalogue, projection, ({ processed, total }) => {
      if (process.stdout.isTTY && (processed - last >= 10_000 || processed === total)) {
        last = processed;
        process.stdout.write(`\r${projection.name}: ${processed}/${total} events`);
      }
    });
    console.log(
      `${process.stdout.isTTY ? '\r' : ''}${projection.name}: rebuilt from ${count} events in ${Date.now() - started} ms`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
  await embedded?.stop();
}

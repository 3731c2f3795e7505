import { catalogue } from '@kicker/events';
import { projectionNamed, projections, rebuild, rebuildAll } from '@kicker/projections';
import { connect } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadEnvironment } from '../src/environment.ts';

// pnpm projections:rebuild [name]: rebuilds one read model (or all, from one read of the log).
// Safe while the app runs: writers wait for an inline model's rebuild and then apply on top.
const name = process.argv[2];
const environment = loadEnvironment();
const embedded = environment.databaseUrl
  ? null
  : await startEmbeddedPostgres({ dataDir: environment.dataDir, port: environment.embeddedPgPort });
const { db, close } = connect(environment.databaseUrl ?? embedded!.url);
try {
  await migrate(db);
  const started = Date.now();
  let last = 0;
  const progress = ({
    projection,
    processed,
    total,
  }: {
    projection: string;
    processed: number;
    total: number;
  }) => {
    if (process.stdout.isTTY && (processed - last >= 10_000 || processed === total)) {
      last = processed;
      process.stdout.write(`\r${projection}: ${processed}/${total} events`);
    }
  };
  // Without a name, every read model from one read of the log, in one transaction.
  const count = name
    ? await rebuild(db, catalogue, projectionNamed(name), progress)
    : await rebuildAll(db, catalogue, projections, progress);
  console.log(
    `${process.stdout.isTTY ? '\r' : ''}${name ?? 'every read model'}: rebuilt from ${count} events in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
  await embedded?.stop();
}

import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { connect } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runningEmbeddedPostgres } from '../src/db/runningEmbedded.ts';
import { loadEnvironment } from '../src/environment.ts';
import { exportEventLog } from '../src/maintenance/eventLogExport.ts';

// pnpm events:export <file>: the whole event log and the accounts as JSON lines
// (docs/operations.md). Safe while the app runs: one read-only snapshot. The file appears only once
// it is complete (written next to it first, then renamed).
const file = process.argv[2];
if (!file) {
  console.error('Usage: pnpm events:export <file>   (for example: pnpm events:export kicker-events.jsonl)');
  process.exit(2);
}
const environment = loadEnvironment();
const running = environment.databaseUrl ? null : await runningEmbeddedPostgres(environment.dataDir);
const embedded =
  environment.databaseUrl || running
    ? null
    : await startEmbeddedPostgres({ dataDir: environment.dataDir, port: environment.embeddedPgPort });
const { db, close } = connect(environment.databaseUrl ?? running?.url ?? embedded!.url);
const partial = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.partial`);
try {
  const started = Date.now();
  // It holds the accounts' password hashes: readable by its owner only.
  const output = fs.createWriteStream(partial, { mode: 0o600 });
  const rows = await exportEventLog(db, output);
  output.end();
  await finished(output);
  fs.renameSync(partial, file);
  const counts = Object.entries(rows)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(`Exported ${counts} to ${file} in ${Date.now() - started} ms.`);
} catch (error) {
  fs.rmSync(partial, { force: true });
  console.error(`The export failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await close();
  await embedded?.stop();
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every benchmark in bench/ (each `bench/<name>.ts` but this file), one after another, each
 * in its own Node process so one benchmark's heap and JIT state cannot colour the next.
 *
 *   pnpm bench               every benchmark
 *   pnpm bench event-store   only those whose name contains the argument (only the one whose name
 *                            is the argument, when there is one: `pnpm bench load` is not also
 *                            browser-tests-loaded)
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];

const all = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.slice(0, -3))
  .sort();
const selected = !filter
  ? all
  : all.includes(filter)
    ? [filter]
    : all.filter((name) => name.includes(filter));

if (selected.length === 0) {
  console.error(`No benchmark matches "${filter}". Available: ${all.join(', ')}`);
  process.exit(1);
}

// Ctrl-C reaches the running benchmark too: it cleans up (stops its PostgreSQL) and exits; we wait.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
});

let failed = 0;
for (const name of selected) {
  if (interrupted) break;
  console.log(`\n=== bench/${name} ===\n`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, path.join(dir, `${name}.ts`)], {
      stdio: 'inherit',
    });
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    failed++;
    console.error(`bench/${name} failed (exit code ${code})`);
  }
}
process.exit(interrupted ? 130 : failed ? 1 : 0);

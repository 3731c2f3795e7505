import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAMP } from '../scripts/clientBuild.ts';
import { freePort } from '../server/test/support/freePort.ts';

/**
 * Issue 11: `pnpm start` to a 200 from /readyz, as the README runs it (`npx pnpm start`), on a
 * fresh data folder. The first start builds the client (its stamp is removed first, as after a
 * change of the sources); the starts after it find client/dist up to date and only boot. Target:
 * a second start within 5 s.
 *
 *   pnpm bench start
 *   BENCH_STARTS=5 pnpm bench start      (more starts after the first)
 */
const root = path.join(import.meta.dirname, '..');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const TIME = '/usr/bin/time';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-bench-start-'));
fs.chmodSync(dataDir, 0o755);
let running: ChildProcess | null = null;

try {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  fs.rmSync(path.join(root, STAMP), { force: true });
  const rows: string[][] = [];
  for (let i = 0; i <= STARTS; i++) {
    const load = os.loadavg()[0]!.toFixed(1);
    const started = performance.now();
    // Own process group, so stopping it is Ctrl-C in a terminal: pnpm, the server and its PostgreSQL.
    // GNU time, when there, adds the CPU time of the whole tree (npx, pnpm, Node, PostgreSQL): on
    // a busy machine the wall time mostly measures the others, the CPU time measures us.
    const [command, ...args] = [
      ...(fs.existsSync(TIME) ? [TIME, '-f', 'cpu %U %S'] : []),
      'npx',
      'pnpm',
      'start',
    ];
    running = spawn(command!, args, {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    running.stdout?.on('data', (c) => (output += c));
    running.stderr?.on('data', (c) => (output += c));
    await readyz(port, running, () => output);
    const ms = performance.now() - started;
    const built = !output.includes('up to date');
    await stop(running);
    running = null;
    const cpu = output.match(/cpu ([\d.]+) ([\d.]+)/);
    rows.push([
      i === 0 ? 'first (builds the client)' : `start ${i + 1}`,
      built ? 'yes' : 'no',
      `${(ms / 1000).toFixed(1)} s`,
      cpu ? `${(Number(cpu[1]) + Number(cpu[2])).toFixed(1)} s` : '–',
      load,
    ]);
    console.log(rows.at(-1)!.join('  |  '));
  }
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('| Start | Client built | To /readyz | CPU, start to stop | Load (1 min) |');
  console.log('| ----- | ------------ | ---------- | ------------------ | ------------ |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
} finally {
  if (running) await stop(running);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function readyz(port: number, child: ChildProcess, output: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve()); // after its output, which ends with GNU time's line
    process.kill(-child.pid!, 'SIGINT');
  });
}

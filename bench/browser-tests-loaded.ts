import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/measure.ts';

/**
 * Issue 11: the browser tests on a busy machine. Starts BENCH_BUSY busy-loop processes (default 4),
 * runs every e2e file with vitest as `pnpm test` does, samples the load average every 5 s, and
 * prints each flow's duration next to the load. Every flow must pass: their budgets
 * (e2e/support/budget.ts) are made for this. Needs a built client (`pnpm build`).
 *
 *   pnpm bench browser-tests-loaded
 *   BENCH_BUSY=0 pnpm bench browser-tests-loaded    (the machine as it is)
 */
const root = path.join(import.meta.dirname, '..');
const BUSY = Number(process.env.BENCH_BUSY ?? 4);
const report = path.join(os.tmpdir(), `kicker-e2e-loaded-${process.pid}.json`);

const busy: ChildProcess[] = Array.from({ length: BUSY }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const loads: number[] = [];
const sampler = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
let code: number | null = null;
try {
  const started = performance.now();
  code = await new Promise<number | null>((resolve) => {
    const vitest = spawn(
      path.join(root, 'node_modules/.bin/vitest'),
      ['run', 'e2e/', '--reporter=dot', '--reporter=json', `--outputFile=${report}`],
      { cwd: root, stdio: 'inherit' },
    );
    vitest.once('exit', resolve);
  });
  const minutes = (performance.now() - started) / 60_000;
  const results = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    testResults: {
      name: string;
      assertionResults: { fullName: string; status: string; duration: number }[];
    }[];
  };
  console.log(
    `\n${os.cpus().length} cores, ${BUSY} busy loops, Node ${process.version}, ${minutes.toFixed(1)} min`,
  );
  console.log(
    `load average (1 min) during the run: min ${Math.min(...loads).toFixed(1)}, ` +
      `median ${median(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}\n`,
  );
  console.log('| File | Flow | Result | Duration |');
  console.log('| ---- | ---- | ------ | -------- |');
  for (const file of results.testResults)
    for (const t of file.assertionResults)
      console.log(
        `| ${path.basename(file.name)} | ${t.fullName} | ${t.status} | ${(t.duration / 1000).toFixed(1)} s |`,
      );
} finally {
  clearInterval(sampler);
  for (const p of busy) p.kill('SIGKILL');
  fs.rmSync(report, { force: true });
}
process.exit(code ?? 1);

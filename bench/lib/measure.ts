import os from 'node:os';

export interface PhaseResult {
  /** Completed operations in the measured window. */
  count: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface PhaseOptions {
  writers: number;
  warmupMs: number;
  durationMs: number;
}

/**
 * Runs `writers` concurrent loops of `op` for a warm-up period (not recorded), then for the
 * measured period. `makeOp(i)` builds writer i's operation, so each writer can keep its own state
 * (its stream, its expected version). Each writer starts a new operation only before the deadline;
 * the window ends when the last one finishes.
 */
export async function runPhase(
  options: PhaseOptions,
  makeOp: (writer: number) => () => Promise<unknown>,
): Promise<PhaseResult> {
  const ops = Array.from({ length: options.writers }, (_, i) => makeOp(i));
  await loop(ops, options.warmupMs, null);
  const latencies: number[] = [];
  const start = performance.now();
  await loop(ops, options.durationMs, latencies);
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

async function loop(ops: (() => Promise<unknown>)[], ms: number, latencies: number[] | null) {
  const deadline = performance.now() + ms;
  await Promise.all(
    ops.map(async (op) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await op();
        latencies?.push(performance.now() - t);
      }
    }),
  );
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function machine(postgresVersion: string) {
  const cpus = os.cpus();
  return [
    ['CPU', `${cpus[0]?.model.trim() ?? 'unknown'} x ${cpus.length}`],
    ['Memory', `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`],
    ['OS', `${os.type()} ${os.release()} (${os.arch()})`],
    ['Node', process.version],
    ['PostgreSQL', postgresVersion],
  ] as const;
}

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const fmt = {
  rate: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => n.toFixed(2),
  ratio: (n: number) => n.toFixed(2),
};

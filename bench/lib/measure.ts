import fs from 'node:fs';
import os from 'node:os';

export interface PhaseResult {
  /** Completed operations in the measured window. */
  count: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of this Node process per operation (µs): the client side (driver, Kysely, encoding). */
  nodeCpuUs: number;
  /** CPU time of the PostgreSQL server per operation (µs), when it can be read. */
  serverCpuUs: number | null;
}

export interface Variant {
  name: string;
  /** Builds writer i's operation, so each writer can keep its own state (its stream, its version). */
  makeOp: (writer: number) => () => Promise<unknown>;
}

export interface InterleavedOptions {
  writers: number;
  warmupMs: number;
  /** Measured time per variant, split into `rounds` equal slices. */
  durationMs: number;
  rounds: number;
  /** CPU time (ms) used so far by the database server, or null when unknown. */
  serverCpuMs?: () => number | null;
}

/**
 * Measures several variants at the same concurrency: each is warmed up (not recorded), then they
 * take turns, `rounds` slices of durationMs / rounds each, so that a slow or busy moment of the
 * machine (disk flushes, other processes) falls on every variant alike instead of on one.
 * In a slice, `writers` concurrent loops run the operation; each writer starts a new operation
 * only before the slice's deadline, and the slice ends when the last one finishes.
 */
export async function runInterleaved(
  variants: readonly Variant[],
  options: InterleavedOptions,
): Promise<Map<string, PhaseResult>> {
  const state = variants.map((v) => ({
    name: v.name,
    ops: Array.from({ length: options.writers }, (_, i) => v.makeOp(i)),
    latencies: [] as number[],
    ms: 0,
    nodeCpuUs: 0,
    serverCpuMs: 0 as number | null,
  }));
  const serverCpu = options.serverCpuMs ?? (() => null);
  for (const s of state) await loop(s.ops, options.warmupMs, null);
  const slice = options.durationMs / options.rounds;
  for (let round = 0; round < options.rounds; round++) {
    for (const s of state) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const server = serverCpu();
      await loop(s.ops, slice, s.latencies);
      s.ms += performance.now() - start;
      const used = process.cpuUsage(cpu);
      s.nodeCpuUs += used.user + used.system;
      const serverAfter = serverCpu();
      s.serverCpuMs =
        server === null || serverAfter === null || s.serverCpuMs === null
          ? null
          : s.serverCpuMs + serverAfter - server;
    }
  }
  return new Map(
    state.map((s) => {
      const sorted = s.latencies.sort((a, b) => a - b);
      const seconds = s.ms / 1000;
      return [
        s.name,
        {
          count: sorted.length,
          seconds,
          perSecond: sorted.length / seconds,
          p50Ms: percentile(sorted, 0.5),
          p99Ms: percentile(sorted, 0.99),
          nodeCpuUs: s.nodeCpuUs / sorted.length,
          serverCpuUs: s.serverCpuMs === null ? null : (s.serverCpuMs * 1000) / sorted.length,
        },
      ];
    }),
  );
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

/** A Markdown table: first column left-aligned, the rest right-aligned (numbers) unless `left`. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  { left = false } = {},
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const isLeft = (i: number) => left || i === 0;
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (isLeft(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  // The separator as Biome formats Markdown tables, so a printed table can be pasted into docs as is.
  const rule = `| ${widths.map((w, i) => (isLeft(i) ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const fmt = {
  rate: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => n.toFixed(2),
  ratio: (n: number) => n.toFixed(2),
  us: (n: number | null) => (n === null ? 'n/a' : Math.round(n).toLocaleString('en-US')),
};

/** The load averages (1, 5 and 15 minutes) as "a / b / c": other work on the machine skews a run. */
export function loadavg(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `body`, writing a CPU profile of this process while it runs to `file` when given (open it in Chrome's DevTools). */
export async function profiled<T>(file: string | undefined, body: () => Promise<T>): Promise<T> {
  if (!file) return body();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await body();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

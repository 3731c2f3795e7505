import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/**
 * Every ffmpeg/ffprobe the agent starts, so that stopping the agent (or its process exiting for
 * any reason) leaves none behind.
 */
export class Children {
  private readonly all = new Set<ChildProcess>();

  spawn(program: string, args: readonly string[], options: SpawnOptions): ChildProcess {
    const child = spawn(program, args, options);
    this.all.add(child);
    child.once('exit', () => this.all.delete(child));
    child.once('error', () => this.all.delete(child));
    return child;
  }

  pids(): number[] {
    return [...this.all].flatMap((c) => (c.pid === undefined ? [] : [c.pid]));
  }

  /** Stops them all: SIGTERM, then SIGKILL for any still running after `graceMs`. */
  async stopAll(graceMs = 3000): Promise<void> {
    await Promise.all([...this.all].map((c) => stopChild(c, graceMs)));
  }

  /** Synchronous last resort for `process.on('exit')`. */
  killAllNow() {
    for (const c of this.all) c.kill('SIGKILL');
  }
}

export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end (killed after `timeoutMs`). */
export function run(
  children: Children,
  program: string,
  args: readonly string[],
  { timeoutMs }: { timeoutMs: number },
): Promise<RunResult> {
  return outcome(children.spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] }), program, timeoutMs);
}

/**
 * What a started program prints and how it ends. The `timeoutMs` clock starts with `arm()` (a
 * program started ahead of its work waits on its input as long as it has to), or at once.
 */
export function outcome(child: ChildProcess, program: string, timeoutMs: number, armed = true) {
  let timer: NodeJS.Timeout | null = null;
  const arm = () => {
    timer ??= setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  };
  if (armed) arm();
  const result = new Promise<RunResult>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      if (stdout.length < 1_000_000) stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-4000);
    });
    child.once('error', (e) => {
      if (timer) clearTimeout(timer);
      reject(new Error(`Could not start ${program}: ${e.message}`));
    });
    child.once('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout, stderr: stderr.trim() });
    });
  });
  return Object.assign(result, { arm });
}

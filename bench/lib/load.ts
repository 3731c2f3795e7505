import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// HTTP load from a separate process (autocannon's command line), so the server's CPU is measured
// alone: the process under test runs no client code.

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Answers outside 2xx (a broken request shows here, not as a fast rate). */
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections?: number;
  seconds?: number;
}

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export function runLoad({
  url,
  body,
  headers,
  connections = 16,
  seconds = 10,
}: LoadOptions): Promise<LoadResult> {
  const args = [cli, '--json', '-c', String(connections), '-d', String(seconds), '-m', 'POST', '-b', body];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

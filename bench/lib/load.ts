import { spawn } from 'node:child_process';
import path from 'node:path';

// HTTP load from a separate process (autocannon, lib/cannon.ts), so the server's CPU is measured
// alone: the process under test runs no client code.

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  /** Every answer's time counted (lib/cannon.ts), not autocannon's histogram. */
  p95Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Answers outside 2xx (a broken request shows here, not as a fast rate). */
  non2xx: number;
}

export interface LoadRequest {
  body: string;
  headers: Record<string, string>;
}

export interface LoadOptions extends Partial<LoadRequest> {
  url: string;
  /** One request per connection, given round-robin (another user or organisation each). */
  requests?: LoadRequest[];
  connections?: number;
  seconds?: number;
  /** POST (GraphQL, the default) or GET (a page: `body` is then empty). */
  method?: 'GET' | 'POST';
}

const child = path.join(import.meta.dirname, 'cannon.ts');

export function runLoad({
  url,
  body,
  headers,
  requests,
  connections = 16,
  seconds = 10,
  method = 'POST',
}: LoadOptions): Promise<LoadResult> {
  const list = requests ?? [{ body: body ?? '', headers: headers ?? {} }];
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
    });
    proc.stderr.on('data', (chunk) => {
      err += chunk;
    });
    proc.once('error', reject);
    proc.once('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        p95Ms: number;
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: r.requests.average,
        p50Ms: r.latency.p50,
        p95Ms: r.p95Ms,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
    proc.stdin.end(JSON.stringify({ url, connections, seconds, method, requests: list }));
  });
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Kind, LoadClub } from './mixedRequests.ts';

// bench/load's mixed workload from a process of its own (lib/mixedLoadChild.ts), as lib/load.ts
// does with autocannon, so the instances under test share the machine with no client code of
// ours. Autocannon sends fixed bodies; this workload needs a new match each time, the ids of
// recorded matches for deleteMatch, and every answer read (a GraphQL error in a 200 is an error).

export interface MixedLoadOptions {
  /** The instances' /graphql URLs, taken round-robin request by request. */
  urls: string[];
  clubs: LoadClub[];
  connections: number;
  seconds: number;
}

export interface Latencies {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface MixedLoadResult extends Latencies {
  /** The measured window (s): from the first request sent to the last answer. */
  seconds: number;
  requestsPerSecond: number;
  /** Requests that got no answer (connection refused or reset, timeout). */
  errors: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** 2xx answers with GraphQL `errors`, a refusal (an Error payload) or data the client lacks. */
  graphqlErrors: number;
  /** The first few problems, to tell what went wrong. */
  samples: string[];
  byKind: Record<Kind, Latencies>;
  /** Answers per instance URL (round-robin: equal within one). */
  perUrl: Record<string, number>;
  /** CPU time (ms) of the load generator's process while it sent. */
  loadCpuMs: number;
  /** The organisations' matches afterwards (recorded, deleted), for the next run. */
  clubs: LoadClub[];
}

const child = path.join(import.meta.dirname, 'mixedLoadChild.ts');

export function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
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
    // Interrupted (lib/cleanup.ts exits on Ctrl-C / SIGTERM): the generator stops with us.
    const stopIt = () => proc.kill();
    process.once('exit', stopIt);
    proc.once('error', reject);
    proc.once('close', (code) => {
      process.off('exit', stopIt);
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}: ${err}`));
      resolve(JSON.parse(out) as MixedLoadResult);
    });
    proc.stdin.end(JSON.stringify(options));
  });
}

/** All problems of a run: unanswered requests, non-2xx answers and GraphQL errors. */
export const problems = (r: MixedLoadResult) => r.errors + r.non2xx + r.graphqlErrors;

import autocannon from 'autocannon';

// The load generator's own process (lib/load.ts starts it): autocannon with one request per
// connection, given round-robin from the list it reads as JSON on stdin, so each connection can be
// another signed-in user (another organisation) while the server under test runs no client code.

interface Config {
  url: string;
  connections: number;
  seconds: number;
  method: 'GET' | 'POST';
  requests: { headers: Record<string, string>; body: string }[];
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const config = JSON.parse(input) as Config;
let next = 0;
// Every answer's time, for percentiles autocannon does not report (p95).
const times: number[] = [];
const instance = autocannon({
  url: config.url,
  method: config.method,
  connections: config.connections,
  duration: config.seconds,
  // A body with `[<id>]` gets a fresh id in each request (a command id, as the app sends one).
  idReplacement: config.requests.some((r) => r.body.includes('[<id>]')),
  headers: config.requests[0]!.headers,
  ...(config.method === 'POST' && { body: config.requests[0]!.body }),
  setupClient: (client) => {
    const r = config.requests[next++ % config.requests.length]!;
    if (config.method === 'GET') client.setHeaders(r.headers);
    else client.setHeadersAndBody(r.headers, r.body);
  },
});
// Without a callback autocannon answers its tracker (an EventEmitter that is also a promise).
(instance as unknown as import('node:events').EventEmitter).on('response', (...args: unknown[]) =>
  times.push(args[3] as number),
);
const result = await instance;
times.sort((a, b) => a - b);
const p95 = times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! : 0;
process.stdout.write(JSON.stringify({ ...result, p95Ms: p95 }));

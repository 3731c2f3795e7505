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
const result = await autocannon({
  url: config.url,
  method: config.method,
  connections: config.connections,
  duration: config.seconds,
  headers: config.requests[0]!.headers,
  ...(config.method === 'POST' && { body: config.requests[0]!.body }),
  setupClient: (client) => {
    const r = config.requests[next++ % config.requests.length]!;
    if (config.method === 'GET') client.setHeaders(r.headers);
    else client.setHeadersAndBody(r.headers, r.body);
  },
});
process.stdout.write(JSON.stringify(result));

import { randomUUID } from 'node:crypto';
import { connect } from '../../server/src/db/database.ts';

// The baseline's own process (bench/recordMatch): each connection sends its hand-written
// transaction (lib/sameRows.ts) again and again, in one round trip each, with fresh ids, for the
// given seconds; it prints how many it wrote and their latencies. Reads its config as JSON on stdin.

interface Config {
  databaseUrl: string;
  /** One template per connection. */
  texts: string[];
  seconds: number;
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const config = JSON.parse(input) as Config;

const db = connect(config.databaseUrl, { max: config.texts.length });
const clients = await Promise.all(config.texts.map(() => db.pool.connect()));
const times: number[] = [];
let position = 10 ** 12;
const started = performance.now();
const deadline = started + config.seconds * 1000;
await Promise.all(
  clients.map(async (client, i) => {
    const template = config.texts[i]!;
    while (performance.now() < deadline) {
      const text = template
        .replaceAll('{{match}}', randomUUID())
        .replaceAll('{{event}}', randomUUID())
        .replaceAll('{{command}}', randomUUID())
        .replaceAll('{{position}}', String(position++));
      const t = performance.now();
      await client.query(text);
      times.push(performance.now() - t);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
for (const c of clients) c.release();
// The pool itself (Kysely never used it, so its destroy would leave the warm connections open).
await db.pool.end();
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(times.length * p) - 1)] ?? 0;
process.stdout.write(JSON.stringify({ count: times.length, seconds, p50Ms: at(0.5), p95Ms: at(0.95) }));

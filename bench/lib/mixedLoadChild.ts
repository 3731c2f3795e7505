import http from 'node:http';
import { percentile } from './measure.ts';
import type { Latencies, MixedLoadOptions, MixedLoadResult } from './mixedLoad.ts';
import {
  answerProblem,
  clientDocuments,
  KINDS,
  type Kind,
  type LoadClub,
  READS,
  type Request,
  requestFor,
} from './mixedRequests.ts';

// The load generator's own process (lib/mixedLoad.ts starts it; options as JSON on stdin, the
// result as JSON on stdout). `connections` loops, each sending its next request when the last is
// answered, until `seconds` are over. Of every 20 requests (a shuffled deck, so no kind keeps to
// one instance) 16 are reads (season table, history, profile in turn), 3 record a new match and
// 1 deletes a match recorded earlier or restores the one its organisation's last deletion took.
// Instances are taken round-robin, organisations round-robin per kind.

let input = '';
for await (const chunk of process.stdin) input += chunk;
const options = JSON.parse(input) as MixedLoadOptions;
const docs = clientDocuments();
const clubs: LoadClub[] = options.clubs;

type Slot = 'read' | 'record' | 'change';
const DECK: Slot[] = [...Array<Slot>(16).fill('read'), 'record', 'record', 'record', 'change'];
let deck: Slot[] = [];
const nextSlot = (): Slot => {
  if (deck.length === 0) deck = [...DECK].sort(() => Math.random() - 0.5);
  return deck.pop()!;
};

const targets = options.urls.map((url) => ({
  url,
  agent: new http.Agent({ keepAlive: true, maxSockets: options.connections }),
  origin: new URL(url).origin,
}));
let sent = 0;
const turns = { read: 0, record: 0, change: 0 };
const nextClub = (slot: Slot) => clubs[turns[slot]++ % clubs.length]!;

/** The next request and what to do with its outcome (the organisation's match lists). */
function nextRequest(): { club: LoadClub; request: Request; settle: (ok: boolean | null) => void } {
  const slot = nextSlot();
  const none = () => {};
  if (slot === 'read') {
    const club = nextClub('read');
    const kind = READS[turns.read % READS.length]!;
    return { club, request: requestFor(docs, kind, club), settle: none };
  }
  if (slot === 'change')
    for (let tries = 0; tries < clubs.length; tries++) {
      const club = nextClub('change');
      // Restore what this organisation's last deletion took, else delete one of its newest matches
      // (a mistake noticed soon); a match in flight is off both lists, so no two requests race.
      const restoring = club.deleted.shift();
      if (restoring)
        return {
          club,
          request: requestFor(docs, 'restore', club, restoring),
          // Refused: still deleted. No answer: unknown, so it is left alone.
          settle: (ok) => (ok ? club.live.push(restoring) : ok === false && club.deleted.push(restoring)),
        };
      if (club.live.length === 0) continue;
      const index = Math.max(0, club.live.length - 1 - Math.floor(Math.random() * 5));
      const [deleting] = club.live.splice(index, 1);
      return {
        club,
        request: requestFor(docs, 'delete', club, deleting!),
        settle: (ok) => (ok ? club.deleted.push(deleting!) : ok === false && club.live.push(deleting!)),
      };
    }
  const club = nextClub('record');
  return { club, request: requestFor(docs, 'record', club), settle: none };
}

function post(target: (typeof targets)[number], body: string, cookie: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      target.url,
      {
        method: 'POST',
        agent: target.agent,
        headers: {
          origin: target.origin,
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

const latencies = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
const perUrl: Record<string, number> = Object.fromEntries(options.urls.map((u) => [u, 0]));
const counts = { errors: 0, non2xx: 0, graphqlErrors: 0 };
const samples: string[] = [];
const note = (what: string) => {
  if (samples.length < 5) samples.push(what);
};

const cpu = process.cpuUsage();
const started = performance.now();
const deadline = started + options.seconds * 1000;
await Promise.all(
  Array.from({ length: options.connections }, async () => {
    while (performance.now() < deadline) {
      const target = targets[sent++ % targets.length]!;
      const { club, request, settle } = nextRequest();
      const t = performance.now();
      let ok: boolean | null = null;
      try {
        const answer = await post(target, request.body, club.cookie);
        latencies[request.kind].push(performance.now() - t);
        perUrl[target.url]!++;
        if (answer.status < 200 || answer.status > 299) {
          counts.non2xx++;
          note(`${request.kind} on ${target.url}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
        } else {
          const problem = answerProblem(request, JSON.parse(answer.text), (id) => club.live.push(id));
          ok = problem === null;
          if (problem) {
            counts.graphqlErrors++;
            note(`${request.kind} on ${target.url}: ${problem}`);
          }
        }
      } catch (error) {
        counts.errors++;
        note(`${request.kind} on ${target.url}: ${(error as Error).message}`);
      }
      settle(ok);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
for (const t of targets) t.agent.destroy();

const summary = (values: number[]): Latencies => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
  };
};
const all = summary(KINDS.flatMap((k) => latencies[k]));
const result: MixedLoadResult = {
  ...all,
  seconds,
  requestsPerSecond: (all.count + counts.errors) / seconds,
  ...counts,
  samples,
  byKind: Object.fromEntries(KINDS.map((k) => [k, summary(latencies[k])])) as Record<Kind, Latencies>,
  perUrl,
  loadCpuMs: (used.user + used.system) / 1000,
  clubs,
};
process.stdout.write(JSON.stringify(result));

import { wsClient } from '../../server/test/support/wsClient.ts';

type Client = ReturnType<typeof wsClient>;

// The subscriber side of `pnpm bench live` (bench/live.ts starts it as a child process, so the
// server's process runs no client code): opens the graphql-ws connections, subscribes a phase's
// share of them to the location's live game, scores its goals at a fixed pace over HTTP, and
// measures for each delivered message the time from sending the goal to receiving it. Sending and
// receiving are timed here, on one clock. It tells the parent when a measured window opens and
// closes (the parent reads the server's CPU then) and answers with the figures.

export interface FanoutPlan {
  base: string;
  cookie: string;
  locationId: string;
  /** Global ids of two players of the organisation: the blacks and the whites (1 vs 1). */
  players: [string, string];
  /** Subscribers per phase, e.g. [20, 2000]; the phases take turns, one game each per round. */
  phases: number[];
  rounds: number;
  goalsPerGame: number;
  goalsPerSecond: number;
  /** The subscription document: what a scoreboard asks for. */
  document: string;
}

export type FanoutMessage =
  | { type: 'mark'; id: number; phase: number; edge: 'start' | 'end' }
  | { type: 'result'; phases: PhaseFigures[] }
  | { type: 'failed'; message: string };

export interface PhaseFigures {
  subscribers: number;
  goals: number;
  /** Messages about measured goals that arrived (should be goals × subscribers). */
  delivered: number;
  /** Publish (goal sent) to receive, per delivered message, sorted (ms). */
  latencies: number[];
  /** The goal mutations' own round trips (ms). */
  mutationMs: number[];
  /** This process's CPU time in the measured windows (µs): what receiving costs the subscribers. */
  cpuUs: number;
}

const plan = JSON.parse(process.env.LIVE_FANOUT_PLAN ?? 'null') as FanoutPlan | null;
if (!plan) throw new Error('bench/lib/liveFanout.ts is started by bench/live.ts');

/** Resolves once the message has gone to the parent (a large result must not be cut off by exit). */
const send = (message: FanoutMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
let markId = 0;
const acks = new Map<number, () => void>();
process.on('message', (m: { type: string; id: number }) => {
  if (m.type === 'ack') acks.get(m.id)?.();
});
/** Tells the parent and waits until it has read the server's counters. */
const mark = (phase: number, edge: 'start' | 'end') =>
  new Promise<void>((resolve) => {
    const id = ++markId;
    acks.set(id, resolve);
    send({ type: 'mark', id, phase, edge });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function gql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${plan!.base}/graphql`, {
    method: 'POST',
    headers: { cookie: plan!.cookie, origin: plan!.base, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: read loosely
  const body = (await res.json()) as any;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function mutate(name: string, input: Record<string, unknown>) {
  const Name = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const data = await gql(
    `mutation ($input: ${Name}Input!) { ${name}(input: $input) { __typename ... on ${Name}Payload { liveGame { id } } ... on Error { message } } }`,
    { input },
  );
  const result = data[name];
  if (result.__typename !== `${Name}Payload`) throw new Error(`${name}: ${result.message}`);
  return result.liveGame.id as string;
}

/** One socket per subscriber, opened with the admin's session like a browser tab. */
function connect(): Promise<Client> {
  const { cookie, base } = plan!;
  return new Promise((resolve, reject) => {
    const client = wsClient(base, { cookieHeader: cookie }, base, {
      lazy: false,
      onNonLazyError: reject,
      on: { connected: () => resolve(client) },
    });
  });
}

/** What the phase's subscribers have seen: per game and goal count, who has it. */
interface Tracker {
  /** When each goal of the measured game was sent (key: goals so far). */
  sentAt: Map<number, number>;
  gameId: string | null;
  latencies: number[];
  delivered: number;
  /** How many subscribers have seen each state (key: `${gameId}:${goals}` or `ended`). */
  seen: Map<string, number>;
}

async function waitFor(tracker: Tracker, key: string, count: number, what: string, withinMs = 60_000) {
  for (let waited = 0; (tracker.seen.get(key) ?? 0) < count; waited += 10) {
    if (waited > withinMs) {
      if (withinMs < 60_000) return false;
      throw new Error(`${what}: ${tracker.seen.get(key) ?? 0} of ${count} after 60 s`);
    }
    await sleep(10);
  }
  return true;
}

async function main() {
  const { phases, rounds, goalsPerGame, goalsPerSecond, locationId, players, document } = plan!;
  const most = Math.max(...phases);
  const clients: Client[] = [];
  // In batches: the server authenticates each socket as it opens.
  while (clients.length < most)
    clients.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, most - clients.length) }, connect))),
    );

  const figures: PhaseFigures[] = phases.map((subscribers) => ({
    subscribers,
    goals: 0,
    delivered: 0,
    latencies: [],
    mutationMs: [],
    cpuUs: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [p, subscribers] of phases.entries()) {
      const tracker: Tracker = {
        sentAt: new Map(),
        gameId: null,
        latencies: [],
        delivered: 0,
        seen: new Map(),
      };
      const stops = clients.slice(0, subscribers).map((client) =>
        client.subscribe(
          { query: document, variables: { loc: locationId } },
          {
            next: (value) => {
              const received = performance.now();
              // biome-ignore lint/suspicious/noExplicitAny: read loosely
              const game = (value.data as any)?.liveGameChanged;
              const key = game ? `${game.id}:${game.scoreBlacks + game.scoreWhites}` : 'ended';
              tracker.seen.set(key, (tracker.seen.get(key) ?? 0) + 1);
              if (!game || game.id !== tracker.gameId) return;
              const sent = tracker.sentAt.get(game.scoreBlacks + game.scoreWhites);
              if (sent === undefined) return;
              tracker.latencies.push(received - sent);
              tracker.delivered++;
            },
            error: (error) =>
              void send({ type: 'failed', message: `subscription: ${JSON.stringify(error)}` }),
            complete: () => {},
          },
        ),
      );
      // Every subscriber is listening once every one has seen a game start (graphql-ws does not
      // acknowledge a subscription): a start some missed is given up and the next one tried.
      let gameId = '';
      for (let attempt = 1; ; attempt++) {
        await sleep(200);
        gameId = await mutate('startLiveGame', {
          locationId,
          mode: 1,
          blacks: { defense: players[0] },
          whites: { defense: players[1] },
        });
        if (await waitFor(tracker, `${gameId}:0`, subscribers, 'start', 5_000)) break;
        if (attempt === 10)
          throw new Error(`start: ${tracker.seen.get(`${gameId}:0`) ?? 0} of ${subscribers}`);
        await mutate('abandonLiveGame', { liveGameId: gameId });
      }
      tracker.gameId = gameId;

      await mark(p, 'start');
      const cpuAtStart = process.cpuUsage();
      const first = performance.now();
      // Five goals each (5:5): the game never reaches six, so every goal is accepted.
      for (let g = 1; g <= goalsPerGame; g++) {
        const due = first + ((g - 1) * 1000) / goalsPerSecond;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const sent = performance.now();
        tracker.sentAt.set(g, sent);
        await mutate('scoreLiveGoal', {
          liveGameId: gameId,
          side: g % 2 ? 'BLACKS' : 'WHITES',
          source: 'BELL',
        });
        figures[p]!.mutationMs.push(performance.now() - sent);
      }
      await waitFor(tracker, `${gameId}:${goalsPerGame}`, subscribers, 'last goal');
      const cpu = process.cpuUsage(cpuAtStart);
      figures[p]!.cpuUs += cpu.user + cpu.system;
      await mark(p, 'end');

      figures[p]!.goals += goalsPerGame;
      figures[p]!.delivered += tracker.delivered;
      figures[p]!.latencies.push(...tracker.latencies);
      const endedBefore = tracker.seen.get('ended') ?? 0;
      await mutate('abandonLiveGame', { liveGameId: gameId });
      await waitFor(tracker, 'ended', endedBefore + subscribers, 'abandon');
      for (const stop of stops) stop();
      await sleep(200);
    }
  }
  for (const f of figures) f.latencies.sort((a, b) => a - b);
  await Promise.all(clients.map((c) => c.dispose()));
  await send({ type: 'result', phases: figures });
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    const message = String(error instanceof Error ? (error.stack ?? error.message) : error);
    await send({ type: 'failed', message });
    process.exit(1);
  },
);

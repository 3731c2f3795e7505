import { type RawClient, rawGraphqlWs } from '../../server/test/support/rawGraphqlWs.ts';
import { wsClient } from '../../server/test/support/wsClient.ts';
import { epochNow, type Received, type ReceiverRequest, serve } from './liveFanoutProtocol.ts';

// The subscribers of `pnpm bench live`: graphql-ws sockets opened with the admin's session like
// browser tabs, each following the location's live game with the scoreboard's document. One
// process holds its share of every phase (bench/live.ts starts BENCH_RECEIVERS of them). Each
// message's arrival is stamped on the machine's clock when graphql-ws's client hands it over.

type Client = Pick<ReturnType<typeof wsClient>, 'subscribe' | 'dispose'> | RawClient;

/** Arrivals per state (`${gameId}:${goals}`, or 'ended' once the game is over), one per subscriber. */
let arrivals = new Map<string, number[]>();
let subscribed = 0;
let stops: (() => void)[] = [];
let cpuAtStart: NodeJS.CpuUsage | null = null;

const { plan, fail } = serve<ReceiverRequest>(async (request) => {
  await ready;
  switch (request.type) {
    case 'subscribe':
      arrivals = new Map();
      subscribed = request.subscribers;
      stops = sockets.slice(0, subscribed).map((socket) =>
        socket.subscribe(
          { query: plan.document, variables: { loc: plan.locationId } },
          {
            next: (value) => {
              const at = epochNow();
              // biome-ignore lint/suspicious/noExplicitAny: read loosely
              const game = (value.data as any)?.liveGameChanged;
              const key = game ? `${game.id}:${game.scoreBlacks + game.scoreWhites}` : 'ended';
              let list = arrivals.get(key);
              if (!list) {
                list = [];
                arrivals.set(key, list);
              }
              list.push(at);
            },
            error: (error) => fail(new Error(`subscription: ${JSON.stringify(error)}`)),
            complete: () => {},
          },
        ),
      );
      return subscribed;
    case 'await':
      for (let waited = 0; (arrivals.get(request.key)?.length ?? 0) < subscribed; waited += 10) {
        if (waited > request.withinMs) return false;
        await new Promise((r) => setTimeout(r, 10));
      }
      return true;
    case 'window': {
      if (request.edge === 'start') {
        cpuAtStart = process.cpuUsage();
        return 0;
      }
      const cpu = process.cpuUsage(cpuAtStart ?? undefined);
      return cpu.user + cpu.system;
    }
    case 'latencies': {
      const received: Received = { latencies: [], delivered: 0 };
      request.sentAt.forEach((sent, i) => {
        for (const at of arrivals.get(`${request.gameId}:${i + 1}`) ?? []) {
          received.latencies.push(at - sent);
          received.delivered++;
        }
      });
      return received;
    }
    case 'unsubscribe':
      for (const stop of stops) stop();
      stops = [];
      return true;
    case 'finish':
      await Promise.all(sockets.map((s) => s.dispose()));
      return true;
  }
});

const sockets: Client[] = [];
const ready = (async () => {
  // In batches: the server authenticates each socket as it opens.
  while (sockets.length < (plan.sockets ?? 0))
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, (plan.sockets ?? 0) - sockets.length) }, connect),
      )),
    );
})();

/** BENCH_WS_CLIENT: 'graphql-ws' (its own client) or 'protocol' (server/test/support/rawGraphqlWs.ts: the same protocol, no client library). */
function connect(): Promise<Client> {
  if (plan.wsClient === 'protocol') return rawGraphqlWs(plan.base, plan.cookie);
  return new Promise((resolve, reject) => {
    const client = wsClient(plan.base, { cookieHeader: plan.cookie }, plan.base, {
      lazy: false,
      onNonLazyError: reject,
      on: { connected: () => resolve(client) },
    });
  });
}

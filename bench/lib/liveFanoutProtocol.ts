import type { ChildProcess } from 'node:child_process';

// What bench/live.ts (the server's process, which also coordinates) and its child processes say
// to each other: one driver (liveFanoutDriver.ts: starts games and scores goals over HTTP) and
// BENCH_RECEIVERS receivers (liveFanoutReceiver.ts: the graphql-ws subscribers, each process a
// share of every phase). Every request carries an id and gets exactly one answer with that id.
// Times that cross processes are milliseconds since the epoch with performance's precision
// (`epochNow`), one clock for the whole machine.

export interface FanoutPlan {
  base: string;
  cookie: string;
  locationId: string;
  /** Global ids of two players of the organisation: the blacks and the whites (1 vs 1). */
  players: [string, string];
  /** The subscription document: what a scoreboard asks for. */
  document: string;
  /** Receivers: how many sockets this process opens (its largest share of a phase). */
  sockets?: number;
  /** Receivers: graphql-ws's own client, or the protocol on a plain socket (server/test/support/rawGraphqlWs.ts). */
  wsClient?: 'graphql-ws' | 'protocol';
}

export type DriverRequest =
  | { id: number; type: 'start' }
  | { id: number; type: 'abandon'; gameId: string }
  | { id: number; type: 'score'; gameId: string; goals: number; goalsPerSecond: number };

export type ReceiverRequest =
  /** Subscribe this many of the process's sockets, with a fresh tally. */
  | { id: number; type: 'subscribe'; subscribers: number }
  /** Answers once every subscriber has seen `key` (`${gameId}:${goals}` or 'ended'), or false after withinMs. */
  | { id: number; type: 'await'; key: string; withinMs: number }
  | { id: number; type: 'window'; edge: 'start' | 'end' }
  /** Publish-to-receive of each subscriber for each goal of the game (goal n sent at sentAt[n - 1]). */
  | { id: number; type: 'latencies'; gameId: string; sentAt: number[] }
  | { id: number; type: 'unsubscribe' }
  | { id: number; type: 'finish' };

export interface Reply {
  id: number;
  type: 'reply';
  value: unknown;
}
export interface Failure {
  type: 'failed';
  message: string;
}

/** A child's answer to `score`: when each goal was sent, and each goal mutation's round trip (ms). */
export interface Scored {
  sentAt: number[];
  mutationMs: number[];
}

/** A receiver's answer to `latencies`: its subscribers' delays (ms), and how many arrived. */
export interface Received {
  latencies: number[];
  delivered: number;
}

export const epochNow = () => performance.timeOrigin + performance.now();

/** The parent's side: requests to a child, answered in any order. */
export function rpc(child: ChildProcess, onFailure: (message: string) => void) {
  let next = 0;
  const waiting = new Map<number, (value: unknown) => void>();
  child.on('message', (m: Reply | Failure) => {
    if (m.type === 'failed') onFailure(m.message);
    else waiting.get(m.id)?.(m.value);
  });
  return <T>(request: Record<string, unknown>) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      waiting.set(id, (value) => {
        waiting.delete(id);
        resolve(value as T);
      });
      child.send({ ...request, id });
    });
}

/** The child's side: answers each request with what `handle` returns. */
export function serve<R extends { id: number; type: string }>(handle: (request: R) => Promise<unknown>) {
  const plan = JSON.parse(process.env.LIVE_FANOUT_PLAN ?? 'null') as FanoutPlan | null;
  if (!plan) throw new Error('started by bench/live.ts');
  const fail = (error: unknown) => {
    const message = String(error instanceof Error ? (error.stack ?? error.message) : error);
    process.send?.({ type: 'failed', message } satisfies Failure, undefined, {}, () => process.exit(1));
  };
  process.on('message', (request: R) => {
    handle(request).then(
      (value) => process.send?.({ id: request.id, type: 'reply', value } satisfies Reply),
      fail,
    );
  });
  // The parent ends its children; one left behind by a parent that died ends with it.
  process.on('disconnect', () => process.exit(0));
  return { plan, fail };
}

import {
  type ExecutionResult,
  execute,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { MessageType, stringifyMessage } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { routeOperation } from './sharedDelivery.ts';
import { sharedEvents } from './sharedEvents.ts';
import { sharedExecutions, shareExecutions } from './sharedExecution.ts';
import { subscribeShared } from './sharedSubscriber.ts';

// A subscriber of a shared subscription gets exactly the messages graphql-ws would send, in its
// order: shared results written to its socket directly, everything else through the iterator
// graphql-ws consumes (here: by hand, as graphql-ws does: next, send, next).

interface Tick {
  n: number;
}
type Ctx = { cls?: number };
let events: { emit(v: Tick | null): void; end(): void; fail(e: unknown): void } | null = null;
let key = 0;

/** Each test's stream: the subscribers of one test share it. */
function stream() {
  const waiting: { resolve: (r: IteratorResult<Tick | null>) => void; reject: (e: unknown) => void }[] = [];
  const queued: (() => void)[] = [];
  const take = (f: (w: (typeof waiting)[number]) => void) => {
    const w = waiting.shift();
    if (w) f(w);
    else queued.push(() => f(waiting.shift()!));
  };
  events = {
    emit: (value) => take((w) => w.resolve({ value, done: false })),
    end: () => take((w) => w.resolve({ value: undefined, done: true })),
    fail: (error) => take((w) => w.reject(error)),
  };
  const name = `ticks ${++key}`;
  return () =>
    sharedEvents(name, () => ({
      [Symbol.asyncIterator]: () => ({
        next: () =>
          new Promise<IteratorResult<Tick | null>>((resolve, reject) => {
            waiting.push({ resolve, reject });
            queued.shift()?.();
          }),
        return: async () => ({ value: undefined, done: true as const }),
      }),
    }));
}
let current = stream();
/** Holds `Tick.slow` until opened. */
let gate: Promise<void> = Promise.resolve();

const TickType = new GraphQLObjectType<Tick, Ctx>({
  name: 'Tick',
  fields: {
    n: { type: GraphQLInt },
    who: { type: GraphQLString, resolve: (_tick, _args, ctx) => `class ${ctx.cls}` },
    slow: {
      type: GraphQLInt,
      resolve: async (tick) => {
        await gate;
        return tick.n;
      },
    },
    boom: {
      type: GraphQLString,
      resolve: () => {
        throw new Error('No boom here');
      },
    },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      testTick: { type: TickType, subscribe: () => current(), resolve: (tick: Tick | null) => tick },
    },
  }),
});
shareExecutions('testTick', {
  fields: new Set(['Subscription.testTick', 'Tick.n', 'Tick.who', 'Tick.slow', 'Tick.boom']),
  classOf: (ctx) => (ctx as Ctx).cls ?? null,
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

async function subscriber(
  id: string,
  cls: number | undefined,
  query = 'subscription { testTick { n who } }',
) {
  const sent: string[] = [];
  const socket = { readyState: 1, OPEN: 1, send: (data: unknown) => sent.push(String(data)) };
  const ctx: Ctx = cls === undefined ? {} : { cls };
  routeOperation(ctx, socket as unknown as WebSocket, id);
  const document = parse(query);
  const it = (await subscribeShared({
    schema,
    document,
    contextValue: ctx,
  })) as AsyncIterableIterator<ExecutionResult>;
  /** What graphql-ws would write for this subscriber after `tick`, computed by graphql-js and graphql-ws alone. */
  const expected = async (tick: Tick | null) => {
    const result = (await execute({
      schema,
      document,
      rootValue: tick,
      contextValue: ctx,
    })) as ExecutionResult;
    const { errors, ...rest } = result;
    const payload = { ...rest, ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}) };
    return stringifyMessage({ id, type: MessageType.Next, payload });
  };
  return { it, sent, expected };
}

/** A promise's state without waiting for it. */
async function state<T>(p: Promise<T>) {
  const marker = Symbol();
  const won = await Promise.race([p.then((v) => ({ v })), settle().then(() => marker)]);
  return won === marker ? 'pending' : (won as { v: T }).v;
}

describe('shared subscribers', () => {
  it('writes a shared result to each subscriber of a class directly, executed once per class', async () => {
    current = stream();
    const [a1, a2, b] = [await subscriber('a1', 1), await subscriber('a2', 1), await subscriber('b"é', 2)];
    const nexts = [a1, a2, b].map((s) => s.it.next());
    await settle();
    const executions = sharedExecutions.count;
    events!.emit({ n: 1 });
    await settle();
    expect(sharedExecutions.count - executions).toBe(2);
    expect(a1.sent).toEqual([await a1.expected({ n: 1 })]);
    expect(a2.sent).toEqual([await a2.expected({ n: 1 })]);
    expect(b.sent).toEqual([await b.expected({ n: 1 })]);
    expect(JSON.parse(b.sent[0]!).payload.data.testTick.who).toBe('class 2');
    // Nothing for graphql-ws to send: its loop still waits.
    for (const next of nexts) expect(await state(next)).toBe('pending');
    events!.end();
    for (const next of nexts) expect(await next).toEqual({ value: undefined, done: true });
  });

  it('keeps the order when a result goes through graphql-ws, and ends after what was written', async () => {
    current = stream();
    const s = await subscriber('s', 1);
    const first = s.it.next();
    await settle();
    events!.emit(null);
    // Executed for this subscriber alone (no object to share): graphql-ws sends it.
    expect(await first).toEqual({ value: { data: { testTick: null } }, done: false });
    // While graphql-ws is still sending it, a shared result waits its turn...
    events!.emit({ n: 2 });
    await settle();
    expect(s.sent).toEqual([]);
    // ...and is written once graphql-ws asks for the next one.
    const second = s.it.next();
    await settle();
    expect(s.sent).toEqual([await s.expected({ n: 2 })]);
    events!.emit({ n: 3 });
    events!.end();
    expect(await second).toEqual({ value: undefined, done: true });
    expect(s.sent).toEqual([await s.expected({ n: 2 }), await s.expected({ n: 3 })]);
  });

  it('writes nothing more once a subscription ended, while the others go on', async () => {
    current = stream();
    const [u, v] = [await subscriber('u', 1), await subscriber('v', 1)];
    const nexts = [u.it.next(), v.it.next()];
    await settle();
    expect(await v.it.return!()).toEqual({ value: undefined, done: true });
    events!.emit({ n: 4 });
    await settle();
    expect(u.sent).toEqual([await u.expected({ n: 4 })]);
    expect(v.sent).toEqual([]);
    expect(await nexts[1]).toEqual({ value: undefined, done: true });
    events!.end();
    await nexts[0];
  });

  it('writes nothing to a subscription that ended while its result was being executed', async () => {
    current = stream();
    let open = () => {};
    gate = new Promise((r) => (open = r));
    const query = 'subscription { testTick { slow } }';
    const [u, v] = [await subscriber('u', 1, query), await subscriber('v', 1, query)];
    const nexts = [u.it.next(), v.it.next()];
    await settle();
    events!.emit({ n: 7 });
    await settle();
    expect(u.sent).toEqual([]);
    await v.it.return!();
    open();
    await settle();
    expect(u.sent).toEqual([await u.expected({ n: 7 })]);
    expect(v.sent).toEqual([]);
    events!.end();
    await Promise.all(nexts);
  });

  it('sends the result of a viewer without a class through graphql-ws', async () => {
    current = stream();
    const x = await subscriber('x', undefined);
    const next = x.it.next();
    await settle();
    events!.emit({ n: 5 });
    expect(await next).toEqual({
      value: { data: { testTick: { n: 5, who: 'class undefined' } } },
      done: false,
    });
    expect(x.sent).toEqual([]);
    events!.end();
    expect(await x.it.next()).toEqual({ value: undefined, done: true });
  });

  it('writes field errors as graphql-ws does', async () => {
    current = stream();
    const e = await subscriber('e', 1, 'subscription { testTick { n boom } }');
    const next = e.it.next();
    await settle();
    events!.emit({ n: 6 });
    await settle();
    expect(e.sent).toEqual([await e.expected({ n: 6 })]);
    expect(JSON.parse(e.sent[0]!).payload.errors[0]).toMatchObject({
      message: 'No boom here',
      path: ['testTick', 'boom'],
    });
    events!.end();
    await next;
  });

  it('fails each subscription when its events fail', async () => {
    current = stream();
    const [f, g] = [await subscriber('f', 1), await subscriber('g', 2)];
    const nexts = [f.it.next(), g.it.next()];
    await settle();
    events!.fail(new Error('The database is not reachable right now'));
    for (const next of nexts) await expect(next).rejects.toThrow('The database is not reachable right now');
    expect(await f.it.next()).toEqual({ value: undefined, done: true });
  });
});

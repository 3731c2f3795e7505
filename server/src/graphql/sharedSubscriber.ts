import { contextCacheSymbol } from '@pothos/core';
import {
  createSourceEventStream,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  subscribe,
} from 'graphql';
import type { Context } from './context.ts';
import { deliver, routeOf } from './sharedDelivery.ts';
import { isSharedEvents, join, type Member, sharedEvents } from './sharedEvents.ts';
import { intern, type ShareRule, sharedResult, sharingOf, type Waiter } from './sharedExecution.ts';

// One subscriber of a subscription that shares its executions (graphql/sharedExecution.ts). It
// follows its event stream (shared with the other subscribers of the same events where the field
// returns `sharedEvents`, graphql/sharedEvents.ts) as a member, told each event synchronously. An
// event whose result is shared is, when nothing of this subscription is still in flight, written
// to its socket directly when that result is ready (graphql/sharedDelivery.ts), for all of its
// subscribers in one go, without a promise per subscriber. Everything else (a result executed for
// this subscriber alone, the end, a failure, or any event while an earlier one is still on its
// way) goes through the iterator graphql-ws consumes, in order: the messages are the ones
// graphql-ws would send, in the order it would send them.

/** graphql-js `subscribe`, sharing executions (and the event stream) where the field allows it. */
export async function subscribeShared(args: ExecutionArgs) {
  const shared = sharingOf(args);
  if (!shared) return subscribe(args);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  // The same document, operation and variables: one number for the subscription's life.
  const operation = intern(
    `${shared.text}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`,
  );
  return sharedSubscriber({ args, operation, rule: shared.rule }, source);
}

type Item = { value: unknown } | { end: true } | { error: unknown };
const DONE = { value: undefined, done: true } as const;
let privateStreams = 0;

function sharedSubscriber(
  { args, operation, rule }: { args: ExecutionArgs; operation: number; rule: ShareRule },
  source: AsyncIterable<unknown>,
): AsyncIterableIterator<ExecutionResult> {
  const ctx = args.contextValue as Context;
  const route = routeOf(ctx);
  // Fresh loaders for every event's execution: the context lives as long as the subscription.
  const alone = (payload: unknown) =>
    execute({ ...args, contextValue: { ...ctx, [contextCacheSymbol]: {} }, rootValue: payload });
  const sharedFor = (payload: object, viewerClass: number) =>
    sharedResult(payload, `${operation}:${viewerClass}`, async () => alone(payload));

  const queue: Item[] = [];
  let wake: (() => void) | null = null;
  /** The iterator holds an event (or graphql-ws is still sending the result it returned). */
  let busy = false;
  /** A shared result is on its way to the socket directly. */
  let writing = false;
  let closed = false;
  const push = (item: Item) => {
    queue.push(item);
    wake?.();
  };

  const waiter: Waiter = {
    written(result) {
      writing = false;
      if (route) deliver(route, result);
      if (queue.length > 0) wake?.();
    },
    failed(error) {
      writing = false;
      queue.unshift({ error });
      wake?.();
    },
  };
  /** Takes care of an event here and now if its result is shared; false when the iterator must. */
  const direct = (payload: unknown): boolean => {
    if (!route || payload === null || typeof payload !== 'object') return false;
    const viewerClass = rule.classOf(ctx, payload);
    if (viewerClass === null || viewerClass instanceof Promise) return false;
    const shared = sharedFor(payload, viewerClass);
    if (shared.done) deliver(route, shared.done);
    else {
      writing = true;
      shared.waiting.push(waiter);
    }
    return true;
  };
  const member: Member<unknown> = {
    event(value) {
      if (closed) return;
      if (!busy && !writing && queue.length === 0 && direct(value)) return;
      push({ value });
    },
    end: () => push({ end: true }),
    fail: (error) => push({ error }),
  };
  const leave = join(
    isSharedEvents(source) ? source : sharedEvents(`\u0000own ${++privateStreams}`, () => source),
    member,
  );
  const finish = () => {
    if (closed) return;
    closed = true;
    if (route) route.open = false;
    leave();
    wake?.();
  };

  /** The result graphql-ws is to send for an event, or null once it has been written here. */
  const resultOf = async (payload: unknown): Promise<ExecutionResult | null> => {
    if (payload === null || typeof payload !== 'object') return alone(payload);
    const classOf = rule.classOf(ctx, payload);
    const viewerClass = classOf instanceof Promise ? await classOf : classOf;
    if (viewerClass === null) return alone(payload);
    const shared = sharedFor(payload, viewerClass);
    if (!route) return shared.result;
    deliver(route, shared.done ?? (await shared.result));
    return null;
  };

  return {
    async next() {
      for (;;) {
        busy = false;
        while (!closed && (queue.length === 0 || writing)) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (closed) return DONE;
        busy = true;
        const item = queue.shift()!;
        try {
          if ('end' in item) {
            finish();
            return DONE;
          }
          if ('error' in item) throw item.error;
          const result = await resultOf(item.value);
          if (result) return { value: result, done: false };
        } catch (error) {
          finish();
          throw error;
        }
      }
    },
    async return() {
      finish();
      return DONE;
    },
    async throw(error: unknown) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

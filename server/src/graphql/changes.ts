import type { Change } from '@kicker/events';
import { contextCacheSymbol } from '@pothos/core';
import type { Context } from './context.ts';

/**
 * The changes a subscription listens to. graphql-js runs every event of one subscription with the
 * same context, so the context's dataloaders would answer later events from the first event's
 * cache (an organisation's departments as they were then). Each event starts with empty loaders:
 * Pothos keys its per-request caches on `context[contextCacheSymbol]`, which is replaced here.
 * The iterator is returned as is, not through a generator, so an unsubscribe ends it at once.
 */
export function changesFor(ctx: Context, filter: (change: Change) => boolean): AsyncIterable<Change> {
  const source = ctx.services.changeFeed.subscribe(filter);
  return {
    [Symbol.asyncIterator]() {
      const inner = source[Symbol.asyncIterator]();
      return {
        async next() {
          const result = await inner.next();
          (ctx as unknown as Record<symbol, object>)[contextCacheSymbol] = {};
          return result;
        },
        return: () => inner.return?.() ?? Promise.resolve({ value: undefined, done: true as const }),
      };
    },
  };
}

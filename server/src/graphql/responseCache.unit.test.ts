import { createInMemoryChangeFeed } from '@kicker/events';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterEach, describe, expect, it } from 'vitest';
import type { Context } from './context.ts';
import { createResponseCache } from './responseCache.ts';

// Whole answers kept per viewer: given again only to the same viewer object, ended by any change
// (the feed, a commit, a mutation), by age on either clock, and never kept with errors.

const viewers = {
  ann: { userId: 'ann' },
  bob: { userId: 'bob' },
  key: { userId: 'analyst', viaApiKey: true },
} as unknown as Record<string, NonNullable<Context['viewer']>>;

function setup(maxAgeMs = 5_000) {
  const feed = createInMemoryChangeFeed();
  const clocks = { app: 1_000_000, real: 5_000_000 };
  const cache = createResponseCache(feed, {
    maxAgeMs,
    now: () => new Date(clocks.app),
    realNow: () => clocks.real,
  });
  const state = { reads: 0, failNext: false, gate: null as Promise<void> | null };
  const yoga = createYoga<object, Context>({
    logging: false,
    maskedErrors: false,
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query { reads(x: Int): Int!, me: String, flaky: Int, slow: Int }
        type Mutation { change: Boolean }
      `,
      resolvers: {
        Query: {
          reads: () => ++state.reads,
          me: (_: unknown, __: unknown, ctx: Context) => ctx.viewer?.userId ?? null,
          slow: async () => {
            const read = ++state.reads;
            await state.gate;
            return read;
          },
          flaky: () => {
            if (state.failNext) throw new Error('database away');
            return ++state.reads;
          },
        },
        Mutation: { change: () => true },
      },
    }),
    context: ({ request }) => {
      const who = request.headers.get('x-viewer');
      return { viewer: who ? viewers[who] : null } as unknown as Context;
    },
    plugins: [cache.plugin],
  });
  const ask = async (query: string, who?: string, variables?: object) => {
    const response = await yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(who ? { 'x-viewer': who } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  return { feed, clocks, cache, state, ask };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('response cache', () => {
  it('answers the same viewer the same document from memory, and no one else', async () => {
    const t = setup();
    close = t.cache.close;
    expect((await t.ask('{ reads me }', 'ann')).data).toEqual({ reads: 1, me: 'ann' });
    expect((await t.ask('{ reads me }', 'ann')).data).toEqual({ reads: 1, me: 'ann' });
    expect((await t.ask('{ reads me }', 'bob')).data).toEqual({ reads: 2, me: 'bob' });
    expect((await t.ask('{ reads me }')).data).toEqual({ reads: 3, me: null });
    expect((await t.ask('{ reads me }')).data).toEqual({ reads: 3, me: null });
    // Other variables or another document are other answers.
    expect((await t.ask('query ($x: Int) { reads(x: $x) }', 'ann', { x: 1 })).data).toEqual({ reads: 4 });
    expect((await t.ask('query ($x: Int) { reads(x: $x) }', 'ann', { x: 2 })).data).toEqual({ reads: 5 });
    expect((await t.ask('query ($x: Int) { reads(x: $x) }', 'ann', { x: 1 })).data).toEqual({ reads: 4 });
  });

  it('forgets every answer on any change: told by the feed, committed here, or a mutation', async () => {
    const t = setup();
    close = t.cache.close;
    await t.ask('{ reads }', 'ann');
    t.feed.publish([{ orgId: 'other-org', topic: 'player', ids: ['p'] }]);
    await new Promise((r) => setImmediate(r));
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 2 });
    t.cache.forgetAll();
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 3 });
    await t.ask('mutation { change }', 'bob');
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 4 });
    expect(t.cache.size()).toBe(1);
  });

  it('does not keep an answer whose execution began before a change', async () => {
    const t = setup();
    close = t.cache.close;
    let open = () => {};
    t.state.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = t.ask('{ slow }', 'ann');
    await new Promise((r) => setTimeout(r, 20));
    t.cache.forgetAll();
    open();
    expect((await first).data).toEqual({ slow: 1 });
    t.state.gate = null;
    expect((await t.ask('{ slow }', 'ann')).data).toEqual({ slow: 2 });
    expect((await t.ask('{ slow }', 'ann')).data).toEqual({ slow: 2 });
  });

  it('holds for maxAgeMs on the real clock and on the app clock', async () => {
    const t = setup(5_000);
    close = t.cache.close;
    await t.ask('{ reads }', 'ann');
    t.clocks.real += 4_999;
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 1 });
    t.clocks.real += 1;
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 2 });
    // A test's clock moved a day on (the season that begins at midnight): read again.
    t.clocks.app += 86_400_000;
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 3 });
    // …and moved back.
    t.clocks.app -= 86_400_000;
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 4 });
  });

  it('never keeps an answer with errors', async () => {
    const t = setup();
    close = t.cache.close;
    t.state.failNext = true;
    expect((await t.ask('{ flaky }', 'ann')).errors).toHaveLength(1);
    t.state.failNext = false;
    expect((await t.ask('{ flaky }', 'ann')).data).toEqual({ flaky: 1 });
    expect((await t.ask('{ flaky }', 'ann')).data).toEqual({ flaky: 1 });
  });

  it("keeps nothing for an API key's requests (their viewer is read anew each time)", async () => {
    const t = setup();
    close = t.cache.close;
    expect((await t.ask('{ reads }', 'key')).data).toEqual({ reads: 1 });
    expect((await t.ask('{ reads }', 'key')).data).toEqual({ reads: 2 });
    expect(t.cache.size()).toBe(0);
  });

  it('with maxAgeMs 0 keeps nothing', async () => {
    const t = setup(0);
    close = t.cache.close;
    await t.ask('{ reads }', 'ann');
    expect((await t.ask('{ reads }', 'ann')).data).toEqual({ reads: 2 });
    expect(t.cache.size()).toBe(0);
  });
});

import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger, type LogLine } from './support/logCapture.ts';
import {
  createOrganisation,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { wsClient } from './support/wsClient.ts';

type Result = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;

/** 13 levels below the root: one more than GRAPHQL_MAX_DEPTH's default. */
const DEEP = `{ viewer { organisation { seasons { edges { node { organisation { seasons { edges { node {
  organisation { seasons { edges { node { number } } } } } } } } } } } } } }`;

/** Two nested pages of 100: up to 100 × 100 rows, far over the cost limit. */
const NESTED_PAGES = `{ organisations(first: 100) { edges { node { seasons(first: 100) { edges { node { number } } } } } } }`;

describe('query limits (GraphQL Armor and page cost)', () => {
  let t: TestApp;
  let admin: TestClient;
  let errorLines: () => LogLine[];
  const sockets: Client[] = [];

  beforeAll(async () => {
    const log = capturedLogger();
    errorLines = log.errors;
    t = await startTestApp({ logger: log.logger, env: { GRAPHQL_MAX_COST: '500' } });
    admin = await signedInClient(t, 'admin@example.com');
    await createOrganisation(admin);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.dispose()));
    expect(errorLines()).toEqual([]);
  });
  afterAll(() => t?.close());

  function overWebSocket(query: string, variables?: Record<string, unknown>): Promise<Result> {
    const socket = wsClient(t.baseUrl, admin);
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      let result: Result | undefined;
      socket.subscribe(
        { query, variables },
        {
          next: (value) => {
            result = value as Result;
          },
          error: (err) =>
            Array.isArray(err) ? resolve({ errors: err as Result['errors'] }) : reject(err as Error),
          complete: () => resolve(result ?? {}),
        },
      );
    });
  }

  const messages = (res: Result) => (res.errors ?? []).map((e) => e.message);

  it('refuses nodes(ids) with more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => encodeGlobalID('Organisation', `org-${i}`));
    const res = await admin.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(res.data ?? null).toBeNull();
    expect(messages(res)).toEqual(['Validation error: ids: At most 100 ids at once']);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const hundred = await admin.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: ids.slice(1),
    });
    expect(hundred).toEqual({ data: { nodes: Array(100).fill(null) } });
  });

  it('refuses 1,000 aliases, __typename ones too', async () => {
    const res = await admin.gql(aliases(1000));
    expect(res.data ?? null).toBeNull();
    expect(messages(res)).toContain('Too many aliases: Aliases limit of 50 exceeded, found 1000.');
    expect(await admin.gql(aliases(50))).toMatchObject({ data: { a0: 'Query', a49: 'Query' } });
  });

  it('refuses the same document every time, though each document is checked once', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await admin.gql(aliases(51));
      expect(res.data ?? null).toBeNull();
      expect(messages(res)).toContain('Too many aliases: Aliases limit of 50 exceeded, found 51.');
      expect(await admin.gql(aliases(50))).toMatchObject({ data: { a49: 'Query' } });
    }
  });

  it('refuses a document with too many tokens while parsing it', async () => {
    const res = await admin.gql(`{ ${'__typename '.repeat(6000)}}`);
    expect(res.data ?? null).toBeNull();
    expect(messages(res)).toEqual(['Syntax Error: Token limit of 5000 exceeded.']);
  });

  it('counts every selected field in the cost, __typename included', async () => {
    const res = await admin.gql(`{ ${'__typename '.repeat(600)}}`);
    expect(res.data ?? null).toBeNull();
    expect(messages(res)).toContain('Query is too expensive: Query Cost limit of 500 exceeded, found 600.');
  });

  it('refuses a field selected more than 20 times in one place, before GraphQL compares the pairs', async () => {
    const res = await admin.gql(`{ ${'viewer { isAdmin } '.repeat(1_200)}}`);
    expect(messages(res)).toContain('Field "viewer" is selected 1200 times in one place, at most 20 allowed');
    expect(messages(await overWebSocket(`{ ${'viewer { isAdmin } '.repeat(21)}}`))).toEqual([
      'Field "viewer" is selected 21 times in one place, at most 20 allowed',
    ]);
    expect(await admin.gql(`{ ${'viewer { isAdmin } '.repeat(20)}}`)).toEqual({
      data: { viewer: { isAdmin: true } },
    });
  });

  it('still limits depth and the cost of nested pages over HTTP', async () => {
    expect(messages(await admin.gql(DEEP))).toContain('Query is too deep: at most 12 levels allowed');
    expect(messages(await admin.gql(NESTED_PAGES))).toContain(
      'Query is too expensive: Query Cost limit of 500 exceeded, found 40300.',
    );
    // A page size given as a variable counts as the largest page.
    const byVariable = await admin.gql(
      'query ($n: Int) { organisations(first: $n) { edges { node { seasons(first: $n) { edges { node { number } } } } } } }',
      { n: 100 },
    );
    expect(messages(byVariable)).toEqual(['Query is too expensive: cost 30301, at most 500 allowed']);
  });

  it('applies the same limits over WebSocket', async () => {
    expect(messages(await overWebSocket(DEEP))).toContain('Query is too deep: at most 12 levels allowed');
    expect(messages(await overWebSocket(NESTED_PAGES))).toContain(
      'Query is too expensive: Query Cost limit of 500 exceeded, found 40300.',
    );
    expect(messages(await overWebSocket(aliases(1000)))).toContain(
      'Too many aliases: Aliases limit of 50 exceeded, found 1000.',
    );
    expect(messages(await overWebSocket(`{ ${'__typename '.repeat(6000)}}`))).toEqual([
      'Syntax Error: Token limit of 5000 exceeded.',
    ]);
    expect(await overWebSocket('{ viewer { user { email } } }')).toEqual({
      data: { viewer: { user: { email: 'admin@example.com' } } },
    });
  });
});

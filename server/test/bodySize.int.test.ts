import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, startTestApp, type TestApp } from './support/testApp.ts';

const GRAPHQL_CAP = 1024 * 1024;
const AUTH_CAP = 16 * 1024;

/** A POST with a chunked body (no Content-Length), sent piece by piece; resolves with the status. */
function chunkedPost(baseUrl: string, path: string, pieces: number, piece: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    let sent = 0;
    const next = () => {
      // Stop sending once answered: the server closes the connection after a 413.
      while (sent < pieces && !req.destroyed) {
        sent += 1;
        if (!req.write(piece)) return void req.once('drain', next);
      }
      req.end();
    };
    next();
  });
}

describe('request body size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('refuses a GraphQL body over 1 MB with 413, announced by Content-Length', async () => {
    const before = await eventCount(t);
    const html = 'x'.repeat(GRAPHQL_CAP);
    const res = await t.client().fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: 'mutation ($h: String!) { __typename }', variables: { h: html } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].message).toBe(`Request body too large: at most ${GRAPHQL_CAP} bytes`);
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses a chunked GraphQL body with 413 once it passes 1 MB', async () => {
    const status = await chunkedPost(t.baseUrl, '/graphql', 200, 'x'.repeat(16 * 1024));
    expect(status).toBe(413);
  });

  it('refuses an auth body over 16 KB with 413', async () => {
    const res = await t.client().auth('sign-up/email', {
      email: 'big@example.com',
      password: 'correct-horse-1',
      name: 'x'.repeat(AUTH_CAP),
    });
    expect(res.status).toBe(413);
    expect(await chunkedPost(t.baseUrl, '/api/auth/sign-in/email', 40, 'x'.repeat(1024))).toBe(413);
  });

  it('refuses GraphQL JSON nested more than 64 levels with 400, before parsing it', async () => {
    const nested = (depth: number) =>
      `{"query":"{ __typename }","extensions":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const deep = await t.client().fetch('/graphql', { method: 'POST', body: nested(400_000) });
    expect(deep.status).toBe(400);
    expect((await deep.json()).errors[0].message).toBe('JSON nested too deeply: at most 64 levels');
    // Brackets inside strings are text, not nesting.
    const text = await t.client().fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ __typename }', extensions: { x: '['.repeat(1000) } }),
    });
    expect(await text.json()).toEqual({ data: { __typename: 'Query' } });
    const fine = await t.client().fetch('/graphql', { method: 'POST', body: nested(60) });
    expect(await fine.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('still answers bodies under the caps, chunked or not', async () => {
    const client = t.client();
    expect((await client.signUp('small@example.com')).status).toBe(200);
    const res = await client.fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ __typename }', extensions: { pad: 'x'.repeat(GRAPHQL_CAP / 2) } }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    const status = await chunkedPost(t.baseUrl, '/graphql', 1, JSON.stringify({ query: '{ __typename }' }));
    expect(status).toBe(200);
  });
});

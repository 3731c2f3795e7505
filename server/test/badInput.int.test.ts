import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type League, setUpLeague } from './support/league.ts';
import { capturedLogger, type LogLine } from './support/logCapture.ts';
import { eventCount, startTestApp, type TestApp } from './support/testApp.ts';

type Result = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = String.fromCharCode(0xd800);
const MALFORMED = 'Text must not contain NUL characters or unpaired surrogates';
const ADD_DEPARTMENT =
  'mutation ($input: AddDepartmentInput!) { addDepartment(input: $input) { __typename ... on Error { message } } }';

describe('bad input at the edge', () => {
  let t: TestApp;
  let league: League;
  let errorLines: () => LogLine[];

  beforeAll(async () => {
    const log = capturedLogger();
    errorLines = log.errors;
    t = await startTestApp({ logger: log.logger });
    league = await setUpLeague(t);
  });
  afterEach(() => {
    // Bad input is the client's mistake, not the server's: nothing at error level.
    expect(errorLines()).toEqual([]);
  });
  afterAll(() => t?.close());

  /** A request that must be refused with a validation error naming `message`, appending nothing. */
  async function refused(query: string, variables: Record<string, unknown>, message: string) {
    const before = await eventCount(t);
    const res: Result = await league.admin.gql(query, variables);
    expect(res.errors?.[0]?.message, JSON.stringify(res)).toContain(message);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await eventCount(t)).toBe(before);
  }

  it('refuses NUL characters in variables and in the document', async () => {
    await refused(
      'query ($s: String) { users(search: $s) { edges { cursor } } }',
      { s: `a${NUL}b` },
      `${MALFORMED} (variables.s)`,
    );
    await refused(ADD_DEPARTMENT, { input: { organisationId: league.org, name: `Sales${NUL}` } }, MALFORMED);
    await refused('{ users(search: "a\\u0000b") { edges { cursor } } }', {}, MALFORMED);
  });

  it('refuses lone surrogates in variables', async () => {
    await refused(
      ADD_DEPARTMENT,
      { input: { organisationId: league.org, name: `Sales ${LONE_SURROGATE}` } },
      `${MALFORMED} (variables.input.name)`,
    );
    // A surrogate pair (an emoji) is fine.
    const res = await league.admin.gql(ADD_DEPARTMENT, {
      input: { organisationId: league.org, name: 'Sales 🚀' },
    });
    expect(res).toEqual({ data: { addDepartment: { __typename: 'AddDepartmentPayload' } } });
  });

  it('refuses a list of more than 1,000 items in the variables before GraphQL reads it', async () => {
    await refused(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: Array(1_001).fill(league.org) },
      'Lists have at most 1000 items (variables.ids)',
    );
  });

  it('refuses malformed cursors', async () => {
    const matches =
      'query ($id: ID!, $after: String) { node(id: $id) { ... on Organisation { matches(after: $after) { edges { cursor } } } } }';
    await refused(matches, { id: league.org, after: 'not a cursor' }, 'Invalid cursor');
    // An offset cursor of another connection, and a position no bigint can hold.
    await refused(
      matches,
      { id: league.org, after: Buffer.from('OffsetConnection:3').toString('base64') },
      'Invalid cursor',
    );
    await refused(matches, { id: league.org, after: '9'.repeat(40) }, 'Invalid cursor');
    await refused(
      '{ organisations(after: "T2Zmc2V0Q29ubmVjdGlvbjp4") { edges { cursor } } }',
      {},
      'Invalid cursor',
    );
    await refused(
      'query ($id: ID!) { node(id: $id) { ... on Organisation { auditLog(after: "x1") { edges { cursor } } } } }',
      { id: league.org },
      'Invalid cursor',
    );
    // Real cursors still page.
    const page = await league.admin.gql('{ organisations(first: 1) { edges { cursor } } }');
    const after = page.data.organisations.edges[0].cursor;
    expect(
      (
        await league.admin.gql('query ($a: String) { organisations(after: $a) { edges { cursor } } }', {
          a: after,
        })
      ).errors,
    ).toBeUndefined();
  });

  it('refuses malformed global ids', async () => {
    const node = 'query ($id: ID!) { node(id: $id) { id } }';
    await refused(node, { id: '!!!' }, 'Invalid global ID');
    await refused(node, { id: Buffer.from(`Player:x${NUL}y`).toString('base64') }, 'Invalid global ID');
    await refused(node, { id: 'A'.repeat(10_000) }, 'Invalid global ID');
    await refused(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: [league.org, 'garbage'] },
      'Invalid global ID',
    );
    await refused(
      ADD_DEPARTMENT,
      { input: { organisationId: 'garbage', name: 'Sales' } },
      'Invalid global ID',
    );
    // A well-formed id of another type than the field takes.
    await refused(
      ADD_DEPARTMENT,
      { input: { organisationId: league.season, name: 'Sales' } },
      'is not of type',
    );
  });

  it('answers null for node ids of unknown types, unknown nodes and deleted ones', async () => {
    const deletedPlayer = league.players[3]!;
    const del = await league.admin.gql(
      'mutation ($input: DeletePlayerInput!) { deletePlayer(input: $input) { __typename ... on Error { message } } }',
      { input: { playerId: deletedPlayer } },
    );
    expect(del.data.deletePlayer.__typename).toBe('DeletePlayerPayload');
    const orgRaw = Buffer.from(league.org, 'base64').toString().split(':')[1];
    const unknown = [
      encodeGlobalID('Nope', '1'),
      encodeGlobalID('Location', 'x'),
      encodeGlobalID('Organisation', '00000000-0000-0000-0000-000000000000'),
      encodeGlobalID('Season', `${orgRaw}:abc`),
      encodeGlobalID('Season', `${orgRaw}:99999999999`),
      encodeGlobalID('Match', `${orgRaw}:nope`),
      encodeGlobalID('User', 'nobody'),
      deletedPlayer,
    ];
    for (const id of unknown) {
      const res = await league.admin.gql('query ($id: ID!) { node(id: $id) { id } }', { id });
      expect(res, id).toEqual({ data: { node: null } });
    }
    const res = await league.admin.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [league.org, ...unknown, league.match],
    });
    expect(res).toEqual({
      data: { nodes: [{ id: league.org }, ...unknown.map(() => null), { id: league.match }] },
    });
  });

  it('answers a syntax error over graphql-ws for that operation and keeps the socket open', async () => {
    const socket = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: league.admin.cookieHeader, origin: t.baseUrl },
    });
    const messages: Record<string, unknown>[] = [];
    let closed: number | null = null;
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('close', (code) => {
      closed = code;
    });
    const waitFor = async (test: (m: Record<string, unknown>) => boolean) => {
      for (let i = 0; i < 200 && !messages.some(test); i++) await new Promise((r) => setTimeout(r, 20));
      return messages.find(test);
    };
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(await waitFor((m) => m.type === 'connection_ack')).toBeDefined();

    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ viewer { ' } }));
    const error = (await waitFor((m) => m.id === '1')) as { type: string; payload: { message: string }[] };
    expect(error.type).toBe('error');
    expect(error.payload[0]?.message).toContain('Syntax Error');

    socket.send(
      JSON.stringify({ id: '2', type: 'subscribe', payload: { query: '{ viewer { user { email } } }' } }),
    );
    const next = (await waitFor((m) => m.id === '2' && m.type === 'next')) as { payload: unknown };
    expect(next.payload).toEqual({ data: { viewer: { user: { email: 'admin@example.com' } } } });
    expect(closed).toBeNull();

    socket.send(
      JSON.stringify({
        id: '3',
        type: 'subscribe',
        payload: { query: '{ __typename }', variables: { s: NUL } },
      }),
    );
    const refusedText = (await waitFor((m) => m.id === '3')) as {
      type: string;
      payload: { message: string }[];
    };
    expect(refusedText.type).toBe('error');
    expect(refusedText.payload[0]?.message).toContain(MALFORMED);
    expect(closed).toBeNull();
    socket.close();
  });
});

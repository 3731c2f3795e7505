import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type League, setUpLeague } from './support/league.ts';
import { startTestApp, type TestApp, type TestClient } from './support/testApp.ts';
import { wsClient } from './support/wsClient.ts';

// Issue 12: the change feed's topics are typed; organisationChanged fires for changes of the
// organisation only; with CHANGE_FEED=postgres a change made through one instance reaches the
// subscribers of another (LISTEN/NOTIFY, sent inside the writing transaction).

const CHANGED = 'subscription ($id: ID!) { organisationChanged(id: $id) { departments } }';
const RECORDED = 'subscription ($o: ID!) { matchRecorded(organisationId: $o) { id scoreLoser } }';
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'nothing'>((r) => setTimeout(() => r('nothing'), ms))]);

function record(league: League, client: TestClient, scoreBlacks: number) {
  const [a, b, c, d] = league.players;
  return client.gql(RECORD, {
    input: {
      mode: 2,
      whites: { defense: a, offense: b },
      blacks: { defense: c, offense: d },
      scoreWhites: 6,
      scoreBlacks,
      sixInARow: false,
    },
  });
}

describe('organisationChanged', () => {
  let t: TestApp;
  let league: League;
  const sockets: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
  });
  afterEach(async () => Promise.all(sockets.splice(0).map((s) => s.dispose())));
  afterAll(() => t.close());

  const addDepartment = (name: string) =>
    league.admin.gql(
      'mutation ($input: AddDepartmentInput!) { addDepartment(input: $input) { __typename } }',
      {
        input: { organisationId: league.org, name },
      },
    );

  it('fires for a change of the organisation, not for a match or a vote', async () => {
    const socket = wsClient(t.baseUrl, league.admin);
    sockets.push(socket);
    const events = socket.iterate<{ organisationChanged: { departments: string[] } }>({
      query: CHANGED,
      variables: { id: league.org },
    });
    // The server subscribes a moment after the socket opens: change it until it tells.
    let first: unknown = 'nothing';
    const next = events.next();
    for (let n = 1; n <= 20 && first === 'nothing'; n++) {
      await addDepartment(`Warm-up ${n}`);
      first = await within(next, 200);
    }
    expect(first).not.toBe('nothing');

    // Warm-up changes told late are drained; `after` waits for the next one.
    let after = events.next();
    while ((await within(after, 500)) !== 'nothing') after = events.next();
    expect((await record(league, league.admin, 2)).data.recordMatch.__typename).toBe('RecordMatchPayload');
    await league.admin.gql(
      'mutation ($input: VotePlayerSelectionInput!) { votePlayerSelection(input: $input) { __typename } }',
      { input: { layout: 'SINGLE', direction: 'UP' } },
    );
    expect(await within(after, 700)).toBe('nothing');
    await addDepartment('Sales');
    const told = (await within(after, 5000)) as IteratorResult<{
      data: { organisationChanged: { departments: string[] } };
    }>;
    expect(told.value.data.organisationChanged.departments).toContain('Sales');
  });
});

describe('two instances on one database with CHANGE_FEED=postgres', () => {
  let one: TestApp;
  let two: TestApp;
  let league: League;
  const sockets: Client[] = [];
  beforeAll(async () => {
    one = await startTestApp({ env: { CHANGE_FEED: 'postgres' } });
    two = await startTestApp({ env: { CHANGE_FEED: 'postgres' }, sameDatabaseAs: one });
    league = await setUpLeague(one);
  });
  afterEach(async () => Promise.all(sockets.splice(0).map((s) => s.dispose())));
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('tells a subscriber of one instance about a match recorded through the other', async () => {
    // The admin's session works on both instances: they share the database, sessions included.
    const socket = wsClient(two.baseUrl, league.admin);
    sockets.push(socket);
    const events = socket.iterate<{ matchRecorded: { id: string; scoreLoser: number } }>({
      query: RECORDED,
      variables: { o: league.org },
    });
    const next = events.next();
    let told: unknown = 'nothing';
    const recorded: string[] = [];
    for (let n = 0; n < 20 && told === 'nothing'; n++) {
      const res = await record(league, league.admin, n % 6);
      recorded.push(res.data.recordMatch.match.id);
      told = await within(next, 300);
    }
    const match = (told as IteratorResult<{ data: { matchRecorded: { id: string } } }>).value.data
      .matchRecorded;
    expect(recorded).toContain(match.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// Issue 11 item 6: a command id recognises a retry only when the same user sends the same kind of
// command with the same input. Any other reuse gets a clear ConflictError and changes nothing.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;
const DELETE = `mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) {
  __typename ... on DeleteMatchPayload { deletedMatchId } ... on Error { message } } }`;
const DEPARTMENT = `mutation ($input: AddDepartmentInput!) { addDepartment(input: $input) {
  __typename ... on Error { message } } }`;
const REUSED = {
  __typename: 'ConflictError',
  message: 'This command id was already used for a different change',
};
const DAY = 86_400_000;

describe('command ids', () => {
  let t: TestApp;
  let admin: TestClient;
  let paul: TestClient;
  let org: string;
  const player: Record<string, string> = {};

  const record = (c: TestClient, whites: string, blacks: string, commandId?: string) =>
    c.gql(RECORD, {
      input: {
        mode: 1,
        whites: { defense: player[whites] },
        blacks: { defense: player[blacks] },
        scoreWhites: 6,
        scoreBlacks: 2,
        sixInARow: false,
        commandId,
      },
    });
  const history = async () =>
    (
      await admin.gql(
        'query ($id: ID!) { node(id: $id) { ... on Organisation { matches(first: 50) { edges { node { id } } } } } }',
        {
          id: org,
        },
      )
    ).data.node.matches.edges.map((e: Loose) => e.node.id);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Id Club', isPublic: true });
    await admin.gql(`mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { __typename } }`, {
      input: {
        organisationId: org,
        startsOn: new Date(Date.now() - DAY).toISOString(),
        endsOn: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    });
    const locationId = (
      await admin.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: org,
      })
    ).data.node.locations[0].id;
    paul = await signedInClient(t, 'paul@example.com');
    for (const [c, name] of [
      [admin, 'Anna'],
      [paul, 'Paul'],
    ] as const) {
      const res = await c.gql(
        'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } } }',
        { input: { organisationId: org, locationId, name, nickname: name } },
      );
      player[name] = res.data.createPlayer.player.id;
    }
    await grantRole(admin, org, paul, 'moderator');
  });
  afterAll(() => t?.close());

  it('answers a true retry (same user, same mutation, same input) with the first result and records nothing', async () => {
    const first = (await record(paul, 'Paul', 'Anna', 'retry-me-0001')).data.recordMatch;
    const before = await eventCount(t);
    const again = (await record(paul, 'Paul', 'Anna', 'retry-me-0001')).data.recordMatch;
    expect(again).toEqual(first);
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses the id of a recorded match for a deletion: the match stays', async () => {
    const match = (await record(paul, 'Paul', 'Anna', 'shared-id-0001')).data.recordMatch.match.id;
    const before = await eventCount(t);
    const res = await paul.gql(DELETE, { input: { matchId: match, commandId: 'shared-id-0001' } });
    expect(res.data.deleteMatch).toEqual(REUSED);
    expect(await eventCount(t)).toBe(before);
    expect(await history()).toContain(match);
  });

  it("refuses another user's command id, even for the same mutation and input", async () => {
    const match = (await record(paul, 'Paul', 'Anna')).data.recordMatch.match.id;
    const deleted = await paul.gql(DELETE, { input: { matchId: match, commandId: 'delete-0001' } });
    expect(deleted.data.deleteMatch.__typename).toBe('DeleteMatchPayload');
    const newer = (await record(paul, 'Anna', 'Paul')).data.recordMatch.match.id;
    const before = await eventCount(t);
    // The admin deleting the newer match with Paul's id used to answer success and delete nothing.
    const res = await admin.gql(DELETE, { input: { matchId: newer, commandId: 'delete-0001' } });
    expect(res.data.deleteMatch).toEqual(REUSED);
    expect(await eventCount(t)).toBe(before);
    expect(await history()).toContain(newer);
  });

  it('refuses the same id for the same mutation with another input', async () => {
    const ok = await admin.gql(DEPARTMENT, {
      input: { organisationId: org, name: 'Sales', commandId: 'dept-0001' },
    });
    expect(ok.data.addDepartment.__typename).toBe('AddDepartmentPayload');
    const before = await eventCount(t);
    const res = await admin.gql(DEPARTMENT, {
      input: { organisationId: org, name: 'Ops', commandId: 'dept-0001' },
    });
    expect(res.data.addDepartment).toEqual(REUSED);
    expect(await eventCount(t)).toBe(before);
  });

  it('lets exactly one of two different commands sent at once with the same id through', async () => {
    const before = await eventCount(t);
    const results = await Promise.all([
      admin.gql(DEPARTMENT, { input: { organisationId: org, name: 'Left', commandId: 'race-0001' } }),
      admin.gql(DEPARTMENT, { input: { organisationId: org, name: 'Right', commandId: 'race-0001' } }),
    ]);
    const kinds = results.map((r) => r.data.addDepartment.__typename).sort();
    expect(kinds).toEqual(['AddDepartmentPayload', 'ConflictError']);
    expect(await eventCount(t)).toBe(before + 1);
  });
});

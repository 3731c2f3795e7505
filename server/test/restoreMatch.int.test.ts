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
import { wsClient } from './support/wsClient.ts';

// Issue 11: a deletion can be undone. Admins and moderators of the match's organisation restore a
// deleted match through GraphQL; everyone else is refused and nothing is appended.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

const DAY = 86_400_000;
const MATCH_FIELDS = 'id isDeleted deletionPosition winnerPoints loserPoints winnerGain weekday gekrabbelt';
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { ${MATCH_FIELDS} } } } }`;
const DELETE = `mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename ... on Error { message } } }`;
const RESTORE = `mutation ($input: RestoreMatchInput!) { restoreMatch(input: $input) {
  __typename ... on Error { message } ... on RestoreMatchPayload { match { ${MATCH_FIELDS} } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on Match { ${MATCH_FIELDS} } } }`;
const HISTORY = `query ($id: ID!) { node(id: $id) { ... on Organisation { matches(first: 50) { edges { node { id winnerGain loserPoints } } } } } }`;

describe('restoring a deleted match', () => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  let moderator: TestClient & { userId: string };
  let paul: TestClient & { userId: string };
  let stranger: TestClient & { userId: string };
  let org: string;
  const player: Record<string, string> = {};

  const locationOf = async (client: TestClient, orgId: string) =>
    (
      await client.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: orgId,
      })
    ).data.node.locations[0].id;

  const record = async (winner: string, loser: string, scoreLoser: number) => {
    const res = await paul.gql(RECORD, {
      input: {
        mode: 1,
        whites: { defense: player[winner] },
        blacks: { defense: player[loser] },
        scoreWhites: 6,
        scoreBlacks: scoreLoser,
        sixInARow: false,
      },
    });
    return res.data.recordMatch.match as Loose;
  };
  const restore = (client: TestClient, matchId: string, commandId?: string) =>
    client.gql(RESTORE, { input: { matchId, ...(commandId ? { commandId } : {}) } });
  const history = async () =>
    (await paul.gql(HISTORY, { id: org })).data.node.matches.edges.map((e: Loose) => e.node);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Restore Club', isPublic: true });
    const now = Date.now();
    await admin.gql('mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { __typename } }', {
      input: {
        organisationId: org,
        startsOn: new Date(now - DAY).toISOString(),
        endsOn: new Date(now + 30 * DAY).toISOString(),
      },
    });
    const locationId = await locationOf(admin, org);
    const own = async (client: TestClient, name: string) => {
      const res = await client.gql(
        'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } } }',
        { input: { organisationId: org, locationId, name, nickname: name } },
      );
      player[name] = res.data.createPlayer.player.id;
    };
    await own(admin, 'Anna');
    moderator = await signedInClient(t, 'mod@example.com');
    await own(moderator, 'Mona');
    await grantRole(admin, org, moderator, 'moderator');
    paul = await signedInClient(t, 'paul@example.com');
    await own(paul, 'Paul');
    for (const name of ['Bert', 'Carl']) {
      const res = await admin.gql(
        'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }',
        { input: { organisationId: org, name, nickname: name, locationId } },
      );
      player[name] = res.data.addPlayer.player.id;
    }
    // An admin of another organisation (and of nothing else).
    stranger = await signedInClient(t, 'stranger@example.com');
    const elsewhere = await createOrganisation(admin, { name: 'Elsewhere', isPublic: true });
    await grantRole(admin, elsewhere, stranger, 'admin');
  });
  afterAll(() => t?.close());

  it('brings a match an admin deleted back into the history with its points, and later matches with theirs', async () => {
    const first = await record('Paul', 'Bert', 0); // 6:0: doubled points
    const later = await record('Paul', 'Carl', 3);
    expect((await admin.gql(DELETE, { input: { matchId: first.id } })).data.deleteMatch.__typename).toBe(
      'DeleteMatchPayload',
    );
    expect((await history()).map((m: Loose) => m.id)).not.toContain(first.id);

    const back = (await restore(admin, first.id)).data.restoreMatch;
    expect(back).toEqual({ __typename: 'RestoreMatchPayload', match: first });
    const rows = await history();
    expect(rows.find((m: Loose) => m.id === first.id)).toEqual({
      id: first.id,
      winnerGain: first.winnerGain,
      loserPoints: first.loserPoints,
    });
    expect((await paul.gql(NODE, { id: later.id })).data.node).toEqual(later);
  });

  it('lets a moderator restore, and a restored match be deleted and restored again', async () => {
    const match = await record('Carl', 'Bert', 2);
    for (let round = 0; round < 2; round++) {
      expect(
        (await moderator.gql(DELETE, { input: { matchId: match.id } })).data.deleteMatch.__typename,
      ).toBe('DeleteMatchPayload');
      expect((await restore(moderator, match.id)).data.restoreMatch).toEqual({
        __typename: 'RestoreMatchPayload',
        match,
      });
    }
  });

  it("shows a deleted match without points to its organisation's admins and moderators only", async () => {
    const match = await record('Bert', 'Carl', 4);
    await admin.gql(DELETE, { input: { matchId: match.id } });
    for (const manager of [admin, moderator])
      expect((await manager.gql(NODE, { id: match.id })).data.node).toMatchObject({
        id: match.id,
        isDeleted: true,
        deletionPosition: expect.stringMatching(/^\d+$/),
        winnerPoints: null,
        loserPoints: null,
        winnerGain: null,
        weekday: null,
        gekrabbelt: false,
      });
    for (const other of [paul, stranger])
      expect((await other.gql(NODE, { id: match.id })).data.node).toBeNull();
    await restore(admin, match.id);
  });

  it("refuses a player's restore and another organisation's admin's, and appends nothing", async () => {
    const match = await record('Paul', 'Bert', 1);
    await admin.gql(DELETE, { input: { matchId: match.id } });
    for (const client of [paul, stranger]) {
      const before = await eventCount(t);
      const res = await restore(client, match.id);
      expect(res.errors?.[0]).toMatchObject({
        message: 'You are not allowed to do this',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await eventCount(t)).toBe(before);
    }
    expect((await admin.gql(NODE, { id: match.id })).data.node.isDeleted).toBe(true);
    await restore(admin, match.id);
  });

  it('refuses to restore a match that is not deleted, a second restore and an unknown match, and appends nothing', async () => {
    const match = await record('Carl', 'Paul', 5);
    const unknown = Buffer.from(
      `Match:${Buffer.from(org, 'base64').toString().split(':').slice(1).join(':')}:no-such-match`,
    ).toString('base64');
    const refusals = async (expected: [string, string][]) => {
      for (const [id, typename] of expected) {
        const before = await eventCount(t);
        const res = (await restore(admin, id)).data.restoreMatch;
        expect(res.__typename).toBe(typename);
        expect(await eventCount(t)).toBe(before);
      }
    };
    await refusals([
      [match.id, 'ConflictError'],
      [unknown, 'NotFoundError'],
    ]);
    expect((await restore(admin, match.id)).data.restoreMatch.message).toBe('This match is not deleted');
    await admin.gql(DELETE, { input: { matchId: match.id } });
    expect((await restore(admin, match.id)).data.restoreMatch.__typename).toBe('RestoreMatchPayload');
    await refusals([[match.id, 'ConflictError']]);
  });

  it('answers a retried restore (same command id) with the first answer and appends once', async () => {
    const match = await record('Bert', 'Paul', 0);
    await admin.gql(DELETE, { input: { matchId: match.id } });
    const before = await eventCount(t);
    const commandId = 'restore-retry-1';
    expect((await restore(admin, match.id, commandId)).data.restoreMatch.__typename).toBe(
      'RestoreMatchPayload',
    );
    expect((await restore(admin, match.id, commandId)).data.restoreMatch.__typename).toBe(
      'RestoreMatchPayload',
    );
    expect(await eventCount(t)).toBe(before + 1);
  });

  it('tells the open screens of the organisation that a match came back, with its points', async () => {
    const ws = wsClient(t.baseUrl, paul);
    try {
      const restored = ws.iterate<{ matchRestored: { id: string; winnerGain: number } }>({
        query: 'subscription ($o: ID!) { matchRestored(organisationId: $o) { id winnerGain } }',
        variables: { o: org },
      });
      const next = restored.next();
      // The server subscribes a moment after the socket opens: delete and restore until it tells.
      const match = await record('Carl', 'Bert', 1);
      let got: Loose = null;
      for (let i = 0; i < 50 && !got; i++) {
        await admin.gql(DELETE, { input: { matchId: match.id } });
        await restore(admin, match.id);
        got = await Promise.race([next, new Promise((r) => setTimeout(() => r(null), 100))]);
      }
      expect(got.value.data.matchRestored).toEqual({ id: match.id, winnerGain: match.winnerGain });
      await restored.return?.();
    } finally {
      await ws.dispose();
    }
  });

  it("offers the restore on the audit log's MatchDeleted entry while that deletion is in effect", async () => {
    const match = await record('Paul', 'Carl', 2);
    const matchId = match.id;
    const entries = async () =>
      (
        await admin.gql(
          `query ($id: ID!) { node(id: $id) { ... on Organisation {
            auditLog(first: 100) { edges { node { position type match { id isDeleted deletionPosition } } } } } } }`,
          { id: org },
        )
      ).data.node.auditLog.edges
        .map((e: Loose) => e.node)
        .filter((e: Loose) => e.match?.id === matchId);
    await admin.gql(DELETE, { input: { matchId } });
    const [deletion] = await entries();
    expect(deletion).toMatchObject({
      type: 'MatchDeleted',
      match: { isDeleted: true, deletionPosition: deletion.position },
    });
    await restore(admin, matchId);
    await admin.gql(DELETE, { input: { matchId } });
    const [again, restoredEntry, first, recorded] = await entries();
    expect([again.type, restoredEntry.type, first.type, recorded.type]).toEqual([
      'MatchDeleted',
      'MatchRestored',
      'MatchDeleted',
      'MatchRecorded',
    ]);
    // Only the newest deletion is in effect: the first was restored since.
    expect(again.match.deletionPosition).toBe(again.position);
    expect(again.match.deletionPosition).not.toBe(first.position);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { wsClient } from './support/wsClient.ts';

// What the player-selection screen reads and writes: each player's season (MMR per mode, when they
// last played) for its sorts, and the thumbs-up/down votes with their live counts.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

const DAY = 86_400_000;
const VOTES = '{ id single { upvotes downvotes } double { upvotes downvotes } }';
const VOTE = `mutation ($input: VotePlayerSelectionInput!) {
  votePlayerSelection(input: $input) {
    __typename
    ... on Error { message }
    ... on VotePlayerSelectionPayload { votes ${VOTES} }
  }
}`;

describe('player selection', () => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  let org: string;
  const player: Record<string, string> = {};
  let locationId: string;
  let voters = 0;

  /** A new user with a player in the organisation: someone who has not voted yet. */
  async function voter(): Promise<TestClient> {
    voters++;
    const c = await signedInClient(t, `voter${voters}@example.com`);
    const res = await c.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { __typename } }',
      { input: { organisationId: org, locationId, name: `Voter ${voters}`, nickname: `Voter${voters}` } },
    );
    expect(res.data.createPlayer.__typename).toBe('CreatePlayerPayload');
    return c;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Selection Club', isPublic: true });
    await admin.gql('mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { __typename } }', {
      input: {
        organisationId: org,
        startsOn: new Date(Date.now() - DAY).toISOString(),
        endsOn: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    });
    locationId = (
      await admin.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: org,
      })
    ).data.node.locations[0].id;
    const created = await admin.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } } }',
      { input: { organisationId: org, locationId, name: 'Anna', nickname: 'Anna' } },
    );
    player.Anna = created.data.createPlayer.player.id;
    for (const name of ['Bert', 'Carl']) {
      const res = await admin.gql(
        'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }',
        { input: { organisationId: org, name, nickname: name, locationId } },
      );
      player[name] = res.data.addPlayer.player.id;
    }
  });

  afterAll(() => t?.close());

  it("gives each player's current season for the MMR and last-played sorts", async () => {
    const res = await admin.gql(
      `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename } }`,
      {
        input: {
          mode: 1,
          whites: { defense: player.Anna },
          blacks: { defense: player.Bert },
          scoreWhites: 6,
          scoreBlacks: 2,
          sixInARow: false,
        },
      },
    );
    expect(res.data.recordMatch.__typename).toBe('RecordMatchPayload');
    const read = await admin.gql(
      `query ($id: ID!) { organisation(id: $id) {
        currentSeason { number isActive }
        players(first: 10) { edges { node { name seasonStats { season lastPlayedOn oneOnOne { mmr wins loss winRate } twoOnTwo { mmr } } } } }
      } }`,
      { id: org },
    );
    const o = read.data.organisation;
    expect(o.currentSeason).toEqual({ number: 1, isActive: true });
    const byName = Object.fromEntries(o.players.edges.map((e: Loose) => [e.node.name, e.node.seasonStats]));
    expect(byName.Anna).toMatchObject({
      season: 1,
      oneOnOne: { mmr: 20, wins: 1, loss: 0, winRate: 100 },
      twoOnTwo: { mmr: 0 },
    });
    expect(byName.Bert).toMatchObject({ oneOnOne: { mmr: 0, wins: 0, loss: 1, winRate: 0 } });
    expect(Date.now() - Date.parse(byName.Anna.lastPlayedOn)).toBeLessThan(60_000);
    expect(byName.Bert.lastPlayedOn).toBe(byName.Anna.lastPlayedOn);
    expect(byName.Carl).toBeNull();
  });

  it('counts votes per layout and tells subscribers the new counts', async () => {
    const before = await admin.gql(
      `query ($id: ID!) { organisation(id: $id) { playerSelectionVotes ${VOTES} } }`,
      {
        id: org,
      },
    );
    expect(before.data.organisation.playerSelectionVotes).toMatchObject({
      single: { upvotes: 0, downvotes: 0 },
      double: { upvotes: 0, downvotes: 0 },
    });

    const client = wsClient(t.baseUrl, admin);
    try {
      const updates = client.iterate<Loose>({
        query: `subscription ($id: ID!) { playerSelectionVotesChanged(organisationId: $id) ${VOTES} }`,
        variables: { id: org },
      });
      const first = updates.next();
      // The server subscribes a moment after the socket opens: let players vote until an update
      // arrives (each once: one vote per user, layout and day).
      let seen: Loose;
      let votes = 0;
      while (!seen && votes < 10) {
        const res = await (await voter()).gql(VOTE, { input: { layout: 'SINGLE', direction: 'UP' } });
        expect(res.data.votePlayerSelection.__typename).toBe('VotePlayerSelectionPayload');
        votes++;
        seen = await Promise.race([first, new Promise((r) => setTimeout(r, 150))]);
      }
      expect(seen.value.data.playerSelectionVotesChanged.single.upvotes).toBeGreaterThanOrEqual(1);

      const down = await admin.gql(VOTE, { input: { layout: 'DOUBLE', direction: 'DOWN' } });
      expect(down.data.votePlayerSelection.votes).toMatchObject({
        single: { upvotes: votes, downvotes: 0 },
        double: { upvotes: 0, downvotes: 1 },
      });
      expect(down.data.votePlayerSelection.votes.id).toBe(before.data.organisation.playerSelectionVotes.id);
    } finally {
      await client.dispose();
    }
  });

  it('counts one vote per user and layout a day: a second one, also at once or the other way, is refused', async () => {
    const eve = await voter();
    const counts = async () =>
      (
        await admin.gql(`query ($id: ID!) { organisation(id: $id) { playerSelectionVotes ${VOTES} } }`, {
          id: org,
        })
      ).data.organisation.playerSelectionVotes;
    const before = await counts();
    // Five taps at once (two phones, a reload): one counts.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => eve.gql(VOTE, { input: { layout: 'SINGLE', direction: 'UP' } })),
    );
    expect(burst.map((r) => r.data.votePlayerSelection.__typename).sort()).toEqual([
      'ConflictError',
      'ConflictError',
      'ConflictError',
      'ConflictError',
      'VotePlayerSelectionPayload',
    ]);
    const events = await eventCount(t);
    const down = await eve.gql(VOTE, { input: { layout: 'SINGLE', direction: 'DOWN' } });
    expect(down.data.votePlayerSelection).toEqual({
      __typename: 'ConflictError',
      message: 'You have already voted for this layout today',
    });
    expect(await eventCount(t)).toBe(events);
    // The other layout is a vote of its own.
    const double = await eve.gql(VOTE, { input: { layout: 'DOUBLE', direction: 'DOWN' } });
    expect(double.data.votePlayerSelection.__typename).toBe('VotePlayerSelectionPayload');
    expect(await counts()).toMatchObject({
      single: { upvotes: before.single.upvotes + 1, downvotes: before.single.downvotes },
      double: { upvotes: before.double.upvotes, downvotes: before.double.downvotes + 1 },
    });

    // The next day (the organisation's local date) it counts again.
    const now = t.app.services.now;
    t.app.services.now = () => new Date(Date.now() + DAY);
    try {
      const tomorrow = await eve.gql(VOTE, { input: { layout: 'SINGLE', direction: 'DOWN' } });
      expect(tomorrow.data.votePlayerSelection.__typename).toBe('VotePlayerSelectionPayload');
    } finally {
      t.app.services.now = now;
    }
  });

  it('refuses votes without a player or with an unknown layout, and counts nothing', async () => {
    const stranger = await signedInClient(t, 'stranger@example.com');
    const events = await eventCount(t);
    const noPlayer = await stranger.gql(VOTE, { input: { layout: 'SINGLE', direction: 'UP' } });
    expect(noPlayer.data.votePlayerSelection).toEqual({
      __typename: 'ForbiddenError',
      message: 'Organization not set. Please complete setup.',
    });
    const unknown = await admin.gql(VOTE, { input: { layout: 'TRIPLE', direction: 'UP' } });
    expect(unknown.errors?.[0]?.message).toMatch(/TRIPLE/);
    const signedOut = await t.client().gql(VOTE, { input: { layout: 'SINGLE', direction: 'UP' } });
    expect(signedOut.errors?.[0]?.message).toBeTruthy();
    expect(await eventCount(t)).toBe(events);
  });
});

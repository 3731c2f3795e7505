import { catalogue, DEFAULT_RANK_LADDER } from '@kicker/events';
import { foldSeason, type MatchFacts, matchesProjection, rebuild } from '@kicker/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointInstallationAdmin,
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { wsClient } from './support/wsClient.ts';

// Recording and deleting matches through GraphQL: points as DESIGN §6 says, and a deletion that
// leaves every later match exactly as if the deleted one had never been played.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

const RESULT = `{ __typename ... on Error { message } ... on InputValidationError { issues { message } }
  ... on RecordMatchPayload { match { id winnerPoints loserPoints gekrabbelt bounty { isPaid bountyPoints } winners { name } losers { name } } } }`;
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) ${RESULT} }`;
const DELETE = `mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename ... on Error { message } } }`;

const DAY = 86_400_000;

describe('matches', () => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  let moderator: TestClient & { userId: string };
  let paul: TestClient & { userId: string };
  let org: string;
  let orgRaw: string;
  const player: Record<string, string> = {};

  async function ownPlayer(client: TestClient, name: string) {
    const locationId = (
      await client.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: org,
      })
    ).data.node.locations[0].id;
    const res = await client.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } } }',
      { input: { organisationId: org, locationId, name, nickname: name } },
    );
    player[name] = res.data.createPlayer.player.id;
  }

  const record = (
    client: TestClient,
    whites: string[],
    blacks: string[],
    scoreWhites: number,
    scoreBlacks: number,
    sixInARow = false,
  ) =>
    client.gql(RECORD, {
      input: {
        mode: whites.length,
        whites: { defense: player[whites[0]!], offense: whites[1] ? player[whites[1]] : null },
        blacks: { defense: player[blacks[0]!], offense: blacks[1] ? player[blacks[1]] : null },
        scoreWhites,
        scoreBlacks,
        sixInARow,
      },
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Match Club', isPublic: true });
    orgRaw = Buffer.from(org, 'base64').toString().split(':').slice(1).join(':');
    const now = Date.now();
    await admin.gql('mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { __typename } }', {
      input: {
        organisationId: org,
        startsOn: new Date(now - DAY).toISOString(),
        endsOn: new Date(now + 30 * DAY).toISOString(),
      },
    });
    await ownPlayer(admin, 'Anna');
    moderator = await signedInClient(t, 'mod@example.com');
    await ownPlayer(moderator, 'Mona');
    await grantRole(admin, org, moderator, 'moderator');
    paul = await signedInClient(t, 'paul@example.com');
    await ownPlayer(paul, 'Paul');
    for (const name of ['Bert', 'Carl', 'Dora', 'Emil']) {
      const res = await admin.gql(
        'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }',
        {
          input: {
            organisationId: org,
            name,
            nickname: name,
            locationId: (
              await admin.gql(
                'query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }',
                {
                  id: org,
                },
              )
            ).data.node.locations[0].id,
          },
        },
      );
      player[name] = res.data.addPlayer.player.id;
    }
  });
  afterAll(() => t?.close());

  const ratingOf = async (name: string) => {
    const id = Buffer.from(player[name]!, 'base64').toString().split(':').at(-1);
    const { rows } = await t.database.pool.query(
      'SELECT mmr_one_on_one, mmr_two_on_two FROM season_ratings WHERE org_id = $1 AND player_id = $2',
      [orgRaw, id],
    );
    return rows[0] ?? { mmr_one_on_one: 0, mmr_two_on_two: 0 };
  };

  it('records a 1 vs 1 and a 2 vs 2 with the points of DESIGN §6', async () => {
    const single = (await record(paul, ['Paul'], ['Bert'], 6, 3)).data.recordMatch;
    expect(single).toMatchObject({
      __typename: 'RecordMatchPayload',
      match: {
        winnerPoints: 20,
        loserPoints: 10,
        gekrabbelt: false,
        bounty: null,
        winners: [{ name: 'Paul' }],
        losers: [{ name: 'Bert' }],
      },
    });
    expect(await ratingOf('Paul')).toEqual({ mmr_one_on_one: 20, mmr_two_on_two: 0 });
    expect(await ratingOf('Bert')).toEqual({ mmr_one_on_one: 0, mmr_two_on_two: 0 });
    const double = (await record(paul, ['Carl', 'Dora'], ['Paul', 'Emil'], 0, 6)).data.recordMatch;
    expect(double.match).toMatchObject({ winnerPoints: 40, loserPoints: 20, gekrabbelt: true }); // 6:0 doubles
    expect(double.match.winners.map((w: Loose) => w.name)).toEqual(['Paul', 'Emil']);
    // Paul also won the krabbel challenge (+50 once) in 2 vs 2.
    expect(await ratingOf('Paul')).toEqual({ mmr_one_on_one: 20, mmr_two_on_two: 90 });
  });

  it('refuses invalid matches with the SPEC messages and appends nothing', async () => {
    const cases: [Promise<Loose>, string][] = [
      [record(paul, ['Paul'], ['Paul'], 6, 2), 'You like playing with yourself, do you?'],
      [record(paul, ['Paul', 'Bert'], ['Bert', 'Carl'], 6, 2), 'A player can only play once per match'],
      [record(paul, ['Paul'], ['Bert'], 5, 4), 'Please enter a valid result'],
      [record(paul, ['Paul'], ['Bert'], 7, 1), 'Please enter a valid result'],
      [record(paul, ['Paul'], ['Bert'], 6, 0, true), 'You do not need to select this for a 6:0'],
    ];
    for (const [call, message] of cases) {
      const before = await eventCount(t);
      const res = (await call).data.recordMatch;
      expect(res.issues?.[0]?.message ?? res.message, message).toBe(message);
      expect(await eventCount(t)).toBe(before);
    }
  });

  it("refuses another organisation's player and a match without an active season", async () => {
    const other = await signedInClient(t, 'other@example.com');
    await appointInstallationAdmin(admin, other);
    const elsewhere = await createOrganisation(other, { name: 'Elsewhere', isPublic: true });
    const locationId = (
      await other.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: elsewhere,
      })
    ).data.node.locations[0].id;
    const stranger = await other.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } } }',
      { input: { organisationId: elsewhere, locationId, name: 'Olga', nickname: 'Olga' } },
    );
    player.Olga = stranger.data.createPlayer.player.id;
    const olaf = await other.gql(
      'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }',
      { input: { organisationId: elsewhere, locationId, name: 'Olaf', nickname: 'Olaf' } },
    );
    player.Olaf = olaf.data.addPlayer.player.id;
    const before = await eventCount(t);
    expect((await record(paul, ['Paul'], ['Olga'], 6, 1)).data.recordMatch.__typename).toBe('NotFoundError');
    // Olga's organisation has no season.
    const noSeason = (await record(other, ['Olga'], ['Olaf'], 6, 1)).data.recordMatch;
    expect(noSeason.issues[0].message).toBe('No active season found. Contact admin to create a season.');
    expect(await eventCount(t)).toBe(before);
  });

  it('lets an ordinary user delete only the newest match', async () => {
    const first = (await record(paul, ['Paul'], ['Carl'], 6, 4)).data.recordMatch.match.id;
    const newest = (await record(paul, ['Dora'], ['Paul'], 6, 5)).data.recordMatch.match.id;
    const before = await eventCount(t);
    const refused = (await paul.gql(DELETE, { input: { matchId: first } })).data.deleteMatch;
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await eventCount(t)).toBe(before);
    expect((await paul.gql(DELETE, { input: { matchId: newest } })).data.deleteMatch.__typename).toBe(
      'DeleteMatchPayload',
    );
    expect((await paul.gql(DELETE, { input: { matchId: newest } })).data.deleteMatch.__typename).toBe(
      'ConflictError',
    );
  });

  it('corrects every later match when a moderator deletes an older one, to exactly the history without it', async () => {
    const played: string[] = [];
    const plan: [string[], string[], number, number, boolean?][] = [
      [['Bert'], ['Carl'], 6, 1],
      [['Bert'], ['Dora'], 6, 0],
      [['Bert'], ['Emil'], 6, 2],
      [['Bert'], ['Carl'], 6, 3, true],
      [['Bert'], ['Dora'], 6, 4],
      [['Bert'], ['Emil'], 6, 5], // sixth win in a row: Bert carries a bounty
      [['Carl'], ['Bert'], 6, 2], // Carl collects it
      [['Dora', 'Emil'], ['Bert', 'Carl'], 6, 3],
    ];
    for (const [w, l, sw, sl, six] of plan)
      played.push((await record(paul, w, l, sw, sl, six)).data.recordMatch.match.id);
    const victim = played[1]!; // Bert's 6:0 over Dora
    expect((await moderator.gql(DELETE, { input: { matchId: victim } })).data.deleteMatch.__typename).toBe(
      'DeleteMatchPayload',
    );

    // The expected season: the pure fold over the remaining matches, in the order played.
    const { rows } = await t.database.pool.query(
      `SELECT match_id, played_on, winners, losers, score_loser, six_in_a_row, winner_points, loser_points, bounty
       FROM matches WHERE org_id = $1 ORDER BY position`,
      [orgRaw],
    );
    const facts: MatchFacts[] = rows.map((r) => ({
      matchId: r.match_id,
      playedOn: r.played_on,
      winners: r.winners,
      losers: r.losers,
      scoreLoser: r.score_loser,
      sixInARow: r.six_in_a_row,
    }));
    const config = {
      ladder: DEFAULT_RANK_LADDER,
      bounty: { bountyPoints: 10, requiredWins: 5 },
      challenge: { name: 'krabbel' as const, points: 50 },
      timeZone: 'Europe/Berlin',
    };
    const expected = foldSeason(facts, () => config);
    expect(rows.map((r) => [r.winner_points, r.loser_points, r.bounty])).toEqual(
      expected.outcomes.map((o) => [o.winnerPoints, o.loserPoints, o.bounty]),
    );
    const ratings = await t.database.pool.query(
      'SELECT player_id, rating FROM season_ratings WHERE org_id = $1',
      [orgRaw],
    );
    expect(ratings.rows.length).toBe(expected.state.size);
    for (const r of ratings.rows)
      expect(JSON.parse(JSON.stringify(r.rating))).toEqual(
        JSON.parse(JSON.stringify(expected.state.get(r.player_id))),
      );
    // Without the 6:0 Bert won five in a row, not six: his bounty started one match later, so Carl
    // collected 10 instead of 20.
    const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').at(-1);
    const hunt = rows.find((r) => r.match_id === rawId(played[6]!));
    expect(hunt.bounty).toEqual({ isPaid: true, bountyPoints: 10 });
    expect(rows.find((r) => r.match_id === rawId(victim))).toBeUndefined();
  });

  it('tells subscribers of the organisation about recorded and deleted matches, with the badge numbers', async () => {
    const ws = wsClient(t.baseUrl, admin);
    try {
      type Recorded = {
        matchRecorded: { id: string; winnerPoints: number; loserPoints: number; winnerGain: number };
      };
      const recorded = ws.iterate<Recorded>({
        query:
          'subscription ($o: ID!) { matchRecorded(organisationId: $o) { id winnerPoints loserPoints winnerGain } }',
        variables: { o: org },
      });
      // A second phone of the same organisation watching: the same match, with the same numbers.
      const second = wsClient(t.baseUrl, admin);
      const alsoRecorded = second.iterate<Recorded>({
        query:
          'subscription ($o: ID!) { matchRecorded(organisationId: $o) { id winnerPoints loserPoints winnerGain } }',
        variables: { o: org },
      });
      const deleted = ws.iterate<{ matchDeleted: { deletedMatchId: string } }>({
        query: 'subscription ($o: ID!) { matchDeleted(organisationId: $o) { deletedMatchId } }',
        variables: { o: org },
      });
      const nextRecorded = recorded.next();
      const nextDeleted = deleted.next();
      // The server subscribes a moment after the sockets open: record until both tell.
      let id = '';
      const nextSecond = alsoRecorded.next();
      for (let i = 0; i < 50 && !id; i++) {
        const res = (await record(paul, ['Emil'], ['Dora'], 6, 2)).data.recordMatch.match;
        const got = await Promise.race([
          Promise.all([nextRecorded, nextSecond]),
          new Promise((r) => setTimeout(() => r(null), 100)),
        ]);
        if (got) id = res.id;
      }
      expect(id).not.toBe('');
      // Both are subscribed now: the next match reaches both with the same numbers.
      const both = (await record(paul, ['Dora'], ['Emil'], 6, 0)).data.recordMatch.match.id;
      const until = async (it: typeof recorded) => {
        for (let i = 0; i < 60; i++) {
          const value = (await it.next()).value?.data.matchRecorded;
          if (value?.id === both) return value;
        }
        throw new Error(`match ${both} never arrived`);
      };
      const [first, other] = [await until(recorded), await until(alsoRecorded)];
      expect(first.winnerGain).toBe(first.winnerPoints);
      expect(first.winnerPoints).toBeGreaterThan(0);
      expect(other).toEqual(first);
      await alsoRecorded.return?.();
      await second.dispose();
      const latest = (await record(paul, ['Emil'], ['Dora'], 6, 1)).data.recordMatch.match.id;
      await moderator.gql(DELETE, { input: { matchId: latest } });
      expect((await nextDeleted).value?.data).toEqual({ matchDeleted: { deletedMatchId: latest } });
      await recorded.return?.();
      await deleted.return?.();
    } finally {
      await ws.dispose();
    }
  });

  // A rule change appended before a match but committed after the match read its rules would rate
  // the match differently live than in a rebuild: rule changes take the organisation's ratings lock
  // like matches do, so they wait while a match holds it (and the other way round).
  it("makes rule changes wait for the organisation's matches", async () => {
    const holder = await t.database.pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`ratings:${orgRaw}`]);
      let done = false;
      const change = admin
        .gql(
          'mutation ($input: UpdateLeagueConfigInput!) { updateLeagueConfig(input: $input) { __typename } }',
          { input: { organisationId: org, bounty: { bountyPoints: 12, requiredWins: 4 } } },
        )
        .finally(() => {
          done = true;
        });
      const renamed = admin
        .gql(
          'mutation ($input: UpdateOrganisationInput!) { updateOrganisation(input: $input) { __typename } }',
          {
            input: { organisationId: org, timeZone: 'Europe/Vienna' },
          },
        )
        .finally(() => {
          done = true;
        });
      await new Promise((r) => setTimeout(r, 400));
      expect(done).toBe(false);
      await holder.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`ratings:${orgRaw}`]);
      expect((await change).data.updateLeagueConfig.__typename).toBe('UpdateLeagueConfigPayload');
      expect((await renamed).data.updateOrganisation.__typename).not.toMatch(/Error/);
    } finally {
      holder.release();
    }
  });

  it('counts 20 simultaneous matches exactly once each, and a rebuild gives the same rows', async () => {
    const before = Number((await t.database.pool.query('SELECT count(*) FROM matches')).rows[0].count);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record(paul, [i % 2 ? 'Carl' : 'Dora'], [i % 2 ? 'Emil' : 'Bert'], 6, i % 6),
      ),
    );
    expect(results.map((r) => r.data.recordMatch.__typename)).toEqual(Array(20).fill('RecordMatchPayload'));
    const after = Number((await t.database.pool.query('SELECT count(*) FROM matches')).rows[0].count);
    expect(after - before).toBe(20);
    const snapshot = async () => ({
      matches: (await t.database.pool.query('SELECT * FROM matches ORDER BY org_id, match_id')).rows,
      ratings: (
        await t.database.pool.query('SELECT * FROM season_ratings ORDER BY org_id, season, player_id')
      ).rows,
    });
    const inline = await snapshot();
    const singles = inline.matches.filter((m) => m.org_id === orgRaw && m.mode === 'oneOnOne').length;
    const counted = inline.ratings
      .filter((r) => r.org_id === orgRaw)
      .reduce((n, r) => n + r.rating.oneOnOne.wins + r.rating.oneOnOne.loss, 0);
    expect(counted).toBe(2 * singles);
    await rebuild(t.app.services.db, catalogue, matchesProjection);
    expect(await snapshot()).toEqual(inline);
  });
});

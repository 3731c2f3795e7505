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

// Issue 14 over HTTP and WebSocket: creating (SPEC §5 form rules), joining, the roles of SPEC §6,
// launching with byes, playing to the end, places, reset and delete. Tourney matches leave the
// season table alone.

// biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
type Loose = any;
type User = TestClient & { userId: string };

const FIELDS = `id status participantCount rank3
  rounds { id name isActive matches { id isLocked winner scoreHome scoreAway viewerCanScore
    home { isBye players { id } } away { isBye players { id } } } }
  firstPlace { id } secondPlace { id } thirdPlace { id } viewerCanJoin viewerHasJoined`;
const TOURNEY = `tourney { ${FIELDS} }`;

describe('tourneys', () => {
  let t: TestApp;
  let admin: User;
  let moderator: User;
  let host: User;
  let newcomer: User;
  let stranger: User;
  const players: User[] = [];
  const playerIds = new Map<User, string>();
  let org: string;

  async function ownPlayer(client: TestClient, name: string, orgId = org) {
    const where = await client.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: orgId,
    });
    const res = await client.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } ... on Error { message } } }',
      {
        input: {
          organisationId: orgId,
          locationId: where.data.organisation.locations[0].id,
          name,
          nickname: name,
        },
      },
    );
    return res.data.createPlayer.player.id as string;
  }

  /** Runs a tourney mutation; answers its result (payload or typed error). */
  async function run(
    client: TestClient,
    name: string,
    input: Record<string, unknown>,
    payload = TOURNEY,
  ): Promise<Loose> {
    const Name = `${name[0]!.toUpperCase()}${name.slice(1)}`;
    const res = await client.gql(
      `mutation ($input: ${Name}Input!) { ${name}(input: $input) { __typename ... on ${Name}Payload { ${payload} } ... on Error { message } } }`,
      { input },
    );
    if (res.errors) return { __typename: 'GraphQLError', message: res.errors[0]!.message };
    return res.data![name];
  }
  const create = (client: TestClient, extra: Record<string, unknown> = {}) =>
    run(client, 'createTourney', { organisationId: org, name: 'Summer Cup', mode: 1, rank3: true, ...extra });
  async function tourneyWith(members: User[], mode = 1, rank3 = true) {
    const made = await create(admin, { mode, rank3 });
    for (const p of members)
      expect((await run(p, 'joinTourney', { tourneyId: made.tourney.id })).__typename).toBe(
        'JoinTourneyPayload',
      );
    return made.tourney.id as string;
  }
  const read = async (client: TestClient, id: string): Promise<Loose> => {
    const res = await client.gql(`query ($id: ID!) { node(id: $id) { ... on Tourney { ${FIELDS} } } }`, {
      id,
    });
    return res.data?.node ?? null;
  };
  const matches = (tourney: Loose): Loose[] => tourney.rounds.flatMap((r: Loose) => r.matches);
  const refusedAndNothingAppended = async (
    attempt: () => Promise<Loose>,
    typename: string,
    message?: string,
  ) => {
    const before = await eventCount(t);
    const result = await attempt();
    expect(result.__typename).toBe(typename);
    if (message) expect(result.message).toContain(message);
    expect(await eventCount(t)).toBe(before);
  };
  const seasonTable = async () =>
    (await t.database.pool.query('SELECT * FROM season_table ORDER BY 1, 2, 3')).rows;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Kicker Club', isPublic: true });
    await ownPlayer(admin, 'Admin');
    moderator = await signedInClient(t, 'moderator@example.com');
    await ownPlayer(moderator, 'Moderator');
    await grantRole(admin, org, moderator, 'moderator');
    for (let i = 1; i <= 6; i++) {
      const p = await signedInClient(t, `p${i}@example.com`);
      playerIds.set(p, await ownPlayer(p, `Player${i}`));
      players.push(p);
    }
    host = await signedInClient(t, 'host@example.com');
    const hostPlayer = await ownPlayer(host, 'Hosting');
    await run(admin, 'setPlayerHost', { playerId: hostPlayer, isHost: true }, '__typename');
    newcomer = await signedInClient(t, 'newcomer@example.com');
    stranger = await signedInClient(t, 'stranger@example.com');
    const away = await createOrganisation(admin, { name: 'Away Club', isPublic: true });
    await ownPlayer(stranger, 'Stranger', away);
  }, 120_000);
  afterAll(() => t?.close());

  it('creates an open tourney for admins and moderators, and refuses bad settings and players', async () => {
    expect((await create(moderator)).tourney).toMatchObject({
      status: 'OPEN',
      participantCount: 0,
      rounds: null,
    });
    await refusedAndNothingAppended(
      () => create(admin, { name: 'Cup!' }),
      'InputValidationError',
      '5-30 characters',
    );
    await refusedAndNothingAppended(() => create(admin, { mode: 3 }), 'InputValidationError', 'Mode is 1');
    await refusedAndNothingAppended(
      () => create(admin, { winningSets: 6 }),
      'InputValidationError',
      'Winning sets',
    );
    await refusedAndNothingAppended(() => create(admin, { teams: 'mmr' }), 'InputValidationError', 'random');
    await refusedAndNothingAppended(() => create(players[0]!), 'GraphQLError', 'not allowed');
  });

  it('lets players join once while open, and refuses hosts, viewers without a player here and late joiners', async () => {
    const id = (await create(admin)).tourney.id;
    const joined = await run(players[0]!, 'joinTourney', { tourneyId: id });
    expect(joined.tourney).toMatchObject({
      participantCount: 1,
      viewerHasJoined: true,
      viewerCanJoin: false,
    });
    await refusedAndNothingAppended(
      () => run(players[0]!, 'joinTourney', { tourneyId: id }),
      'ConflictError',
      'already joined',
    );
    await refusedAndNothingAppended(
      () => run(host, 'joinTourney', { tourneyId: id }),
      'ForbiddenError',
      'Hosts',
    );
    await refusedAndNothingAppended(
      () => run(newcomer, 'joinTourney', { tourneyId: id }),
      'ForbiddenError',
      'Claim',
    );
    await refusedAndNothingAppended(
      () => run(stranger, 'joinTourney', { tourneyId: id }),
      'ForbiddenError',
      'Claim',
    );
    await run(players[1]!, 'joinTourney', { tourneyId: id });
    expect((await run(admin, 'launchTourney', { tourneyId: id })).tourney.status).toBe('RUNNING');
    await refusedAndNothingAppended(
      () => run(players[2]!, 'joinTourney', { tourneyId: id }),
      'ConflictError',
      'launched',
    );
  });

  it('keeps starting, resetting, deleting and removing participants to admins', async () => {
    const id = await tourneyWith(players.slice(0, 2));
    await refusedAndNothingAppended(
      () =>
        run(moderator, 'removeTourneyParticipant', { tourneyId: id, playerId: playerIds.get(players[0]!) }),
      'GraphQLError',
    );
    await refusedAndNothingAppended(() => run(moderator, 'launchTourney', { tourneyId: id }), 'GraphQLError');
    await refusedAndNothingAppended(
      () => run(moderator, 'deleteTourney', { tourneyId: id }, 'deletedTourneyId'),
      'GraphQLError',
    );
    await run(admin, 'launchTourney', { tourneyId: id });
    await refusedAndNothingAppended(
      () => run(moderator, 'resetTourneyPlan', { tourneyId: id }),
      'GraphQLError',
    );
    const open = await tourneyWith(players.slice(0, 2));
    const removed = await run(admin, 'removeTourneyParticipant', {
      tourneyId: open,
      playerId: playerIds.get(players[0]!),
    });
    expect(removed.tourney.participantCount).toBe(1);
  });

  it('plays 5 players in 1 vs 1 to the end: byes advance, a 6 locks, places and status completed', async () => {
    const tableBefore = await seasonTable();
    const id = await tourneyWith(players.slice(0, 5));
    const launched = (await run(admin, 'launchTourney', { tourneyId: id })).tourney;
    expect(launched.rounds.map((r: Loose) => r.name)).toEqual([
      'Quarter Final',
      'Semi Final',
      'Small Final',
      'Final',
    ]);
    const byes = matches(launched).filter((m) => m.away.isBye);
    expect(byes).toHaveLength(3);
    expect(byes.every((m) => m.isLocked && m.winner === 'HOME' && !m.viewerCanScore)).toBe(true);
    await refusedAndNothingAppended(
      () =>
        run(players[0]!, 'scoreTourneyMatch', {
          tourneyId: id,
          matchId: byes[0].id,
          scoreHome: 6,
          scoreAway: 0,
        }),
      'ConflictError',
      'Freilos',
    );
    const progress = await run(players[0]!, 'scoreTourneyMatch', {
      tourneyId: id,
      matchId: '3-0',
      scoreHome: 3,
      scoreAway: 2,
    });
    expect(matches(progress.tourney)[0]).toMatchObject({ scoreHome: 3, scoreAway: 2, isLocked: false });

    let tourney = progress.tourney;
    for (let guard = 0; tourney.status === 'RUNNING' && guard < 10; guard++) {
      const next = matches(tourney).find((m) => m.viewerCanScore)!;
      tourney = (
        await run(players[0]!, 'scoreTourneyMatch', {
          tourneyId: id,
          matchId: next.id,
          scoreHome: 6,
          scoreAway: 4,
        })
      ).tourney;
      await refusedAndNothingAppended(
        () =>
          run(players[0]!, 'scoreTourneyMatch', {
            tourneyId: id,
            matchId: next.id,
            scoreHome: 6,
            scoreAway: 5,
          }),
        'ConflictError',
      );
    }
    expect(tourney.status).toBe('COMPLETED');
    const final = matches(tourney).find((m) => m.id === '0-0');
    const small = matches(tourney).find((m) => m.id === '1-0');
    expect(tourney.firstPlace).toEqual(final.home.players);
    expect(tourney.secondPlace).toEqual(final.away.players);
    expect(tourney.thirdPlace).toEqual(small.home.players);
    expect(await seasonTable()).toEqual(tableBefore);
  });

  it('draws 3 teams of two from 6 players in 2 vs 2 and refuses an odd count', async () => {
    const id = await tourneyWith(players, 2);
    const { tourney } = await run(admin, 'launchTourney', { tourneyId: id });
    const sides = matches(tourney)
      .filter((m) => m.id.startsWith('2-'))
      .flatMap((m) => [m.home, m.away])
      .filter((s) => !s.isBye);
    expect(sides.map((s: Loose) => s.players.length)).toEqual([2, 2, 2]);
    expect(new Set(sides.flatMap((s: Loose) => s.players.map((p: Loose) => p.id))).size).toBe(6);
    const odd = await tourneyWith(players.slice(0, 5), 2);
    await refusedAndNothingAppended(
      () => run(admin, 'launchTourney', { tourneyId: odd }),
      'ConflictError',
      '5 players detected',
    );
  });

  it('tells a subscribed screen of a score within a second, and ends when the tourney is deleted', async () => {
    const id = await tourneyWith(players.slice(0, 2));
    await run(admin, 'launchTourney', { tourneyId: id });
    const ws = wsClient(t.baseUrl, players[1]!);
    const seen: Loose[] = [];
    let ended = false;
    const stop = ws.subscribe(
      {
        query:
          'subscription ($id: ID!) { tourneyChanged(id: $id) { status rounds { matches { scoreHome } } } }',
        variables: { id },
      },
      { next: (v) => seen.push(v), error: () => {}, complete: () => (ended = true) },
    );
    await new Promise((r) => setTimeout(r, 300));
    const sent = Date.now();
    await run(players[0]!, 'scoreTourneyMatch', {
      tourneyId: id,
      matchId: '0-0',
      scoreHome: 2,
      scoreAway: 1,
    });
    while (seen.length === 0 && Date.now() - sent < 1000) await new Promise((r) => setTimeout(r, 20));
    expect(seen[0]?.data.tourneyChanged.rounds[0].matches[0].scoreHome).toBe(2);
    await run(admin, 'deleteTourney', { tourneyId: id }, 'deletedTourneyId');
    for (let i = 0; i < 50 && !ended; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ended).toBe(true);
    stop();
    await ws.dispose();
  });

  it('resets a launched tourney to open and deletes one: gone as a node and from the counts', async () => {
    const id = await tourneyWith(players.slice(0, 3));
    await run(admin, 'launchTourney', { tourneyId: id });
    const reset = await run(admin, 'resetTourneyPlan', { tourneyId: id });
    expect(reset.tourney).toMatchObject({ status: 'OPEN', rounds: null, participantCount: 3 });
    const counts = async () =>
      (
        await admin.gql(
          'query ($id: ID!) { organisation(id: $id) { tourneyCounts { active completed } tourneys(filter: ACTIVE, first: 50) { edges { node { id } } } } }',
          { id: org },
        )
      ).data.organisation;
    expect((await read(admin, id)).status).toBe('OPEN');
    const before = await counts();
    expect(before.tourneys.edges.map((e: Loose) => e.node.id)).toContain(id);
    const deleted = await run(
      admin,
      'deleteTourney',
      { tourneyId: id },
      'deletedTourneyId organisation { id }',
    );
    expect(deleted.deletedTourneyId).toBe(id);
    expect(await read(admin, id)).toBeNull();
    const after = await counts();
    expect(after.tourneyCounts.active).toBe(before.tourneyCounts.active - 1);
    expect(after.tourneys.edges.map((e: Loose) => e.node.id)).not.toContain(id);
  });
});

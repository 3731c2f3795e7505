import { expect } from 'vitest';
import {
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './testApp.ts';

// A league for the tourney tests (issue 14): an admin and a moderator who play, six players, a
// host, a newcomer without a player and a stranger playing elsewhere; and the calls they make.

// biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
export type Loose = any;
export type User = TestClient & { userId: string };

export const FIELDS = `id status participantCount rank3
  rounds { id name isActive matches { id isLocked winner scoreHome scoreAway viewerCanScore
    home { isBye players { id } } away { isBye players { id } } } }
  firstPlace { id } secondPlace { id } thirdPlace { id } viewerCanJoin viewerHasJoined`;
const TOURNEY = `tourney { ${FIELDS} }`;

async function ownPlayer(client: TestClient, name: string, orgId: string) {
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

/** Runs a mutation; answers its result (payload or typed error, or the GraphQL error). */
export async function run(
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

export const matchesOf = (tourney: Loose): Loose[] => tourney.rounds.flatMap((r: Loose) => r.matches);

export async function tourneyLeague() {
  const t: TestApp = await startTestApp();
  const admin = await signedInClient(t, 'admin@example.com');
  const org = await createOrganisation(admin, { name: 'Kicker Club', isPublic: true });
  await ownPlayer(admin, 'Admin', org);
  const moderator = await signedInClient(t, 'moderator@example.com');
  await ownPlayer(moderator, 'Moderator', org);
  await grantRole(admin, org, moderator, 'moderator');
  const players: User[] = [];
  const playerIds = new Map<User, string>();
  for (let i = 1; i <= 6; i++) {
    const p = await signedInClient(t, `p${i}@example.com`);
    playerIds.set(p, await ownPlayer(p, `Player${i}`, org));
    players.push(p);
  }
  const host = await signedInClient(t, 'host@example.com');
  const hostPlayer = await ownPlayer(host, 'Hosting', org);
  await run(admin, 'setPlayerHost', { playerId: hostPlayer, isHost: true }, '__typename');
  const newcomer = await signedInClient(t, 'newcomer@example.com');
  const stranger = await signedInClient(t, 'stranger@example.com');
  const away = await createOrganisation(admin, { name: 'Away Club', isPublic: true });
  await ownPlayer(stranger, 'Stranger', away);

  const create = (client: TestClient, extra: Record<string, unknown> = {}) =>
    run(client, 'createTourney', { organisationId: org, name: 'Summer Cup', mode: 1, rank3: true, ...extra });
  return {
    t,
    org,
    admin,
    moderator,
    players,
    playerIds,
    host,
    newcomer,
    stranger,
    create,
    /** A tourney the admin created that `members` joined. */
    async tourneyWith(members: User[], mode = 1, rank3 = true) {
      const made = await create(admin, { mode, rank3 });
      for (const p of members)
        expect((await run(p, 'joinTourney', { tourneyId: made.tourney.id })).__typename).toBe(
          'JoinTourneyPayload',
        );
      return made.tourney.id as string;
    },
    async read(client: TestClient, id: string): Promise<Loose> {
      const res = await client.gql(`query ($id: ID!) { node(id: $id) { ... on Tourney { ${FIELDS} } } }`, {
        id,
      });
      return res.data?.node ?? null;
    },
    /** The attempt is refused with this type (and message) and appends no event. */
    async refusedAndNothingAppended(attempt: () => Promise<Loose>, typename: string, message?: string) {
      const before = await eventCount(t);
      const result = await attempt();
      expect(result.__typename).toBe(typename);
      if (message) expect(result.message).toContain(message);
      expect(await eventCount(t)).toBe(before);
    },
  };
}
export type TourneyLeague = Awaited<ReturnType<typeof tourneyLeague>>;

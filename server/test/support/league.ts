import { createOrganisation, signedInClient, type TestApp, type TestClient } from './testApp.ts';

const DAY = 86_400_000;

export interface League {
  admin: TestClient & { userId: string };
  /** Global ids. */
  org: string;
  season: string;
  players: string[];
  match: string;
  locationId: string;
}

/**
 * A signed-in admin of an organisation with an active season, the admin's own player, three guests
 * and one recorded match: enough for every mutation to reach its validation and its rules.
 */
export async function setUpLeague(t: TestApp): Promise<League> {
  const admin = await signedInClient(t, 'admin@example.com');
  const org = await createOrganisation(admin, { name: 'Kicker Club', isPublic: true });
  const now = Date.now();
  const season = await must(
    admin.gql(
      'mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { ... on CreateSeasonPayload { season { id } } ... on Error { message } } }',
      {
        input: {
          organisationId: org,
          startsOn: new Date(now - DAY).toISOString(),
          endsOn: new Date(now + 30 * DAY).toISOString(),
        },
      },
    ),
    (d) => d.createSeason.season.id,
  );
  const locationId = await must(
    admin.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', { id: org }),
    (d) => d.node.locations[0].id,
  );
  const own = await must(
    admin.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } ... on Error { message } } }',
      { input: { organisationId: org, locationId, name: 'Alex', nickname: 'Alex' } },
    ),
    (d) => d.createPlayer.player.id,
  );
  const players = [own];
  for (const name of ['Bea', 'Carl', 'Dana'])
    players.push(
      await must(
        admin.gql(
          'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } ... on Error { message } } }',
          { input: { organisationId: org, locationId, name, nickname: name } },
        ),
        (d) => d.addPlayer.player.id,
      ),
    );
  const match = await must(
    admin.gql(
      'mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { ... on RecordMatchPayload { match { id } } ... on Error { message } } }',
      {
        input: {
          mode: 2,
          whites: { defense: players[0], offense: players[1] },
          blacks: { defense: players[2], offense: players[3] },
          scoreWhites: 6,
          scoreBlacks: 3,
          sixInARow: false,
        },
      },
    ),
    (d) => d.recordMatch.match.id,
  );
  return { admin, org, season, players, match, locationId };
}

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
async function must(response: Promise<{ data?: any; errors?: unknown }>, pick: (data: any) => string) {
  const res = await response;
  try {
    const value = pick(res.data);
    if (typeof value === 'string') return value;
  } catch {}
  throw new Error(`league set-up failed: ${JSON.stringify(res)}`);
}

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type League, setUpLeague } from './support/league.ts';
import {
  createOrganisation,
  globalUserIdOf,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// Issue 12: "may the viewer do X?" is answered once, on the server (DESIGN §11), as viewerCan…
// fields the client renders. SPEC §6: admins and moderators delete any match, everyone else only
// the newest; admins and moderators create tourneys, only admins run them; players are edited by
// admins and moderators, deleted (while unclaimed) and made hosts by admins.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

const ORG = `query ($id: ID!) { node(id: $id) { ... on Organisation {
  viewerCanAdminister viewerCanModerate viewerCanCreateTourney viewerCanRunTourneys
  matches(first: 10) { edges { node { viewerCanDelete viewerCanRestore viewerCanOpenDetails } } } } } }`;
const PLAYER = `query ($id: ID!) { node(id: $id) { ... on Player { viewerCanEdit viewerCanDelete viewerCanSetHost } } }`;
const MATCH = `query ($id: ID!) { node(id: $id) { ... on Match { isDeleted viewerCanDelete viewerCanRestore } } }`;
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;

describe('capability fields', () => {
  let t: TestApp;
  let league: League;
  let player: TestClient;
  let moderator: TestClient;
  let outsider: TestClient;
  let newest: string;

  const claim = async (client: TestClient, playerId: string) => {
    const res = await client.gql(
      'mutation ($input: ClaimPlayerInput!) { claimPlayer(input: $input) { __typename ... on Error { message } } }',
      { input: { playerId } },
    );
    expect(res.data.claimPlayer.__typename).toBe('ClaimPlayerPayload');
  };
  const org = async (client: TestClient) => (await client.gql(ORG, { id: league.org })).data?.node as Loose;
  const playerCan = async (client: TestClient, id: string) => (await client.gql(PLAYER, { id })).data?.node;

  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    player = await signedInClient(t, 'bea@example.com');
    await claim(player, league.players[1]!);
    moderator = await signedInClient(t, 'carl@example.com');
    await claim(moderator, league.players[2]!);
    await grantRole(league.admin, league.org, moderator, 'moderator');
    // A second match makes the set-up's match an older one; the newest is first in the history.
    const [a, b, c, d] = league.players;
    const res = await player.gql(RECORD, {
      input: {
        mode: 2,
        whites: { defense: a, offense: b },
        blacks: { defense: c, offense: d },
        scoreWhites: 2,
        scoreBlacks: 6,
        sixInARow: false,
      },
    });
    newest = res.data.recordMatch.match.id;
    outsider = await signedInClient(t, 'olga@example.com');
    const other = await createOrganisation(league.admin, { name: 'Other Club' });
    const locationId = (
      await league.admin.gql(
        'query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }',
        {
          id: other,
        },
      )
    ).data.node.locations[0].id;
    await outsider.gql(
      'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { __typename } }',
      { input: { organisationId: other, locationId, name: 'Olga', nickname: 'Olga' } },
    );
  });
  afterAll(() => t.close());

  it('lets a player delete only the newest match, and admins and moderators any of them', async () => {
    const rows = (o: Loose) => o.matches.edges.map((e: Loose) => e.node.viewerCanDelete);
    expect(rows(await org(player))).toEqual([true, false]);
    expect(rows(await org(moderator))).toEqual([true, true]);
    expect(rows(await org(league.admin))).toEqual([true, true]);
    // Someone of another organisation reads the public history but deletes nothing.
    expect(rows(await org(outsider))).toEqual([false, false]);
  });

  it('opens match details for admins and moderators only', async () => {
    const opens = async (c: TestClient) =>
      (await org(c)).matches.edges.map((e: Loose) => e.node.viewerCanOpenDetails);
    expect(await opens(player)).toEqual([false, false]);
    expect(await opens(moderator)).toEqual([true, true]);
    expect(await opens(league.admin)).toEqual([true, true]);
    expect(await opens(outsider)).toEqual([false, false]);
  });

  it('offers creating tourneys to admins and moderators, running them to admins', async () => {
    const pick = ({
      viewerCanAdminister,
      viewerCanModerate,
      viewerCanCreateTourney,
      viewerCanRunTourneys,
    }: Loose) => ({
      viewerCanAdminister,
      viewerCanModerate,
      viewerCanCreateTourney,
      viewerCanRunTourneys,
    });
    expect(pick(await org(player))).toEqual({
      viewerCanAdminister: false,
      viewerCanModerate: false,
      viewerCanCreateTourney: false,
      viewerCanRunTourneys: false,
    });
    expect(pick(await org(moderator))).toEqual({
      viewerCanAdminister: false,
      viewerCanModerate: true,
      viewerCanCreateTourney: true,
      viewerCanRunTourneys: false,
    });
    expect(pick(await org(league.admin))).toEqual({
      viewerCanAdminister: true,
      viewerCanModerate: true,
      viewerCanCreateTourney: true,
      viewerCanRunTourneys: true,
    });
  });

  it('lets moderators edit players, and admins also delete unclaimed ones and set hosts', async () => {
    const [, claimed, , unclaimed] = league.players;
    expect(await playerCan(player, unclaimed!)).toEqual({
      viewerCanEdit: false,
      viewerCanDelete: false,
      viewerCanSetHost: false,
    });
    expect(await playerCan(moderator, unclaimed!)).toEqual({
      viewerCanEdit: true,
      viewerCanDelete: false,
      viewerCanSetHost: false,
    });
    expect(await playerCan(league.admin, unclaimed!)).toEqual({
      viewerCanEdit: true,
      viewerCanDelete: true,
      viewerCanSetHost: true,
    });
    // A claimed player belongs to its user: disabled, never deleted.
    expect(await playerCan(league.admin, claimed!)).toEqual({
      viewerCanEdit: true,
      viewerCanDelete: false,
      viewerCanSetHost: true,
    });
  });

  it('offers restoring a deleted match to its managers, and deleting it to nobody', async () => {
    const res = await league.admin.gql(
      'mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }',
      { input: { matchId: newest } },
    );
    expect(res.data.deleteMatch.__typename).toBe('DeleteMatchPayload');
    expect((await league.admin.gql(MATCH, { id: newest })).data.node).toEqual({
      isDeleted: true,
      viewerCanDelete: false,
      viewerCanRestore: true,
    });
    // The set-up's match is now the newest: the player may delete it, and restore nothing.
    const rows = (await org(player)).matches.edges.map((e: Loose) => e.node);
    expect(rows).toEqual([{ viewerCanDelete: true, viewerCanRestore: false, viewerCanOpenDetails: false }]);
  });
});

const INSTALLATION = `{ viewer { viewerCanCreateOrganisation viewerCanEditDefaultDepartments
  viewerCanRebuildReadModels viewerCanAppointInstallationAdmins viewerCanSeeNewcomers isInstallationAdmin } }`;
const CHANGE_ROLES = `query ($id: ID!) { node(id: $id) { ... on Organisation { viewerCanChangeRoles } } }`;
const PERSON = `query ($id: ID!, $org: ID!) { node(id: $id) { ... on User { viewerCanGrant(organisationId: $org)
  viewerCanRevoke(organisationId: $org) viewerCanMarkEmailVerified viewerCanChangeInstallationAdmin } } }`;

// DESIGN §11: who may change roles, verify e-mail addresses and run the installation is the
// policy's answer too; the admin area renders these fields (no client copy of the rules).
describe('role and installation capability fields', () => {
  let t: TestApp;
  let league: League;
  /** The installation's first user: installation admin, and admin of the league they set up. */
  let owner: TestClient;
  let admin: TestClient;
  let moderator: TestClient;
  let player: TestClient;
  let stranger: TestClient;
  const ids = {} as Record<'owner' | 'admin' | 'moderator' | 'player', string>;

  const claim = async (client: TestClient, playerId: string) => {
    const res = await client.gql(
      'mutation ($input: ClaimPlayerInput!) { claimPlayer(input: $input) { __typename } }',
      { input: { playerId } },
    );
    expect(res.data.claimPlayer.__typename).toBe('ClaimPlayerPayload');
  };
  const person = async (viewer: TestClient, who: string) =>
    (await viewer.gql(PERSON, { id: who, org: league.org })).data?.node ?? null;

  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    owner = league.admin;
    admin = await signedInClient(t, 'ada@example.com');
    moderator = await signedInClient(t, 'carl@example.com');
    player = await signedInClient(t, 'bea@example.com');
    stranger = await signedInClient(t, 'olga@example.com');
    await claim(player, league.players[1]!);
    await claim(moderator, league.players[2]!);
    await claim(admin, league.players[3]!);
    await grantRole(owner, league.org, moderator, 'moderator');
    await grantRole(owner, league.org, admin, 'admin');
    for (const [name, client] of [
      ['owner', owner],
      ['admin', admin],
      ['moderator', moderator],
      ['player', player],
    ] as const)
      ids[name] = await globalUserIdOf(client);
  });
  afterAll(() => t.close());

  it('gives the installation-wide powers to installation admins only', async () => {
    const all = (value: boolean) => ({
      viewerCanCreateOrganisation: value,
      viewerCanEditDefaultDepartments: value,
      viewerCanRebuildReadModels: value,
      viewerCanAppointInstallationAdmins: value,
      viewerCanSeeNewcomers: value,
      isInstallationAdmin: value,
    });
    expect((await owner.gql(INSTALLATION)).data.viewer).toEqual(all(true));
    for (const client of [admin, moderator, player, stranger])
      expect((await client.gql(INSTALLATION)).data.viewer).toEqual(all(false));
  });

  it("lets the organisation's admins and installation admins change roles, nobody else", async () => {
    const can = async (c: TestClient) => (await c.gql(CHANGE_ROLES, { id: league.org })).data.node;
    expect(await can(owner)).toEqual({ viewerCanChangeRoles: true });
    expect(await can(admin)).toEqual({ viewerCanChangeRoles: true });
    expect(await can(moderator)).toEqual({ viewerCanChangeRoles: false });
    expect(await can(player)).toEqual({ viewerCanChangeRoles: false });
    // The league is public: someone of another organisation reads it and changes nothing.
    expect(await can(stranger)).toEqual({ viewerCanChangeRoles: false });
  });

  it('offers an admin the roles a member lacks and those they hold, but never their own admin role', async () => {
    expect(await person(admin, ids.moderator)).toEqual({
      viewerCanGrant: ['admin', 'analyst'],
      viewerCanRevoke: ['moderator'],
      viewerCanMarkEmailVerified: true,
      viewerCanChangeInstallationAdmin: false,
    });
    expect(await person(admin, ids.admin)).toMatchObject({
      viewerCanGrant: ['moderator', 'analyst'],
      viewerCanRevoke: [],
    });
    // Another admin may remove it; so may an installation admin.
    expect(await person(owner, ids.admin)).toMatchObject({ viewerCanRevoke: ['admin'] });
    // The decider refuses what the fields do not offer, with its reason.
    const own = await admin.gql(
      `mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename ... on Error { message } } }`,
      { input: { organisationId: league.org, userId: ids.admin, role: 'admin', granted: false } },
    );
    expect(own.data.setUserRole.message).toBe('You cannot remove your own admin role');
  });

  it('offers installation admins every person, and appointing others but not dismissing themselves', async () => {
    expect(await person(owner, ids.player)).toEqual({
      viewerCanGrant: ['admin', 'moderator', 'analyst'],
      viewerCanRevoke: [],
      viewerCanMarkEmailVerified: true,
      viewerCanChangeInstallationAdmin: true,
    });
    expect(await person(owner, ids.owner)).toMatchObject({
      viewerCanRevoke: [],
      viewerCanChangeInstallationAdmin: false,
    });
  });

  it('offers moderators, players and strangers no change to anyone', async () => {
    const nothing = {
      viewerCanGrant: [],
      viewerCanRevoke: [],
      viewerCanMarkEmailVerified: false,
      viewerCanChangeInstallationAdmin: false,
    };
    // A moderator sees the members (to look after players) and changes none of their roles.
    expect(await person(moderator, ids.player)).toEqual(nothing);
    expect(await person(moderator, ids.moderator)).toEqual(nothing);
    expect(await person(player, ids.player)).toEqual(nothing);
    // Other people are not theirs to see at all.
    expect(await person(player, ids.moderator)).toBeNull();
    expect(await person(stranger, ids.player)).toBeNull();
  });
});

const SEASON = `mutation ($input: CreateSeasonInput!) { createSeason(input: $input) {
  ... on CreateSeasonPayload { season { id } } ... on Error { message } } }`;

const CATCH_UP = /^\s*(BEGIN|COMMIT|ROLLBACK)\b|projection_checkpoints|FROM events\b/i;

describe('batched loads', () => {
  let t: TestApp;
  let league: League;

  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    // Sixteen players, four new ones in each match: a page of 50 names all of them, a page of 2 eight.
    const players = [...league.players];
    for (let i = 0; i < 12; i++) {
      const res = await league.admin.gql(
        'mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }',
        {
          input: {
            organisationId: league.org,
            locationId: league.locationId,
            name: `Spieler ${i}`,
            nickname: `S${i}`,
          },
        },
      );
      players.push(res.data.addPlayer.player.id);
    }
    for (let i = 0; i < 60; i++) {
      const [a, b, c, d] = [0, 1, 2, 3].map((k) => players[(4 * i + k) % players.length]);
      const res = await league.admin.gql(RECORD, {
        input: {
          mode: 2,
          whites: { defense: a, offense: b },
          blacks: { defense: c, offense: d },
          scoreWhites: 6,
          scoreBlacks: i % 6,
          sixInARow: false,
        },
      });
      expect(res.data.recordMatch.match).toBeDefined();
    }
    // Four more organisations with a season each: a page of five organisations, a page of one.
    for (let i = 0; i < 4; i++) {
      const org = await createOrganisation(league.admin, {
        name: `Club ${i}`,
        isPublic: true,
        departments: [`Team ${i}`],
      });
      const res = await league.admin.gql(SEASON, {
        input: {
          organisationId: org,
          startsOn: new Date(Date.now() - 86_400_000).toISOString(),
          endsOn: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      expect(res.data.createSeason.season).toBeDefined();
    }
  }, 120_000);
  afterAll(() => t.close());

  /**
   * The SQL statements the server runs for one request (it runs in this process). The catch-up
   * loop polls the log every second and may apply the set-up's events meanwhile: its statements
   * are left out where they can be told apart, and the fewest of three runs counts.
   */
  async function queriesOf(run: () => Promise<unknown>): Promise<number> {
    const counts = [await countOnce(run), await countOnce(run), await countOnce(run)];
    return Math.min(...counts);
  }

  async function countOnce(run: () => Promise<unknown>): Promise<number> {
    const original = pg.Client.prototype.query;
    let count = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = String((args[0] as { text?: string })?.text ?? args[0]);
      if (!CATCH_UP.test(text)) count++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await run();
    } finally {
      pg.Client.prototype.query = original;
    }
    return count;
  }

  const page = (first: number) =>
    league.admin.gql(
      `query ($id: ID!, $first: Int!) { node(id: $id) { ... on Organisation { matches(first: $first) { edges { node {
        id viewerCanDelete
        winners { name player { id name nickname isHost location { name } organisation { name } } }
        losers { name player { id name nickname location { name } } } } } } } } }`,
      { id: league.org, first },
    );

  it('reads a 50-match history page with its players in as many queries as a 2-match page', async () => {
    const small = await queriesOf(() => page(2));
    const large = await queriesOf(async () => {
      const res = (await page(50)) as Loose;
      expect(res.data.node.matches.edges).toHaveLength(50);
      expect(res.data.node.matches.edges[49].node.winners[1].player.location.name).toBeTruthy();
    });
    expect(large).toBe(small);
    // The session, the organisation, the matches, the players, their locations: a handful.
    expect(large).toBeLessThanOrEqual(12);
  });

  const organisations = (first: number) =>
    league.admin.gql(
      `query ($first: Int!) { organisations(first: $first) { edges { node {
        name locations { name } departments ownDepartments
        currentSeason { number isActive } seasons(first: 3) { edges { node { number } } } } } } }`,
      { first },
    );

  it('reads the seasons, locations and departments of five organisations in as many queries as of one', async () => {
    const one = await queriesOf(() => organisations(1));
    const five = await queriesOf(async () => {
      const res = (await organisations(5)) as Loose;
      expect(res.data.organisations.edges).toHaveLength(5);
      for (const { node } of res.data.organisations.edges) {
        expect(node.currentSeason.isActive).toBe(true);
        expect(node.departments.length).toBeGreaterThan(0);
      }
    });
    expect(five).toBe(one);
  });
});

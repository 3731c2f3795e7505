import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../src/commands/command.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { createPlayer } from '../src/commands/player.ts';
import {
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// The admin area's mutations against SPEC §6: who may do what, and that a refusal appends nothing.

const RESULT = '{ __typename ... on Error { message } ... on InputValidationError { issues { message } } }';
const call = (name: string, type: string) =>
  `mutation ($input: ${type}!) { ${name}(input: $input) ${RESULT} }`;
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').slice(1).join(':');
const playerGlobalId = (orgId: string, playerId: string) =>
  Buffer.from(`Player:${orgId}:${playerId}`).toString('base64');

type Who = 'admin' | 'moderator' | 'player' | 'otherAdmin';
interface Case {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** The payload type on success. */
  payload: string;
  /** Who may: admins only, or admins and moderators of the organisation. */
  allowed: 'admin' | 'manager';
  /** Installation-wide: an admin of another organisation may too. */
  global?: boolean;
  /** Appends an event when it succeeds (false for maintenance that only reads the log). */
  appends?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

describe('administration: permissions of every admin mutation (SPEC §6)', () => {
  let t: TestApp;
  const c = {} as Record<Who, TestClient & { userId: string }>;
  let org: string;
  let orgId: string;
  let locationId: string;
  let unclaimedId: string;
  let seasonId: string;
  let spareLocationId: string;
  let newcomer: TestClient & { userId: string };

  async function ownPlayer(client: TestClient, name: string) {
    const res = await client.gql(
      `mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) ${RESULT} }`,
      { input: { organisationId: org, locationId, name, nickname: name } },
    );
    expect(res.data.createPlayer.__typename, JSON.stringify(res)).toBe('CreatePlayerPayload');
  }

  async function setRole(organisationId: string, userId: string, role: string) {
    const res = await c.admin.gql(call('setUserRole', 'SetUserRoleInput'), {
      input: {
        organisationId,
        userId: Buffer.from(`User:${userId}`).toString('base64'),
        role,
        granted: true,
      },
    });
    expect(res.data.setUserRole.__typename, JSON.stringify(res)).toBe('SetUserRolePayload');
  }

  async function unclaimedPlayer(name: string) {
    const playerId = randomUUID();
    const result = await runCommand(
      t.app.services.commands,
      createPlayer,
      {
        orgId: orgId,
        command: {
          type: 'CreatePlayer',
          playerId,
          name,
          nickname: `${name}-nick`,
          locationId,
          department: null,
          imageUrl: null,
          userId: null,
          isHost: false,
        },
      },
      systemActor(null),
    );
    if (!('events' in result)) throw new Error(result.message);
    return playerGlobalId(orgId, playerId);
  }

  beforeAll(async () => {
    t = await startTestApp();
    c.admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(c.admin, {
      name: 'Home Club',
      isPublic: true, // so that new users can create their players in it
      departments: ['Sales'],
      locations: [{ name: 'HQ', lat: 48.1, long: 11.6 }],
    });
    orgId = rawId(org);
    locationId = (
      await c.admin.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: org,
      })
    ).data.node.locations[0].id;
    await ownPlayer(c.admin, 'Alice');
    c.moderator = await signedInClient(t, 'moderator@example.com');
    await ownPlayer(c.moderator, 'Mona');
    await setRole(org, c.moderator.userId, 'moderator');
    c.player = await signedInClient(t, 'player@example.com');
    await ownPlayer(c.player, 'Paul');
    c.otherAdmin = await signedInClient(t, 'other@example.com');
    // The installation admin sets up a second organisation and appoints its admin.
    await setRole(await createOrganisation(c.admin, { name: 'Other Club' }), c.otherAdmin.userId, 'admin');
    newcomer = await signedInClient(t, 'newcomer@example.com', { verified: false });
    unclaimedId = await unclaimedPlayer('Gustav');
    const season = await c.admin.gql(
      `mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { ... on CreateSeasonPayload { season { id } } } }`,
      { input: { organisationId: org, startsOn: '2030-01-01T00:00:00Z', endsOn: '2030-12-31T00:00:00Z' } },
    );
    seasonId = season.data.createSeason.season.id;
    const spare = await c.admin.gql(
      `mutation ($input: AddLocationInput!) { addLocation(input: $input) { ... on AddLocationPayload { organisation { locations { id name } } } } }`,
      { input: { organisationId: org, name: 'Spare room', lat: 48, long: 11 } },
    );
    spareLocationId = spare.data.addLocation.organisation.locations.find(
      (l: Loose) => l.name === 'Spare room',
    ).id;
  });
  afterAll(() => t?.close());

  const cases = (): Case[] => [
    {
      name: 'updateLeagueConfig',
      query: call('updateLeagueConfig', 'UpdateLeagueConfigInput'),
      variables: () => ({
        input: {
          organisationId: org,
          bounty: { bountyPoints: 10 + Math.floor(Math.random() * 90), requiredWins: 3 },
        },
      }),
      payload: 'UpdateLeagueConfigPayload',
      allowed: 'admin',
    },
    {
      name: 'updateRankLadder',
      query: call('updateRankLadder', 'UpdateRankLadderInput'),
      variables: () => ({
        input: {
          organisationId: org,
          ranks: [
            { rank: 1, name: 'Rookie', icon: '🪵', minMmrOneOnOne: 0, minMmrTwoOnTwo: 0 },
            {
              rank: 2,
              name: 'Pro',
              icon: '⭐',
              minMmrOneOnOne: 100 + Math.floor(Math.random() * 100),
              minMmrTwoOnTwo: 150,
            },
          ],
        },
      }),
      payload: 'UpdateRankLadderPayload',
      allowed: 'admin',
    },
    {
      name: 'updateDefaultDepartments',
      query: call('updateDefaultDepartments', 'UpdateDefaultDepartmentsInput'),
      variables: () => ({ input: { departments: ['Engineering', `Team ${randomUUID().slice(0, 6)}`] } }),
      payload: 'UpdateDefaultDepartmentsPayload',
      allowed: 'admin',
      global: true,
    },
    {
      name: 'updateRules',
      query: call('updateRules', 'UpdateRulesInput'),
      variables: () => ({ input: { organisationId: org, html: `<p>House rule ${randomUUID()}</p>` } }),
      payload: 'UpdateRulesPayload',
      allowed: 'manager',
    },
    {
      name: 'restoreDefaultRules',
      query: call('restoreDefaultRules', 'RestoreDefaultRulesInput'),
      variables: () => ({ input: { organisationId: org } }),
      payload: 'RestoreDefaultRulesPayload',
      allowed: 'manager',
      appends: false, // appends only when the rules differ from the default
    },
    {
      name: 'addPlayer',
      query: call('addPlayer', 'AddPlayerInput'),
      variables: () => {
        const name = `Guest ${randomUUID().slice(0, 6)}`;
        return { input: { organisationId: org, locationId, name, nickname: name, department: 'Guests' } };
      },
      payload: 'AddPlayerPayload',
      allowed: 'manager',
    },
    {
      name: 'managePlayer',
      query: call('managePlayer', 'ManagePlayerInput'),
      variables: () => ({ input: { playerId: unclaimedId, nickname: `G-${randomUUID().slice(0, 8)}` } }),
      payload: 'ManagePlayerPayload',
      allowed: 'manager',
    },
    {
      name: 'setPlayerDisabled',
      query: call('setPlayerDisabled', 'SetPlayerDisabledInput'),
      variables: () => ({ input: { playerId: unclaimedId, disabled: true } }),
      payload: 'SetPlayerDisabledPayload',
      allowed: 'manager',
      appends: false, // the second caller finds it disabled already
    },
    {
      name: 'setPlayerHost',
      query: call('setPlayerHost', 'SetPlayerHostInput'),
      variables: () => ({ input: { playerId: unclaimedId, isHost: true } }),
      payload: 'SetPlayerHostPayload',
      allowed: 'admin',
    },
    {
      name: 'markEmailVerified',
      query: call('markEmailVerified', 'MarkEmailVerifiedInput'),
      variables: () => ({ input: { userId: Buffer.from(`User:${newcomer.userId}`).toString('base64') } }),
      payload: 'MarkEmailVerifiedPayload',
      allowed: 'admin',
      global: true, // the newcomer has no organisation yet
    },
    {
      name: 'rebuildProjection',
      query: `mutation ($name: String!) { rebuildProjection(name: $name) ${RESULT} }`,
      variables: () => ({ name: 'eventStats' }),
      payload: 'RebuildProjectionPayload',
      allowed: 'admin',
      global: true,
      appends: false,
    },
    {
      name: 'updateOrganisation',
      query: call('updateOrganisation', 'UpdateOrganisationInput'),
      variables: () => ({
        input: { organisationId: org, logoUrl: `https://example.com/${randomUUID()}.png` },
      }),
      payload: 'UpdateOrganisationPayload',
      allowed: 'admin',
    },
    {
      name: 'updateLocation (camera)',
      query: call('updateLocation', 'UpdateLocationInput'),
      variables: () => ({
        input: {
          organisationId: org,
          locationId,
          name: 'HQ',
          lat: 48.1,
          long: 11.6,
          cameraHost: `http://192.168.1.${10 + Math.floor(Math.random() * 200)}`,
        },
      }),
      payload: 'UpdateLocationPayload',
      allowed: 'admin',
    },
    {
      name: 'createOrganisation',
      query: call('createOrganisation', 'CreateOrganisationInput'),
      variables: () => ({
        input: {
          name: `Office ${randomUUID().slice(0, 6)}`,
          isPublic: true,
          timeZone: 'UTC',
          locations: [],
          departments: [],
        },
      }),
      payload: 'CreateOrganisationPayload',
      allowed: 'admin',
      global: true,
    },
    {
      name: 'addLocation',
      query: call('addLocation', 'AddLocationInput'),
      variables: () => ({
        input: { organisationId: org, name: `Room ${randomUUID().slice(0, 6)}`, lat: 1, long: 2 },
      }),
      payload: 'AddLocationPayload',
      allowed: 'admin',
    },
    {
      name: 'removeLocation',
      query: call('removeLocation', 'RemoveLocationInput'),
      variables: () => ({ input: { organisationId: org, locationId: spareLocationId } }),
      payload: 'RemoveLocationPayload',
      allowed: 'admin',
    },
    {
      name: 'addDepartment',
      query: call('addDepartment', 'AddDepartmentInput'),
      variables: () => ({ input: { organisationId: org, name: `Team ${randomUUID().slice(0, 6)}` } }),
      payload: 'AddDepartmentPayload',
      allowed: 'admin',
    },
    {
      name: 'removeDepartment',
      query: call('removeDepartment', 'RemoveDepartmentInput'),
      variables: () => ({ input: { organisationId: org, name: 'Sales' } }),
      payload: 'RemoveDepartmentPayload',
      allowed: 'admin',
    },
    {
      name: 'createSeason',
      query: call('createSeason', 'CreateSeasonInput'),
      variables: () => ({
        input: { organisationId: org, startsOn: '2031-01-01T00:00:00Z', endsOn: '2031-06-30T00:00:00Z' },
      }),
      payload: 'CreateSeasonPayload',
      allowed: 'admin',
    },
    {
      name: 'updateSeason',
      query: call('updateSeason', 'UpdateSeasonInput'),
      variables: () => ({
        input: { seasonId, startsOn: '2030-01-02T00:00:00Z', endsOn: '2030-12-31T00:00:00Z' },
      }),
      payload: 'UpdateSeasonPayload',
      allowed: 'admin',
    },
    {
      name: 'setUserRole',
      query: call('setUserRole', 'SetUserRoleInput'),
      variables: () => ({
        input: {
          organisationId: org,
          userId: Buffer.from(`User:${c.player.userId}`).toString('base64'),
          role: 'moderator',
          granted: true,
        },
      }),
      payload: 'SetUserRolePayload',
      allowed: 'admin',
    },
    {
      name: 'deletePlayer',
      query: call('deletePlayer', 'DeletePlayerInput'),
      variables: () => ({ input: { playerId: unclaimedId } }),
      payload: 'DeletePlayerPayload',
      allowed: 'admin',
    },
  ];

  function refusal(res: Loose, name: string): boolean {
    const key = name.split(' ')[0]!;
    return (
      res.errors?.[0]?.extensions?.code === 'FORBIDDEN' || res.data?.[key]?.__typename === 'ForbiddenError'
    );
  }

  it('refuses players every admin mutation, and appends nothing', async () => {
    for (const k of cases()) {
      const before = await eventCount(t);
      const res = await c.player.gql(k.query, k.variables());
      expect(refusal(res, k.name), `${k.name}: ${JSON.stringify(res)}`).toBe(true);
      expect(await eventCount(t), k.name).toBe(before);
    }
  });

  it('refuses an admin of another organisation what belongs to this one, and appends nothing', async () => {
    for (const k of cases().filter((k) => !k.global)) {
      const before = await eventCount(t);
      const res = await c.otherAdmin.gql(k.query, k.variables());
      expect(refusal(res, k.name), `${k.name}: ${JSON.stringify(res)}`).toBe(true);
      expect(await eventCount(t), k.name).toBe(before);
    }
  });

  it('lets moderators edit rules and manage players, and refuses them the rest (SPEC §6)', async () => {
    for (const k of cases()) {
      const before = await eventCount(t);
      const res = await c.moderator.gql(k.query, k.variables());
      const key = k.name.split(' ')[0]!;
      if (k.allowed === 'manager') {
        expect(res.data?.[key]?.__typename, `${k.name}: ${JSON.stringify(res)}`).toBe(k.payload);
      } else {
        expect(refusal(res, k.name), `${k.name}: ${JSON.stringify(res)}`).toBe(true);
        expect(await eventCount(t), k.name).toBe(before);
      }
    }
  });

  it('lets the admin of the organisation do all of it', async () => {
    for (const k of cases()) {
      const before = await eventCount(t);
      const res = await c.admin.gql(k.query, k.variables());
      const key = k.name.split(' ')[0]!;
      expect(res.data?.[key]?.__typename, `${k.name}: ${JSON.stringify(res)}`).toBe(k.payload);
      if (k.appends !== false) expect(await eventCount(t), k.name).toBeGreaterThan(before);
    }
    const verified = await c.admin.gql(
      'query ($id: ID!) { node(id: $id) { ... on User { emailVerified } } }',
      {
        id: Buffer.from(`User:${newcomer.userId}`).toString('base64'),
      },
    );
    expect(verified.data.node.emailVerified).toBe(true);
  });
});

describe('administration: invalid input gets a clear error and changes nothing', () => {
  let t: TestApp;
  let admin: TestClient;
  let org: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Strict Club' });
  });
  afterAll(() => t?.close());

  async function refused(query: string, variables: Record<string, unknown>): Promise<string[]> {
    const before = await eventCount(t);
    const res = await admin.gql(query, variables);
    expect(await eventCount(t)).toBe(before);
    const payload: Loose = res.data ? Object.values(res.data)[0] : null;
    return (
      payload?.issues?.map((i: { message: string }) => i.message) ?? res.errors?.map((e) => e.message) ?? []
    );
  }

  it('refuses a ladder that is not ascending, with the reason', async () => {
    const rank = (r: number, min: number) => ({
      rank: r,
      name: `R${r}`,
      icon: '',
      minMmrOneOnOne: min,
      minMmrTwoOnTwo: min,
    });
    const q = call('updateRankLadder', 'UpdateRankLadderInput');
    expect(await refused(q, { input: { organisationId: org, ranks: [rank(1, 0), rank(1, 10)] } })).toEqual([
      'Ranks must be unique and ascending',
    ]);
    expect(
      await refused(q, { input: { organisationId: org, ranks: [rank(1, 0), rank(2, 200), rank(3, 100)] } }),
    ).toEqual(['Minimum MMR must not decrease from one rank to the next']);
    expect(await refused(q, { input: { organisationId: org, ranks: [] } })).toEqual([
      'The ladder needs at least one rank',
    ]);
  });

  it('refuses configuration values out of range', async () => {
    const q = call('updateLeagueConfig', 'UpdateLeagueConfigInput');
    expect(
      await refused(q, { input: { organisationId: org, bounty: { bountyPoints: 0, requiredWins: 5 } } }),
    ).toEqual(['Bounty points must be between 1 and 200']);
    expect(
      await refused(q, { input: { organisationId: org, frequencyBlack: { from: 4000, to: 3000 } } }),
    ).toEqual(['The range must start below its end']);
  });

  it('refuses camera addresses that are not a bare http(s) host', async () => {
    const q = call('addLocation', 'AddLocationInput');
    for (const cameraHost of ['javascript:alert(1)', 'http://cam.local/stream', 'http://u:p@cam.local'])
      expect(
        await refused(q, { input: { organisationId: org, name: 'Lab', lat: 1, long: 1, cameraHost } }),
      ).toEqual(['Camera address must look like http://192.168.1.20 or http://kickcam.local:8080']);
  });

  it('stores rules without scripts, event handlers or javascript: links, and refuses rules that are only those', async () => {
    const res = await admin.gql(
      `mutation ($input: UpdateRulesInput!) { updateRules(input: $input) { ... on UpdateRulesPayload { rules { html isDefault } } } }`,
      {
        input: {
          organisationId: org,
          html: '<h2 onclick="steal()">Tore</h2><script>alert(1)</script><p>Bis <strong>6</strong> <a href="javascript:alert(1)">hier</a> <img src=x onerror="alert(1)"></p><iframe src="https://evil"></iframe>',
        },
      },
    );
    const { html, isDefault } = res.data.updateRules.rules;
    expect(isDefault).toBe(false);
    expect(html).toBe(
      '<h2>Tore</h2><p>Bis <strong>6</strong> <a target="_blank" rel="noopener noreferrer nofollow">hier</a> </p>',
    );
    expect(
      await refused(call('updateRules', 'UpdateRulesInput'), {
        input: { organisationId: org, html: '<script>alert(1)</script><p> </p>' },
      }),
    ).toEqual(['The rules must not be empty']);
  });

  it('shows the default rules until the organisation has its own, and restores them on Default', async () => {
    const q =
      'query ($id: ID!) { node(id: $id) { ... on Organisation { rules { html isDefault updatedOn viewerCanEdit } } } }';
    const fresh = await createOrganisation(admin, { name: 'Fresh Club', isPublic: true });
    expect((await admin.gql(q, { id: fresh })).data.node.rules).toMatchObject({
      isDefault: true,
      updatedOn: '2026-11-22T00:00:00.000Z',
      viewerCanEdit: true, // an admin runs the organisations they created
    });
    expect((await admin.gql(q, { id: org })).data.node.rules.isDefault).toBe(false);
    const restored = await admin.gql(
      call('restoreDefaultRules', 'RestoreDefaultRulesInput').replace(
        RESULT,
        '{ ... on RestoreDefaultRulesPayload { rules { html isDefault } } }',
      ),
      {
        input: { organisationId: org },
      },
    );
    expect(restored.data.restoreDefaultRules.rules.html).toContain('<h2>Das Spiel</h2>');
    expect((await admin.gql(q, { id: org })).data.node.rules.viewerCanEdit).toBe(true);
  });
});

describe('administration: audit log, people and read-model maintenance', () => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  let player: TestClient & { userId: string };
  let org: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, {
      name: 'Log Club',
      isPublic: true,
      departments: ['Sales', 'Ops'],
    });
    const locationId = (
      await admin.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: org,
      })
    ).data.node.locations[0].id;
    player = await signedInClient(t, 'player@example.com');
    await player.gql(`mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { __typename } }`, {
      input: { organisationId: org, locationId, name: 'Paula', nickname: 'Pau', department: 'Ops' },
    });
  });
  afterAll(() => t?.close());

  const LOG = `query ($id: ID!, $first: Int, $after: String, $type: String, $actorId: String) {
    node(id: $id) { ... on Organisation {
      auditLog(first: $first, after: $after, type: $type, actorId: $actorId) {
        edges { node { type streamId actorId actorName recordedAt data } }
        pageInfo { hasNextPage endCursor }
      }
    } }
  }`;

  it("lists the organisation's events newest first with who and what, filtered and paginated", async () => {
    const all = (await admin.gql(LOG, { id: org, first: 100 })).data.node.auditLog;
    const types = all.edges.map((e: Loose) => e.node.type);
    expect(types.at(-1)).toBe('OrganisationCreated');
    expect(types[0]).toBe('PlayerCreated');
    expect(all.edges[0].node).toMatchObject({ actorId: player.userId, actorName: 'player' });
    expect(JSON.parse(all.edges[0].node.data)).toMatchObject({ name: 'Paula', nickname: 'Pau' });

    const page1 = (await admin.gql(LOG, { id: org, first: 2 })).data.node.auditLog;
    const page2 = (await admin.gql(LOG, { id: org, first: 2, after: page1.pageInfo.endCursor })).data.node
      .auditLog;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect([...page1.edges, ...page2.edges].map((e: Loose) => e.node.type)).toEqual(types.slice(0, 4));

    const departments = (await admin.gql(LOG, { id: org, type: 'DepartmentAdded' })).data.node.auditLog.edges;
    expect(departments.map((e: Loose) => JSON.parse(e.node.data).name)).toEqual(['Ops', 'Sales']);
    const byPlayer = (await admin.gql(LOG, { id: org, actorId: player.userId })).data.node.auditLog.edges;
    expect(byPlayer.map((e: Loose) => e.node.type)).toEqual(['PlayerCreated']);
  });

  it('shows the audit log to no one but its admins and moderators', async () => {
    const res = await player.gql(LOG, { id: org });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the people of the organisation with their roles there and e-mail state', async () => {
    const USERS = `query ($org: ID!) { users(organisationId: $org, first: 10) {
      edges { node { name email emailVerified roles(organisationId: $org) } } } }`;
    const users = (await admin.gql(USERS, { org })).data.users.edges.map((e: Loose) => e.node);
    expect(users).toEqual([
      { name: 'admin', email: 'admin@example.com', emailVerified: true, roles: ['admin', 'guest'] },
      { name: 'player', email: 'player@example.com', emailVerified: true, roles: ['player'] },
    ]);
    expect((await player.gql(USERS, { org })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const PLAYERS = `query ($id: ID!, $search: String, $department: String) { node(id: $id) { ... on Organisation {
      players(search: $search, department: $department) { edges { node { name department } } } } } }`;
    const names = async (vars: Record<string, unknown>) =>
      (await admin.gql(PLAYERS, { id: org, ...vars })).data.node.players.edges.map((e: Loose) => e.node.name);
    expect(await names({ search: 'pau' })).toEqual(['Paula']);
    expect(await names({ department: 'Sales' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('rebuilds a read model from the log with progress, to the same rows', async () => {
    const rows = () => t.database.pool.query('SELECT * FROM players ORDER BY player_id').then((r) => r.rows);
    const before = await rows();
    const started = await admin.gql(
      'mutation { rebuildProjection(name: "players") { __typename ... on RebuildProjectionPayload { projection { name lastRebuild { status } } } } }',
    );
    expect(started.data.rebuildProjection.projection.name).toBe('players');
    let last: Loose;
    for (let i = 0; i < 100; i++) {
      last = (
        await admin.gql('{ projections { name lastRebuild { status processed total error } } }')
      ).data.projections.find((p: Loose) => p.name === 'players').lastRebuild;
      if (last.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(last).toEqual({ status: 'done', processed: 1, total: 1, error: null });
    expect(await rows()).toEqual(before);
    const unknown = await admin.gql(
      'mutation { rebuildProjection(name: "nope") { __typename ... on Error { message } } }',
    );
    expect(unknown.data.rebuildProjection).toEqual({
      __typename: 'NotFoundError',
      message: 'No read model named nope',
    });
  });
});

describe('administration: installation admins create organisations and appoint their admins', () => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  let otherAdmin: TestClient & { userId: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    await createOrganisation(admin, { name: 'Head Office', isPublic: true });
    otherAdmin = await signedInClient(t, 'other@example.com');
    const elsewhere = await createOrganisation(admin, { name: 'Elsewhere', isPublic: true });
    await grantRole(admin, elsewhere, otherAdmin, 'admin');
  });
  afterAll(() => t?.close());

  it('sees and changes a private second organisation, and makes its first member a moderator', async () => {
    const branch = await createOrganisation(admin, { name: 'Branch Office', isPublic: false });
    const managed = await admin.gql('{ viewer { managedOrganisations { name } } }');
    // The creator is the first admin of each organisation they created.
    expect(managed.data.viewer.managedOrganisations.map((o: Loose) => o.name)).toEqual([
      'Head Office',
      'Elsewhere',
      'Branch Office',
    ]);
    const renamed = await admin.gql(call('updateOrganisation', 'UpdateOrganisationInput'), {
      input: { organisationId: branch, name: 'Branch Munich' },
    });
    expect(renamed.data.updateOrganisation.__typename).toBe('UpdateOrganisationPayload');

    // Someone joins the branch: its creator may make them moderator; another organisation's admin may not.
    await admin.gql(call('updateOrganisation', 'UpdateOrganisationInput'), {
      input: { organisationId: branch, isPublic: true },
    });
    const member = await signedInClient(t, 'member@example.com');
    const locationId = (
      await member.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: branch,
      })
    ).data.node.locations[0].id;
    await member.gql(`mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { __typename } }`, {
      input: { organisationId: branch, locationId, name: 'Mila', nickname: 'Mila' },
    });
    const input = {
      organisationId: branch,
      userId: Buffer.from(`User:${member.userId}`).toString('base64'),
      role: 'moderator',
      granted: true,
    };
    const before = await eventCount(t);
    const refused = await otherAdmin.gql(call('setUserRole', 'SetUserRoleInput'), { input });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventCount(t)).toBe(before);
    const granted = await admin.gql(call('setUserRole', 'SetUserRoleInput'), { input });
    expect(granted.data.setUserRole.__typename).toBe('SetUserRolePayload');
    const otherManaged = await otherAdmin.gql('{ viewer { managedOrganisations { name } } }');
    expect(otherManaged.data.viewer.managedOrganisations.map((o: Loose) => o.name)).toEqual(['Elsewhere']);
  });
});

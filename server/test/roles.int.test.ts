import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointInstallationAdmin,
  createOrganisation,
  eventCount,
  globalUserIdOf,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// Issue 11 item 1 and DESIGN §11: roles are grants in one organisation, recorded in its log; the
// installation-wide powers belong to installation admins.

// biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
type Loose = any;
const RESULT = '{ __typename ... on Error { message } }';
const call = (name: string, type: string) =>
  `mutation ($input: ${type}!) { ${name}(input: $input) ${RESULT} }`;
const ROLES = 'query ($org: ID!) { viewer { user { roles(organisationId: $org) } } }';
const LOG = `query ($id: ID!) { node(id: $id) { ... on Organisation {
  auditLog(first: 100) { edges { node { type actorId data } } } } } }`;

describe('roles per organisation', () => {
  let t: TestApp;
  let owner: TestClient & { userId: string };
  let bAdmin: TestClient & { userId: string };
  let alpha: string;
  let bravo: string;
  let alphaLocation: string;

  async function unclaimed(name: string) {
    const res = await owner.gql(
      `mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } } }`,
      { input: { organisationId: alpha, locationId: alphaLocation, name, nickname: name } },
    );
    return res.data.addPlayer.player.id as string;
  }
  const rolesIn = async (c: TestClient, org: string) => (await c.gql(ROLES, { org })).data.viewer.user.roles;
  const logOf = async (org: string) =>
    (await owner.gql(LOG, { id: org })).data.node.auditLog.edges.map((e: Loose) => e.node);

  beforeAll(async () => {
    t = await startTestApp();
    // The installation admin (first user) sets up a public organisation A and a private one B.
    owner = await signedInClient(t, 'owner@example.com');
    alpha = await createOrganisation(owner, { name: 'Alpha', isPublic: true });
    bravo = await createOrganisation(owner, { name: 'Bravo', isPublic: false });
    alphaLocation = (
      await owner.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: alpha,
      })
    ).data.node.locations[0].id;
    bAdmin = await signedInClient(t, 'b-admin@example.com');
    await grantRole(owner, bravo, bAdmin, 'admin');
  });
  afterAll(() => t?.close());

  it("refuses the takeover: B's admin claiming a player in public A is a player there, nothing more", async () => {
    const ada = await unclaimed('Ada');
    const claimed = await bAdmin.gql(call('claimPlayer', 'ClaimPlayerInput'), { input: { playerId: ada } });
    expect(claimed.data.claimPlayer.__typename).toBe('ClaimPlayerPayload');
    expect(await rolesIn(bAdmin, alpha)).toEqual(['player']);
    expect(await rolesIn(bAdmin, bravo)).toEqual(['admin', 'guest']);

    const before = await eventCount(t);
    const rename = await bAdmin.gql(call('updateOrganisation', 'UpdateOrganisationInput'), {
      input: { organisationId: alpha, name: 'Taken over' },
    });
    expect(rename.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const demote = await bAdmin.gql(call('setUserRole', 'SetUserRoleInput'), {
      input: { organisationId: alpha, userId: await globalUserIdOf(owner), role: 'admin', granted: false },
    });
    expect(demote.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const promote = await bAdmin.gql(call('setUserRole', 'SetUserRoleInput'), {
      input: { organisationId: alpha, userId: await globalUserIdOf(bAdmin), role: 'admin', granted: true },
    });
    expect(promote.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventCount(t)).toBe(before);

    const alphaNow = await owner.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { name } } }', {
      id: alpha,
    });
    expect(alphaNow.data.node.name).toBe('Alpha');
    expect(await rolesIn(owner, alpha)).toEqual(['admin', 'guest']);
    // A's log shows the claim and no role change by the intruder.
    const byIntruder = (await logOf(alpha)).filter((e: Loose) => e.actorId === bAdmin.userId);
    expect(byIntruder.map((e: Loose) => e.type)).toEqual(['PlayerClaimed']);
  });

  it("lets an organisation's admin grant roles only to its own people, each change an event in its log", async () => {
    const newcomer = await signedInClient(t, 'fresh@example.com');
    const before = await eventCount(t);
    // A fresh account is nobody's member: B's admin cannot make it anything (the old hole's first step).
    const refused = await bAdmin.gql(call('setUserRole', 'SetUserRoleInput'), {
      input: { organisationId: bravo, userId: await globalUserIdOf(newcomer), role: 'admin', granted: true },
    });
    expect(refused.data.setUserRole).toEqual({
      __typename: 'ForbiddenError',
      message: 'This user is not a member of this organisation',
    });
    expect(await eventCount(t)).toBe(before);

    // A member of A: its admin makes them moderator; the audit log says who did what to whom.
    const member = await signedInClient(t, 'member@example.com');
    await member.gql(call('claimPlayer', 'ClaimPlayerInput'), {
      input: { playerId: await unclaimed('Bea') },
    });
    await grantRole(owner, alpha, member, 'moderator');
    expect(await rolesIn(member, alpha)).toEqual(['moderator', 'player']);
    const [latest] = await logOf(alpha);
    expect(latest).toMatchObject({ type: 'RoleGranted', actorId: owner.userId });
    expect(JSON.parse(latest.data)).toEqual({ userId: member.userId, role: 'moderator' });
    // ... and in no other organisation's log.
    const bravoLog = await logOf(bravo);
    expect(bravoLog.some((e: Loose) => JSON.parse(e.data).userId === member.userId)).toBe(false);

    await grantRole(owner, alpha, member, 'moderator', false);
    expect(await rolesIn(member, alpha)).toEqual(['player']);
    expect((await logOf(alpha))[0].type).toBe('RoleRevoked');
  });

  it('does not let an admin remove their own admin role', async () => {
    const res = await bAdmin.gql(call('setUserRole', 'SetUserRoleInput'), {
      input: { organisationId: bravo, userId: await globalUserIdOf(bAdmin), role: 'admin', granted: false },
    });
    expect(res.data.setUserRole).toEqual({
      __typename: 'ForbiddenError',
      message: 'You cannot remove your own admin role',
    });
  });

  it("keeps the installation's powers from organisation admins", async () => {
    const before = await eventCount(t);
    const attempts: [string, Record<string, unknown>][] = [
      [
        call('updateDefaultDepartments', 'UpdateDefaultDepartmentsInput'),
        { input: { departments: ['Mine'] } },
      ],
      [
        call('createOrganisation', 'CreateOrganisationInput'),
        { input: { name: 'Shadow', isPublic: true, timeZone: 'UTC', locations: [], departments: [] } },
      ],
      [
        call('setInstallationAdmin', 'SetInstallationAdminInput'),
        { input: { userId: await globalUserIdOf(bAdmin), appointed: true } },
      ],
      [`mutation { rebuildProjection(name: "players") ${RESULT} }`, {}],
    ];
    for (const [query, variables] of attempts) {
      const res = await bAdmin.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const projections = await bAdmin.gql('{ projections { name } }');
    expect(projections.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventCount(t)).toBe(before);
  });

  it('lets an installation admin appoint another, who may then create organisations; nobody dismisses themselves', async () => {
    const second = await signedInClient(t, 'second-owner@example.com');
    await appointInstallationAdmin(owner, second);
    expect((await second.gql('{ viewer { isInstallationAdmin } }')).data.viewer.isInstallationAdmin).toBe(
      true,
    );
    const own = await createOrganisation(second, { name: 'Charlie', isPublic: false });
    expect(await rolesIn(second, own)).toEqual(['admin', 'guest']);
    // The first installation admin does not see the new private organisation: no role there.
    const hidden = await owner.gql('query ($id: ID!) { node(id: $id) { id } }', { id: own });
    expect(hidden.data?.node ?? null).toBeNull();

    const self = await second.gql(call('setInstallationAdmin', 'SetInstallationAdminInput'), {
      input: { userId: await globalUserIdOf(second), appointed: false },
    });
    expect(self.data.setInstallationAdmin).toEqual({
      __typename: 'ForbiddenError',
      message: 'You cannot remove your own installation admin role',
    });
    const dismissed = await owner.gql(call('setInstallationAdmin', 'SetInstallationAdminInput'), {
      input: { userId: await globalUserIdOf(second), appointed: false },
    });
    expect(dismissed.data.setInstallationAdmin.__typename).toBe('SetInstallationAdminPayload');
    const refused = await second.gql(call('createOrganisation', 'CreateOrganisationInput'), {
      input: { name: 'Delta', isPublic: true, timeZone: 'UTC', locations: [], departments: [] },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows moderators the e-mail addresses of their own organisation’s people only', async () => {
    const mod = await signedInClient(t, 'mod@example.com');
    await mod.gql(call('claimPlayer', 'ClaimPlayerInput'), { input: { playerId: await unclaimed('Mo') } });
    await grantRole(owner, alpha, mod, 'moderator');
    const USERS = `query ($org: ID!) { users(organisationId: $org, first: 50) { edges { node { name email } } } }`;
    const people = (await mod.gql(USERS, { org: alpha })).data.users.edges.map((e: Loose) => e.node);
    // Members of A (by player or by role), each with their address; no newcomers for a moderator.
    expect(people.map((p: Loose) => p.name)).toEqual(['b-admin', 'member', 'mod', 'owner']);
    expect(people.every((p: Loose) => typeof p.email === 'string' && p.email.includes('@'))).toBe(true);
    expect((await mod.gql(USERS, { org: bravo })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // A user of no organisation of theirs: not visible, not even by id.
    const stranger = await signedInClient(t, 'stranger@example.com');
    const node = await mod.gql('query ($id: ID!) { node(id: $id) { ... on User { email } } }', {
      id: await globalUserIdOf(stranger),
    });
    expect(node.data?.node ?? null).toBeNull();
    // The installation admin sees newcomers in the list, to verify them or give them a first role.
    const forOwner = (await owner.gql(USERS, { org: alpha })).data.users.edges.map((e: Loose) => e.node.name);
    expect(forOwner).toContain('stranger');
  });
});

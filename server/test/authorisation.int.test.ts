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

interface Ids {
  orgId: string;
  seasonId: string;
  locationId: string;
  userId: string;
}

const RESULT = '{ __typename ... on Error { message } }';

/** Every admin mutation, aimed at the given organisation (and its season, location, user). */
function adminMutations(ids: Ids): [string, string, Record<string, unknown>][] {
  const org = { organisationId: ids.orgId };
  const call = (name: string, type: string) =>
    `mutation ($input: ${type}!) { ${name}(input: $input) ${RESULT} }`;
  return [
    [
      'createOrganisation',
      call('createOrganisation', 'CreateOrganisationInput'),
      {
        input: { name: 'Intruders', isPublic: true, timeZone: 'UTC', locations: [], departments: [] },
      },
    ],
    [
      'updateOrganisation',
      call('updateOrganisation', 'UpdateOrganisationInput'),
      { input: { ...org, name: 'Taken over' } },
    ],
    [
      'addLocation',
      call('addLocation', 'AddLocationInput'),
      { input: { ...org, name: 'Basement', lat: 1, long: 2 } },
    ],
    [
      'updateLocation',
      call('updateLocation', 'UpdateLocationInput'),
      { input: { ...org, locationId: ids.locationId, name: 'Moved', lat: 3, long: 4 } },
    ],
    [
      'removeLocation',
      call('removeLocation', 'RemoveLocationInput'),
      { input: { ...org, locationId: ids.locationId } },
    ],
    ['addDepartment', call('addDepartment', 'AddDepartmentInput'), { input: { ...org, name: 'Hackers' } }],
    [
      'removeDepartment',
      call('removeDepartment', 'RemoveDepartmentInput'),
      { input: { ...org, name: 'Sales' } },
    ],
    [
      'createSeason',
      call('createSeason', 'CreateSeasonInput'),
      { input: { ...org, startsOn: '2031-01-01T00:00:00Z', endsOn: '2031-06-30T00:00:00Z' } },
    ],
    [
      'updateSeason',
      call('updateSeason', 'UpdateSeasonInput'),
      { input: { seasonId: ids.seasonId, startsOn: '2020-01-01T00:00:00Z', endsOn: '2020-02-01T00:00:00Z' } },
    ],
    [
      'setUserRole',
      call('setUserRole', 'SetUserRoleInput'),
      { input: { ...org, userId: ids.userId, role: 'admin', granted: true } },
    ],
  ];
}

async function userIdOf(c: TestClient): Promise<string> {
  return (await c.gql('{ viewer { user { id } } }')).data.viewer.user.id;
}

describe('authorisation of admin mutations', () => {
  let t: TestApp;
  let admin: TestClient;
  let user: TestClient;
  let otherAdmin: TestClient;
  let ids: Ids;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    const orgId = await createOrganisation(admin, {
      name: 'Home Club',
      departments: ['Sales'],
      locations: [{ name: 'HQ', lat: 48.1, long: 11.6 }],
    });
    const season = await admin.gql(
      `mutation ($input: CreateSeasonInput!) {
        createSeason(input: $input) { ... on CreateSeasonPayload { season { id } } }
      }`,
      { input: { organisationId: orgId, startsOn: '2030-01-01T00:00:00Z', endsOn: '2030-12-31T00:00:00Z' } },
    );
    const org = await admin.gql(
      'query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }',
      {
        id: orgId,
      },
    );
    user = await signedInClient(t, 'user@example.com');
    otherAdmin = await signedInClient(t, 'other@example.com');
    ids = {
      orgId,
      seasonId: season.data.createSeason.season.id,
      locationId: org.data.node.locations[0].id,
      userId: await userIdOf(user),
    };
    // The installation admin sets up another organisation and appoints its admin.
    const otherOrgId = await createOrganisation(admin, { name: 'Other Club' });
    await grantRole(admin, otherOrgId, otherAdmin, 'admin');
  });
  afterAll(() => t?.close());

  it('refuses every admin mutation of a verified non-admin and appends nothing', async () => {
    for (const [name, query, variables] of adminMutations(ids)) {
      const before = await eventCount(t);
      const res = await user.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message, name).toBe('You are not allowed to do this');
      expect(res.data ?? null, name).toBeNull();
      expect(await eventCount(t), name).toBe(before);
    }
  });

  it('refuses every admin mutation of a signed-out caller with UNAUTHENTICATED', async () => {
    const anonymous = t.client();
    for (const [name, query, variables] of adminMutations(ids)) {
      const before = await eventCount(t);
      const res = await anonymous.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0]?.message, name).toBe('Please sign in first');
      expect(await eventCount(t), name).toBe(before);
    }
  });

  it("refuses an admin of another organisation every change to this organisation's data", async () => {
    const others = adminMutations({ ...ids, userId: await userIdOf(admin) }).filter(
      ([name]) => name !== 'createOrganisation',
    );
    for (const [name, query, variables] of others) {
      const before = await eventCount(t);
      const res = await otherAdmin.gql(query, variables);
      const refused =
        res.errors?.[0]?.extensions?.code === 'FORBIDDEN' ||
        res.data?.[name]?.__typename === 'ForbiddenError';
      expect(refused, `${name}: ${JSON.stringify(res)}`).toBe(true);
      expect(await eventCount(t), name).toBe(before);
    }
    const org = await admin.gql(
      'query ($id: ID!) { node(id: $id) { ... on Organisation { name departments } } }',
      {
        id: ids.orgId,
      },
    );
    expect(org.data.node).toEqual({ name: 'Home Club', departments: ['Sales'] });
  });

  it("hides another organisation's private data from its foreign admin", async () => {
    const res = await otherAdmin.gql('query ($id: ID!) { node(id: $id) { id } }', { id: ids.orgId });
    expect(res.data?.node ?? null).toBeNull();
    const list = await otherAdmin.gql('{ organisations { edges { node { name } } } }');
    expect(list.data.organisations.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Other Club',
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointInstallationAdmin,
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

const RESULT = (payload: string) => `{
  __typename
  ... on ${payload} { organisation { id name isPublic logoUrl timeZone departments locations { id name lat long } } }
  ... on Error { message }
  ... on InputValidationError { issues { message path } }
}`;
const SEASON_RESULT = (payload: string) => `{
  __typename
  ... on ${payload} { season { id number startsOn endsOn } }
  ... on Error { message }
}`;

/** A mutation and its result; each mutation answers with its own `<Mutation>Payload`. */
const mutation = (name: string, inputType: string, result = RESULT) =>
  `mutation ($input: ${inputType}!) { ${name}(input: $input) ${result(`${name[0]!.toUpperCase()}${name.slice(1)}Payload`)} }`;

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

describe('organisations, locations, departments and seasons', () => {
  let t: TestApp;
  let admin: TestClient;
  let orgId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
  });
  afterAll(() => t?.close());

  /** Runs a mutation and checks that it appended nothing; returns the answer. */
  async function refused(client: TestClient, query: string, input: Record<string, unknown>) {
    const before = await eventCount(t);
    const res = await client.gql(query, { input });
    expect(await eventCount(t)).toBe(before);
    return res;
  }

  it('lets an admin create an organisation with locations and departments', async () => {
    const res = await admin.gql(mutation('createOrganisation', 'CreateOrganisationInput'), {
      input: {
        name: '  Alpha Club ',
        isPublic: false,
        logoUrl: 'https://example.com/logo.png',
        timeZone: 'Europe/Berlin',
        locations: [
          { name: 'Berlin', lat: 52.52, long: 13.405 },
          { name: 'Munich', lat: 48.137, long: 11.575 },
        ],
        departments: ['Engineering', 'Sales'],
      },
    });
    expect(res.errors).toBeUndefined();
    const org = res.data.createOrganisation.organisation;
    expect(org).toMatchObject({
      name: 'Alpha Club',
      isPublic: false,
      logoUrl: 'https://example.com/logo.png',
      timeZone: 'Europe/Berlin',
      departments: ['Engineering', 'Sales'],
      locations: [
        { name: 'Berlin', lat: 52.52, long: 13.405 },
        { name: 'Munich', lat: 48.137, long: 11.575 },
      ],
    });
    orgId = org.id;

    const node = await admin.gql(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Organisation { name } } }',
      {
        id: orgId,
      },
    );
    expect(node.data.node).toEqual({ __typename: 'Organisation', id: orgId, name: 'Alpha Club' });
    const viewer = await admin.gql('{ viewer { organisation { id } } }');
    expect(viewer.data.viewer.organisation.id).toBe(orgId);
  });

  it('updates the details; an explicit null logo clears it', async () => {
    const res = await admin.gql(mutation('updateOrganisation', 'UpdateOrganisationInput'), {
      input: { organisationId: orgId, name: 'Alpha League', isPublic: true, timeZone: 'America/New_York' },
    });
    expect(res.data.updateOrganisation.organisation).toMatchObject({
      name: 'Alpha League',
      isPublic: true,
      timeZone: 'America/New_York',
      logoUrl: 'https://example.com/logo.png',
    });
    const cleared = await admin.gql(mutation('updateOrganisation', 'UpdateOrganisationInput'), {
      input: { organisationId: orgId, logoUrl: null, isPublic: false },
    });
    expect(cleared.data.updateOrganisation.organisation).toMatchObject({
      name: 'Alpha League',
      logoUrl: null,
      isPublic: false,
    });
  });

  it('adds, changes and removes locations and departments', async () => {
    const added = await admin.gql(mutation('addLocation', 'AddLocationInput'), {
      input: { organisationId: orgId, name: 'Hamburg', lat: 53.55, long: 9.99 },
    });
    const locations = added.data.addLocation.organisation.locations;
    expect(locations.map((l: { name: string }) => l.name)).toEqual(['Berlin', 'Munich', 'Hamburg']);
    const hamburg = locations[2].id;

    const changed = await admin.gql(mutation('updateLocation', 'UpdateLocationInput'), {
      input: { organisationId: orgId, locationId: hamburg, name: 'Hamburg Port', lat: 53.54, long: 9.98 },
    });
    expect(changed.data.updateLocation.organisation.locations[2]).toEqual({
      id: hamburg,
      name: 'Hamburg Port',
      lat: 53.54,
      long: 9.98,
    });

    const removed = await admin.gql(mutation('removeLocation', 'RemoveLocationInput'), {
      input: { organisationId: orgId, locationId: locations[0].id },
    });
    expect(removed.data.removeLocation.organisation.locations.map((l: { name: string }) => l.name)).toEqual([
      'Munich',
      'Hamburg Port',
    ]);

    const dept = await admin.gql(mutation('addDepartment', 'AddDepartmentInput'), {
      input: { organisationId: orgId, name: 'Guests' },
    });
    expect(dept.data.addDepartment.organisation.departments).toEqual(['Engineering', 'Sales', 'Guests']);
    const gone = await admin.gql(mutation('removeDepartment', 'RemoveDepartmentInput'), {
      input: { organisationId: orgId, name: 'sales' },
    });
    expect(gone.data.removeDepartment.organisation.departments).toEqual(['Engineering', 'Guests']);
  });

  it('creates seasons, changes their dates, and picks the current season: the one containing now, else the newest', async () => {
    const first = await admin.gql(mutation('createSeason', 'CreateSeasonInput', SEASON_RESULT), {
      input: { organisationId: orgId, startsOn: days(-10), endsOn: days(10) },
    });
    expect(first.data.createSeason.season.number).toBe(1);
    const second = await admin.gql(mutation('createSeason', 'CreateSeasonInput', SEASON_RESULT), {
      input: { organisationId: orgId, startsOn: days(20), endsOn: days(40) },
    });
    expect(second.data.createSeason.season.number).toBe(2);

    const current = async () =>
      (
        await admin.gql(
          'query ($id: ID!) { node(id: $id) { ... on Organisation { currentSeason { number } seasons { edges { node { number } } } } } }',
          {
            id: orgId,
          },
        )
      ).data.node;
    expect(await current()).toEqual({
      currentSeason: { number: 1 },
      seasons: { edges: [{ node: { number: 2 } }, { node: { number: 1 } }] },
    });

    const startsOn = '2020-01-01T00:00:00.000Z';
    const endsOn = '2020-06-30T00:00:00.000Z';
    const moved = await admin.gql(mutation('updateSeason', 'UpdateSeasonInput', SEASON_RESULT), {
      input: { seasonId: first.data.createSeason.season.id, startsOn, endsOn },
    });
    expect(moved.data.updateSeason.season).toMatchObject({ number: 1, startsOn, endsOn });
    expect((await current()).currentSeason).toEqual({ number: 2 });
  });

  it('lists public organisations plus your own and hides the private one of another organisation', async () => {
    const other = await signedInClient(t, 'other@example.com');
    // Another installation admin runs organisations of their own.
    await appointInstallationAdmin(admin, other);
    const bravo = await createOrganisation(other, { name: 'Bravo Club', isPublic: false });
    await createOrganisation(other, { name: 'Charlie Club', isPublic: true });

    const names = async (c: TestClient) =>
      (await c.gql('{ organisations { edges { node { name } } } }')).data.organisations.edges.map(
        (e: { node: { name: string } }) => e.node.name,
      );
    expect(await names(admin)).toEqual(['Alpha League', 'Charlie Club']);
    expect(await names(other)).toEqual(['Bravo Club', 'Charlie Club']);
    expect(await names(t.client())).toEqual(['Charlie Club']);

    const hidden = await admin.gql('query ($id: ID!) { node(id: $id) { id } }', { id: bravo });
    expect(hidden.data?.node ?? null).toBeNull();
  });

  it('refuses malformed organisation details with a clear message and appends nothing', async () => {
    const base = { isPublic: true, timeZone: 'UTC', locations: [], departments: [] };
    const create = mutation('createOrganisation', 'CreateOrganisationInput');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: 'A' }, 'Name must have at least 2 characters'],
      [{ ...base, name: 'x'.repeat(61) }, 'Name must have at most 60 characters'],
      [{ ...base, name: 'Mars Club', timeZone: 'Mars/Base' }, 'Unknown time zone'],
      [
        { ...base, name: 'Pole', locations: [{ name: 'North', lat: 91, long: 0 }] },
        'Latitude must be between -90 and 90',
      ],
      [
        { ...base, name: 'Edge', locations: [{ name: 'West', lat: 0, long: -181 }] },
        'Longitude must be between -180 and 180',
      ],
      [{ ...base, name: 'Script', logoUrl: 'javascript:alert(1)' }, 'Logo URL must be an http(s) address'],
    ];
    for (const [input, message] of cases) {
      const res = await refused(admin, create, input);
      expect(res.data?.createOrganisation?.__typename, message).toBe('InputValidationError');
      expect(
        res.data.createOrganisation.issues.map((i: { message: string }) => i.message).join(' '),
        message,
      ).toContain(message);
    }

    const update = mutation('updateOrganisation', 'UpdateOrganisationInput');
    for (const [input, message] of [
      [{ organisationId: orgId, name: 'x'.repeat(61) }, 'Name must have at most 60 characters'],
      [{ organisationId: orgId, timeZone: 'Mars/Base' }, 'Unknown time zone'],
      [{ organisationId: orgId, logoUrl: 'javascript:alert(1)' }, 'Logo URL must be an http(s) address'],
    ] as const) {
      const res = await refused(admin, update, input);
      expect(res.data?.updateOrganisation?.__typename, message).toBe('InputValidationError');
      expect(res.data.updateOrganisation.message, message).toContain(message);
    }

    const addLocation = mutation('addLocation', 'AddLocationInput');
    const lat = await refused(admin, addLocation, { organisationId: orgId, name: 'Space', lat: 91, long: 0 });
    expect(lat.data.addLocation.message).toContain('Latitude must be between -90 and 90');
    const long = await refused(admin, addLocation, {
      organisationId: orgId,
      name: 'Space',
      lat: 0,
      long: -181,
    });
    expect(long.data.addLocation.message).toContain('Longitude must be between -180 and 180');
  });

  it('refuses a string where a number belongs with a GraphQL validation error and appends nothing', async () => {
    const before = await eventCount(t);
    const inline = await admin.gql(
      `mutation { addLocation(input: { organisationId: "${orgId}", name: "Space", lat: "north", long: 0 }) { __typename } }`,
    );
    expect(inline.data).toBeUndefined();
    expect(inline.errors?.[0]?.message).toMatch(/Float cannot represent/);
    const viaVariables = await admin.gql(mutation('addLocation', 'AddLocationInput'), {
      input: { organisationId: orgId, name: 'Space', lat: 'north', long: 0 },
    });
    expect(viaVariables.data).toBeUndefined();
    expect(viaVariables.errors?.[0]?.message).toMatch(/Float cannot represent/);
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses an unknown or garbled organisation id and appends nothing', async () => {
    const addDepartment = mutation('addDepartment', 'AddDepartmentInput');
    const unknown = await refused(admin, addDepartment, {
      organisationId: globalId('Organisation', randomUUID()),
      name: 'Ghosts',
    });
    // Not the admin's organisation (it does not exist at all): refused without saying more.
    expect(unknown.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const garbage = await refused(admin, addDepartment, {
      organisationId: 'not-a-global-id',
      name: 'Ghosts',
    });
    expect(garbage.data ?? null).toBeNull();
    expect(garbage.errors?.[0]?.message).toBe('Invalid global ID: not-a-global-id');

    const wrongType = await refused(admin, addDepartment, {
      organisationId: globalId('Season', `${Buffer.from(orgId, 'base64').toString().split(':')[1]}:1`),
      name: 'Ghosts',
    });
    expect(wrongType.data ?? null).toBeNull();
    expect(wrongType.errors).toHaveLength(1);
  });

  it('refuses season dates that are reversed or overlap another season, and appends nothing', async () => {
    const create = mutation('createSeason', 'CreateSeasonInput', SEASON_RESULT);
    const reversed = await refused(admin, create, {
      organisationId: orgId,
      startsOn: '2040-06-01T00:00:00Z',
      endsOn: '2040-01-01T00:00:00Z',
    });
    expect(reversed.data.createSeason).toMatchObject({
      __typename: 'InputValidationError',
      message: expect.stringContaining('A season must end after it starts'),
    });
    const overlapping = await refused(admin, create, {
      organisationId: orgId,
      startsOn: days(30),
      endsOn: days(50),
    });
    expect(overlapping.data.createSeason).toMatchObject({
      __typename: 'InputValidationError',
      message: expect.stringContaining('These dates overlap season 2'),
    });
    const notADate = await refused(admin, create, {
      organisationId: orgId,
      startsOn: 'tomorrow',
      endsOn: days(400),
    });
    expect(notADate.data.createSeason.__typename).toBe('InputValidationError');
  });

  it('refuses a duplicate location name and removing an unknown location, and appends nothing', async () => {
    const duplicate = await refused(admin, mutation('addLocation', 'AddLocationInput'), {
      organisationId: orgId,
      name: 'munich',
      lat: 1,
      long: 1,
    });
    expect(duplicate.data.addLocation).toMatchObject({
      __typename: 'ConflictError',
      message: 'A location named munich already exists',
    });
    const unknown = await refused(admin, mutation('removeLocation', 'RemoveLocationInput'), {
      organisationId: orgId,
      locationId: randomUUID(),
    });
    expect(unknown.data.removeLocation).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Location not found',
    });
  });

  it('appends a command sent twice with the same commandId only once and answers the retry alike', async () => {
    const add = mutation('addDepartment', 'AddDepartmentInput');
    const input = { organisationId: orgId, name: 'Marketing', commandId: 'add-marketing-0001' };
    const before = await eventCount(t);
    const first = await admin.gql(add, { input });
    expect(first.data.addDepartment.__typename).toBe('AddDepartmentPayload');
    const retry = await admin.gql(add, { input });
    expect(retry.data.addDepartment.__typename).toBe('AddDepartmentPayload');
    expect(await eventCount(t)).toBe(before + 1);
    expect(
      retry.data.addDepartment.organisation.departments.filter((d: string) => d === 'Marketing'),
    ).toHaveLength(1);
  });

  it('creates one organisation for a createOrganisation retried with the same commandId', async () => {
    const create = mutation('createOrganisation', 'CreateOrganisationInput');
    const input = {
      name: 'Retry Club',
      isPublic: true,
      timeZone: 'UTC',
      locations: [{ name: 'Lobby', lat: 0, long: 0 }],
      departments: [],
      commandId: 'create-retry-club-1',
    };
    const before = await eventCount(t);
    const first = await admin.gql(create, { input });
    const retry = await admin.gql(create, { input });
    expect(first.data.createOrganisation.__typename).toBe('CreateOrganisationPayload');
    expect(retry.data.createOrganisation.__typename).toBe('CreateOrganisationPayload');
    expect(retry.data.createOrganisation.organisation.id).toBe(first.data.createOrganisation.organisation.id);
    // Created, its location added, and its creator made its first admin: once.
    expect(await eventCount(t)).toBe(before + 3);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM organisations WHERE name = 'Retry Club'`,
    );
    expect(rows[0].n).toBe(1);
  });
});

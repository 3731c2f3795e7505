import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../src/commands/command.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { createPlayer } from '../src/commands/player.ts';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

const PLAYER =
  'player { id name nickname department imageUrl isClaimed location { id name } organisation { id } }';
const RESULT = (payload: string) => `{
  __typename
  ... on ${payload}
  ... on Error { message }
  ... on InputValidationError { issues { message path } }
}`;
const CREATE = `mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) ${RESULT(
  `CreatePlayerPayload { ${PLAYER} viewer { roles player { id } setup { hasValidSetup error } } }`,
)} }`;
const CLAIM = `mutation ($input: ClaimPlayerInput!) { claimPlayer(input: $input) ${RESULT(
  `ClaimPlayerPayload { ${PLAYER} viewer { roles player { id } setup { hasValidSetup error } } }`,
)} }`;
const UPDATE = `mutation ($input: UpdatePlayerInput!) { updatePlayer(input: $input) ${RESULT(
  `UpdatePlayerPayload { ${PLAYER} }`,
)} }`;
const NICKNAME = 'query ($o: ID!, $n: String!) { nicknameAvailable(organisationId: $o, nickname: $n) }';
const VIEWER = '{ viewer { roles player { id nickname } setup { hasValidSetup error } } }';

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').slice(1).join(':');
const playerGlobalId = (orgId: string, playerId: string) =>
  Buffer.from(`Player:${orgId}:${playerId}`).toString('base64');

describe('players and onboarding', () => {
  let t: TestApp;
  let admin: TestClient;
  let anna: TestClient & { userId: string };
  let home: string;
  let secret: string;
  let hq: string;
  let annex: string;
  let annaPlayer: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    home = await createOrganisation(admin, {
      name: 'Home Club',
      isPublic: true,
      departments: ['Engineering', 'Sales'],
      locations: [
        { name: 'HQ', lat: 48.1, long: 11.6 },
        { name: 'Annex', lat: 48.2, long: 11.7 },
      ],
    });
    secret = await createOrganisation(admin, { name: 'Secret Club', isPublic: false });
    const org = await admin.gql(
      'query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }',
      {
        id: home,
      },
    );
    [hq, annex] = org.data.node.locations.map((l: { id: string }) => l.id);
    anna = await signedInClient(t, 'anna@example.com');
  });
  afterAll(() => t?.close());

  const input = (overrides: Record<string, unknown> = {}) => ({
    organisationId: home,
    name: 'Andersson',
    nickname: 'Anna',
    locationId: hq,
    ...overrides,
  });

  /** Runs a mutation and checks that it appended nothing; returns its result field. */
  async function refused(
    client: TestClient,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Loose> {
    const before = await eventCount(t);
    const res = await client.gql(query, { input: variables });
    expect(await eventCount(t)).toBe(before);
    return res.data ? Object.values(res.data)[0] : res;
  }

  /** An unclaimed player, as an admin or the demo seed creates them. */
  async function unclaimed(name: string, orgGlobalId = home, nickname = `${name}-nick`) {
    const orgId = rawId(orgGlobalId);
    const locations = await t.database.pool.query(
      'SELECT location_id FROM organisation_locations WHERE org_id = $1 LIMIT 1',
      [orgId],
    );
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
          nickname,
          locationId: locations.rows[0].location_id,
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

  it("creates the verified user's own player; the viewer then has it, the role player and a valid setup", async () => {
    const before = (await anna.gql(VIEWER)).data.viewer;
    expect(before).toEqual({
      roles: ['guest'],
      player: null,
      setup: { hasValidSetup: false, error: 'Your player is missing. Create or claim one.' },
    });

    const res = await anna.gql(CREATE, {
      input: input({ name: ' Andersson ', department: 'engineering', imageUrl: 'https://example.com/a.png' }),
    });
    const created = res.data.createPlayer;
    expect(created.__typename).toBe('CreatePlayerPayload');
    expect(created.player).toMatchObject({
      name: 'Andersson',
      nickname: 'Anna',
      department: 'Engineering',
      imageUrl: 'https://example.com/a.png',
      isClaimed: true,
      location: { id: hq, name: 'HQ' },
      organisation: { id: home },
    });
    expect(created.viewer).toEqual({
      roles: ['player'],
      player: { id: created.player.id },
      setup: { hasValidSetup: true, error: null },
    });
    annaPlayer = created.player.id;
    expect((await anna.gql(VIEWER)).data.viewer.player.id).toBe(annaPlayer);
  });

  it('refuses a second player for the same user and appends nothing', async () => {
    const res = await refused(anna, CREATE, input({ nickname: 'Second' }));
    expect(res).toMatchObject({ __typename: 'ConflictError', message: 'You already have a player' });
  });

  it('refuses signed-out and unverified callers', async () => {
    const anonymous = await t.client().gql(CREATE, { input: input({ nickname: 'Ghost' }) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data ?? null).toBeNull();

    const unverified = await signedInClient(t, 'unverified@example.com');
    await t.database.pool.query(`UPDATE "user" SET "emailVerified" = false WHERE id = $1`, [
      unverified.userId,
    ]);
    const playerId = await unclaimed('Unverifiable');
    const before = await eventCount(t);
    for (const [query, variables] of [
      [CREATE, { input: input({ nickname: 'Ghost' }) }],
      [CLAIM, { input: { playerId } }],
      [NICKNAME, { o: home, n: 'Ghost' }],
    ] as const) {
      const res = await (query === NICKNAME ? t.client() : unverified).gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe(query === NICKNAME ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses an organisation the user cannot see', async () => {
    const bob = await signedInClient(t, 'bob@example.com');
    const res = await refused(bob, CREATE, input({ organisationId: secret, nickname: 'Bobby' }));
    expect(res.__typename).toBe('NotFoundError');
  });

  it("refuses a location or department the organisation does not have, and accepts 'Guests'", async () => {
    const carl = await signedInClient(t, 'carl@example.com');
    const secretLocation = (
      await t.database.pool.query('SELECT location_id FROM organisation_locations WHERE org_id = $1', [
        rawId(secret),
      ])
    ).rows[0].location_id;
    const location = await refused(carl, CREATE, input({ nickname: 'Carlo', locationId: secretLocation }));
    expect(location).toMatchObject({
      __typename: 'InputValidationError',
      issues: [{ message: 'Location not found in this organisation', path: ['input', 'locationId'] }],
    });
    const department = await refused(carl, CREATE, input({ nickname: 'Carlo', department: 'Marketing' }));
    expect(department).toMatchObject({
      __typename: 'InputValidationError',
      issues: [{ message: 'Department not found in this organisation', path: ['input', 'department'] }],
    });
    const guest = (await carl.gql(CREATE, { input: input({ nickname: 'Carlo', department: 'Guests' }) })).data
      .createPlayer;
    expect(guest.player.department).toBe('Guests');
  });

  it('refuses a nickname that exists ignoring case, with the SPEC text', async () => {
    const dora = await signedInClient(t, 'dora@example.com');
    const res = await refused(dora, CREATE, input({ nickname: '  aNNa ' }));
    expect(res).toMatchObject({
      __typename: 'ConflictError',
      message: 'Nickname already exists. Be a bit more creative',
    });
  });

  it('refuses look-alike nicknames (full-width and Cyrillic letters) and hidden characters, also against old ones', async () => {
    const look = await signedInClient(t, 'look@example.com');
    for (const nickname of ['Ａｎｎａ', '\u0410nna']) {
      const res = await refused(look, CREATE, input({ nickname }));
      expect(res, JSON.stringify(nickname)).toMatchObject({
        __typename: 'ConflictError',
        message: 'Nickname already exists. Be a bit more creative',
      });
      expect((await look.gql(NICKNAME, { o: home, n: nickname })).data.nicknameAvailable).toBe(false);
    }
    // Issue 29: zero-width and bidi characters are refused outright (they were removed before).
    for (const nickname of [`An${'\u200B'}na`, `${'\u202E'}Anna`, `A${'\u00AD'}nna`, `AN${'\uFEFF'}NA`]) {
      const res = await refused(look, CREATE, input({ nickname }));
      expect(res, JSON.stringify(nickname)).toMatchObject({
        __typename: 'InputValidationError',
        issues: [{ message: 'No weird characters allowed', path: ['input', 'nickname'] }],
      });
      expect((await look.gql(NICKNAME, { o: home, n: nickname })).data.nicknameAvailable).toBe(false);
    }
    // A nickname stored before names were normalised on input still blocks its plain look-alike.
    await runCommand(
      t.app.services.commands,
      createPlayer,
      {
        orgId: rawId(home),
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name: 'Old Timer',
          nickname: 'Ｔｉｍ',
          locationId: hq,
          department: null,
          imageUrl: null,
          userId: null,
          isHost: false,
        },
      },
      systemActor(null),
    );
    expect((await refused(look, CREATE, input({ nickname: 'tim' }))).__typename).toBe('ConflictError');

    // A new one is stored as people read it (full-width folded).
    const made = await look.gql(CREATE, {
      input: input({ name: 'Ｌｏｏｋ', nickname: 'Ｌｏｏｋｙ' }),
    });
    expect(made.data.createPlayer.player).toMatchObject({ name: 'Look', nickname: 'Looky' });
  });

  it('refuses malformed names, nicknames, locations and picture addresses and appends nothing', async () => {
    const eve = await signedInClient(t, 'eve@example.com');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', 'Minimum of 2 characters'],
      [{ nickname: ' B ' }, 'nickname', 'Minimum of 2 characters'],
      [{ nickname: 'Bo<b>' }, 'nickname', 'No weird characters allowed'],
      [{ name: "O'Neil" }, 'name', 'No weird characters allowed'],
      [{ name: 'x'.repeat(26) }, 'name', 'Maximum of 25 characters'],
      [{ imageUrl: 'ftp://example.com/me.png' }, 'imageUrl', 'Image URL must be an http(s) address'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must be an http(s) address'],
      [
        { imageUrl: `https://example.com/${'x'.repeat(481)}` },
        'imageUrl',
        'Image URL must have at most 500 characters',
      ],
      [{ department: ' ' }, 'department', 'Department name is required'],
      [{ locationId: 'x'.repeat(65) }, 'locationId', ''],
      [{ commandId: 'no' }, 'commandId', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await refused(eve, CREATE, input({ nickname: 'Evelyn', ...overrides }));
      expect(res.__typename, field).toBe('InputValidationError');
      expect(res.issues[0].path, field).toEqual(['input', field]);
      if (message) expect(res.issues[0].message, field).toBe(message);
    }
    // A NUL is refused at the edge, before any field's validation (badInput.int.test.ts).
    const nul = await refused(eve, CREATE, input({ nickname: `Ev${String.fromCharCode(0)}e` }));
    expect(nul.errors?.[0]).toMatchObject({
      message: 'Text must not contain NUL characters or unpaired surrogates (variables.input.nickname)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await eve.gql(VIEWER)).data.viewer.player).toBeNull();
  });

  it('answers whether a nickname is still available in an organisation, ignoring case', async () => {
    const ask = async (n: string, o = home, c: TestClient = anna) => c.gql(NICKNAME, { o, n });
    expect((await ask('anna')).data.nicknameAvailable).toBe(false);
    expect((await ask(' ANNA ')).data.nicknameAvailable).toBe(false);
    expect((await ask('Zorro')).data.nicknameAvailable).toBe(true);
    const other = await createOrganisation(admin, { name: 'Other Club', isPublic: true });
    expect((await ask('anna', other)).data.nicknameAvailable).toBe(true);
    const hidden = await ask('anna', secret);
    expect(hidden.errors?.[0]).toMatchObject({
      message: 'Organisation not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await ask('x'.repeat(101))).errors?.[0]?.message).toMatch(/Validation error/);
  });

  it('lists unclaimed players by name ignoring case, without claimed and disabled ones', async () => {
    const org = await createOrganisation(admin, { name: 'List Club', isPublic: true });
    await unclaimed('zimmer', org);
    await unclaimed('Adler', org);
    await unclaimed('bauer', org);
    const hidden = await unclaimed('Disabled', org);
    // No event disables a player yet (admins' player management comes later): set the row directly.
    await t.database.pool.query('UPDATE players SET is_disabled = true WHERE player_id = $1', [
      rawId(hidden).split(':')[1],
    ]);
    const list = async (c: TestClient, first = 10) =>
      (
        await c.gql(
          `query ($id: ID!, $first: Int) { node(id: $id) { ... on Organisation {
            unclaimedPlayers(first: $first) { edges { node { name isClaimed location { name } } } pageInfo { hasNextPage } }
          } } }`,
          { id: org, first },
        )
      ).data.node.unclaimedPlayers;
    const all = await list(t.client());
    expect(all.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Adler',
      'bauer',
      'zimmer',
    ]);
    expect(all.edges[0].node).toEqual({ name: 'Adler', isClaimed: false, location: { name: 'Main office' } });
    const page = await list(anna, 2);
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);

    const homeList = await anna.gql(
      'query ($id: ID!) { node(id: $id) { ... on Organisation { unclaimedPlayers { edges { node { id } } } } } }',
      { id: home },
    );
    expect(
      homeList.data.node.unclaimedPlayers.edges.map((e: { node: { id: string } }) => e.node.id),
    ).not.toContain(annaPlayer);
  });

  it("claims an unclaimed player: it becomes the user's, a guest copy is kept and the user has the role player", async () => {
    const frank = await signedInClient(t, 'frank@example.com');
    const playerId = await unclaimed('Fischer', home, 'Flinke Hand');
    const res = (await frank.gql(CLAIM, { input: { playerId } })).data.claimPlayer;
    expect(res.__typename).toBe('ClaimPlayerPayload');
    expect(res.player).toMatchObject({
      id: playerId,
      name: 'Fischer',
      nickname: 'Flinke Hand',
      isClaimed: true,
    });
    expect(res.viewer).toEqual({
      roles: ['player'],
      player: { id: playerId },
      setup: { hasValidSetup: true, error: null },
    });
    expect((await frank.gql(VIEWER)).data.viewer.roles).toContain('player');

    const [orgId, rawPlayerId] = rawId(playerId).split(':');
    const guest = await t.database.pool.query(
      'SELECT * FROM guest_players WHERE org_id = $1 AND player_id = $2',
      [orgId, rawPlayerId],
    );
    expect(guest.rows).toHaveLength(1);
    expect(guest.rows[0]).toMatchObject({
      name: 'Fischer',
      nickname: 'Flinke Hand',
      department: null,
      image_url: null,
      claimed_by: frank.userId,
    });
    const owner = await t.database.pool.query('SELECT user_id FROM players WHERE player_id = $1', [
      rawPlayerId,
    ]);
    expect(owner.rows[0].user_id).toBe(frank.userId);

    // Claimed twice, or a second player: refused with nothing appended.
    const gina = await signedInClient(t, 'gina@example.com');
    expect(await refused(gina, CLAIM, { playerId })).toMatchObject({
      __typename: 'ConflictError',
      message: 'This player has already been claimed',
    });
    expect(await refused(frank, CLAIM, { playerId: await unclaimed('Second') })).toMatchObject({
      __typename: 'ConflictError',
      message: 'You already have a player',
    });
    expect(await refused(frank, CLAIM, { playerId: annaPlayer })).toMatchObject({
      message: 'This player has already been claimed',
    });
  });

  it('refuses to claim a player the user cannot see, or one that does not exist', async () => {
    const hank = await signedInClient(t, 'hank@example.com');
    const hidden = await unclaimed('Hidden', secret);
    expect(await refused(hank, CLAIM, { playerId: hidden })).toMatchObject({ __typename: 'NotFoundError' });
    const missing = playerGlobalId(rawId(home), randomUUID());
    expect(await refused(hank, CLAIM, { playerId: missing })).toMatchObject({ __typename: 'NotFoundError' });
    const notAPlayer = await refused(hank, CLAIM, { playerId: home });
    expect(notAPlayer.errors?.[0]?.message).toMatch(/is not of type: Player/);
  });

  it('lets exactly one of two users claim the same player at once', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await signedInClient(t, `racer-a${round}@example.com`);
      const b = await signedInClient(t, `racer-b${round}@example.com`);
      const playerId = await unclaimed(`Contested${round}`);
      const results = (await Promise.all([a, b].map((c) => c.gql(CLAIM, { input: { playerId } })))).map(
        (r) => r.data.claimPlayer,
      );
      const names = results.map((r) => r.__typename).sort();
      expect(names).toEqual(['ClaimPlayerPayload', 'ConflictError']);
      expect(results.find((r) => r.__typename === 'ConflictError').message).toBe(
        'This player has already been claimed',
      );
      const { rows } = await t.database.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE type = 'PlayerClaimed' AND stream_id = $1`,
        [`player-${rawId(playerId).split(':')[1]}`],
      );
      expect(rows[0].n).toBe(1);
    }
  });

  it('lets a user who claims two players at once get exactly one', async () => {
    const ivy = await signedInClient(t, 'ivy@example.com');
    const players = [await unclaimed('Twin One'), await unclaimed('Twin Two')];
    const results = (
      await Promise.all(players.map((playerId) => ivy.gql(CLAIM, { input: { playerId } })))
    ).map((r) => r.data.claimPlayer);
    expect(results.map((r) => r.__typename).sort()).toEqual(['ClaimPlayerPayload', 'ConflictError']);
    expect(results.find((r) => r.__typename === 'ConflictError').message).toBe('You already have a player');
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM players WHERE user_id = $1',
      [ivy.userId],
    );
    expect(rows[0].n).toBe(1);
    const claimed = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM guest_players WHERE claimed_by = $1',
      [ivy.userId],
    );
    expect(claimed.rows[0].n).toBe(1);
  });

  it('changes your own player: absent fields stay, null clears the picture and the department', async () => {
    const moved = (
      await anna.gql(UPDATE, { input: { playerId: annaPlayer, nickname: 'Annie', locationId: annex } })
    ).data.updatePlayer;
    expect(moved.player).toMatchObject({
      nickname: 'Annie',
      location: { id: annex },
      department: 'Engineering',
      imageUrl: 'https://example.com/a.png',
    });
    const cleared = (
      await anna.gql(UPDATE, {
        input: { playerId: annaPlayer, imageUrl: null, department: null, nickname: null },
      })
    ).data.updatePlayer;
    expect(cleared.player).toMatchObject({ nickname: 'Annie', imageUrl: null, department: null });
    const guests = (
      await anna.gql(UPDATE, {
        input: { playerId: annaPlayer, department: 'guests', imageUrl: 'http://x.io/b.png' },
      })
    ).data.updatePlayer;
    expect(guests.player).toMatchObject({ department: 'Guests', imageUrl: 'http://x.io/b.png' });
    // The same nickname in another case is still yours.
    const recased = (await anna.gql(UPDATE, { input: { playerId: annaPlayer, nickname: 'ANNIE' } })).data
      .updatePlayer;
    expect(recased.player.nickname).toBe('ANNIE');
    // Nothing changed: nothing recorded, the player is answered as it is.
    const same = await refused(anna, UPDATE, { playerId: annaPlayer, nickname: 'ANNIE' });
    expect(same).toMatchObject({ __typename: 'UpdatePlayerPayload', player: { nickname: 'ANNIE' } });
  });

  it("refuses changes to someone else's player, taken nicknames and malformed values", async () => {
    const frankPlayer = (
      await t.database.pool.query(
        `SELECT p.org_id, p.player_id FROM players p JOIN "user" u ON u.id = p.user_id WHERE u.email = $1`,
        ['frank@example.com'],
      )
    ).rows[0];
    const frankId = playerGlobalId(frankPlayer.org_id, frankPlayer.player_id);
    expect(await refused(anna, UPDATE, { playerId: frankId, nickname: 'Hijack' })).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only change your own player',
    });
    expect(
      await refused(anna, UPDATE, { playerId: await unclaimed('Nobody'), nickname: 'Mine' }),
    ).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect(await refused(anna, UPDATE, { playerId: annaPlayer, nickname: 'flinke HAND' })).toMatchObject({
      __typename: 'ConflictError',
      message: 'Nickname already exists. Be a bit more creative',
    });
    for (const [field, value, message] of [
      ['nickname', 'A', 'Minimum of 2 characters'],
      ['nickname', 'A&B', 'No weird characters allowed'],
      ['imageUrl', 'data:image/png;base64,AAAA', 'Image URL must be an http(s) address'],
      ['department', 'Marketing', 'Department not found in this organisation'],
      ['locationId', 'nowhere', 'Location not found in this organisation'],
    ] as const) {
      const res = await refused(anna, UPDATE, { playerId: annaPlayer, [field]: value });
      expect(res.__typename, field).toBe('InputValidationError');
      expect(res.issues[0], field).toEqual({ message, path: ['input', field] });
    }
    const hidden = await unclaimed('Private', secret);
    expect(await refused(anna, UPDATE, { playerId: hidden, nickname: 'Peek' })).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(
      (await t.client().gql(UPDATE, { input: { playerId: annaPlayer, nickname: 'Anon' } })).errors?.[0]
        ?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('tells a player whose location was removed to choose another one, and accepts the new one', async () => {
    const removed = await admin.gql(
      `mutation ($input: RemoveLocationInput!) { removeLocation(input: $input) { __typename } }`,
      { input: { organisationId: home, locationId: annex } },
    );
    expect(removed.data.removeLocation.__typename).toBe('RemoveLocationPayload');
    expect((await anna.gql(VIEWER)).data.viewer.setup).toEqual({
      hasValidSetup: false,
      error: 'Your location no longer exists. Choose another one in Settings.',
    });
    // Other changes still work while the old location is gone.
    const renamed = (await anna.gql(UPDATE, { input: { playerId: annaPlayer, nickname: 'Anni' } })).data
      .updatePlayer;
    expect(renamed.player).toMatchObject({ nickname: 'Anni', location: null });
    const back = (await anna.gql(UPDATE, { input: { playerId: annaPlayer, locationId: hq } })).data
      .updatePlayer;
    expect(back.player.location).toEqual({ id: hq, name: 'HQ' });
    expect((await anna.gql(VIEWER)).data.viewer.setup).toEqual({ hasValidSetup: true, error: null });
  });

  it('creates one player for a retried command id', async () => {
    const jo = await signedInClient(t, 'jo@example.com');
    const before = await eventCount(t);
    const variables = { input: input({ nickname: 'Jojo', commandId: 'create-player-jo-1' }) };
    const first = (await jo.gql(CREATE, variables)).data.createPlayer;
    const again = (await jo.gql(CREATE, variables)).data.createPlayer;
    expect(first.__typename).toBe('CreatePlayerPayload');
    expect(again.player.id).toBe(first.player.id);
    expect(await eventCount(t)).toBe(before + 1);
  });
});

import { createHash } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CAMERA_MAY_ONLY } from '../src/graphql/cameraSocket.ts';
import { CAMERA_TOKEN_MAY_READ } from '../src/policy/policyTable.ts';
import { schema } from '../src/schema/index.ts';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { type Loose, run } from './support/tourneyLeague.ts';

// DESIGN §12 / issue 16: a location's camera agent signs in to graphql-ws with the token an admin
// made (connectionParams.cameraToken, no Origin, no cookie) and may subscribe to its location's live
// game, goal by goal, and nothing else. Revoking the token closes its socket.

const GAME = 'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id status goals { side at } } }';

/** A socket as the camera agent opens it: a plain WebSocket, the token in the connection params. */
function cameraSocket(t: TestApp, cameraToken: unknown): Client {
  return createClient({
    url: `${t.baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { cameraToken },
    retryAttempts: 0,
    lazy: true,
  });
}

const closedCode = (client: Client) =>
  new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));

/** The first thing an operation answers (a result, or the error/close that ended it). */
function first(client: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<Loose>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value),
        error: (error) => resolve({ failed: error }),
        complete: () => resolve({ completed: true }),
      },
    );
  });
}

describe('camera agent tokens', () => {
  let t: TestApp;
  let admin: TestClient;
  let player: TestClient;
  let org: string;
  let table: string;
  let lounge: string;
  let awayLocation: string;
  const players: string[] = [];
  const sockets: Client[] = [];
  const open = (token: unknown) => {
    const socket = cameraSocket(t, token);
    sockets.push(socket);
    return socket;
  };

  const createToken = (client: TestClient, locationId: string, organisationId = org) =>
    run(client, 'createCameraToken', { organisationId, locationId }, 'token organisation { id }');

  beforeAll(async () => {
    t = await startTestApp({ socketRecheckMs: 200 });
    admin = await signedInClient(t, 'token-admin@example.com');
    org = await createOrganisation(admin, {
      name: 'Token Club',
      isPublic: true,
      locations: [
        { name: 'Table', lat: 1, long: 2 },
        { name: 'Lounge', lat: 1, long: 2 },
      ],
    });
    const where = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    [table, lounge] = where.data.organisation.locations.map((l: Loose) => l.id);
    player = await signedInClient(t, 'token-player@example.com');
    for (const [client, name] of [
      [admin, 'Admin'],
      [player, 'Player'],
    ] as const) {
      const made = await run(
        client,
        'createPlayer',
        { organisationId: org, locationId: table, name, nickname: name },
        'player { id }',
      );
      players.push(made.player.id);
    }
    const away = await createOrganisation(admin, { name: 'Away Token Club' });
    const awayWhere = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: away,
    });
    awayLocation = awayWhere.data.organisation.locations[0].id;
  }, 120_000);
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.dispose()));
  });
  afterAll(() => t?.close());

  it('is made by admins only, shown once, and kept as a hash', async () => {
    const before = await eventCount(t);
    const refused = await createToken(player, table);
    expect(refused.__typename).toBe('GraphQLError');
    expect(await eventCount(t)).toBe(before);

    const made = await createToken(admin, table);
    expect(made.__typename).toBe('CreateCameraTokenPayload');
    expect(made.token).toMatch(/^kc_[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.database.pool.query(
      'SELECT camera_token_hash, camera_token_start FROM organisation_locations WHERE location_id = $1',
      [table],
    );
    expect(rows[0].camera_token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(made.token.startsWith(rows[0].camera_token_start)).toBe(true);
    const stored = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM events WHERE data::text LIKE $1',
      [`%${made.token}%`],
    );
    expect(stored.rows[0].n).toBe(0);
    const shown = await admin.gql(
      'query ($id: ID!) { organisation(id: $id) { locations { id cameraToken { start issuedAt } } } }',
      {
        id: org,
      },
    );
    const info = shown.data.organisation.locations.find((l: Loose) => l.id === table).cameraToken;
    expect(info.start).toBe(rows[0].camera_token_start);
    expect(JSON.stringify(shown)).not.toContain(made.token);
    // A location of another organisation is not this admin's to equip through this organisation.
    expect((await createToken(admin, awayLocation)).__typename).toBe('NotFoundError');
  });

  it("follows its location's live game goal by goal over a socket without Origin or cookie", async () => {
    const { token } = await createToken(admin, table);
    const camera = open(token);
    const seen: Loose[] = [];
    camera.subscribe(
      { query: GAME, variables: { loc: table } },
      { next: (v) => seen.push(v), error: (e) => seen.push({ failed: e }), complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 400));
    const started = await run(
      player,
      'startLiveGame',
      { locationId: table, mode: 1, blacks: { defense: players[0] }, whites: { defense: players[1] } },
      'liveGame { id }',
    );
    const game = started.liveGame.id;
    await run(
      player,
      'scoreLiveGoal',
      { liveGameId: game, side: 'WHITES', source: 'BUTTON' },
      'liveGame { id }',
    );
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(seen[0].data.liveGameChanged).toMatchObject({ id: game, status: 'RUNNING', goals: [] });
    expect(seen[1].data.liveGameChanged.goals).toEqual([{ side: 'WHITES', at: expect.any(String) }]);
    await run(player, 'abandonLiveGame', { liveGameId: game }, 'liveGame { id }');
  });

  it('may not follow another location, nor read anything else, not even the players', async () => {
    const { token } = await createToken(admin, table);
    const camera = open(token);
    for (const loc of [lounge, awayLocation]) {
      const answer = await first(camera, GAME, { loc });
      expect(JSON.stringify(answer)).toMatch(/not found/i);
    }
    const names = await first(
      camera,
      'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { blacks { name } } }',
      { loc: table },
    );
    expect(JSON.stringify(names)).toContain(CAMERA_MAY_ONLY);
    const allowed = new Set(CAMERA_TOKEN_MAY_READ);
    for (const [operation, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
      ['subscription', schema.getSubscriptionType()],
    ] as const)
      for (const field of Object.keys(type!.getFields())) {
        if (allowed.has(`${type!.name}.${field}`)) continue;
        const answer = await first(camera, `${operation} { ${field} }`);
        expect([field, JSON.stringify(answer)]).toEqual([field, expect.stringContaining(CAMERA_MAY_ONLY)]);
      }
  });

  it('refuses a wrong token and a socket without Origin that brings no credential', async () => {
    for (const token of ['kc_not-a-real-token', 'something else', 42]) {
      const socket = open(token);
      const closed = closedCode(socket);
      void first(socket, GAME, { loc: table });
      expect(await closed).toBe(4403);
    }
    const bare = createClient({
      url: `${t.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
    });
    sockets.push(bare);
    const closed = closedCode(bare);
    void first(bare, GAME, { loc: table });
    expect(await closed).toBe(4403);
  });

  it('stops working when revoked or replaced: the open socket closes, the old token is refused', async () => {
    const { token: old } = await createToken(admin, table);
    const { token } = await createToken(admin, table);
    const stale = open(old);
    const staleClosed = closedCode(stale);
    void first(stale, GAME, { loc: table });
    expect(await staleClosed).toBe(4403);

    const camera = open(token);
    const connected = new Promise<void>((resolve) => camera.on('connected', () => resolve()));
    const closed = closedCode(camera);
    void first(camera, GAME, { loc: table });
    await connected;
    const revoked = await run(
      player,
      'revokeCameraToken',
      { organisationId: org, locationId: table },
      'organisation { id }',
    );
    expect(revoked.__typename).toBe('GraphQLError');
    expect(
      (
        await run(
          admin,
          'revokeCameraToken',
          { organisationId: org, locationId: table },
          'organisation { id }',
        )
      ).__typename,
    ).toBe('RevokeCameraTokenPayload');
    expect(await closed).toBe(4401);
    const again = await run(
      admin,
      'revokeCameraToken',
      { organisationId: org, locationId: table },
      'organisation { id }',
    );
    expect([again.__typename, again.message]).toEqual(['NotFoundError', 'This location has no camera token']);
  });
});

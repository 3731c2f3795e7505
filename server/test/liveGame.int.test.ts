import { catalogue, createInMemoryChangeFeed } from '@kicker/events';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL, stringifyMessage } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { endIdleLiveGames } from '../src/commands/liveSweeper.ts';
import { openStreams } from '../src/graphql/sharedEvents.ts';
import { sharedExecutions } from '../src/graphql/sharedExecution.ts';
import { liveGameReads } from '../src/schema/liveGameSubscriptions.ts';
import { liveStakesReads } from '../src/schema/liveStakes.ts';
import { rawGraphqlWs } from './support/rawGraphqlWs.ts';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { type Loose, run } from './support/tourneyLeague.ts';
import { wsClient } from './support/wsClient.ts';

// Issue 15 (DESIGN §12) over HTTP and WebSocket: starting a live game with the match's lineup
// rules, goals by button and voice, an undo, a second start refused, the shared subscription
// payload reaching another connection, strangers kept out, and abandoning; recording the match
// from the game (its goal timeline kept through deletion, restore and rebuild, every refusal
// appending nothing), the stakes against the recorded points, the idle end without anyone at the
// table, and the live-scoring setting per location.

const GAME = `liveGame { id mode status isIdle scoreBlacks scoreWhites viewerCanScore startedAt
  blacks { id } whites { id } goals { side source at } location { id } }`;

async function ownPlayer(client: TestClient, name: string, orgId: string, locationId: string) {
  const res = await run(
    client,
    'createPlayer',
    { organisationId: orgId, locationId, name, nickname: name },
    'player { id }',
  );
  return res.player.id as string;
}

describe('live games', () => {
  let t: TestApp;
  let admin: TestClient;
  let stranger: TestClient;
  let org: string;
  let away: string;
  let locationId: string;
  let annexId: string;
  let awayLocationId: string;
  const ids: string[] = [];
  const players: TestClient[] = [];

  beforeAll(async () => {
    // The idle sweeper looks every 100 ms here (a minute in production), with the app's clock.
    t = await startTestApp({ liveSweepMs: 100 });
    admin = await signedInClient(t, 'live-admin@example.com');
    org = await createOrganisation(admin, { name: 'Live Club', isPublic: true });
    const where = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    locationId = where.data.organisation.locations[0].id;
    ids.push(await ownPlayer(admin, 'Admin', org, locationId));
    for (let i = 1; i <= 3; i++) {
      const p = await signedInClient(t, `live${i}@example.com`);
      ids.push(await ownPlayer(p, `Live${i}`, org, locationId));
      players.push(p);
    }
    stranger = await signedInClient(t, 'live-stranger@example.com');
    away = await createOrganisation(admin, { name: 'Away Live Club', isPublic: true });
    const awayWhere = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: away,
    });
    awayLocationId = awayWhere.data.organisation.locations[0].id;
    ids.push(await ownPlayer(stranger, 'Stranger', away, awayLocationId)); // ids[4]
    const host = await run(
      admin,
      'addPlayer',
      { organisationId: away, locationId: awayLocationId, name: 'Away Host', nickname: 'AwayHost' },
      'player { id }',
    );
    ids.push(host.player.id); // ids[5]
    // A season to record in, and a second table.
    const DAY = 86_400_000;
    const season = await run(
      admin,
      'createSeason',
      {
        organisationId: org,
        startsOn: new Date(Date.now() - DAY).toISOString(),
        endsOn: new Date(Date.now() + 30 * DAY).toISOString(),
      },
      'season { id }',
    );
    expect(season.__typename).toBe('CreateSeasonPayload');
    const annex = await run(
      admin,
      'addLocation',
      { organisationId: org, name: 'Annex', lat: 48.1, long: 11.6 },
      'organisation { locations { id name } }',
    );
    annexId = annex.organisation.locations.find((l: Loose) => l.name === 'Annex').id;
    // Players joined while public; from now on strangers do not see the club.
    for (const id of [org, away])
      expect(
        (
          await run(
            admin,
            'updateOrganisation',
            { organisationId: id, isPublic: false },
            'organisation { id }',
          )
        ).__typename,
      ).toBe('UpdateOrganisationPayload');
  }, 120_000);
  afterAll(() => t?.close());

  const start = (client: TestClient, blacks: Loose, whites: Loose, mode = 1) =>
    run(client, 'startLiveGame', { locationId, mode, blacks, whites }, GAME);
  const locationGame = async (client: TestClient) =>
    (
      await client.gql(
        'query ($id: ID!) { organisation(id: $id) { locations { id liveGame { id scoreBlacks } } } }',
        { id: org },
      )
    ).data?.organisation?.locations[0].liveGame;

  it('refuses a lineup the match rules refuse with the match text, appending nothing', async () => {
    const before = await eventCount(t);
    const same = await start(players[0]!, { defense: ids[1] }, { defense: ids[1] });
    expect(same.__typename).toBe('InputValidationError');
    expect(same.message).toBeTruthy();
    const recorded = await run(
      players[0]!,
      'recordMatch',
      {
        mode: 1,
        whites: { defense: ids[1] },
        blacks: { defense: ids[1] },
        scoreWhites: 6,
        scoreBlacks: 2,
        sixInARow: false,
        locationId,
      },
      'match { id }',
    );
    expect(same.message).toBe(recorded.message);
    expect(await eventCount(t)).toBe(before);
  });

  it('starts, scores by button and voice, undoes, refuses a second start, tells a subscriber, abandons', async () => {
    const ws = wsClient(t.baseUrl, admin);
    const seen: Loose[] = [];
    const stop = ws.subscribe(
      {
        query:
          'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id scoreBlacks scoreWhites goals { side } } }',
        variables: { loc: locationId },
      },
      { next: (v) => seen.push(v), error: (e) => seen.push({ error: e }), complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    const waitFor = async (n: number) => {
      for (let i = 0; i < 250 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 20));
      expect(seen.length).toBeGreaterThanOrEqual(n);
      return seen[n - 1];
    };

    const started = await start(players[0]!, { defense: ids[1] }, { defense: ids[2] });
    expect(started.__typename).toBe('StartLiveGamePayload');
    const game = started.liveGame;
    expect(game).toMatchObject({
      mode: 1,
      status: 'RUNNING',
      isIdle: false,
      scoreBlacks: 0,
      scoreWhites: 0,
      viewerCanScore: true,
      blacks: [{ id: ids[1] }],
      whites: [{ id: ids[2] }],
      goals: [],
      location: { id: locationId },
    });
    expect((await waitFor(1)).data.liveGameChanged.id).toBe(game.id);

    const score = (side: string, source: string) =>
      run(players[1]!, 'scoreLiveGoal', { liveGameId: game.id, side, source }, GAME);
    await score('BLACKS', 'BUTTON');
    expect((await waitFor(2)).data.liveGameChanged.scoreBlacks).toBe(1);
    await score('BLACKS', 'BUTTON');
    expect((await waitFor(3)).data.liveGameChanged.scoreBlacks).toBe(2);
    const third = await score('WHITES', 'VOICE');
    expect(third.liveGame).toMatchObject({ scoreBlacks: 2, scoreWhites: 1 });
    expect((await waitFor(4)).data.liveGameChanged.goals).toEqual([
      { side: 'BLACKS' },
      { side: 'BLACKS' },
      { side: 'WHITES' },
    ]);
    const undone = await run(players[2]!, 'undoLiveGoal', { liveGameId: game.id }, GAME);
    expect(undone.liveGame.scoreBlacks).toBe(2);
    expect(undone.liveGame.scoreWhites).toBe(0);
    expect(undone.liveGame.goals.map((g: Loose) => [g.side, g.source])).toEqual([
      ['BLACKS', 'BUTTON'],
      ['BLACKS', 'BUTTON'],
    ]);
    expect((await waitFor(5)).data.liveGameChanged.scoreWhites).toBe(0);
    expect(await locationGame(admin)).toEqual({ id: game.id, scoreBlacks: 2 });

    const before = await eventCount(t);
    const again = await start(players[2]!, { defense: ids[0] }, { defense: ids[3] });
    expect(again.__typename).toBe('ConflictError');
    expect(again.message).toContain('already running');
    expect(await eventCount(t)).toBe(before);

    const abandoned = await run(players[0]!, 'abandonLiveGame', { liveGameId: game.id }, GAME);
    expect(abandoned.liveGame.status).toBe('ENDED');
    expect(abandoned.liveGame.viewerCanScore).toBe(false);
    expect((await waitFor(6)).data.liveGameChanged).toBeNull();
    expect(await locationGame(admin)).toBeNull();
    const late = await run(
      players[1]!,
      'scoreLiveGoal',
      {
        liveGameId: game.id,
        side: 'BLACKS',
        source: 'BELL',
      },
      '__typename',
    );
    expect(late.__typename).toBe('ConflictError');
    stop();
    await ws.dispose();
  });

  it('keeps a viewer of another organisation out: no subscription, no goals', async () => {
    const started = await start(players[0]!, { defense: ids[1] }, { defense: ids[2] });
    const id = started.liveGame.id;
    const before = await eventCount(t);
    const goal = await run(
      stranger,
      'scoreLiveGoal',
      { liveGameId: id, side: 'BLACKS', source: 'BUTTON' },
      '__typename',
    );
    expect(['NotFoundError', 'ForbiddenError']).toContain(goal.__typename);
    expect(await eventCount(t)).toBe(before);

    const ws = wsClient(t.baseUrl, stranger);
    const answer = await new Promise<Loose>((resolve) => {
      ws.subscribe(
        {
          query: 'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id } }',
          variables: { loc: locationId },
        },
        {
          next: (v) => resolve(v),
          error: (e) => resolve({ error: e }),
          complete: () => resolve({ complete: true }),
        },
      );
    });
    expect(answer.errors?.[0]?.message ?? String(answer.error)).toMatch(/not found/i);
    await ws.dispose();
    await run(players[0]!, 'abandonLiveGame', { liveGameId: id }, '__typename');
  });

  it('reads the payload once per change for all subscribers of the location', async () => {
    const sockets = [admin, ...players].map((c) => wsClient(t.baseUrl, c));
    const seen = sockets.map(() => [] as Loose[]);
    const stops = sockets.map((ws, i) =>
      ws.subscribe(
        {
          query:
            'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { scoreWhites stakes { whites { win } } } }',
          variables: { loc: locationId },
        },
        { next: (v) => seen[i]!.push(v), error: () => {}, complete: () => {} },
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = await start(players[0]!, { defense: ids[1] }, { defense: ids[2] });
    for (let i = 0; i < 250 && seen.some((s) => s.length < 1); i++)
      await new Promise((r) => setTimeout(r, 20));
    const reads = liveGameReads.count;
    const stakesReads = liveStakesReads.count;
    await run(
      players[0]!,
      'scoreLiveGoal',
      { liveGameId: started.liveGame.id, side: 'WHITES', source: 'BELL' },
      '__typename',
    );
    for (let i = 0; i < 250 && seen.some((s) => s.length < 2); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(seen.map((s) => s[1]?.data.liveGameChanged.scoreWhites)).toEqual(sockets.map(() => 1));
    expect(liveGameReads.count - reads).toBe(1);
    // The stakes too: computed once for the change, not once per subscriber.
    expect(seen.map((s) => s[1]?.data.liveGameChanged.stakes.whites.win)).toEqual(sockets.map(() => 20));
    expect(liveStakesReads.count - stakesReads).toBe(1);
    for (const stop of stops) stop();
    await Promise.all(sockets.map((ws) => ws.dispose()));
    await run(players[0]!, 'abandonLiveGame', { liveGameId: started.liveGame.id }, '__typename');
  });

  it("tells the benchmark's plain-socket subscriber what graphql-ws's client gets, and nothing after it unsubscribed", async () => {
    const query =
      'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id scoreBlacks scoreWhites } }';
    const library = wsClient(t.baseUrl, admin);
    const plain = await rawGraphqlWs(t.baseUrl, admin.cookieHeader);
    const [viaLibrary, viaPlain] = [[] as Loose[], [] as Loose[]];
    const sink = (into: Loose[]) => ({
      next: (v: Loose) => into.push(v),
      error: () => {},
      complete: () => {},
    });
    const stopLibrary = library.subscribe({ query, variables: { loc: locationId } }, sink(viaLibrary));
    const stopPlain = plain.subscribe({ query, variables: { loc: locationId } }, sink(viaPlain));
    await new Promise((r) => setTimeout(r, 300));
    const waitFor = async (n: number, lists: Loose[][]) => {
      for (let i = 0; i < 250 && lists.some((l) => l.length < n); i++)
        await new Promise((r) => setTimeout(r, 20));
    };
    const started = await start(players[0]!, { defense: ids[1] }, { defense: ids[2] });
    const goal = () =>
      run(
        players[0]!,
        'scoreLiveGoal',
        { liveGameId: started.liveGame.id, side: 'BLACKS', source: 'BELL' },
        '__typename',
      );
    await goal();
    await waitFor(2, [viaLibrary, viaPlain]);
    expect(viaPlain).toEqual(viaLibrary);
    expect(viaPlain[1].data.liveGameChanged).toMatchObject({ id: started.liveGame.id, scoreBlacks: 1 });
    // Unsubscribed (the protocol's complete): the library's subscriber gets the next goal, it does not.
    stopPlain();
    await goal();
    await waitFor(3, [viaLibrary]);
    await new Promise((r) => setTimeout(r, 100)); // what the plain socket would still get
    expect(viaLibrary).toHaveLength(3);
    expect(viaPlain).toHaveLength(2);
    stopLibrary();
    plain.dispose();
    await library.dispose();
    await run(players[0]!, 'abandonLiveGame', { liveGameId: started.liveGame.id }, '__typename');
  });

  it('executes a change once per class of viewer: players share, an analyst and an admin get their own', async () => {
    const analyst = await signedInClient(t, 'live-analyst@example.com');
    const granted = await run(
      admin,
      'setUserRole',
      {
        organisationId: org,
        userId: Buffer.from(`User:${analyst.userId}`).toString('base64'),
        role: 'analyst',
        granted: true,
      },
      '__typename',
    );
    expect(granted.__typename).toBe('SetUserRolePayload');
    const SHARED =
      'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id scoreBlacks viewerCanScore blacks { name viewerCanEdit } } }';
    // Player.organisation is not among the fields a shared document may select: executed alone.
    const ALONE =
      'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id scoreBlacks blacks { organisation { name } } } }';
    const subscribers = [
      { client: players[0]!, query: SHARED },
      { client: players[1]!, query: SHARED },
      { client: analyst, query: SHARED },
      { client: admin, query: SHARED },
      { client: players[2]!, query: ALONE },
    ];
    const sockets = subscribers.map(({ client }) => wsClient(t.baseUrl, client));
    const seen = sockets.map(() => [] as Loose[]);
    const stops = sockets.map((ws, i) =>
      ws.subscribe(
        { query: subscribers[i]!.query, variables: { loc: locationId } },
        { next: (v) => seen[i]!.push(v), error: (e) => seen[i]!.push({ error: e }), complete: () => {} },
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = await start(players[0]!, { defense: ids[1] }, { defense: ids[2] });
    for (let i = 0; i < 250 && seen.some((s) => s.length < 1); i++)
      await new Promise((r) => setTimeout(r, 20));
    const executions = sharedExecutions.count;
    await run(
      players[1]!,
      'scoreLiveGoal',
      { liveGameId: started.liveGame.id, side: 'BLACKS', source: 'VOICE' },
      '__typename',
    );
    for (let i = 0; i < 250 && seen.some((s) => s.length < 2); i++)
      await new Promise((r) => setTimeout(r, 20));
    const answers = seen.map((s) => s[1]?.data?.liveGameChanged);
    const blacks = [{ name: 'Live1', viewerCanEdit: false }];
    expect(answers[0]).toEqual({ id: started.liveGame.id, scoreBlacks: 1, viewerCanScore: true, blacks });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toMatchObject({ scoreBlacks: 1, viewerCanScore: false, blacks });
    expect(answers[3]).toMatchObject({
      viewerCanScore: true,
      blacks: [{ name: 'Live1', viewerCanEdit: true }],
    });
    expect(answers[4]).toEqual({
      id: started.liveGame.id,
      scoreBlacks: 1,
      blacks: [{ organisation: { name: 'Live Club' } }],
    });
    // Three classes (players, the analyst, the admin); the other document was executed on its own.
    expect(sharedExecutions.count - executions).toBe(3);
    for (const stop of stops) stop();
    await Promise.all(sockets.map((ws) => ws.dispose()));
    await run(players[0]!, 'abandonLiveGame', { liveGameId: started.liveGame.id }, '__typename');
  });

  it('writes each subscription its messages as graphql-ws frames them: ids, order, completion; uncompressed', async () => {
    const until = async (what: () => boolean) => {
      for (let i = 0; i < 250 && !what(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(what()).toBe(true);
    };
    /** A graphql-ws connection by hand, keeping every frame as it arrived. */
    const raw = async (client: TestClient) => {
      const frames: { text: string; binary: boolean }[] = [];
      const ws = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/graphql`, GRAPHQL_TRANSPORT_WS_PROTOCOL, {
        headers: { cookie: client.cookieHeader, origin: t.baseUrl },
      });
      ws.on('message', (data, binary) => frames.push({ text: String(data), binary }));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const send = (message: Loose) => ws.send(JSON.stringify(message));
      send({ type: 'connection_init' });
      await until(() => frames.some((f) => JSON.parse(f.text).type === 'connection_ack'));
      const of = (id: string) => frames.map((f) => JSON.parse(f.text)).filter((m) => m.id === id);
      return { ws, frames, send, of };
    };
    const streams = openStreams();
    const DOC = `subscription ($loc: ID!) { liveGameChanged(locationId: $loc) {
      id scoreBlacks scoreWhites viewerCanScore goals { side source } } }`;
    const player = await raw(players[0]!);
    const watcher = await raw(admin);
    // The client offers permessage-deflate; the server does not take it.
    expect(player.ws.extensions).toBe('');
    const odd = 'two "é\u2028😀';
    const subscriptions = [
      [player, 'one'],
      [player, odd],
      [watcher, 'w'],
    ] as const;
    for (const [socket, id] of subscriptions)
      socket.send({ id, type: 'subscribe', payload: { query: DOC, variables: { loc: locationId } } });
    await new Promise((r) => setTimeout(r, 300));
    const gameId = (await start(players[0]!, { defense: ids[1] }, { defense: ids[2] })).liveGame.id;
    const goal = (side: string) =>
      run(players[1]!, 'scoreLiveGoal', { liveGameId: gameId, side, source: 'BUTTON' }, '__typename');
    const all = (n: number) => () => subscriptions.every(([socket, id]) => socket.of(id).length >= n);
    await until(all(1));
    await goal('BLACKS');
    await until(all(2));
    player.send({ id: 'one', type: 'complete' });
    await new Promise((r) => setTimeout(r, 200));
    await goal('WHITES');
    await run(players[0]!, 'abandonLiveGame', { liveGameId: gameId }, '__typename');
    await until(() => player.of(odd).length >= 4 && watcher.of('w').length >= 4);
    await new Promise((r) => setTimeout(r, 200));

    const scores = (messages: Loose[]) =>
      messages.map((m) => {
        expect(m.type).toBe('next');
        const game = m.payload.data.liveGameChanged;
        return game && [game.id, game.scoreBlacks, game.scoreWhites, game.viewerCanScore, game.goals.length];
      });
    const played = [[gameId, 0, 0, true, 0], [gameId, 1, 0, true, 1], [gameId, 1, 1, true, 2], null];
    // Nothing for a subscription after the client completed it; the others in order, to the end.
    expect(scores(player.of('one'))).toEqual(played.slice(0, 2));
    expect(scores(player.of(odd))).toEqual(played);
    expect(scores(watcher.of('w'))).toEqual(played);
    // Text frames, each exactly what graphql-ws writes for its message (a `next`: id, type, payload).
    for (const { text, binary } of [...player.frames, ...watcher.frames]) {
      expect(binary).toBe(false);
      const m = JSON.parse(text);
      expect(text).toBe(
        stringifyMessage(m.type === 'next' ? { id: m.id, type: m.type, payload: m.payload } : m),
      );
    }
    expect(player.frames.filter((f) => f.text.includes('😀'))).toHaveLength(4);

    player.ws.close();
    watcher.ws.close();
    // The location's stream closes with its last subscriber.
    await until(() => openStreams() === streams);
  });

  // Recording the match from the live game.

  const MATCH = `match { id scoreWinner scoreLoser locationId winnerPoints loserPoints isDeleted
    bounty { isPaid bountyPoints } winners { playerId } goals { side source at } }`;
  const goalsFor = async (client: TestClient, gameId: string, sides: string) => {
    const sources = ['BUTTON', 'VOICE', 'BELL'];
    for (const [i, side] of [...sides].entries()) {
      const res = await run(
        client,
        'scoreLiveGoal',
        { liveGameId: gameId, side: side === 'b' ? 'BLACKS' : 'WHITES', source: sources[i % 3] },
        GAME,
      );
      expect(res.__typename).toBe('ScoreLiveGoalPayload');
    }
  };
  /** A 1 vs 1 game: blacks ids[b], whites ids[w], with the goals given ('b'/'w' in order). */
  const playedGame = async (b: number, w: number, sides: string, at = locationId) => {
    // A game left running by a failed test before is given up, so one failure does not cascade.
    const left = await locationGame(admin);
    if (left) await run(admin, 'abandonLiveGame', { liveGameId: left.id }, '__typename');
    const started = await run(
      players[0]!,
      'startLiveGame',
      { locationId: at, mode: 1, blacks: { defense: ids[b] }, whites: { defense: ids[w] } },
      GAME,
    );
    expect(started.__typename).toBe('StartLiveGamePayload');
    await goalsFor(players[1]!, started.liveGame.id, sides);
    return started.liveGame.id as string;
  };
  const record = (client: TestClient, input: Loose) => run(client, 'recordMatch', input, MATCH);
  const oneOnOne = (b: number, w: number, scoreBlacks: number, scoreWhites: number, liveGameId?: string) => ({
    mode: 1,
    blacks: { defense: ids[b] },
    whites: { defense: ids[w] },
    scoreBlacks,
    scoreWhites,
    sixInARow: false,
    ...(liveGameId ? { liveGameId } : {}),
  });
  const eventsOf = async (type: string) =>
    (
      await t.database.pool.query<{ data: Loose; transaction_id: string }>(
        'SELECT data, transaction_id::text FROM events WHERE type = $1 ORDER BY global_position',
        [type],
      )
    ).rows;
  const matchById = async (id: string) =>
    (
      await admin.gql(
        'query ($id: ID!) { node(id: $id) { ... on Match { isDeleted goals { side source at } } } }',
        { id },
      )
    ).data?.node;

  it('records the match from the live game: the game ends as submitted in the same transaction, the match carries its timeline', async () => {
    const ws = wsClient(t.baseUrl, admin);
    const seen: Loose[] = [];
    const stop = ws.subscribe(
      {
        query: 'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id scoreBlacks } }',
        variables: { loc: locationId },
      },
      { next: (v) => seen.push(v), error: (e) => seen.push({ error: e }), complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    const gameId = await playedGame(1, 2, 'bwbbwbbb');
    const game = (
      await admin.gql('query ($id: ID!) { node(id: $id) { ... on LiveGame { goals { side source at } } } }', {
        id: gameId,
      })
    ).data.node;
    expect(game.goals).toHaveLength(8);

    // No location given: the game's.
    const recorded = await record(players[2]!, oneOnOne(1, 2, 6, 2, gameId));
    expect(recorded.__typename).toBe('RecordMatchPayload');
    expect(recorded.match).toMatchObject({
      scoreWinner: 6,
      scoreLoser: 2,
      locationId,
      winners: [{ playerId: ids[1] }],
    });
    expect(recorded.match.goals).toEqual(game.goals);
    expect(recorded.match.goals.map((g: Loose) => g.side).join(' ')).toBe(
      'BLACKS WHITES BLACKS BLACKS WHITES BLACKS BLACKS BLACKS',
    );
    expect(recorded.match.goals.map((g: Loose) => g.source).slice(0, 3)).toEqual(['BUTTON', 'VOICE', 'BELL']);

    const ended = (await eventsOf('LiveGameEnded')).at(-1)!;
    const matchRecorded = (await eventsOf('MatchRecorded')).at(-1)!;
    expect(ended.data).toMatchObject({ reason: 'submitted', matchId: matchRecorded.data.matchId });
    expect(ended.transaction_id).toBe(matchRecorded.transaction_id);
    expect(matchRecorded.data.goals).toHaveLength(8);
    expect(await locationGame(admin)).toBeNull();
    const after = await admin.gql('query ($id: ID!) { node(id: $id) { ... on LiveGame { status } } }', {
      id: gameId,
    });
    expect(after.data.node.status).toBe('ENDED');
    for (let i = 0; i < 250 && seen.at(-1)?.data?.liveGameChanged !== null; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(seen.at(-1)?.data?.liveGameChanged).toBeNull();
    stop();
    await ws.dispose();

    // A match entered by hand has no timeline.
    const byHand = await record(players[2]!, oneOnOne(1, 3, 4, 6));
    expect(byHand.match.goals).toEqual([]);
  });

  it('keeps the timeline when the match is deleted, restored and its read models rebuilt', async () => {
    const gameId = await playedGame(2, 3, 'wwwbwww');
    const recorded = await record(players[0]!, oneOnOne(2, 3, 1, 6, gameId));
    const matchId = recorded.match.id;
    const timeline = recorded.match.goals;
    expect(timeline).toHaveLength(7);
    const deleted = await run(admin, 'deleteMatch', { matchId }, 'deletedMatchId');
    expect(deleted.__typename).toBe('DeleteMatchPayload');
    expect(await matchById(matchId)).toEqual({ isDeleted: true, goals: timeline });
    const restored = await run(admin, 'restoreMatch', { matchId }, 'match { goals { side source at } }');
    expect(restored.match.goals).toEqual(timeline);
    const rows = async () =>
      (await t.database.pool.query('SELECT * FROM match_goals ORDER BY org_id, match_id')).rows;
    const before = await rows();
    for (const name of ['matchGoals', 'matches']) {
      const res = await admin.gql(`mutation { rebuildProjection(name: "${name}") { __typename } }`);
      expect(res.data.rebuildProjection.__typename).toBe('RebuildProjectionPayload');
      await t.app.services.rebuilds.idle();
    }
    expect(await rows()).toEqual(before);
    expect(await matchById(matchId)).toEqual({ isDeleted: false, goals: timeline });
  });

  it('refuses a match that is not the running game, with a typed error, appending nothing', async () => {
    const gameId = await playedGame(1, 3, 'bbbwbbb');
    const refusals: [Loose, string, string | RegExp][] = [
      // Another score, other players, sides swapped, another location.
      [oneOnOne(1, 3, 6, 2, gameId), 'ConflictError', /score is not the live game's \(blacks 6 : whites 1\)/],
      [oneOnOne(1, 2, 6, 1, gameId), 'ConflictError', /players are not the live game's/],
      [oneOnOne(3, 1, 1, 6, gameId), 'ConflictError', /players are not the live game's/],
      [{ ...oneOnOne(1, 3, 6, 1, gameId), locationId: annexId }, 'ConflictError', /another location/],
      // A result the match rules refuse: the match's own text.
      [oneOnOne(1, 3, 5, 1, gameId), 'InputValidationError', 'Please enter a valid result'],
    ];
    for (const [input, typename, message] of refusals) {
      const before = await eventCount(t);
      const refused = await record(players[1]!, input);
      expect(refused.__typename, JSON.stringify(input)).toBe(typename);
      expect(refused.message).toMatch(message);
      expect(await eventCount(t)).toBe(before);
    }
    expect((await locationGame(admin))?.id).toBe(gameId);

    // A game that has ended (abandoned), and one that has been followed by another at its table.
    await run(players[0]!, 'abandonLiveGame', { liveGameId: gameId }, '__typename');
    let before = await eventCount(t);
    const over = await record(players[1]!, oneOnOne(1, 3, 6, 1, gameId));
    expect(over.__typename).toBe('ConflictError');
    expect(over.message).toBe('No live game is running at this location');
    const next = await playedGame(1, 3, 'bbbwbbb');
    before = await eventCount(t);
    const stale = await record(players[1]!, { ...oneOnOne(1, 3, 6, 1, gameId), locationId });
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.message).toMatch(/another one is running/);
    const unplaced = await record(players[1]!, oneOnOne(1, 3, 6, 1, gameId));
    expect(unplaced.__typename).toBe('NotFoundError');
    expect(await eventCount(t)).toBe(before);
    await run(players[0]!, 'abandonLiveGame', { liveGameId: next }, '__typename');
  });

  it("refuses another organisation's live game as not found, appending nothing", async () => {
    const started = await run(
      stranger,
      'startLiveGame',
      { locationId: awayLocationId, mode: 1, blacks: { defense: ids[4] }, whites: { defense: ids[5] } },
      GAME,
    );
    expect(started.__typename).toBe('StartLiveGamePayload');
    await goalsFor(stranger, started.liveGame.id, 'bbbbbb');
    const before = await eventCount(t);
    const refused = await record(players[1]!, oneOnOne(1, 3, 6, 0, started.liveGame.id));
    expect(refused.__typename).toBe('NotFoundError');
    expect(await eventCount(t)).toBe(before);
    const abandoned = await run(
      stranger,
      'abandonLiveGame',
      { liveGameId: started.liveGame.id },
      '__typename',
    );
    expect(abandoned.__typename).toBe('AbandonLiveGamePayload');
  });

  it('shows the stakes the recorded match then gives, from the same rating rules', async () => {
    // Small rank steps and bounties after two wins, so ranks and a bounty are at stake.
    const ladder = await admin.gql(
      'query ($id: ID!) { organisation(id: $id) { rankLadder { rank name icon } } }',
      {
        id: org,
      },
    );
    const ranks = ladder.data.organisation.rankLadder.map((r: Loose, i: number) => ({
      ...r,
      minMmrOneOnOne: i * 20,
      minMmrTwoOnTwo: i * 20,
    }));
    expect(
      (await run(admin, 'updateRankLadder', { organisationId: org, ranks }, '__typename')).__typename,
    ).toBe('UpdateRankLadderPayload');
    const bounty = { bountyPoints: 15, requiredWins: 2 };
    expect(
      (await run(admin, 'updateLeagueConfig', { organisationId: org, bounty }, '__typename')).__typename,
    ).toBe('UpdateLeagueConfigPayload');
    // Admin (ids[0]) wins three in a row: a higher rank and a bounty to collect.
    for (const loser of [1, 2, 1])
      expect((await record(players[0]!, oneOnOne(0, loser, 6, 3))).__typename).toBe('RecordMatchPayload');

    const STAKES = 'stakes { whites { win loss } blacks { win loss } }';
    const gameId = await playedGame(0, 3, 'wwbwwbww');
    const game = await admin.gql(`query ($id: ID!) { node(id: $id) { ... on LiveGame { ${STAKES} } } }`, {
      id: gameId,
    });
    const { stakes } = game.data.node;
    const recorded = await record(players[1]!, oneOnOne(0, 3, 2, 6, gameId));
    expect(recorded.__typename).toBe('RecordMatchPayload');
    const m = recorded.match;
    expect(m.bounty).toMatchObject({ isPaid: true });
    expect(stakes.whites.win).toBe(m.winnerPoints + m.bounty.bountyPoints);
    expect(stakes.blacks.loss).toBe(m.loserPoints);
    // The underdog with a bounty to collect has more to win than the favourite.
    expect(stakes.whites.win).toBeGreaterThan(stakes.blacks.win);
  });

  it('ends a game without a goal for 30 minutes by itself, once, telling the subscribers', async () => {
    const ws = wsClient(t.baseUrl, admin);
    const seen: Loose[] = [];
    const stop = ws.subscribe(
      {
        query: 'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id } }',
        variables: { loc: locationId },
      },
      { next: (v) => seen.push(v), error: (e) => seen.push({ error: e }), complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    const gameId = await playedGame(1, 2, 'bw');
    const idleEnds = async () =>
      (await eventsOf('LiveGameEnded')).filter((e) => e.data.reason === 'idle').length;
    const before = await idleEnds();
    const real = t.app.services.now;
    try {
      // 29 minutes on: the sweeper (every 100 ms here) leaves it alone.
      t.app.services.now = () => new Date(Date.now() + 29 * 60_000);
      await new Promise((r) => setTimeout(r, 400));
      expect((await locationGame(admin))?.id).toBe(gameId);
      expect(await idleEnds()).toBe(before);
      // 31 minutes on: it ends by itself, nobody calls anything.
      t.app.services.now = () => new Date(Date.now() + 31 * 60_000);
      for (let i = 0; i < 100 && (await idleEnds()) === before; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await idleEnds()).toBe(before + 1);
      const ended = (await eventsOf('LiveGameEnded')).at(-1)!;
      expect(ended.data).toMatchObject({ reason: 'idle', matchId: null });
      expect(await locationGame(admin)).toBeNull();
      for (let i = 0; i < 250 && seen.at(-1)?.data?.liveGameChanged !== null; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(seen.at(-1)?.data?.liveGameChanged).toBeNull();
      // More sweeps end nothing more.
      expect(await t.app.liveSweeper.sweep()).toBe(0);
      expect(await idleEnds()).toBe(before + 1);
    } finally {
      t.app.services.now = real;
    }
    stop();
    await ws.dispose();
  });

  it('ends an idle game once when two instances sweep at the same moment', async () => {
    const gameId = await playedGame(2, 1, 'w');
    const count = async () => (await eventsOf('LiveGameEnded')).length;
    const before = await count();
    // Two sweepers (as two instances would, on their own connections) against the same database.
    const second = { db: t.app.services.db, changeFeed: createInMemoryChangeFeed() };
    const later = new Date(Date.now() + 45 * 60_000);
    const [a, b] = await Promise.all([
      endIdleLiveGames(t.app.services.commands, later),
      endIdleLiveGames(second, later),
    ]);
    expect(a + b).toBe(1);
    expect(await count()).toBe(before + 1);
    const status = await admin.gql('query ($id: ID!) { node(id: $id) { ... on LiveGame { status } } }', {
      id: gameId,
    });
    expect(status.data.node.status).toBe('ENDED');
    expect(catalogue.has('LiveGameEnded')).toBe(true);
  });

  it('offers Live where the location says so, else by defaultLive; only admins change it', async () => {
    const LOCATIONS = 'query ($id: ID!) { organisation(id: $id) { locations { id name liveScoring } } }';
    const liveAt = async (id: string) =>
      (await admin.gql(LOCATIONS, { id: org })).data.organisation.locations.find((l: Loose) => l.id === id)
        .liveScoring;
    const update = (client: TestClient, fields: Record<string, unknown>) =>
      run(
        client,
        'updateLocation',
        { organisationId: org, locationId: annexId, name: 'Annex', lat: 48.1, long: 11.6, ...fields },
        'organisation { id }',
      );
    const setDefault = (defaultLive: boolean) =>
      run(admin, 'updateLeagueConfig', { organisationId: org, defaultLive }, '__typename');

    // Nothing set: the organisation's default (false).
    expect(await liveAt(annexId)).toBe(false);
    expect((await setDefault(true)).__typename).toBe('UpdateLeagueConfigPayload');
    expect(await liveAt(annexId)).toBe(true);
    expect(await liveAt(locationId)).toBe(true);
    // Off here, whatever the default; kept by a change that leaves it out.
    expect((await update(admin, { liveScoring: false })).__typename).toBe('UpdateLocationPayload');
    expect(await liveAt(annexId)).toBe(false);
    expect((await update(admin, { name: 'Annex 2' })).__typename).toBe('UpdateLocationPayload');
    expect(await liveAt(annexId)).toBe(false);
    const changed = (await eventsOf('LocationChanged')).at(-1)!;
    expect(changed.data).toMatchObject({ name: 'Annex 2', liveScoring: false });
    // Null: back to the default.
    expect((await update(admin, { liveScoring: null })).__typename).toBe('UpdateLocationPayload');
    expect(await liveAt(annexId)).toBe(true);
    expect((await setDefault(false)).__typename).toBe('UpdateLeagueConfigPayload');
    expect(await liveAt(annexId)).toBe(false);
    // A new location with it on.
    const added = await run(
      admin,
      'addLocation',
      { organisationId: org, name: 'Lab', lat: 1, long: 2, liveScoring: true },
      'organisation { locations { name liveScoring } }',
    );
    expect(added.organisation.locations.find((l: Loose) => l.name === 'Lab').liveScoring).toBe(true);

    // Players and strangers do not change it, and nothing is appended.
    for (const client of [players[0]!, stranger]) {
      const before = await eventCount(t);
      const refused = await update(client, { liveScoring: true });
      expect(['ForbiddenError', 'NotFoundError', 'GraphQLError']).toContain(refused.__typename);
      expect(await eventCount(t)).toBe(before);
    }
    expect(await liveAt(annexId)).toBe(false);
    // A non-boolean is refused by the schema.
    const bad = await admin.gql(
      'mutation ($input: UpdateLocationInput!) { updateLocation(input: $input) { __typename } }',
      {
        input: {
          organisationId: org,
          locationId: annexId,
          name: 'Annex',
          lat: 1,
          long: 2,
          liveScoring: 'yes',
        },
      },
    );
    expect(bad.errors?.[0]?.message).toMatch(/Boolean/);
  });
});

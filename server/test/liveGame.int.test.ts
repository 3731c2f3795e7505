import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveGameReads } from '../src/schema/liveGameSubscriptions.ts';
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
// payload reaching another connection, strangers kept out, and abandoning.

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
  let locationId: string;
  const ids: string[] = [];
  const players: TestClient[] = [];

  beforeAll(async () => {
    t = await startTestApp();
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
    const away = await createOrganisation(admin, { name: 'Away Live Club', isPublic: true });
    const awayWhere = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: away,
    });
    await ownPlayer(stranger, 'Stranger', away, awayWhere.data.organisation.locations[0].id);
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
          query: 'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { scoreWhites } }',
          variables: { loc: locationId },
        },
        { next: (v) => seen[i]!.push(v), error: () => {}, complete: () => {} },
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = await start(players[0]!, { defense: ids[1] }, { defense: ids[2] });
    const reads = liveGameReads.count;
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
    for (const stop of stops) stop();
    await Promise.all(sockets.map((ws) => ws.dispose()));
    await run(players[0]!, 'abandonLiveGame', { liveGameId: started.liveGame.id }, '__typename');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Loose,
  matchesOf,
  run,
  type TourneyLeague,
  tourneyLeague,
  type User,
} from './support/tourneyLeague.ts';
import { wsClient } from './support/wsClient.ts';

// Issue 14 over HTTP and WebSocket: launching with byes, playing to the end, places, 2 vs 2 draws,
// the subscription, reset and delete. Tourney matches leave the season table alone.

describe('tourneys', () => {
  let l: TourneyLeague;
  beforeAll(async () => {
    l = await tourneyLeague();
  }, 120_000);
  afterAll(() => l?.t.close());

  const seasonTable = async () =>
    (await l.t.database.pool.query('SELECT * FROM season_table ORDER BY 1, 2, 3')).rows;
  const matchesRecorded = async () =>
    (await l.t.database.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'MatchRecorded'"))
      .rows[0].n;

  /** An active season in which two of the tourney's players have met, so the table has ratings. */
  async function seasonWithAMatch() {
    const now = Date.now();
    const season = await l.admin.gql(
      'mutation ($input: CreateSeasonInput!) { createSeason(input: $input) { __typename ... on Error { message } } }',
      {
        input: {
          organisationId: l.org,
          startsOn: new Date(now - 86_400_000).toISOString(),
          endsOn: new Date(now + 30 * 86_400_000).toISOString(),
        },
      },
    );
    expect(season.data?.createSeason.__typename).toBe('CreateSeasonPayload');
    const [first, second] = l.players as [User, User];
    const match = await first.gql(
      'mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename ... on Error { message } } }',
      {
        input: {
          mode: 1,
          whites: { defense: l.playerIds.get(first) },
          blacks: { defense: l.playerIds.get(second) },
          scoreWhites: 6,
          scoreBlacks: 2,
          sixInARow: false,
        },
      },
    );
    expect(match.data?.recordMatch.__typename).toBe('RecordMatchPayload');
  }

  it('plays 5 players in 1 vs 1 to the end: byes advance, a 6 locks, places and status completed', async () => {
    // DESIGN §13: tourney matches leave season MMR alone; the table has rows that could move.
    await seasonWithAMatch();
    const tableBefore = await seasonTable();
    expect(tableBefore.length).toBeGreaterThan(0);
    const recordedBefore = await matchesRecorded();
    const id = await l.tourneyWith(l.players.slice(0, 5));
    const launched = (await run(l.admin, 'launchTourney', { tourneyId: id })).tourney;
    expect(launched.rounds.map((r: Loose) => r.name)).toEqual([
      'Quarter Final',
      'Semi Final',
      'Small Final',
      'Final',
    ]);
    const byes = matchesOf(launched).filter((m) => m.away.isBye);
    expect(byes).toHaveLength(3);
    expect(byes.every((m) => m.isLocked && m.winner === 'HOME' && !m.viewerCanScore)).toBe(true);
    await l.refusedAndNothingAppended(
      () =>
        run(l.players[0]!, 'scoreTourneyMatch', {
          tourneyId: id,
          matchId: byes[0].id,
          scoreHome: 6,
          scoreAway: 0,
        }),
      'ConflictError',
      'Freilos',
    );
    const progress = await run(l.players[0]!, 'scoreTourneyMatch', {
      tourneyId: id,
      matchId: '3-0',
      scoreHome: 3,
      scoreAway: 2,
    });
    expect(matchesOf(progress.tourney)[0]).toMatchObject({ scoreHome: 3, scoreAway: 2, isLocked: false });

    let tourney = progress.tourney;
    for (let guard = 0; tourney.status === 'RUNNING' && guard < 10; guard++) {
      const next = matchesOf(tourney).find((m) => m.viewerCanScore)!;
      tourney = (
        await run(l.players[0]!, 'scoreTourneyMatch', {
          tourneyId: id,
          matchId: next.id,
          scoreHome: 6,
          scoreAway: 4,
        })
      ).tourney;
      await l.refusedAndNothingAppended(
        () =>
          run(l.players[0]!, 'scoreTourneyMatch', {
            tourneyId: id,
            matchId: next.id,
            scoreHome: 6,
            scoreAway: 5,
          }),
        'ConflictError',
      );
    }
    expect(tourney.status).toBe('COMPLETED');
    const final = matchesOf(tourney).find((m) => m.id === '0-0');
    const small = matchesOf(tourney).find((m) => m.id === '1-0');
    expect(tourney.firstPlace).toEqual(final.home.players);
    expect(tourney.secondPlace).toEqual(final.away.players);
    expect(tourney.thirdPlace).toEqual(small.home.players);
    expect(await seasonTable()).toEqual(tableBefore);
    expect(await matchesRecorded()).toBe(recordedBefore);
  });

  it('draws 3 teams of two from 6 players in 2 vs 2 and refuses an odd count', async () => {
    const id = await l.tourneyWith(l.players, 2);
    const { tourney } = await run(l.admin, 'launchTourney', { tourneyId: id });
    const sides = matchesOf(tourney)
      .filter((m) => m.id.startsWith('2-'))
      .flatMap((m) => [m.home, m.away])
      .filter((s) => !s.isBye);
    expect(sides.map((s: Loose) => s.players.length)).toEqual([2, 2, 2]);
    expect(new Set(sides.flatMap((s: Loose) => s.players.map((p: Loose) => p.id))).size).toBe(6);
    const odd = await l.tourneyWith(l.players.slice(0, 5), 2);
    await l.refusedAndNothingAppended(
      () => run(l.admin, 'launchTourney', { tourneyId: odd }),
      'ConflictError',
      '5 players detected',
    );
  });

  it('tells a subscribed screen of a score within a second, and ends when the tourney is deleted', async () => {
    const id = await l.tourneyWith(l.players.slice(0, 2));
    await run(l.admin, 'launchTourney', { tourneyId: id });
    const ws = wsClient(l.t.baseUrl, l.players[1]!);
    const seen: Loose[] = [];
    let ended = false;
    const stop = ws.subscribe(
      {
        query:
          'subscription ($id: ID!) { tourneyChanged(id: $id) { status rounds { matches { scoreHome } } } }',
        variables: { id },
      },
      { next: (v) => seen.push(v), error: () => {}, complete: () => (ended = true) },
    );
    await new Promise((r) => setTimeout(r, 300));
    const sent = Date.now();
    await run(l.players[0]!, 'scoreTourneyMatch', {
      tourneyId: id,
      matchId: '0-0',
      scoreHome: 2,
      scoreAway: 1,
    });
    while (seen.length === 0 && Date.now() - sent < 1000) await new Promise((r) => setTimeout(r, 20));
    expect(seen[0]?.data.tourneyChanged.rounds[0].matches[0].scoreHome).toBe(2);
    await run(l.admin, 'deleteTourney', { tourneyId: id }, 'deletedTourneyId');
    for (let i = 0; i < 50 && !ended; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ended).toBe(true);
    stop();
    await ws.dispose();
  });

  it('resets a launched tourney to open and deletes one: gone as a node and from the counts', async () => {
    const id = await l.tourneyWith(l.players.slice(0, 3));
    await run(l.admin, 'launchTourney', { tourneyId: id });
    const reset = await run(l.admin, 'resetTourneyPlan', { tourneyId: id });
    expect(reset.tourney).toMatchObject({ status: 'OPEN', rounds: null, participantCount: 3 });
    const counts = async () =>
      (
        await l.admin.gql(
          'query ($id: ID!) { organisation(id: $id) { tourneyCounts { active completed } tourneys(filter: ACTIVE, first: 50) { edges { node { id } } } } }',
          { id: l.org },
        )
      ).data.organisation;
    expect((await l.read(l.admin, id)).status).toBe('OPEN');
    const before = await counts();
    expect(before.tourneys.edges.map((e: Loose) => e.node.id)).toContain(id);
    const deleted = await run(
      l.admin,
      'deleteTourney',
      { tourneyId: id },
      'deletedTourneyId organisation { id }',
    );
    expect(deleted.deletedTourneyId).toBe(id);
    expect(await l.read(l.admin, id)).toBeNull();
    const after = await counts();
    expect(after.tourneyCounts.active).toBe(before.tourneyCounts.active - 1);
    expect(after.tourneys.edges.map((e: Loose) => e.node.id)).not.toContain(id);
  });
});

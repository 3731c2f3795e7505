import { randomUUID } from 'node:crypto';
import {
  LIVE_MESSAGES,
  liveGameStreamId,
  TOURNEY_MESSAGES,
  tourneyStreamId,
  vote as voteRules,
} from '@kicker/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../src/commands/command.ts';
import { endIdleLiveGame } from '../src/commands/live.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import {
  accepted,
  burst,
  type ContentionLeague,
  contentionLeague,
  eventsOf,
  expectReadModelsEqualReplay,
  expectRefusalsAmong,
  type Loose,
  mutate,
  type Outcome,
  type Player,
  refusals,
} from './support/contention.ts';

// Issue 27: what an office does at the table, all at the same instant — a tourney's players join
// from the invitation and play its first round on several tables, two phones score one live game,
// everyone votes. Every command the rules allow is recorded once, every refusal is the rule's.

const TOURNEY_FIELDS =
  'id status participantCount rounds { matches { id home { players { id } } away { players { id } } isLocked scoreHome scoreAway } }';

describe('the league at play, 32 at once (issue 27)', () => {
  let l: ContentionLeague;
  let players: Player[];

  beforeAll(async () => {
    l = await contentionLeague(32);
    players = l.players;
  }, 180_000);
  afterAll(() => l?.t.close());

  const tourney = async (id: string): Promise<Loose> =>
    (await l.admin.gql(`query ($id: ID!) { node(id: $id) { ... on Tourney { ${TOURNEY_FIELDS} } } }`, { id }))
      .data.node;
  const newTourney = async (name: string) => {
    const made = await mutate(
      l.admin,
      'createTourney',
      { organisationId: l.org, name, mode: 1, rank3: true },
      'tourney { id }',
    );
    if (made.kind !== 'ok') throw new Error(JSON.stringify(made));
    return made.payload.tourney.id as string;
  };
  const streamOf = (id: string) => tourneyStreamId(Buffer.from(id, 'base64').toString().split(':').at(-1)!);

  it('takes 32 joins to one tourney at the same instant, each exactly once', async () => {
    const id = await newTourney('Lunch Cup');
    const outcomes = await burst(players.map((p) => () => mutate(p, 'joinTourney', { tourneyId: id })));
    expect(accepted(outcomes)).toHaveLength(32);
    expect((await tourney(id)).participantCount).toBe(32);
    expect(await eventsOf(l.t, streamOf(id), ['TourneyJoined'])).toBe(32);

    // Second taps, and the admin taking four people off (each tapped twice): the rules decide each.
    const again = await burst([
      ...players.slice(8, 16).map((p) => () => mutate(p, 'joinTourney', { tourneyId: id })),
      ...players
        .slice(0, 4)
        .flatMap((p) => [
          () => mutate(l.admin, 'removeTourneyParticipant', { tourneyId: id, playerId: p.playerId }),
          () => mutate(l.admin, 'removeTourneyParticipant', { tourneyId: id, playerId: p.playerId }),
        ]),
    ]);
    expect(accepted(again)).toHaveLength(4);
    expectRefusalsAmong(again, [
      ['ConflictError', TOURNEY_MESSAGES.alreadyJoined],
      ['NotFoundError', TOURNEY_MESSAGES.notAParticipant],
    ]);
    expect(refusals(again).filter((r) => r.type === 'ConflictError')).toHaveLength(8);
    expect((await tourney(id)).participantCount).toBe(28);
    await expectReadModelsEqualReplay(l.t, ['tourneys']);
  });

  it('takes all 16 first-round scores of a 32-side bracket at once, both players entering theirs', async () => {
    const id = await newTourney('Round Cup');
    for (const p of players) expect((await mutate(p, 'joinTourney', { tourneyId: id })).kind).toBe('ok');
    expect((await mutate(l.admin, 'launchTourney', { tourneyId: id })).kind).toBe('ok');
    const first = (await tourney(id)).rounds[0].matches as Loose[];
    expect(first).toHaveLength(16);
    const byId = new Map(players.map((p) => [p.playerId, p]));
    // At each table both players enter the result at the same moment; each says they won.
    const calls = first.flatMap((m) => {
      const home = byId.get(m.home.players[0].id)!;
      const away = byId.get(m.away.players[0].id)!;
      return [
        () => mutate(home, 'scoreTourneyMatch', { tourneyId: id, matchId: m.id, scoreHome: 6, scoreAway: 2 }),
        () => mutate(away, 'scoreTourneyMatch', { tourneyId: id, matchId: m.id, scoreHome: 3, scoreAway: 6 }),
      ];
    });
    const outcomes = await burst(calls);
    expect(accepted(outcomes)).toHaveLength(16);
    expectRefusalsAmong(outcomes, [['ConflictError', TOURNEY_MESSAGES.matchLocked]]);
    expect(await eventsOf(l.t, streamOf(id), ['TourneyMatchScored'])).toBe(16);
    const after = await tourney(id);
    expect(after.rounds[0].matches.every((m: Loose) => m.isLocked)).toBe(true);
    // Every winner went on: the second round has all its 16 sides.
    const second = after.rounds[1].matches as Loose[];
    expect(second.flatMap((m) => [...m.home.players, ...m.away.players])).toHaveLength(16);
    await expectReadModelsEqualReplay(l.t, ['tourneys']);

    // Issue 28: the admin finds every result the wrong way round and corrects all 16 at once, each
    // in two tabs. Each correction counts once; every other winner now stands where the first did.
    const winners = (round: Loose) =>
      (round.matches as Loose[]).map((m) => [...m.home.players, ...m.away.players].map((p: Loose) => p.id));
    const before = winners(after.rounds[1]);
    const firstRound = after.rounds[0].matches as Loose[];
    const loserOf = (m: Loose) => (m.scoreHome === 6 ? m.away : m.home).players[0].id;
    const corrections = await burst(
      firstRound.flatMap((m) =>
        [0, 1].map(
          () => () =>
            mutate(l.admin, 'correctTourneyScore', {
              tourneyId: id,
              matchId: m.id,
              scoreHome: m.scoreAway,
              scoreAway: m.scoreHome,
            }),
        ),
      ),
    );
    expect(accepted(corrections)).toHaveLength(32);
    expect(await eventsOf(l.t, streamOf(id), ['TourneyScoreCorrected'])).toBe(16);
    const corrected = await tourney(id);
    // The same slots, now held by the players who had lost: the results' order is kept.
    const slotOf = new Map(firstRound.map((m) => [m.home.players[0].id, loserOf(m)]));
    for (const m of firstRound) slotOf.set(m.away.players[0].id, loserOf(m));
    expect(winners(corrected.rounds[1])).toEqual(before.map((pair) => pair.map((p) => slotOf.get(p))));
    await expectReadModelsEqualReplay(l.t, ['tourneys']);
  });

  it('keeps a running tourney whole while its admin resets, relaunches and deletes it between scores', async () => {
    const id = await newTourney('Chaos Cup');
    for (const p of players.slice(0, 8)) await mutate(p, 'joinTourney', { tourneyId: id });
    await mutate(l.admin, 'launchTourney', { tourneyId: id });
    const first = (await tourney(id)).rounds[0].matches as Loose[];
    const byId = new Map(players.map((p) => [p.playerId, p]));
    const outcomes = await burst([
      ...first.flatMap((m) => [
        () =>
          mutate(byId.get(m.home.players[0].id)!, 'scoreTourneyMatch', {
            tourneyId: id,
            matchId: m.id,
            scoreHome: 6,
            scoreAway: 1,
          }),
        () =>
          mutate(byId.get(m.away.players[0].id)!, 'scoreTourneyMatch', {
            tourneyId: id,
            matchId: m.id,
            scoreHome: 1,
            scoreAway: 6,
          }),
      ]),
      ...Array.from({ length: 4 }, () => () => mutate(l.admin, 'resetTourneyPlan', { tourneyId: id })),
      ...Array.from({ length: 4 }, () => () => mutate(l.admin, 'launchTourney', { tourneyId: id })),
      ...players.slice(8, 22).map((p) => () => mutate(p, 'joinTourney', { tourneyId: id })),
      () => mutate(l.admin, 'deleteTourney', { tourneyId: id }),
      () => mutate(l.admin, 'deleteTourney', { tourneyId: id }),
    ]);
    expect(outcomes).toHaveLength(32);
    expectRefusalsAmong(outcomes, [
      ['ConflictError', TOURNEY_MESSAGES.matchLocked],
      ['ConflictError', TOURNEY_MESSAGES.notOpen],
      ['ConflictError', TOURNEY_MESSAGES.notRunning],
      ['ConflictError', TOURNEY_MESSAGES.notLaunched],
      ['ConflictError', TOURNEY_MESSAGES.matchNotReady],
      ['ConflictError', TOURNEY_MESSAGES.byeMatch],
      ['NotFoundError', TOURNEY_MESSAGES.noSuchMatch],
      ['NotFoundError', TOURNEY_MESSAGES.notFound],
      // The tourney is gone: the node a late command names no longer resolves.
      ['NotFoundError', /not found/i],
    ]);
    // The deletion was recorded once, whatever came before it.
    expect(await eventsOf(l.t, streamOf(id), ['TourneyDeleted'])).toBe(1);
    await expectReadModelsEqualReplay(l.t, ['tourneys']);
  });

  it('creates 32 tourneys at once', async () => {
    const before = (await l.t.database.pool.query('SELECT count(*)::int AS n FROM tourneys')).rows[0].n;
    const outcomes = await burst(
      Array.from(
        { length: 32 },
        (_, i) => () =>
          mutate(l.admin, 'createTourney', {
            organisationId: l.org,
            name: `Friday ${i + 10}`,
            mode: 1 + (i % 2),
            rank3: true,
          }),
      ),
    );
    expect(accepted(outcomes)).toHaveLength(32);
    expect((await l.t.database.pool.query('SELECT count(*)::int AS n FROM tourneys')).rows[0].n).toBe(
      before + 32,
    );
  });

  it('counts each press of two phones scoring one live game once, and starts only one game', async () => {
    const [a, b, c, d] = players;
    const lineup = (x: Player, y: Player) => ({
      locationId: l.locations[1],
      mode: 1,
      blacks: { defense: x.playerId },
      whites: { defense: y.playerId },
    });
    // Both phones press Start at once: one game runs, the other phone is told so.
    const started = await burst([
      () => mutate(a!, 'startLiveGame', lineup(a!, b!), 'liveGame { id }'),
      () => mutate(c!, 'startLiveGame', lineup(c!, d!), 'liveGame { id }'),
    ]);
    expect(accepted(started)).toHaveLength(1);
    expectRefusalsAmong(started, [['ConflictError', LIVE_MESSAGES.running]]);
    const game = (accepted(started)[0] as Extract<Outcome, { kind: 'ok' }>).payload.liveGame.id as string;

    // 32 presses: each phone presses for its side 14 times, and retries two of its presses (the
    // network dropped the answer) with the same command id.
    const press = (p: Player, side: string, commandId: string) => () =>
      mutate(
        p,
        'scoreLiveGoal',
        { liveGameId: game, side, source: 'BUTTON', commandId },
        'liveGame { scoreBlacks scoreWhites }',
      );
    const ids = {
      a: Array.from({ length: 14 }, () => randomUUID()),
      c: Array.from({ length: 14 }, () => randomUUID()),
    };
    const outcomes = await burst([
      ...ids.a.map((id) => press(a!, 'BLACKS', id)),
      ...ids.c.map((id) => press(c!, 'WHITES', id)),
      press(a!, 'BLACKS', ids.a[0]!),
      press(a!, 'BLACKS', ids.a[1]!),
      press(c!, 'WHITES', ids.c[0]!),
      press(c!, 'WHITES', ids.c[1]!),
    ]);
    expectRefusalsAmong(outcomes, [['ConflictError', LIVE_MESSAGES.gameOver]]);
    const { rows } = await l.t.database.pool.query(
      'SELECT score_blacks, score_whites FROM live_games WHERE org_id = $1 AND location_id = $2',
      [l.orgRaw, l.locations[1]],
    );
    const { score_blacks: blacks, score_whites: whites } = rows[0];
    // Played to six: one side has it, every goal before it counted once.
    expect(Math.max(blacks, whites)).toBe(6);
    expect(Math.min(blacks, whites)).toBeLessThan(6);
    const stream = liveGameStreamId(l.locations[1]!);
    const goals = (
      await l.t.database.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'GoalScored'
           AND (data->>'liveGameId') = $2`,
        [stream, Buffer.from(game, 'base64').toString().split(':').at(-1)],
      )
    ).rows[0].n;
    expect(goals).toBe(blacks + whites);
    // Each press that went through is one goal: 28 presses and 4 retries of accepted ones.
    const distinctAccepted = new Set(outcomes.flatMap((o, i) => (o.kind === 'ok' && i < 28 ? [i] : []))).size;
    expect(distinctAccepted).toBe(blacks + whites);

    // Both phones submit the match at the same moment, while one also abandons the game.
    const record = (p: Player) => () =>
      mutate(p, 'recordMatch', {
        mode: 1,
        whites: { defense: b!.playerId },
        blacks: { defense: a!.playerId },
        scoreWhites: whites,
        scoreBlacks: blacks,
        sixInARow: false,
        liveGameId: game,
      });
    const ended = await burst([
      record(a!),
      record(c!),
      () => mutate(a!, 'abandonLiveGame', { liveGameId: game }),
    ]);
    expect(ended.filter((o) => o.kind === 'ok')).toHaveLength(1);
    expectRefusalsAmong(ended, [
      ['ConflictError', /./],
      ['NotFoundError', LIVE_MESSAGES.notFound],
    ]);
    expect(await eventsOf(l.t, stream, ['LiveGameEnded'])).toBe(1);
    const matches = (
      await l.t.database.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE type = 'MatchRecorded' AND data->>'liveGameId' IS NOT NULL`,
      )
    ).rows[0].n;
    expect(matches).toBe(ended[2]!.kind === 'ok' ? 0 : 1);
    await expectReadModelsEqualReplay(l.t, ['liveGames', 'matches', 'matchGoals']);
  });

  it('ends an idle game once when 32 sweepers find it at the same moment', async () => {
    const [a, b] = players.slice(4, 6);
    const start = await mutate(
      a!,
      'startLiveGame',
      {
        locationId: l.locations[0],
        mode: 1,
        blacks: { defense: a!.playerId },
        whites: { defense: b!.playerId },
      },
      'liveGame { id }',
    );
    if (start.kind !== 'ok') throw new Error(JSON.stringify(start));
    const liveGameId = Buffer.from(start.payload.liveGame.id, 'base64').toString().split(':').at(-1)!;
    const later = new Date(Date.now() + 31 * 60_000);
    const results = await Promise.all(
      Array.from({ length: 32 }, () =>
        runCommand(
          l.t.app.services.commands,
          endIdleLiveGame,
          { orgId: l.orgRaw, locationId: l.locations[0]!, liveGameId, now: later },
          systemActor(),
        ),
      ),
    );
    expect(results.filter((r) => 'events' in r && r.events.length === 1)).toHaveLength(1);
    expect(results.filter((r) => 'message' in r).map((r) => (r as { message: string }).message)).toEqual(
      Array(31).fill(LIVE_MESSAGES.notRunning),
    );
    await expectReadModelsEqualReplay(l.t, ['liveGames']);
  });

  it('counts 50 votes at once: one per player and layout a day, double taps refused', async () => {
    const outcomes = await burst([
      ...players.map(
        (p, i) => () =>
          mutate(p, 'votePlayerSelection', { layout: 'SINGLE', direction: i % 3 ? 'UP' : 'DOWN' }),
      ),
      ...players
        .slice(0, 18)
        .map((p) => () => mutate(p, 'votePlayerSelection', { layout: 'SINGLE', direction: 'UP' })),
    ]);
    expect(outcomes).toHaveLength(50);
    expect(accepted(outcomes)).toHaveLength(32);
    expectRefusalsAmong(outcomes, [['ConflictError', voteRules.VOTE_MESSAGES.votedToday]]);
    const { rows } = await l.t.database.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE type = 'PlayerSelectionVoted' AND org_id = $1`,
      [l.orgRaw],
    );
    expect(rows[0].n).toBe(32);
    await expectReadModelsEqualReplay(l.t, ['playerSelectionVotes']);
  });

  it('logs a command that cannot take its turn in time at warn, with its stream, and answers in words', async () => {
    const id = await newTourney('Locked Cup');
    const raw = Buffer.from(id, 'base64').toString().split(':').at(-1)!;
    const stream = tourneyStreamId(raw);
    // Another instance holds the tourney's stream (its lock) for longer than the budget.
    const holder = await l.t.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `stream:${l.orgRaw}:${stream}`,
      ]);
      const before = l.warnings().length;
      const refused = await mutate(players[0]!, 'joinTourney', { tourneyId: id });
      expect(refused).toEqual({
        kind: 'refused',
        type: 'ConflictError',
        message: 'Someone changed this at the same moment. Try again.',
      });
      const warned = l.warnings().slice(before);
      expect(warned).toMatchObject([{ streamId: stream, command: 'joinTourney' }]);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect(await eventsOf(l.t, stream, ['TourneyJoined'])).toBe(0);
    // Once it is free, the same tap goes through.
    expect((await mutate(players[0]!, 'joinTourney', { tourneyId: id })).kind).toBe('ok');
  }, 60_000);
});

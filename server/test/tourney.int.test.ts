import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type TourneyLeague, tourneyLeague } from './support/tourneyLeague.ts';

// Issue 14 over HTTP: creating (SPEC §5 form rules), joining and the roles of SPEC §6. Playing,
// subscriptions, reset and delete: tourneyPlay.int.test.ts.

describe('tourneys', () => {
  let l: TourneyLeague;
  beforeAll(async () => {
    l = await tourneyLeague();
  }, 120_000);
  afterAll(() => l?.t.close());

  it('creates an open tourney for admins and moderators, and refuses bad settings and players', async () => {
    expect((await l.create(l.moderator)).tourney).toMatchObject({
      status: 'OPEN',
      participantCount: 0,
      rounds: null,
    });
    await l.refusedAndNothingAppended(
      () => l.create(l.admin, { name: 'Cup!' }),
      'InputValidationError',
      '5-30 characters',
    );
    await l.refusedAndNothingAppended(
      () => l.create(l.admin, { mode: 3 }),
      'InputValidationError',
      'Mode is 1',
    );
    await l.refusedAndNothingAppended(
      () => l.create(l.admin, { winningSets: 6 }),
      'InputValidationError',
      'Winning sets',
    );
    await l.refusedAndNothingAppended(
      () => l.create(l.admin, { teams: 'mmr' }),
      'InputValidationError',
      'random',
    );
    await l.refusedAndNothingAppended(() => l.create(l.players[0]!), 'GraphQLError', 'not allowed');
  });

  it('lets players join once while open, and refuses hosts, viewers without a player here and late joiners', async () => {
    const id = (await l.create(l.admin)).tourney.id;
    const joined = await run(l.players[0]!, 'joinTourney', { tourneyId: id });
    expect(joined.tourney).toMatchObject({
      participantCount: 1,
      viewerHasJoined: true,
      viewerCanJoin: false,
    });
    await l.refusedAndNothingAppended(
      () => run(l.players[0]!, 'joinTourney', { tourneyId: id }),
      'ConflictError',
      'already joined',
    );
    await l.refusedAndNothingAppended(
      () => run(l.host, 'joinTourney', { tourneyId: id }),
      'ForbiddenError',
      'Hosts',
    );
    await l.refusedAndNothingAppended(
      () => run(l.newcomer, 'joinTourney', { tourneyId: id }),
      'ForbiddenError',
      'Claim',
    );
    await l.refusedAndNothingAppended(
      () => run(l.stranger, 'joinTourney', { tourneyId: id }),
      'ForbiddenError',
      'Claim',
    );
    await run(l.players[1]!, 'joinTourney', { tourneyId: id });
    expect((await run(l.admin, 'launchTourney', { tourneyId: id })).tourney.status).toBe('RUNNING');
    await l.refusedAndNothingAppended(
      () => run(l.players[2]!, 'joinTourney', { tourneyId: id }),
      'ConflictError',
      'launched',
    );
  });

  it('keeps starting, resetting, deleting and removing participants to admins', async () => {
    const id = await l.tourneyWith(l.players.slice(0, 2));
    const may = `query ($id: ID!) { node(id: $id) { ... on Tourney {
      viewerCanStart viewerCanReset viewerCanDelete viewerCanRemoveParticipants } } }`;
    const asAdmin = {
      viewerCanStart: true,
      viewerCanReset: false,
      viewerCanDelete: true,
      viewerCanRemoveParticipants: true,
    };
    expect((await l.admin.gql(may, { id })).data.node).toEqual(asAdmin);
    expect(Object.values((await l.moderator.gql(may, { id })).data.node)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await l.refusedAndNothingAppended(
      () =>
        run(l.moderator, 'removeTourneyParticipant', {
          tourneyId: id,
          playerId: l.playerIds.get(l.players[0]!),
        }),
      'GraphQLError',
    );
    await l.refusedAndNothingAppended(
      () => run(l.moderator, 'launchTourney', { tourneyId: id }),
      'GraphQLError',
    );
    await l.refusedAndNothingAppended(
      () => run(l.moderator, 'deleteTourney', { tourneyId: id }, 'deletedTourneyId'),
      'GraphQLError',
    );
    await run(l.admin, 'launchTourney', { tourneyId: id });
    await l.refusedAndNothingAppended(
      () => run(l.moderator, 'resetTourneyPlan', { tourneyId: id }),
      'GraphQLError',
    );
    const open = await l.tourneyWith(l.players.slice(0, 2));
    const removed = await run(l.admin, 'removeTourneyParticipant', {
      tourneyId: open,
      playerId: l.playerIds.get(l.players[0]!),
    });
    expect(removed.tourney.participantCount).toBe(1);
  });
});

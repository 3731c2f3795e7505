import { MATCH_MESSAGES, organisation, PLAYER_MESSAGES } from '@kicker/events';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_COMMANDS } from '../src/commands/all.ts';
import {
  accepted,
  burst,
  type ContentionLeague,
  contentionLeague,
  expectReadModelsEqualReplay,
  expectRefusalsAmong,
  globalId,
  mutate,
  type Outcome,
  type Player,
  refusals,
  type User,
} from './support/contention.ts';
import { grantRole, signedInClient } from './support/testApp.ts';

// Issue 27: running a league while it is played — matches recorded while an admin changes the
// rules, deletions and restores, departments, locations, seasons, the rules page, players and roles —
// with 32 (or more) commands arriving at the same instant. Every command the rules allow is recorded
// exactly once, every refusal is a typed error the rules predict, nothing answers INTERNAL, and the
// read models equal a sequential replay of the accepted events.

/**
 * Where each command users send is put under contention (server/src/commands/all.ts): a command
 * without an entry fails the first test, so a new command cannot ship without its case.
 */
const CASES: Record<string, string> = {
  joinTourney: 'contentionPlay: 32 joins to one tourney',
  removeTourneyParticipant: 'contentionPlay: 32 joins to one tourney (second taps and removals)',
  scoreTourneyMatch: 'contentionPlay: all 16 first-round scores of a 32-side bracket',
  correctTourneyScore: 'contentionPlay: the 16 first-round results corrected at once, each in two tabs',
  launchTourney: 'contentionPlay: a running tourney reset, relaunched and deleted between scores',
  resetTourneyPlan: 'contentionPlay: a running tourney reset, relaunched and deleted between scores',
  deleteTourney: 'contentionPlay: a running tourney reset, relaunched and deleted between scores',
  createTourney: 'contentionPlay: 32 tourneys at once',
  startLiveGame: 'contentionPlay: two phones at one live game',
  liveGame: 'contentionPlay: two phones at one live game (goals, retries, abandon)',
  endIdleLiveGame: 'contentionPlay: 32 sweepers end an idle game',
  votePlayerSelection: 'contentionPlay: 50 votes',
  recordMatch: 'matches recorded while the rules change; also from a live game in contentionPlay',
  updateLeagueConfig: 'matches recorded while the rules change',
  updateDefaultDepartments: 'matches recorded while the rules change',
  deleteMatch: 'deletions and restores at once',
  restoreMatch: 'deletions and restores at once',
  changeOrganisation: 'the organisation changed by several admins at once',
  createOrganisation: 'organisations created at once',
  updateRules: 'the rules page edited at once',
  changeSeasons: 'seasons created and moved at once',
  createPlayer: 'colleagues joining with the same nickname at once',
  claimPlayer: 'unclaimed players claimed by several people at once',
  updatePlayer: 'players taking the same new nickname at once',
  addPlayer: 'admins and moderators adding players at once',
  managePlayer: 'one player managed by several people at once',
  setPlayerDisabled: 'one player managed by several people at once',
  setPlayerHost: 'one player managed by several people at once',
  deletePlayer: 'one player managed by several people at once',
  setUserRole: 'roles changed at once',
  setInstallationAdmin: 'roles changed at once',
  markEmailVerified: 'e-mail addresses confirmed by two admins at once',
  joinByInvitation:
    'colleagues joining through the invitation link, each tapping twice, while the admin makes a new link',
  sendFeedback: 'feedback sent at once',
};

const RECORD = 'match { id }';
const userGlobalId = (u: { userId: string }) => encodeGlobalID('User', u.userId);

describe('running the league while it is played, 32 at once (issue 27)', () => {
  let l: ContentionLeague;
  let players: Player[];
  let moderator: Player;

  beforeAll(async () => {
    l = await contentionLeague(32);
    players = l.players;
    moderator = players[31]!;
    await grantRole(l.admin, l.org, moderator, 'moderator');
  }, 180_000);
  afterAll(() => l?.t.close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await l.t.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
  const eventsOfType = (type: string) =>
    count('SELECT count(*)::int AS n FROM events WHERE type = $1', [type]);

  it('has a contention case for every command users send', () => {
    const names = USER_COMMANDS.map((c) => c.name);
    expect(names.filter((n) => !CASES[n])).toEqual([]);
    expect(Object.keys(CASES).filter((n) => !names.includes(n))).toEqual([]);
  });

  const match =
    (p: Player, q: Player, loser = 3) =>
    () =>
      mutate(
        p,
        'recordMatch',
        {
          mode: 1,
          whites: { defense: p.playerId },
          blacks: { defense: q.playerId },
          scoreWhites: 6,
          scoreBlacks: loser,
          sixInARow: false,
        },
        RECORD,
      );

  it('records every match while an admin changes the rules they are rated under', async () => {
    const before = await eventsOfType('MatchRecorded');
    const outcomes = await burst([
      ...players.slice(0, 26).map((p, i) => match(p, players[(i + 7) % 26]!, i % 6)),
      ...[3, 4, 6].map(
        (requiredWins) => () =>
          mutate(l.admin, 'updateLeagueConfig', {
            organisationId: l.org,
            bounty: { bountyPoints: 5 + requiredWins, requiredWins },
          }),
      ),
      () =>
        mutate(l.admin, 'updateLeagueConfig', {
          organisationId: l.org,
          soundboardUrl: 'https://sounds.example.com',
        }),
      () => mutate(l.admin, 'updateOrganisation', { organisationId: l.org, timeZone: 'Asia/Tokyo' }),
      () => mutate(l.admin, 'updateDefaultDepartments', { departments: ['Sales', 'Engineering', 'Kitchen'] }),
    ]);
    expect(accepted(outcomes)).toHaveLength(32);
    expect(await eventsOfType('MatchRecorded')).toBe(before + 26);
    await expectReadModelsEqualReplay(l.t, ['matches', 'config', 'organisations']);
  });

  it('deletes and restores matches at once: each exactly once, players only the newest', async () => {
    const { rows } = await l.t.database.pool.query<{ match_id: string }>(
      'SELECT match_id FROM matches WHERE org_id = $1 ORDER BY position DESC',
      [l.orgRaw],
    );
    const ids = rows.map((r) => globalId('Match', l.orgRaw, r.match_id));
    const [newest, ...older] = ids;
    const twelve = older.slice(0, 12);
    const deleted = await burst([
      ...twelve.flatMap((id) => [
        () => mutate(l.admin, 'deleteMatch', { matchId: id }),
        () => mutate(moderator, 'deleteMatch', { matchId: id }),
      ]),
      // Eight people see the same newest match on their phones and delete it.
      ...players.slice(0, 8).map((p) => () => mutate(p, 'deleteMatch', { matchId: newest })),
    ]);
    expect(accepted(deleted)).toHaveLength(13);
    expectRefusalsAmong(deleted, [['ConflictError', 'This match has been deleted already']]);
    expect(refusals(deleted)).toHaveLength(19);

    const restored = await burst([
      ...[newest!, ...twelve].flatMap((id) => [
        () => mutate(l.admin, 'restoreMatch', { matchId: id }),
        () => mutate(moderator, 'restoreMatch', { matchId: id }),
      ]),
      ...players.slice(10, 16).map((p, i) => match(p, players[i]!, 2)),
    ]);
    expect(accepted(restored)).toHaveLength(13 + 6);
    expectRefusalsAmong(restored, [['ConflictError', MATCH_MESSAGES.notDeleted]]);
    expect(await eventsOfType('MatchRestored')).toBe(13);
    await expectReadModelsEqualReplay(l.t, ['matches']);
  });

  it('takes the organisation changed by several admins at once', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Team ${i}`);
    const outcomes = await burst([
      ...names.map((name) => () => mutate(l.admin, 'addDepartment', { organisationId: l.org, name })),
      ...names
        .slice(0, 6)
        .map((name) => () => mutate(l.admin, 'addDepartment', { organisationId: l.org, name })),
      ...Array.from(
        { length: 6 },
        (_, i) => () =>
          mutate(l.admin, 'addLocation', { organisationId: l.org, name: `Floor ${i}`, lat: 52, long: 13 }),
      ),
      ...Array.from(
        { length: 4 },
        (_, i) => () =>
          mutate(l.admin, 'updateLocation', {
            organisationId: l.org,
            locationId: l.locations[0],
            name: `Ground floor ${i}`,
            lat: 52,
            long: 13,
          }),
      ),
      ...['Busy Office AG', 'Busy Office GmbH'].map(
        (name) => () => mutate(l.admin, 'updateOrganisation', { organisationId: l.org, name }),
      ),
      () => mutate(l.admin, 'removeDepartment', { organisationId: l.org, name: names[11] }),
      () => mutate(l.admin, 'removeDepartment', { organisationId: l.org, name: names[10] }),
    ]);
    expect(outcomes).toHaveLength(32);
    expectRefusalsAmong(outcomes, [
      ['ConflictError', /^A department named Team \d+ already exists$/],
      ['NotFoundError', 'Department not found'],
    ]);
    // Each name once, whatever the order: 12 adds of which the removals may take two away again.
    const departments = await count(
      'SELECT count(*)::int AS n FROM organisation_departments WHERE org_id = $1',
      [l.orgRaw],
    );
    const removed = outcomes.slice(30).filter((o) => o.kind === 'ok').length;
    expect(departments).toBe(12 - removed);
    expect(
      await count('SELECT count(*)::int AS n FROM organisation_locations WHERE org_id = $1', [l.orgRaw]),
    ).toBe(8);
    await expectReadModelsEqualReplay(l.t, ['organisations']);
  });

  it('creates organisations at once', async () => {
    const before = await count('SELECT count(*)::int AS n FROM organisations');
    const outcomes = await burst(
      Array.from(
        { length: 32 },
        (_, i) => () =>
          mutate(l.admin, 'createOrganisation', {
            name: `Branch ${i}`,
            isPublic: false,
            timeZone: 'Europe/Berlin',
            locations: [],
            departments: [],
          }),
      ),
    );
    expect(accepted(outcomes)).toHaveLength(32);
    expect(await count('SELECT count(*)::int AS n FROM organisations')).toBe(before + 32);
    // Each made its creator its first admin, once.
    expect(
      await count(`SELECT count(*)::int AS n FROM organisation_roles WHERE user_id = $1 AND role = 'admin'`, [
        l.admin.userId,
      ]),
    ).toBe(before + 32);
    await expectReadModelsEqualReplay(l.t, ['organisations', 'roles']);
  });

  it('takes the rules page edited at once, each edit once', async () => {
    const before = await eventsOfType('RulesChanged');
    const outcomes = await burst(
      Array.from(
        { length: 32 },
        (_, i) => () =>
          mutate(i % 2 ? l.admin : moderator, 'updateRules', {
            organisationId: l.org,
            html: `<p>Rule ${i}: the ball is round.</p>`,
          }),
      ),
    );
    expect(accepted(outcomes)).toHaveLength(32);
    expect(await eventsOfType('RulesChanged')).toBe(before + 32);
    await expectReadModelsEqualReplay(l.t, ['rules']);
  });

  it('numbers seasons created at once without gaps, and refuses the overlapping ones', async () => {
    const start = Date.UTC(2040, 0, 1);
    const ranges = Array.from({ length: 16 }, (_, i) => ({
      startsOn: new Date(start + i * 30 * 86_400_000).toISOString(),
      endsOn: new Date(start + i * 30 * 86_400_000 + 20 * 86_400_000).toISOString(),
    }));
    const outcomes = await burst(
      [...ranges, ...ranges].map(
        (range) => () =>
          mutate(l.admin, 'createSeason', { organisationId: l.org, ...range }, 'season { number }'),
      ),
    );
    expect(accepted(outcomes)).toHaveLength(16);
    expectRefusalsAmong(outcomes, [['InputValidationError', /overlap season \d+/]]);
    const numbers = accepted(outcomes)
      .map((o) => (o as Extract<Outcome, { kind: 'ok' }>).payload.season.number as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => numbers[0]! + i));
    await expectReadModelsEqualReplay(l.t, ['seasons']);
  });

  describe('players', () => {
    let newcomers: User[];

    beforeAll(async () => {
      newcomers = [];
      for (let i = 0; i < 32; i++) newcomers.push(await signedInClient(l.t, `newcomer${i}@example.com`));
    }, 120_000);

    it('lets colleagues join with the same nickname at once: one of each pair gets it', async () => {
      const outcomes = await burst(
        newcomers.map(
          (u, i) => () =>
            mutate(u, 'createPlayer', {
              organisationId: l.org,
              locationId: l.locations[0],
              name: `Newcomer ${i}`,
              nickname: `Nick ${i % 16}`,
            }),
        ),
      );
      expect(accepted(outcomes)).toHaveLength(16);
      expectRefusalsAmong(outcomes, [['ConflictError', PLAYER_MESSAGES.nicknameTaken]]);
      await expectReadModelsEqualReplay(l.t, ['players']);
    });

    it('gives each unclaimed player to one person when several claim it at once', async () => {
      const unclaimed: string[] = [];
      for (let i = 0; i < 8; i++) {
        const added = await mutate(
          l.admin,
          'addPlayer',
          { organisationId: l.org, locationId: l.locations[0], name: `Guest ${i}`, nickname: `Guest ${i}` },
          'player { id }',
        );
        if (added.kind !== 'ok') throw new Error(JSON.stringify(added));
        unclaimed.push(added.payload.player.id);
      }
      const { rows } = await l.t.database.pool.query<{ id: string }>(
        'SELECT id FROM "user" WHERE id <> ALL(SELECT user_id FROM players WHERE user_id IS NOT NULL) AND email LIKE $1',
        ['newcomer%'],
      );
      const without = newcomers.filter((u) => rows.some((r) => r.id === u.userId));
      expect(without).toHaveLength(16);
      const outcomes = await burst(
        without.flatMap((u, i) => [
          () => mutate(u, 'claimPlayer', { playerId: unclaimed[i % 8] }),
          () => mutate(u, 'claimPlayer', { playerId: unclaimed[(i + 3) % 8] }),
        ]),
      );
      expectRefusalsAmong(outcomes, [
        ['ConflictError', 'This player has already been claimed'],
        ['ConflictError', PLAYER_MESSAGES.alreadyHasPlayer],
      ]);
      // Every guest claimed at most once, every person with at most one player.
      const claimed = await l.t.database.pool.query<{ user_id: string }>(
        'SELECT user_id FROM players WHERE org_id = $1 AND user_id IS NOT NULL',
        [l.orgRaw],
      );
      expect(new Set(claimed.rows.map((r) => r.user_id)).size).toBe(claimed.rows.length);
      expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'PlayerClaimed'`)).toBe(
        accepted(outcomes).length,
      );
      expect(accepted(outcomes).length).toBeGreaterThanOrEqual(1);
      await expectReadModelsEqualReplay(l.t, ['players', 'guestPlayers']);
    });

    it('lets players take the same new nickname at once: one of each pair gets it', async () => {
      const outcomes = await burst(
        players.map(
          (p, i) => () => mutate(p, 'updatePlayer', { playerId: p.playerId, nickname: `Ace ${i % 16}` }),
        ),
      );
      expect(accepted(outcomes)).toHaveLength(16);
      expectRefusalsAmong(outcomes, [['ConflictError', PLAYER_MESSAGES.nicknameTaken]]);
      await expectReadModelsEqualReplay(l.t, ['players']);
    });

    it('takes players added by admins and moderators at once, each nickname once', async () => {
      const outcomes = await burst(
        Array.from(
          { length: 32 },
          (_, i) => () =>
            mutate(i % 2 ? l.admin : moderator, 'addPlayer', {
              organisationId: l.org,
              locationId: l.locations[0],
              name: `Visitor ${i}`,
              nickname: `Visitor ${i % 16}`,
            }),
        ),
      );
      expect(accepted(outcomes)).toHaveLength(16);
      expectRefusalsAmong(outcomes, [['ConflictError', PLAYER_MESSAGES.nicknameTaken]]);
      await expectReadModelsEqualReplay(l.t, ['players']);
    });

    it('takes one player managed by several people at once, and nothing after its deletion', async () => {
      const added = await mutate(
        l.admin,
        'addPlayer',
        { organisationId: l.org, locationId: l.locations[0], name: 'Temp', nickname: 'Temp' },
        'player { id }',
      );
      if (added.kind !== 'ok') throw new Error(JSON.stringify(added));
      const playerId = added.payload.player.id as string;
      const outcomes = await burst([
        ...Array.from(
          { length: 8 },
          (_, i) => () =>
            mutate(i % 2 ? l.admin : moderator, 'managePlayer', { playerId, name: `Temp ${i}` }),
        ),
        ...Array.from(
          { length: 8 },
          (_, i) => () => mutate(moderator, 'setPlayerDisabled', { playerId, disabled: i % 2 === 0 }),
        ),
        ...Array.from(
          { length: 8 },
          (_, i) => () => mutate(l.admin, 'setPlayerHost', { playerId, isHost: i % 2 === 0 }),
        ),
        ...Array.from({ length: 8 }, () => () => mutate(l.admin, 'deletePlayer', { playerId })),
      ]);
      expectRefusalsAmong(outcomes, [['NotFoundError', 'Player not found']]);
      const raw = Buffer.from(playerId, 'base64').toString().split(':').at(-1);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM events WHERE type = 'PlayerDeleted' AND data->>'playerId' = $1`,
          [raw],
        ),
      ).toBe(1);
      // Nothing reached the player after its deletion.
      const { rows } = await l.t.database.pool.query<{ type: string }>(
        'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
        [`player-${raw}`],
      );
      expect(rows.at(-1)?.type).toBe('PlayerDeleted');
      await expectReadModelsEqualReplay(l.t, ['players']);
    });
  });

  it('takes roles changed at once', async () => {
    const members = players.slice(20, 24);
    const outcomes = await burst([
      ...members.flatMap((m, i) =>
        (['moderator', 'analyst', 'moderator', 'analyst', 'moderator', 'analyst'] as const).map(
          (role, k) => () =>
            mutate(l.admin, 'setUserRole', {
              organisationId: l.org,
              userId: userGlobalId(m),
              role,
              granted: (i + k) % 3 !== 2,
            }),
        ),
      ),
      ...members.flatMap((m, i) => [
        () =>
          mutate(l.admin, 'setInstallationAdmin', {
            userId: userGlobalId(m),
            appointed: true,
          }),
        () =>
          mutate(l.admin, 'setInstallationAdmin', {
            userId: userGlobalId(m),
            appointed: i % 2 === 0,
          }),
      ]),
    ]);
    expect(outcomes).toHaveLength(32);
    expect(accepted(outcomes)).toHaveLength(32);
    await expectReadModelsEqualReplay(l.t, ['roles']);
  });

  it('confirms an e-mail address once when two admins press it at once', async () => {
    const unverified: User[] = [];
    for (let i = 0; i < 16; i++)
      unverified.push(await signedInClient(l.t, `unverified${i}@example.com`, { verified: false }));
    const before = await eventsOfType('UserEmailMarkedVerified');
    // The installation admin presses "Mark verified" in two tabs for each at the same moment.
    const outcomes = await burst(
      unverified.flatMap((u) => [
        () => mutate(l.admin, 'markEmailVerified', { userId: userGlobalId(u) }),
        () => mutate(l.admin, 'markEmailVerified', { userId: userGlobalId(u) }),
      ]),
    );
    expect(accepted(outcomes)).toHaveLength(32);
    expect(await eventsOfType('UserEmailMarkedVerified')).toBe(before + 16);
  });

  it('lets 16 colleagues sign up through the invitation link at once, and 8 more join it with two taps each', async () => {
    const made = await mutate(
      l.admin,
      'createInvitation',
      { organisationId: l.org, validForDays: 7 },
      'organisation { invitation { url } }',
    );
    expect(made.kind).toBe('ok');
    const token = (made as Extract<Outcome, { kind: 'ok' }>).payload.organisation.invitation.url.split(
      '/join/',
    )[1];
    const before = await eventsOfType('MemberJoined');
    // Monday morning: the link is in the team chat and everyone opens it at once.
    const newcomers = Array.from({ length: 16 }, (_, i) => {
      const client = l.t.client();
      client.headers['x-kicker-invitation'] = token;
      return { client, email: `joining${i}@example.com` };
    });
    const signUps = await Promise.all(newcomers.map(({ client, email }) => client.signUp(email)));
    expect(signUps.map((r) => r.status)).toEqual(newcomers.map(() => 200));
    // No mail server here: the link vouched for each address, so each signs in at once.
    const signIns = await Promise.all(newcomers.map(({ client, email }) => client.signIn(email)));
    expect(signIns.map((r) => r.status)).toEqual(newcomers.map(() => 200));
    // Colleagues who had an account already tap "Join" twice each.
    const existing: User[] = [];
    for (let i = 0; i < 8; i++) existing.push(await signedInClient(l.t, `existing${i}@example.com`));
    const outcomes = await burst(
      existing.flatMap((u) => [0, 1].map(() => () => mutate(u, 'joinOrganisation', { token }))),
    );
    expect(accepted(outcomes)).toHaveLength(16);
    expect(await eventsOfType('MemberJoined')).toBe(before + 24);
    // A new link while colleagues still use the old one: each either joined or was told it is gone.
    const late: User[] = [];
    for (let i = 0; i < 15; i++) late.push(await signedInClient(l.t, `late${i}@example.com`));
    const raced = await burst([
      ...late.map((u) => () => mutate(u, 'joinOrganisation', { token })),
      () => mutate(l.admin, 'createInvitation', { organisationId: l.org, validForDays: 1 }),
    ]);
    expectRefusalsAmong(raced, [['NotFoundError', organisation.INVITATION_MESSAGES.notValid]]);
    const joinedLate = accepted(raced).length - 1;
    expect(await eventsOfType('MemberJoined')).toBe(before + 24 + joinedLate);
    await expectReadModelsEqualReplay(l.t, ['organisations']);
  });

  it('takes feedback sent at once', async () => {
    const before = await eventsOfType('FeedbackSent');
    const outcomes = await burst(
      players.map(
        (p, i) => () =>
          mutate(p, 'sendFeedback', { organisationId: l.org, text: `Great table ${i}` }, 'sentAt'),
      ),
    );
    expect(accepted(outcomes)).toHaveLength(32);
    expect(await eventsOfType('FeedbackSent')).toBe(before + 32);
    await expectReadModelsEqualReplay(l.t, ['feedback']);
  });

  it('answered no command of the bursts with a warning of a missed turn', () => {
    expect(l.warnings().filter((w) => w.msg?.includes('time budget'))).toEqual([]);
  });
});

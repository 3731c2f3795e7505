import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_RANK_LADDER, liveGameStreamId } from '@kicker/events';
import { readLiveGames } from '@kicker/projections';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { invitationToken } from '../src/auth/invitations.ts';
import { systemActor } from '../src/commands/command.ts';
import { changeConfig } from '../src/commands/config.ts';
import { runLiveGame, startLiveGame } from '../src/commands/live.ts';
import { deleteMatch, newMatch, recordMatch, restoreMatch } from '../src/commands/match.ts';
import { changeOrganisation } from '../src/commands/organisation.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { createPlayer } from '../src/commands/player.ts';
import { changeInstallationAdmin, changeRole } from '../src/commands/roles.ts';
import { createTourney, joinTourney, launchTourney, scoreTourneyMatch } from '../src/commands/tourney.ts';
import { localDate, votePlayerSelection } from '../src/commands/vote.ts';
import { type FieldPolicy, PERSONAS, type Persona, POLICY_TABLE } from '../src/policy/policyTable.ts';
import { schema } from '../src/schema/index.ts';
import { ok } from './support/commandLeague.ts';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// Issue 11 item 10 / DESIGN §11: the generated authorisation suite. Every query, mutation and
// subscription of the schema is called as each persona of server/src/policy/policyTable.ts, against
// the persona's own organisation and against another one, and the outcome must be the table's. A
// field without a row in the table, or without a way to call it here, fails the first test.

// biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
type Loose = any;
type Outcome = 'allow' | 'deny';
type TargetName = 'own' | 'other';

/** An organisation the suite calls against, with what its calls need. */
interface Target {
  org: string;
  raw: string;
  locationId: string;
  seasonId: string;
  /** A verified member with a player there (for roles, e-mails, keys). */
  member: { userId: string; globalId: string };
}

interface Call {
  query: string;
  variables?: Record<string, unknown>;
}

interface Fixture {
  /** Runs before each call, as the system: fresh things the call uses up. */
  prepare?: (target: Target) => Promise<Record<string, string>>;
  call: (target: Target, prepared: Record<string, string>, persona: Persona) => Call;
  /** The call changes who the persona is (joins an organisation): use a fresh one each time. */
  freshPersona?: boolean;
  /** How the answer reads; by default refused = FORBIDDEN/UNAUTHENTICATED, ForbiddenError/NotFoundError or null. */
  outcome?: (res: Loose, target: Target) => Outcome;
  /** Subscriptions: makes the subscribed event happen (repeated until one arrives). */
  trigger?: (target: Target) => Promise<void>;
}

let counter = 0;
const next = () => ++counter;
const mutation = (name: string, type: string, payload = '__typename') =>
  `mutation ($input: ${type}!) { ${name}(input: $input) { ${payload} ... on Error { message } } }`;
const DAY = 86_400_000;

describe('authorisation: every field as every persona (policy table)', () => {
  let t: TestApp;
  let owner: TestClient & { userId: string };
  const targets = {} as Record<TargetName, Target>;
  const personas = new Map<Persona, TestClient>();
  /** Each persona client's own player in the home organisation, if it has one. */
  const ownPlayer = new WeakMap<TestClient, string>();
  let homeLineup: string[] = [];
  let analystKeyFor: (orgRaw: string) => Promise<string>;

  const services = () => t.app.services;
  const system = { userId: null as string | null };

  async function unclaimed(target: Target, userId: string | null = null, isHost = false) {
    const playerId = randomUUID();
    const made = await runCommand(
      services().commands,
      createPlayer,
      {
        orgId: target.raw,
        command: {
          type: 'CreatePlayer',
          playerId,
          name: `Player ${next()}`,
          nickname: `P${counter}-${playerId.slice(0, 6)}`,
          locationId: target.locationId,
          department: null,
          imageUrl: null,
          userId,
          isHost,
        },
      },
      systemActor(system.userId),
    );
    if (!('events' in made)) throw new Error(made.message);
    return { raw: playerId, id: encodeGlobalID('Player', `${target.raw}:${playerId}`) };
  }

  const user = (email: string) => signedInClient(t, email);

  /** A tourney made by the system with `players` fresh participants, launched if asked. */
  async function tourneyIn(target: Target, players: number, launched = false) {
    const cmd = services().commands;
    const settings = {
      name: `Cup ${next()}`,
      mode: 1,
      rank3: true,
      teams: 'random',
      winningSets: 1,
      finalWinningSets: 1,
    };
    const by = systemActor(owner.userId);
    const tourneyId = randomUUID();
    const on = { orgId: target.raw, tourneyId };
    const made = await runCommand(cmd, createTourney, { ...on, createdBy: owner.userId, ...settings }, by);
    if (!('events' in made)) throw new Error(made.message);
    const joined: string[] = [];
    for (let i = 0; i < players; i++) {
      const p = await unclaimed(target);
      await runCommand(cmd, joinTourney, { ...on, player: { playerId: p.raw, isHost: false } }, by);
      joined.push(p.id);
    }
    if (launched) await runCommand(cmd, launchTourney, on, by);
    return {
      tourneyId: encodeGlobalID('Tourney', `${target.raw}:${tourneyId}`),
      raw: tourneyId,
      playerId: joined[0] ?? '',
    };
  }
  /** Two players per organisation that live games are started with. */
  const liveLineup = new Map<string, [string, string]>();
  /**
   * A fresh live game at the target's first location, started by the system (the running one is
   * abandoned first), with `goals` goals for the blacks.
   */
  async function liveLineupOf(target: Target) {
    if (!liveLineup.has(target.raw))
      liveLineup.set(target.raw, [(await unclaimed(target)).raw, (await unclaimed(target)).raw]);
    return liveLineup.get(target.raw)!;
  }
  async function liveGameIn(target: Target, goals = 0) {
    const cmd = services().commands;
    const by = { userId: owner.userId };
    const [a, b] = await liveLineupOf(target);
    const [row] = await readLiveGames(services().db, [{ orgId: target.raw, locationId: target.locationId }]);
    if (row?.status === 'running') {
      const end = {
        type: 'EndLiveGame' as const,
        liveGameId: row.live_game_id,
        reason: 'abandoned',
        matchId: null,
      };
      await runCommand(
        cmd,
        runLiveGame,
        { orgId: target.raw, locationId: target.locationId, command: end, now: new Date() },
        systemActor(by.userId),
      );
    }
    const lineup = {
      locationId: target.locationId,
      mode: 1,
      blacks: { defense: a, offense: null },
      whites: { defense: b, offense: null },
    };
    const started = await runCommand(
      cmd,
      startLiveGame,
      { orgId: target.raw, liveGameId: randomUUID(), now: new Date(), ...lineup },
      systemActor(by.userId),
    );
    if (!('events' in started)) throw new Error(started.message);
    const raw = (started.events.at(-1)!.data as { liveGameId: string }).liveGameId;
    for (let i = 0; i < goals; i++) {
      const goal = { type: 'ScoreGoal' as const, liveGameId: raw, side: 'blacks', source: 'button' };
      await runCommand(
        cmd,
        runLiveGame,
        { orgId: target.raw, locationId: target.locationId, command: goal, now: new Date() },
        systemActor(by.userId),
      );
    }
    return { liveGameId: encodeGlobalID('LiveGame', `${target.raw}:${raw}`), raw };
  }

  /** The target's first location with a camera (as the suite creates it: Main office). */
  async function withCamera(target: Target) {
    const location = {
      locationId: target.locationId,
      name: 'Main office',
      lat: 52.52,
      long: 13.4,
      cameraHost: 'http://192.0.2.10',
    };
    await runCommand(
      services().commands,
      changeOrganisation,
      { orgId: target.raw, command: { type: 'ChangeLocation', location } },
      systemActor(owner.userId),
    );
  }
  /** A fresh invitation link of the target organisation: its token. */
  async function invitationOf(target: Target) {
    const invitationId = randomUUID();
    const now = new Date();
    await runCommand(
      services().commands,
      changeOrganisation,
      {
        orgId: target.raw,
        command: {
          type: 'CreateInvitation',
          invitationId,
          expiresAt: new Date(now.getTime() + 86_400_000),
          now,
        },
      },
      systemActor(owner.userId),
    );
    return invitationToken(invitationId, services().secrets.invitation);
  }

  async function withCameraToken(target: Target) {
    const command = {
      type: 'IssueCameraToken' as const,
      locationId: target.locationId,
      tokenHash: randomBytes(32).toString('hex'),
      start: 'kc_test',
    };
    await runCommand(
      services().commands,
      changeOrganisation,
      { orgId: target.raw, command: command },
      systemActor(owner.userId),
    );
  }
  const ourLocation = (r: Loose, x: Target) =>
    r.data?.organisation?.locations?.find((l: Loose) => l.id === x.locationId);

  /** One tourney per organisation that the subscriptions watch. */
  const standingTourney = new Map<string, { tourneyId: string; raw: string }>();

  /** Sets up one persona of the home organisation (see policyTable.ts). */
  async function makePersona(p: Persona): Promise<TestClient> {
    const home = targets.own;
    const email = `${p}-${next()}@example.com`;
    const grant = (userId: string, role: 'admin' | 'moderator' | 'analyst') =>
      runCommand(
        services().commands,
        changeRole,
        { orgId: home.raw, userId, role, granted: true, actorId: owner.userId },
        systemActor(owner.userId),
      );
    switch (p) {
      case 'anonymous':
        return t.client();
      case 'newcomer':
        return user(email);
      case 'installationAdmin': {
        const c = await user(email);
        await runCommand(
          services().commands,
          changeInstallationAdmin,
          { userId: c.userId, appointed: true, actorId: owner.userId },
          systemActor(owner.userId),
        );
        return c;
      }
      case 'analyst': {
        const c = await user(email);
        await grant(c.userId, 'analyst');
        return c;
      }
      case 'apiKey': {
        const c = t.client();
        c.headers['x-api-key'] = await analystKeyFor(home.raw);
        return c;
      }
      default: {
        // unverified, player, host, moderator, admin: a player of the home organisation.
        const c = await user(email);
        const mine = await unclaimed(home, c.userId, p === 'host');
        ownPlayer.set(c, mine.id);
        if (p === 'moderator' || p === 'admin') await grant(c.userId, p);
        if (p === 'unverified')
          await t.database.pool.query(`UPDATE "user" SET "emailVerified" = false WHERE id = $1`, [c.userId]);
        return c;
      }
    }
  }

  async function target(name: string): Promise<Target> {
    const org = await createOrganisation(owner, { name, isPublic: false, departments: ['Sales'] });
    const raw = Buffer.from(org, 'base64').toString().split(':').slice(1).join(':');
    const details = await owner.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    const season = await owner.gql(
      mutation('createSeason', 'CreateSeasonInput', '... on CreateSeasonPayload { season { id } }'),
      {
        input: {
          organisationId: org,
          startsOn: new Date(Date.now() - DAY).toISOString(),
          endsOn: new Date(Date.now() + 60 * DAY).toISOString(),
        },
      },
    );
    const partial = {
      org,
      raw,
      locationId: details.data.organisation.locations[0].id,
      seasonId: season.data.createSeason.season.id,
    } as Target;
    const member = await user(`member-of-${raw}@example.com`);
    await unclaimed(partial, member.userId);
    partial.member = { userId: member.userId, globalId: encodeGlobalID('User', member.userId) };
    return partial;
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t, 'owner@example.com');
    targets.own = await target('Home');
    targets.other = await target('Away');
    const keyOwner = await user('key-owner@example.com');
    await runCommand(
      services().commands,
      changeRole,
      {
        orgId: targets.own.raw,
        userId: keyOwner.userId,
        role: 'analyst',
        granted: true,
        actorId: owner.userId,
      },
      systemActor(owner.userId),
    );
    analystKeyFor = async (orgRaw) =>
      (
        await services().auth.api.createApiKey({
          body: { name: 'suite', userId: keyOwner.userId, metadata: { organisationId: orgRaw } },
        })
      ).key;
    for (const p of PERSONAS) personas.set(p, await makePersona(p));
    homeLineup = [(await unclaimed(targets.own)).id, (await unclaimed(targets.own)).id];
    for (const x of [targets.own, targets.other]) standingTourney.set(x.raw, await tourneyIn(x, 0));
  }, 240_000);
  afterAll(() => t?.close());

  const orgVar = (target: Target) => ({ id: target.org });
  const input = (fields: Record<string, unknown>) => ({ input: fields });

  const fixtures: Record<string, Fixture> = {
    // Queries
    'Query.viewer': {
      call: () => ({ query: '{ viewer { emailVerified } }' }),
      outcome: (r) => (r.errors ? 'deny' : 'allow'),
    },
    'Query.apiKeys': { call: () => ({ query: '{ apiKeys { id } }' }) },
    'Query.defaultDepartments': { call: () => ({ query: '{ defaultDepartments }' }) },
    'Query.projections': { call: () => ({ query: '{ projections { name } }' }) },
    'Query.invitation': {
      prepare: async (x) => ({ token: await invitationOf(x) }),
      call: (_, p) => ({
        query: 'query ($token: String!) { invitation(token: $token) { organisationName } }',
        variables: { token: p.token },
      }),
      outcome: (r) => (r.data?.invitation?.organisationName ? 'allow' : 'deny'),
    },
    'Query.node': {
      call: (x) => ({ query: 'query ($id: ID!) { node(id: $id) { id } }', variables: orgVar(x) }),
    },
    'Query.nodes': {
      call: (x) => ({
        query: 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
        variables: { ids: [x.org] },
      }),
      outcome: (r) => (r.data?.nodes?.[0] ? 'allow' : 'deny'),
    },
    'Query.organisation': {
      call: (x) => ({ query: 'query ($id: ID!) { organisation(id: $id) { id } }', variables: orgVar(x) }),
    },
    'Query.organisations': {
      call: () => ({ query: '{ organisations(first: 100) { edges { node { id } } } }' }),
      // Listed or not.
      outcome: (r, x) =>
        r.data?.organisations?.edges.some((e: Loose) => e.node.id === x.org) ? 'allow' : 'deny',
    },
    'Query.nicknameAvailable': {
      call: (x) => ({
        query: 'query ($o: ID!) { nicknameAvailable(organisationId: $o, nickname: "Zed") }',
        variables: { o: x.org },
      }),
    },
    'Query.users': {
      call: (x) => ({
        query: 'query ($o: ID!) { users(organisationId: $o, first: 5) { edges { node { id } } } }',
        variables: { o: x.org },
      }),
    },
    'Organisation.auditLog': {
      call: (x) => ({
        query:
          'query ($id: ID!) { organisation(id: $id) { auditLog(first: 1) { edges { node { type } } } } }',
        variables: orgVar(x),
      }),
      outcome: (r) => (r.data?.organisation?.auditLog ? 'allow' : 'deny'),
    },
    'Location.liveGame': {
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { locations { liveGame { id scoreBlacks } } } }',
        variables: orgVar(x),
      }),
      outcome: (r) => (r.data?.organisation?.locations ? 'allow' : 'deny'),
    },
    'Location.cameraPath': {
      prepare: async (x) => {
        await withCamera(x);
        return {};
      },
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { locations { id cameraPath } } }',
        variables: orgVar(x),
      }),
      outcome: (r, x) => (ourLocation(r, x)?.cameraPath ? 'allow' : 'deny'),
    },
    'Location.cameraHost': {
      prepare: async (x) => {
        await withCamera(x);
        return {};
      },
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { locations { id cameraHost } } }',
        variables: orgVar(x),
      }),
      outcome: (r, x) => (ourLocation(r, x)?.cameraHost ? 'allow' : 'deny'),
    },
    'Location.cameraToken': {
      prepare: async (x) => {
        await withCameraToken(x);
        return {};
      },
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { locations { id cameraToken { start } } } }',
        variables: orgVar(x),
      }),
      outcome: (r, x) => (ourLocation(r, x)?.cameraToken ? 'allow' : 'deny'),
    },
    'Organisation.invitation': {
      prepare: async (x) => {
        await invitationOf(x);
        return {};
      },
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { invitation { url } } }',
        variables: orgVar(x),
      }),
      outcome: (r) => (r.data?.organisation?.invitation?.url ? 'allow' : 'deny'),
    },
    'Organisation.waitingForVerification': {
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { waitingForVerification } }',
        variables: orgVar(x),
      }),
      outcome: (r) => (typeof r.data?.organisation?.waitingForVerification === 'number' ? 'allow' : 'deny'),
    },
    'Organisation.feedback': {
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { feedback(first: 1) { edges { node { id } } } } }',
        variables: orgVar(x),
      }),
      outcome: (r) => (r.data?.organisation?.feedback ? 'allow' : 'deny'),
    },
    'Location.liveScoring': {
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { locations { liveScoring } } }',
        variables: orgVar(x),
      }),
      outcome: (r) =>
        typeof r.data?.organisation?.locations?.[0]?.liveScoring === 'boolean' ? 'allow' : 'deny',
    },
    'LiveGame.stakes': {
      prepare: (x) => liveGameIn(x),
      call: (_, p) => ({
        query: 'query ($id: ID!) { node(id: $id) { ... on LiveGame { stakes { whites { win loss } } } } }',
        variables: { id: p.liveGameId },
      }),
      outcome: (r) => (r.data?.node?.stakes?.whites?.win > 0 ? 'allow' : 'deny'),
    },
    'Match.goals': {
      // A match recorded from a live game of six goals, by the system.
      prepare: async (x) => {
        const { raw } = await liveGameIn(x, 6);
        const [a, b] = await liveLineupOf(x);
        const made = await runCommand(
          services().commands,
          recordMatch,
          newMatch(
            x.raw,
            {
              mode: 1,
              blacks: { defense: a },
              whites: { defense: b },
              scoreBlacks: 6,
              scoreWhites: 0,
              sixInARow: false,
              locationId: null,
            },
            owner.userId,
            new Date(),
            { liveGameId: raw, locationId: x.locationId, streamId: liveGameStreamId(x.locationId) },
          ),
          systemActor(owner.userId),
        );
        if (!('events' in made)) throw new Error(made.message);
        const matchId = (made.events[0]!.data as { matchId: string }).matchId;
        return { matchId: encodeGlobalID('Match', `${x.raw}:${matchId}`) };
      },
      call: (_, p) => ({
        query: 'query ($id: ID!) { node(id: $id) { ... on Match { goals { side source } } } }',
        variables: { id: p.matchId },
      }),
      outcome: (r) => (r.data?.node?.goals?.length === 6 ? 'allow' : 'deny'),
    },
    'RecordMatchInput.liveGameId': {
      // A game of six goals in the target; the match is recorded with the home organisation's
      // live lineup, so on the other organisation only the game's organisation stands in the way.
      prepare: async (x) => {
        const game = await liveGameIn(x, 6);
        const [a, b] = await liveLineupOf(targets.own);
        return { liveGameId: game.liveGameId, a, b };
      },
      call: (_, p) => ({
        query: mutation('recordMatch', 'RecordMatchInput'),
        variables: input({
          mode: 1,
          blacks: { defense: encodeGlobalID('Player', `${targets.own.raw}:${p.a}`) },
          whites: { defense: encodeGlobalID('Player', `${targets.own.raw}:${p.b}`) },
          scoreBlacks: 6,
          scoreWhites: 0,
          sixInARow: false,
          liveGameId: p.liveGameId,
        }),
      }),
      outcome: (r) => {
        const value = r.data?.recordMatch;
        if (value?.__typename === 'RecordMatchPayload') return 'allow';
        const code = r.errors?.[0]?.extensions?.code;
        if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return 'deny';
        if (value?.__typename === 'ForbiddenError' || value?.__typename === 'NotFoundError') return 'deny';
        throw new Error(`RecordMatchInput.liveGameId: unexpected ${JSON.stringify(r)}`);
      },
    },
    'User.email': {
      call: (x) => ({
        query: 'query ($id: ID!) { node(id: $id) { ... on User { email } } }',
        variables: { id: x.member.globalId },
      }),
      outcome: (r) => (r.data?.node?.email ? 'allow' : 'deny'),
    },
    // Capability fields: 'allow' where the field says yes.
    ...Object.fromEntries(
      [
        'viewerCanCreateOrganisation',
        'viewerCanEditDefaultDepartments',
        'viewerCanRebuildReadModels',
        'viewerCanAppointInstallationAdmins',
        'viewerCanSeeNewcomers',
      ].map((field) => [
        `Viewer.${field}`,
        {
          call: () => ({ query: `{ viewer { ${field} } }` }),
          outcome: (r: Loose) => (r.data?.viewer?.[field] ? 'allow' : 'deny'),
        } satisfies Fixture,
      ]),
    ),
    'Organisation.viewerCanChangeRoles': {
      call: (x) => ({
        query: 'query ($id: ID!) { organisation(id: $id) { viewerCanChangeRoles } }',
        variables: orgVar(x),
      }),
      outcome: (r) => (r.data?.organisation?.viewerCanChangeRoles ? 'allow' : 'deny'),
    },
    'User.viewerCanGrant': {
      call: (x) => ({
        query:
          'query ($id: ID!, $o: ID!) { node(id: $id) { ... on User { viewerCanGrant(organisationId: $o) } } }',
        variables: { id: x.member.globalId, o: x.org },
      }),
      outcome: (r) => (r.data?.node?.viewerCanGrant?.includes('moderator') ? 'allow' : 'deny'),
    },
    'User.viewerCanRevoke': {
      // A fresh moderator of the organisation each time: the role to offer removing.
      prepare: async (x) => {
        const someone = await user(`moderator-of-${x.raw}-${next()}@example.com`);
        await unclaimed(x, someone.userId);
        const change = {
          orgId: x.raw,
          userId: someone.userId,
          role: 'moderator' as const,
          granted: true,
          actorId: owner.userId,
        };
        ok(await runCommand(services().commands, changeRole, change, systemActor(owner.userId)));
        return { userId: encodeGlobalID('User', someone.userId) };
      },
      call: (x, p) => ({
        query:
          'query ($id: ID!, $o: ID!) { node(id: $id) { ... on User { viewerCanRevoke(organisationId: $o) } } }',
        variables: { id: p.userId, o: x.org },
      }),
      outcome: (r) => (r.data?.node?.viewerCanRevoke?.includes('moderator') ? 'allow' : 'deny'),
    },
    'User.viewerCanMarkEmailVerified': {
      call: (x) => ({
        query: 'query ($id: ID!) { node(id: $id) { ... on User { viewerCanMarkEmailVerified } } }',
        variables: { id: x.member.globalId },
      }),
      outcome: (r) => (r.data?.node?.viewerCanMarkEmailVerified ? 'allow' : 'deny'),
    },
    'User.viewerCanChangeInstallationAdmin': {
      call: (x) => ({
        query: 'query ($id: ID!) { node(id: $id) { ... on User { viewerCanChangeInstallationAdmin } } }',
        variables: { id: x.member.globalId },
      }),
      outcome: (r) => (r.data?.node?.viewerCanChangeInstallationAdmin ? 'allow' : 'deny'),
    },

    // Mutations: cameras and feedback
    'Mutation.createInvitation': {
      call: (x) => ({
        query: mutation('createInvitation', 'CreateInvitationInput'),
        variables: input({ organisationId: x.org, validForDays: 7 }),
      }),
    },
    'Mutation.revokeInvitation': {
      prepare: async (x) => {
        await invitationOf(x);
        return {};
      },
      call: (x) => ({
        query: mutation('revokeInvitation', 'RevokeInvitationInput'),
        variables: input({ organisationId: x.org }),
      }),
    },
    'Mutation.joinOrganisation': {
      // Joining changes whom the persona belongs to: a fresh one each time.
      freshPersona: true,
      prepare: async (x) => ({ token: await invitationOf(x) }),
      call: (_, p) => ({
        query: mutation('joinOrganisation', 'JoinOrganisationInput'),
        variables: input({ token: p.token }),
      }),
    },
    'Mutation.createCameraToken': {
      call: (x) => ({
        query: mutation('createCameraToken', 'CreateCameraTokenInput'),
        variables: input({ organisationId: x.org, locationId: x.locationId }),
      }),
    },
    'Mutation.revokeCameraToken': {
      prepare: async (x) => {
        await withCameraToken(x);
        return {};
      },
      call: (x) => ({
        query: mutation('revokeCameraToken', 'RevokeCameraTokenInput'),
        variables: input({ organisationId: x.org, locationId: x.locationId }),
      }),
    },
    'Mutation.sendFeedback': {
      call: (x) => ({
        query: mutation('sendFeedback', 'SendFeedbackInput'),
        variables: input({ organisationId: x.org, text: `The ball is flat ${next()}` }),
      }),
    },
    'Mutation.generateCustomToken': {
      prepare: async (x) => {
        const externalTools = {
          soundboardUrl: null,
          archiveUrl: null,
          feedbackUrl: 'https://feedback.example.com',
        };
        const command = {
          type: 'ChangeConfigValues' as const,
          values: { externalTools },
          now: new Date().toISOString(),
        };
        await runCommand(
          services().commands,
          changeConfig,
          { orgId: x.raw, command: command },
          systemActor(owner.userId),
        );
        return {};
      },
      call: (x) => ({
        query: mutation('generateCustomToken', 'GenerateCustomTokenInput'),
        variables: input({ organisationId: x.org }),
      }),
    },

    // Mutations: the organisation's own data
    'Mutation.updateOrganisation': {
      call: (x) => ({
        query: mutation('updateOrganisation', 'UpdateOrganisationInput'),
        variables: input({ organisationId: x.org, logoUrl: `https://example.com/${next()}.png` }),
      }),
    },
    'Mutation.addLocation': {
      call: (x) => ({
        query: mutation('addLocation', 'AddLocationInput'),
        variables: input({
          organisationId: x.org,
          name: `Room ${next()}`,
          lat: 1,
          long: 2,
          liveScoring: true,
        }),
      }),
    },
    'Mutation.updateLocation': {
      call: (x) => ({
        query: mutation('updateLocation', 'UpdateLocationInput'),
        variables: input({
          organisationId: x.org,
          locationId: x.locationId,
          name: 'Main office',
          lat: 52.52,
          long: 13.4,
          liveScoring: next() % 2 === 0,
        }),
      }),
    },
    'Mutation.removeLocation': {
      prepare: async (x) => {
        const locationId = randomUUID();
        await runCommand(
          services().commands,
          changeOrganisation,
          {
            orgId: x.raw,
            command: {
              type: 'AddLocation',
              location: { locationId, name: `Spare ${next()}`, lat: 0, long: 0, cameraHost: null },
            },
          },
          systemActor(owner.userId),
        );
        return { locationId };
      },
      call: (x, p) => ({
        query: mutation('removeLocation', 'RemoveLocationInput'),
        variables: input({ organisationId: x.org, locationId: p.locationId }),
      }),
    },
    'Mutation.addDepartment': {
      call: (x) => ({
        query: mutation('addDepartment', 'AddDepartmentInput'),
        variables: input({ organisationId: x.org, name: `Team ${next()}` }),
      }),
    },
    'Mutation.removeDepartment': {
      prepare: async (x) => {
        const name = `Gone ${next()}`;
        await runCommand(
          services().commands,
          changeOrganisation,
          { orgId: x.raw, command: { type: 'AddDepartment', name } },
          systemActor(owner.userId),
        );
        return { name };
      },
      call: (x, p) => ({
        query: mutation('removeDepartment', 'RemoveDepartmentInput'),
        variables: input({ organisationId: x.org, name: p.name }),
      }),
    },
    'Mutation.createSeason': {
      call: (x) => {
        const start = Date.UTC(2100 + next(), 0, 1);
        return {
          query: mutation('createSeason', 'CreateSeasonInput'),
          variables: input({
            organisationId: x.org,
            startsOn: new Date(start).toISOString(),
            endsOn: new Date(start + 30 * DAY).toISOString(),
          }),
        };
      },
    },
    'Mutation.updateSeason': {
      call: (x) => ({
        query: mutation('updateSeason', 'UpdateSeasonInput'),
        variables: input({
          seasonId: x.seasonId,
          startsOn: new Date(Date.now() - 2 * DAY).toISOString(),
          endsOn: new Date(Date.now() + 60 * DAY + next() * 1000).toISOString(),
        }),
      }),
    },
    'Mutation.updateLeagueConfig': {
      call: (x) => ({
        query: mutation('updateLeagueConfig', 'UpdateLeagueConfigInput'),
        variables: input({ organisationId: x.org, showNicknames: next() % 2 === 0 }),
      }),
    },
    'Mutation.updateRankLadder': {
      call: (x) => ({
        query: mutation('updateRankLadder', 'UpdateRankLadderInput'),
        variables: input({ organisationId: x.org, ranks: DEFAULT_RANK_LADDER }),
      }),
    },
    'Mutation.updateRules': {
      call: (x) => ({
        query: mutation('updateRules', 'UpdateRulesInput'),
        variables: input({ organisationId: x.org, html: `<p>Rule ${next()}</p>` }),
      }),
    },
    'Mutation.restoreDefaultRules': {
      call: (x) => ({
        query: mutation('restoreDefaultRules', 'RestoreDefaultRulesInput'),
        variables: input({ organisationId: x.org }),
      }),
    },
    'Mutation.addPlayer': {
      call: (x) => ({
        query: mutation('addPlayer', 'AddPlayerInput'),
        variables: input({
          organisationId: x.org,
          name: `Added ${next()}`,
          nickname: `Added${counter}`,
          locationId: x.locationId,
        }),
      }),
    },
    'Mutation.managePlayer': {
      prepare: async (x) => ({ playerId: (await unclaimed(x)).id }),
      call: (_, p) => ({
        query: mutation('managePlayer', 'ManagePlayerInput'),
        variables: input({ playerId: p.playerId, nickname: `Managed${next()}` }),
      }),
    },
    'Mutation.setPlayerDisabled': {
      prepare: async (x) => ({ playerId: (await unclaimed(x)).id }),
      call: (_, p) => ({
        query: mutation('setPlayerDisabled', 'SetPlayerDisabledInput'),
        variables: input({ playerId: p.playerId, disabled: true }),
      }),
    },
    'Mutation.setPlayerHost': {
      prepare: async (x) => ({ playerId: (await unclaimed(x)).id }),
      call: (_, p) => ({
        query: mutation('setPlayerHost', 'SetPlayerHostInput'),
        variables: input({ playerId: p.playerId, isHost: true }),
      }),
    },
    'Mutation.deletePlayer': {
      prepare: async (x) => ({ playerId: (await unclaimed(x)).id }),
      call: (_, p) => ({
        query: mutation('deletePlayer', 'DeletePlayerInput'),
        variables: input({ playerId: p.playerId }),
      }),
    },
    'Mutation.deleteMatch': {
      // The newest match of the organisation: ordinary players may delete it too (SPEC §6).
      prepare: async (x) => {
        const [a, b] = [await unclaimed(x), await unclaimed(x)];
        const made = await runCommand(
          services().commands,
          recordMatch,
          newMatch(
            x.raw,
            {
              mode: 1,
              whites: { defense: a.raw },
              blacks: { defense: b.raw },
              scoreWhites: 6,
              scoreBlacks: 3,
              sixInARow: false,
              locationId: null,
            },
            owner.userId,
            new Date(),
          ),
          systemActor(owner.userId),
        );
        if (!('events' in made)) throw new Error(made.message);
        const matchId = (made.events[0]!.data as { matchId: string }).matchId;
        return { matchId: encodeGlobalID('Match', `${x.raw}:${matchId}`) };
      },
      call: (_, p) => ({
        query: mutation('deleteMatch', 'DeleteMatchInput'),
        variables: input({ matchId: p.matchId }),
      }),
    },

    'Mutation.restoreMatch': {
      // A match deleted by the owner; restoring it twice is a conflict, so each call gets its own.
      prepare: async (x) => {
        const { matchId } = await fixtures['Mutation.deleteMatch']!.prepare!(x);
        await runCommand(
          services().commands,
          deleteMatch,
          { orgId: x.raw, matchId: rawMatchId(matchId!) },
          systemActor(owner.userId),
        );
        return { matchId: matchId! };
      },
      call: (_, p) => ({
        query: mutation('restoreMatch', 'RestoreMatchInput'),
        variables: input({ matchId: p.matchId }),
      }),
    },

    // Tourneys
    'Mutation.createTourney': {
      call: (x) => ({
        query: mutation('createTourney', 'CreateTourneyInput'),
        variables: input({ organisationId: x.org, name: `Cup ${next()}`, mode: 1, rank3: true }),
      }),
    },
    'Mutation.joinTourney': {
      prepare: (x) => tourneyIn(x, 0),
      call: (_, p) => ({
        query: mutation('joinTourney', 'JoinTourneyInput'),
        variables: input({ tourneyId: p.tourneyId }),
      }),
    },
    'Mutation.removeTourneyParticipant': {
      prepare: (x) => tourneyIn(x, 1),
      call: (_, p) => ({
        query: mutation('removeTourneyParticipant', 'RemoveTourneyParticipantInput'),
        variables: input({ tourneyId: p.tourneyId, playerId: p.playerId }),
      }),
    },
    'Mutation.launchTourney': {
      prepare: (x) => tourneyIn(x, 2),
      call: (_, p) => ({
        query: mutation('launchTourney', 'LaunchTourneyInput'),
        variables: input({ tourneyId: p.tourneyId }),
      }),
    },
    'Mutation.scoreTourneyMatch': {
      prepare: (x) => tourneyIn(x, 2, true),
      call: (_, p) => ({
        query: mutation('scoreTourneyMatch', 'ScoreTourneyMatchInput'),
        variables: input({ tourneyId: p.tourneyId, matchId: '0-0', scoreHome: 3, scoreAway: 2 }),
      }),
    },
    'Mutation.correctTourneyScore': {
      // A decided final (two players): its score corrected.
      prepare: async (x) => {
        const made = await tourneyIn(x, 2, true);
        const on = { orgId: x.raw, tourneyId: made.raw };
        await runCommand(
          services().commands,
          scoreTourneyMatch,
          { ...on, matchId: '0-0', scoreHome: 6, scoreAway: 2 },
          systemActor(owner.userId),
        );
        return made;
      },
      call: (_, p) => ({
        query: mutation('correctTourneyScore', 'CorrectTourneyScoreInput'),
        variables: input({ tourneyId: p.tourneyId, matchId: '0-0', scoreHome: 6, scoreAway: 3 }),
      }),
    },
    'Mutation.resetTourneyPlan': {
      prepare: (x) => tourneyIn(x, 2, true),
      call: (_, p) => ({
        query: mutation('resetTourneyPlan', 'ResetTourneyPlanInput'),
        variables: input({ tourneyId: p.tourneyId }),
      }),
    },
    'Mutation.deleteTourney': {
      prepare: (x) => tourneyIn(x, 0),
      call: (_, p) => ({
        query: mutation('deleteTourney', 'DeleteTourneyInput'),
        variables: input({ tourneyId: p.tourneyId }),
      }),
    },

    // People and keys
    'Mutation.setUserRole': {
      call: (x) => ({
        query: mutation('setUserRole', 'SetUserRoleInput'),
        variables: input({
          organisationId: x.org,
          userId: x.member.globalId,
          role: 'analyst',
          granted: next() % 2 === 0,
        }),
      }),
    },
    'Mutation.markEmailVerified': {
      prepare: async (x) => {
        const someone = await user(`unverified-${next()}@example.com`);
        await unclaimed(x, someone.userId);
        await t.database.pool.query(`UPDATE "user" SET "emailVerified" = false WHERE id = $1`, [
          someone.userId,
        ]);
        return { userId: encodeGlobalID('User', someone.userId) };
      },
      call: (_, p) => ({
        query: mutation('markEmailVerified', 'MarkEmailVerifiedInput'),
        variables: input({ userId: p.userId }),
      }),
    },
    'Mutation.createApiKey': {
      call: (x) => ({
        query: mutation('createApiKey', 'CreateApiKeyInput'),
        variables: input({ organisationId: x.org, name: `key ${next()}` }),
      }),
    },
    'Mutation.revokeApiKey': {
      // A key of another member of that organisation.
      prepare: async (x) => {
        await runCommand(
          services().commands,
          changeRole,
          { orgId: x.raw, userId: x.member.userId, role: 'analyst', granted: true, actorId: owner.userId },
          systemActor(owner.userId),
        );
        const made = await services().auth.api.createApiKey({
          body: { name: 'theirs', userId: x.member.userId, metadata: { organisationId: x.raw } },
        });
        return { id: made.id };
      },
      call: (_, p) => ({
        query: mutation('revokeApiKey', 'RevokeApiKeyInput'),
        variables: input({ id: p.id }),
      }),
    },
    'Mutation.createPlayer': {
      freshPersona: true,
      call: (x) => ({
        query: mutation('createPlayer', 'CreatePlayerInput'),
        variables: input({
          organisationId: x.org,
          locationId: x.locationId,
          name: `New ${next()}`,
          nickname: `New${counter}`,
        }),
      }),
    },
    'Mutation.claimPlayer': {
      freshPersona: true,
      prepare: async (x) => ({ playerId: (await unclaimed(x)).id }),
      call: (_, p) => ({
        query: mutation('claimPlayer', 'ClaimPlayerInput'),
        variables: input({ playerId: p.playerId }),
      }),
    },

    // Your own player and organisation
    'Mutation.updatePlayer': {
      call: (x, _, persona) => ({
        query: mutation('updatePlayer', 'UpdatePlayerInput'),
        variables: input({
          // Your own player; without one, someone else's (which is not yours to change).
          playerId: ownPlayer.get(personas.get(persona)!) ?? encodeGlobalID('Player', `${x.raw}:nobody`),
          nickname: `Nick${next()}`,
        }),
      }),
    },
    'Mutation.recordMatch': {
      call: () => ({
        query: mutation('recordMatch', 'RecordMatchInput'),
        variables: input({
          mode: 1,
          whites: { defense: homeLineup[0] },
          blacks: { defense: homeLineup[1] },
          scoreWhites: 6,
          scoreBlacks: next() % 6,
          sixInARow: false,
        }),
      }),
    },
    'Mutation.startLiveGame': {
      // The running game is abandoned first, so a start is not refused as already running.
      prepare: async (x) => {
        await liveGameIn(x);
        const [row] = await readLiveGames(services().db, [{ orgId: x.raw, locationId: x.locationId }]);
        const end = {
          type: 'EndLiveGame' as const,
          liveGameId: row!.live_game_id,
          reason: 'abandoned',
          matchId: null,
        };
        await runCommand(
          services().commands,
          runLiveGame,
          { orgId: x.raw, locationId: x.locationId, command: end, now: new Date() },
          systemActor(owner.userId),
        );
        return {};
      },
      call: (x) => ({
        query: mutation('startLiveGame', 'StartLiveGameInput'),
        variables: input({
          locationId: x.locationId,
          mode: 1,
          blacks: { defense: homeLineup[0] },
          whites: { defense: homeLineup[1] },
        }),
      }),
    },
    'Mutation.scoreLiveGoal': {
      prepare: (x) => liveGameIn(x),
      call: (_, p) => ({
        query: mutation('scoreLiveGoal', 'ScoreLiveGoalInput'),
        variables: input({ liveGameId: p.liveGameId, side: 'BLACKS', source: 'BUTTON' }),
      }),
    },
    'Mutation.undoLiveGoal': {
      prepare: (x) => liveGameIn(x, 1),
      call: (_, p) => ({
        query: mutation('undoLiveGoal', 'UndoLiveGoalInput'),
        variables: input({ liveGameId: p.liveGameId }),
      }),
    },
    'Mutation.abandonLiveGame': {
      prepare: (x) => liveGameIn(x),
      call: (_, p) => ({
        query: mutation('abandonLiveGame', 'AbandonLiveGameInput'),
        variables: input({ liveGameId: p.liveGameId }),
      }),
    },
    'Mutation.votePlayerSelection': {
      call: () => ({
        query: mutation('votePlayerSelection', 'VotePlayerSelectionInput'),
        variables: input({ layout: 'SINGLE', direction: 'UP' }),
      }),
      // A second vote the same day is a conflict: still allowed to vote, just not twice.
    },
    'Mutation.reportError': {
      call: () => ({
        query: mutation('reportError', 'ReportErrorInput'),
        variables: input({ header: 'Error', message: `Boom ${next()}` }),
      }),
    },

    // The installation
    'Mutation.createOrganisation': {
      call: () => ({
        query: mutation('createOrganisation', 'CreateOrganisationInput'),
        variables: input({
          name: `Org ${next()}`,
          isPublic: false,
          timeZone: 'UTC',
          locations: [],
          departments: [],
        }),
      }),
    },
    'Mutation.updateDefaultDepartments': {
      call: () => ({
        query: mutation('updateDefaultDepartments', 'UpdateDefaultDepartmentsInput'),
        variables: input({ departments: ['Sales', `Team ${next()}`] }),
      }),
    },
    'Mutation.rebuildProjection': {
      call: () => ({
        query: `mutation { rebuildProjection(name: "seasons") { __typename ... on Error { message } } }`,
      }),
    },
    'Mutation.setInstallationAdmin': {
      prepare: async () => ({
        userId: encodeGlobalID('User', (await user(`appointee-${next()}@example.com`)).userId),
      }),
      call: (_, p) => ({
        query: mutation('setInstallationAdmin', 'SetInstallationAdminInput'),
        variables: input({ userId: p.userId, appointed: true }),
      }),
    },

    // Subscriptions
    'Subscription.organisationChanged': {
      call: (x) => ({
        query: 'subscription ($id: ID!) { organisationChanged(id: $id) { id } }',
        variables: orgVar(x),
      }),
      trigger: async (x) => {
        await runCommand(
          services().commands,
          changeOrganisation,
          { orgId: x.raw, command: { type: 'AddDepartment', name: `Ping ${next()}` } },
          systemActor(owner.userId),
        );
      },
    },
    'Subscription.matchRecorded': {
      call: (x) => ({
        query: 'subscription ($o: ID!) { matchRecorded(organisationId: $o) { id } }',
        variables: { o: x.org },
      }),
      trigger: async (x) => {
        await fixtures['Mutation.deleteMatch']!.prepare!(x);
      },
    },
    'Subscription.matchDeleted': {
      call: (x) => ({
        query: 'subscription ($o: ID!) { matchDeleted(organisationId: $o) { deletedMatchId } }',
        variables: { o: x.org },
      }),
      trigger: async (x) => {
        const { matchId } = await fixtures['Mutation.deleteMatch']!.prepare!(x);
        await runCommand(
          services().commands,
          deleteMatch,
          { orgId: x.raw, matchId: rawMatchId(matchId!) },
          systemActor(owner.userId),
        );
      },
    },
    'Subscription.matchRestored': {
      call: (x) => ({
        query: 'subscription ($o: ID!) { matchRestored(organisationId: $o) { id } }',
        variables: { o: x.org },
      }),
      trigger: async (x) => {
        const { matchId } = await fixtures['Mutation.restoreMatch']!.prepare!(x);
        await runCommand(
          services().commands,
          restoreMatch,
          { orgId: x.raw, matchId: rawMatchId(matchId!) },
          systemActor(owner.userId),
        );
      },
    },
    'Subscription.playerSelectionVotesChanged': {
      call: (x) => ({
        query: 'subscription ($o: ID!) { playerSelectionVotesChanged(organisationId: $o) { id } }',
        variables: { o: x.org },
      }),
      trigger: async (x) => {
        const userId = `voter-${next()}`;
        const vote = { orgId: x.raw, userId, layout: 'single' as const, direction: 'up' as const };
        await runCommand(
          services().commands,
          votePlayerSelection,
          { ...vote, day: localDate(new Date(), 'UTC') },
          systemActor(userId),
        );
      },
    },
    'Subscription.tourneyChanged': {
      call: (x) => ({
        query: 'subscription ($id: ID!) { tourneyChanged(id: $id) { id participantCount } }',
        variables: { id: standingTourney.get(x.raw)!.tourneyId },
      }),
      trigger: async (x) => {
        const player = { playerId: (await unclaimed(x)).raw, isHost: false };
        const { raw } = standingTourney.get(x.raw)!;
        await runCommand(
          services().commands,
          joinTourney,
          { orgId: x.raw, tourneyId: raw, player },
          systemActor(owner.userId),
        );
      },
    },
    'Subscription.tourneysChanged': {
      call: (x) => ({
        query: 'subscription ($o: ID!) { tourneysChanged(organisationId: $o) { id } }',
        variables: { o: x.org },
      }),
      trigger: async (x) => {
        await tourneyIn(x, 0);
      },
    },
    'Subscription.liveGameChanged': {
      call: (x) => ({
        query: 'subscription ($loc: ID!) { liveGameChanged(locationId: $loc) { id scoreBlacks } }',
        variables: { loc: x.locationId },
      }),
      trigger: async (x) => {
        await liveGameIn(x);
      },
    },
    'Subscription.projectionRebuilt': {
      // The current state arrives at once; nothing to trigger.
      call: () => ({ query: 'subscription { projectionRebuilt(name: "seasons") { name } }' }),
      trigger: async () => {},
    },
  };

  /** refused: an authorisation error, a typed refusal or nothing to see. */
  function defaultOutcome(field: string, res: Loose): Outcome {
    const code = res.errors?.[0]?.extensions?.code;
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || code === 'NOT_FOUND') return 'deny';
    const value = res.data?.[field.split('.')[1]!];
    if (value?.__typename === 'ForbiddenError' || value?.__typename === 'NotFoundError') return 'deny';
    if (res.errors?.length) throw new Error(`${field}: unexpected errors ${JSON.stringify(res.errors)}`);
    return value === null || value === undefined ? 'deny' : 'allow';
  }

  const expected = (policy: FieldPolicy, persona: Persona, on: TargetName | null): Outcome =>
    ('any' in policy ? policy.any : policy[on!]).includes(persona) ? 'allow' : 'deny';

  async function personaFor(p: Persona, fixture: Fixture) {
    return fixture.freshPersona && p !== 'anonymous' && p !== 'apiKey' ? makePersona(p) : personas.get(p)!;
  }

  async function over(field: string, kind: 'query' | 'mutation') {
    const mismatches: string[] = [];
    const fields = Object.keys(POLICY_TABLE).filter((f) =>
      kind === 'query'
        ? !f.startsWith('Mutation.') && !f.startsWith('Subscription.')
        : f.startsWith('Mutation.'),
    );
    for (const name of fields.filter((f) => field === '*' || f === field)) {
      const policy = POLICY_TABLE[name]!;
      const fixture = fixtures[name]!;
      for (const on of ('any' in policy ? [null] : ['own', 'other']) as (TargetName | null)[]) {
        for (const p of PERSONAS) {
          const x = targets[on ?? 'own'];
          const prepared = (await fixture.prepare?.(x)) ?? {};
          const client = await personaFor(p, fixture);
          const before = await eventCount(t);
          const { query, variables } = fixture.call(x, prepared, p);
          const res = await client.gql(query, variables);
          const got = fixture.outcome ? fixture.outcome(res, x) : defaultOutcome(name, res);
          const want = expected(policy, p, on);
          if (got !== want)
            mismatches.push(
              `${name} as ${p} on ${on ?? '-'}: ${got}, table says ${want} (${JSON.stringify(res).slice(0, 300)})`,
            );
          // An input field (`<Mutation>Input.<field>`) guards a mutation: refused, it appends nothing.
          const writes = kind === 'mutation' || name.includes('Input.');
          if (writes && got === 'deny' && (await eventCount(t)) !== before)
            mismatches.push(`${name} as ${p} on ${on ?? '-'}: refused but appended events`);
          await services().rebuilds.idle();
        }
      }
    }
    return mismatches;
  }

  it('has a row in the policy table and a call here for every field of the schema, and none for fields that are gone', () => {
    const rootFields = (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) => {
      const type =
        root === 'Query'
          ? schema.getQueryType()
          : root === 'Mutation'
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      return Object.keys(type!.getFields()).map((f) => `${root}.${f}`);
    });
    expect(
      rootFields.filter((f) => !POLICY_TABLE[f]),
      'fields without a row in policyTable.ts',
    ).toEqual([]);
    expect(
      Object.keys(POLICY_TABLE).filter((f) => !fixtures[f]),
      'rows without a call in this suite',
    ).toEqual([]);
    const nested = Object.keys(POLICY_TABLE).filter((f) => !rootFields.includes(f));
    for (const f of nested) {
      const [type, name] = f.split('.');
      expect(Object.keys((schema.getType(type!) as Loose).getFields()), f).toContain(name);
    }
  });

  it('answers every query as the table says', async () => {
    expect(await over('*', 'query')).toEqual([]);
  }, 300_000);

  it('lets through exactly the mutations the table allows, and a refused one appends nothing', async () => {
    expect(await over('*', 'mutation')).toEqual([]);
  }, 600_000);

  it('starts exactly the subscriptions the table allows', async () => {
    const mismatches: string[] = [];
    const wsUrl = `${t.baseUrl.replace(/^http/, 'ws')}/graphql`;
    for (const name of Object.keys(POLICY_TABLE).filter((f) => f.startsWith('Subscription.'))) {
      const policy = POLICY_TABLE[name]!;
      const fixture = fixtures[name]!;
      for (const on of ('any' in policy ? [null] : ['own', 'other']) as (TargetName | null)[]) {
        for (const p of PERSONAS) {
          const x = targets[on ?? 'own'];
          const persona = personas.get(p)!;
          const headers: Record<string, string> = { ...persona.headers, origin: t.baseUrl };
          if (persona.cookies.size) headers.cookie = persona.cookieHeader;
          class Socket extends WebSocket {
            constructor(url: string, protocols?: string | string[]) {
              super(url, protocols, { headers });
            }
          }
          const client: Client = createClient({
            url: wsUrl,
            webSocketImpl: Socket,
            retryAttempts: 0,
            lazy: true,
          });
          const { query, variables } = fixture.call(x, {}, p);
          let settle: (r: Loose) => void = () => {};
          const first = new Promise<Loose>((resolve) => {
            settle = resolve;
          });
          const stop = client.subscribe(
            { query, variables },
            {
              next: (value) => settle(value),
              error: (error) =>
                settle({
                  errors: [
                    { message: String((error as Loose)?.reason ?? error), extensions: { code: 'FORBIDDEN' } },
                  ],
                }),
              complete: () =>
                settle({
                  errors: [{ message: 'completed without a result', extensions: { code: 'FORBIDDEN' } }],
                }),
            },
          );
          // Until the first answer: make the event happen now and then (the server subscribes a
          // moment after the socket opens). A refusal arrives on its own.
          let answer: Loose;
          for (let i = 0; i < 40 && answer === undefined; i++) {
            answer = await Promise.race([first, new Promise((r) => setTimeout(r, 250))]);
            if (answer === undefined) await fixture.trigger?.(x);
          }
          stop();
          await client.dispose();
          if (answer === undefined) {
            mismatches.push(`${name} as ${p} on ${on ?? '-'}: no answer at all`);
            continue;
          }
          const code = answer.errors?.[0]?.extensions?.code;
          const text = JSON.stringify(answer.errors ?? '');
          const got: Outcome =
            answer.errors &&
            (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || /not found|not allowed/i.test(text))
              ? 'deny'
              : answer.data
                ? 'allow'
                : 'deny';
          const want = expected(policy, p, on);
          if (got !== want)
            mismatches.push(
              `${name} as ${p} on ${on ?? '-'}: ${got}, table says ${want} (${JSON.stringify(answer).slice(0, 300)})`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});

/** The match's own id inside its global id (`Match:<org>:<match>`). */
function rawMatchId(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString().split(':').at(-1)!;
}

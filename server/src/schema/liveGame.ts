import { randomUUID } from 'node:crypto';
import { liveGame } from '@kicker/events';
import { type LiveGameRow, liveStateOf, readLiveGameById, readLiveGames } from '@kicker/projections';
import { z } from 'zod';
import { keptLocations } from '../cache/orgLists.ts';
import { runLiveGame, startLiveGame } from '../commands/live.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Lineup, lineupIn } from './lineup.ts';
import { Location, Organisation } from './organisation.ts';
import { Player } from './player.ts';
import { playerOrganisation } from './shared.ts';

// DESIGN §12, SPEC §4 Live mode: the live game at a location as the read model holds it
// (projections/src/liveGames), the mutations that start, score, undo and abandon it, and the
// subscription scoreboards (and the camera agent) listen to. The rules are the decider's
// (events/src/catalogue/live); who may the policy's (recordMatches: the organisation's players).

const mayIn = (ctx: Context, orgId: string) => capabilitiesIn(ctx.viewer, { orgId, isPublic: false });
export const now = (ctx: Context) => ctx.services.now();

const LiveSide = builder.enumType('LiveSide', { values: ['BLACKS', 'WHITES'] as const });
const GoalSource = builder.enumType('GoalSource', { values: ['BUTTON', 'VOICE', 'BELL'] as const });
const LiveGameStatus = builder.enumType('LiveGameStatus', { values: ['RUNNING', 'ENDED'] as const });
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;
const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

/** The game a goal was scored in: where its replay is (schema/camera.ts). */
export type GoalGame = Pick<LiveGameRow, 'org_id' | 'location_id' | 'live_game_id'>;
/** A goal with its place in its game (1: the first goal), for its replay. */
export type GoalShape = LiveGameRow['goals'][number] & { index: number; game: GoalGame };
export const LiveGoal = builder.objectRef<GoalShape>('LiveGoal').implement({
  description:
    'A goal of a live game, in the order scored (undone goals are gone); a match played live keeps them.',
  fields: (t) => ({
    side: t.field({ type: LiveSide, resolve: (g) => upper(g.side) }),
    source: t.field({ type: GoalSource, resolve: (g) => upper(g.source) }),
    at: t.field({ type: 'DateTime', resolve: (g) => new Date(g.at) }),
  }),
});

/** Players in order (defense, offense), through the Player loader (gone ones left out). */
async function lineup(ctx: Context, orgId: string, team: LiveGameRow['blacks']) {
  const ids = [team.defense, team.offense].filter((id): id is string => Boolean(id));
  const loaded = await Player.getDataloader(ctx).loadMany(ids.map((id) => orgKey(orgId, id)));
  return loaded.filter((p): p is Exclude<typeof p, Error> => !(p instanceof Error));
}

export const LiveGame = builder.loadableNode('LiveGame', {
  description: 'A game being played at a location, goal by goal (DESIGN §12).',
  id: { resolve: (row: LiveGameRow) => orgKey(row.org_id, row.live_game_id) },
  load: async (keys: string[], ctx: Context) => {
    const orgLoader = Organisation.getDataloader(ctx);
    return Promise.all(
      keys.map(async (key) => {
        const { orgId, id } = splitOrgKey(key);
        const seen = await orNull(orgLoader.load(orgId));
        const row = seen && (await readLiveGameById(ctx.services.db, orgId, id));
        return row ?? new NotFoundError('Live game not found');
      }),
    );
  },
  fields: (t) => ({
    location: t.field({
      type: Location,
      nullable: true,
      resolve: async (row, _, ctx) => {
        const org = await Organisation.getDataloader(ctx).load(row.org_id);
        // Kept per organisation until it changes: a goal's subscribers do not each read them.
        const [locations = []] = await keptLocations(ctx, [org.org_id]);
        return locations.find((l) => l.location_id === row.location_id) ?? null;
      },
    }),
    mode: t.exposeInt('mode', { description: '1 (1 vs 1) or 2 (2 vs 2).' }),
    blacks: t.field({
      type: [Player],
      description: 'Defense, then offense (2 vs 2).',
      resolve: (row, _, ctx) => lineup(ctx, row.org_id, row.blacks),
    }),
    whites: t.field({
      type: [Player],
      description: 'Defense, then offense (2 vs 2).',
      resolve: (row, _, ctx) => lineup(ctx, row.org_id, row.whites),
    }),
    scoreBlacks: t.exposeInt('score_blacks'),
    scoreWhites: t.exposeInt('score_whites'),
    goals: t.field({
      type: [LiveGoal],
      resolve: (row) => row.goals.map((goal, i) => ({ ...goal, index: i + 1, game: row })),
    }),
    status: t.field({ type: LiveGameStatus, resolve: (row) => upper(row.status as 'running' | 'ended') }),
    isIdle: t.boolean({
      description: 'Running, but no start, goal or undo for 30 minutes: it takes no more goals.',
      resolve: (row, _, ctx) => liveGame.isIdle(liveStateOf(row), now(ctx).toISOString()),
    }),
    startedAt: t.expose('started_at', { type: 'DateTime' }),
    viewerCanScore: t.boolean({
      description: 'Running, not idle, no side at 6, and you play in the organisation.',
      resolve: (row, _, ctx) => {
        const state = liveStateOf(row);
        return (
          state.status === 'running' &&
          !liveGame.isIdle(state, now(ctx).toISOString()) &&
          state.score.blacks < 6 &&
          state.score.whites < 6 &&
          mayIn(ctx, row.org_id).recordMatches
        );
      },
    }),
  }),
});

/** The running, not idle, game of a row (else null): what Location.liveGame and the subscription show. */
export const running = (row: LiveGameRow | null | undefined, at: Date) =>
  row && row.status === 'running' && !liveGame.isIdle(liveStateOf(row), at.toISOString()) ? row : null;

builder.objectField(Location, 'liveGame', (t) =>
  t.loadable({
    type: LiveGame,
    nullable: true,
    description: 'The game running at this location; null when none runs or it has gone idle.',
    // All locations asked for in one query.
    load: async (keys: string[], ctx) => {
      const wanted = keys.map((key) => splitOrgKey(key)).map((k) => ({ orgId: k.orgId, locationId: k.id }));
      const rows = await readLiveGames(ctx.services.db, wanted);
      const byKey = new Map(rows.map((r) => [orgKey(r.org_id, r.location_id), r]));
      return keys.map((key) => running(byKey.get(key), now(ctx)));
    },
    resolve: (location) => orgKey(location.org_id, location.location_id),
  }),
);

// Mutations

const liveGameIdField = (f: InputFields) => f.globalID({ required: true, for: LiveGame });

/** The game's organisation, location and own id, once it is known the viewer sees it (else NotFound). */
async function visibleLiveGame(ctx: Context, liveGameId: { id: string }) {
  const row = await LiveGame.getDataloader(ctx).load(liveGameId.id);
  return { orgId: row.org_id, locationId: row.location_id, id: row.live_game_id, now: now(ctx) };
}

/** The game after a change, read afresh. */
async function liveGamePayload(ctx: Context, orgId: string, liveGameId: string) {
  const key = orgKey(orgId, liveGameId);
  LiveGame.getDataloader(ctx).clear(key);
  return { liveGame: await LiveGame.getDataloader(ctx).load(key) };
}

/** What a change to a game answers: the game, read afresh. */
const changedGame = ({ liveGameId }: { liveGameId: { id: string } }, ctx: Context) => {
  const { orgId, id } = splitOrgKey(liveGameId.id);
  return liveGamePayload(ctx, orgId, id);
};

commandMutation('startLiveGame', {
  description:
    "Starts a live game at a location of your player's organisation, with lineups the match rules accept (SPEC §4 Live mode).",
  input: (f) => ({
    locationId: f.id({ required: true, validate: z.string().min(1).max(100) }),
    mode: f.int({ required: true, description: '1 (1 vs 1) or 2 (2 vs 2).' }),
    blacks: f.field({ type: Lineup, required: true }),
    whites: f.field({ type: Lineup, required: true }),
  }),
  command: startLiveGame,
  toCommand: (input, ctx) => {
    const orgId = playerOrganisation(ctx);
    return {
      orgId,
      locationId: String(input.locationId),
      liveGameId: randomUUID(),
      mode: input.mode,
      blacks: lineupIn(orgId, input.blacks),
      whites: lineupIn(orgId, input.whites),
      now: now(ctx),
    };
  },
  payload: { liveGame: LiveGame },
  answer: (_, ctx, result) => {
    const started = result.events.find((e) => e.type === 'LiveGameStarted')!;
    const { liveGameId } = started.data as { liveGameId: string };
    return liveGamePayload(ctx, playerOrganisation(ctx), liveGameId);
  },
});

commandMutation('scoreLiveGoal', {
  description: 'A goal for a side of a running live game, from the button, voice or the bell.',
  input: (f) => ({
    liveGameId: liveGameIdField(f),
    side: f.field({ type: LiveSide, required: true }),
    source: f.field({ type: GoalSource, required: true }),
  }),
  command: runLiveGame,
  toCommand: async ({ liveGameId, side, source }, ctx) => {
    const g = await visibleLiveGame(ctx, liveGameId);
    return {
      ...g,
      command: { type: 'ScoreGoal' as const, liveGameId: g.id, side: lower(side), source: lower(source) },
    };
  },
  payload: { liveGame: LiveGame },
  answer: (input, ctx) => changedGame(input, ctx),
});

commandMutation('undoLiveGoal', {
  description: 'Takes back the last goal of a running live game (a mis-tap, a false alarm).',
  input: (f) => ({ liveGameId: liveGameIdField(f) }),
  command: runLiveGame,
  toCommand: async ({ liveGameId }, ctx) => {
    const g = await visibleLiveGame(ctx, liveGameId);
    return { ...g, command: { type: 'UndoGoal' as const, liveGameId: g.id } };
  },
  payload: { liveGame: LiveGame },
  answer: (input, ctx) => changedGame(input, ctx),
});

commandMutation('abandonLiveGame', {
  description: 'Ends a live game without a match (given up at the table).',
  input: (f) => ({ liveGameId: liveGameIdField(f) }),
  command: runLiveGame,
  toCommand: async ({ liveGameId }, ctx) => {
    const g = await visibleLiveGame(ctx, liveGameId);
    return {
      ...g,
      command: { type: 'EndLiveGame' as const, liveGameId: g.id, reason: 'abandoned', matchId: null },
    };
  },
  payload: { liveGame: LiveGame },
  answer: (input, ctx) => changedGame(input, ctx),
});

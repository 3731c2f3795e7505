import { type GameMode, modeName } from '@kicker/events';
import {
  closestPair,
  emptyPair,
  mmrByDay,
  mmrHistory,
  type PairRow,
  type PlayerStatsRow,
  pairsOf,
  playerMatches,
  playerStatsOf,
  readMatches,
} from '@kicker/projections';
import { type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';
import { z } from 'zod';
import { seasonRead } from '../cache/seasonReads.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { positionCursor } from '../graphql/cursors.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import type { PlayerRow } from '../policy/viewer.ts';
import { displayNameIn } from './leagueSettings.ts';
import { Match, type MatchRow } from './match.ts';
import { MmrDayRef } from './mmrDay.ts';
import { Organisation } from './organisation.ts';
import { Player } from './player.ts';
import { currentSeasonNumber } from './season.ts';
import { modeArg } from './shared.ts';

// Issue 13 item 5: what a player's profile shows beyond the season table (profile route): the name
// every screen uses, season totals, MMR over time, form, best partner, nemesis, head-to-head and
// their matches. Read from the season fold's participation, player stats and pairs.

builder.objectField(Player, 'displayName', (t) =>
  t.string({
    description:
      'The name every screen shows: the nickname when the organisation shows nicknames (singleConfigs.showNicknames), else the name.',
    resolve: (p, _, ctx) => displayNameIn(ctx, p.org_id, p),
  }),
);

/** The season asked for, else the organisation's current one (null: it has none). */
const seasonOf = async (ctx: Context, p: PlayerRow, season: number | null | undefined) =>
  season ?? (await currentSeasonNumber(ctx, p.org_id));

const other = (ctx: Context, orgId: string, playerId: string) =>
  orNull(Player.getDataloader(ctx).load(orgKey(orgId, playerId)));

const PlayerTotals = builder.objectRef<PlayerStatsRow>('PlayerSeasonTotals').implement({
  description: "A player's season over both modes.",
  fields: (t) => ({
    matches: t.exposeInt('matches'),
    wins: t.exposeInt('wins'),
    goalsFor: t.exposeInt('goals_for'),
    goalsAgainst: t.exposeInt('goals_against'),
    winsInRow: t.exposeInt('streak', { description: 'Wins in a row now, whatever the mode.' }),
    bestWinsInRow: t.exposeInt('best_streak'),
    closeWins: t.exposeInt('close_wins', { description: 'Won 6:5.' }),
    closeLosses: t.exposeInt('close_losses', { description: 'Lost 5:6.' }),
    bestPoints: t.exposeInt('best_points', { description: 'The most MMR won in one match.' }),
  }),
});

builder.objectField(Player, 'seasonTotals', (t) =>
  t.field({
    type: PlayerTotals,
    nullable: true,
    description:
      'Both modes of a season together (default: the current season); null before the first match.',
    args: { season: t.arg.int({ required: false }) },
    resolve: async (p, args, ctx) => {
      const season = await seasonOf(ctx, p, args.season);
      if (season === null) return null;
      const [row] = await seasonRead(ctx, p.org_id, `totals:${season}:${p.player_id}`, () =>
        playerStatsOf(ctx.services.db, [{ orgId: p.org_id, season, playerId: p.player_id }]),
      );
      return row ?? null;
    },
  }),
);

const MmrPointRef = builder
  .objectRef<{ orgId: string; matchId: string; playedOn: Date; mmr: number; change: number; won: boolean }>(
    'MmrPoint',
  )
  .implement({
    fields: (t) => ({
      playedOn: t.expose('playedOn', { type: 'DateTime' }),
      mmr: t.exposeInt('mmr', { description: 'MMR after the match.' }),
      change: t.exposeInt('change', { description: 'MMR won (positive) or lost in the match.' }),
      won: t.exposeBoolean('won'),
      match: t.field({
        type: Match,
        nullable: true,
        resolve: (m, _, ctx) => orNull(Match.getDataloader(ctx).load(orgKey(m.orgId, m.matchId))),
      }),
    }),
  });

builder.objectField(Player, 'mmrHistory', (t) =>
  t.field({
    type: [MmrPointRef],
    description: "The player's MMR after each of their matches of a season in one mode, oldest first.",
    args: { mode: t.arg.int({ required: true, validate: modeArg }), season: t.arg.int({ required: false }) },
    resolve: async (p, args, ctx) => {
      const season = await seasonOf(ctx, p, args.season);
      if (season === null) return [];
      // Kept with their organisation (for `match`): a season's points are mapped once, not per request.
      return seasonRead(ctx, p.org_id, `mmrHistory:${season}:${args.mode}:${p.player_id}`, async () => {
        const points = await mmrHistory(ctx.services.db, {
          orgId: p.org_id,
          season,
          mode: modeName(args.mode as GameMode),
          playerId: p.player_id,
        });
        return points.map((point) => ({ ...point, orgId: p.org_id }));
      });
    },
  }),
);

builder.objectField(Player, 'mmrByDay', (t) =>
  t.field({
    type: [MmrDayRef],
    description:
      "The player's MMR per day played of a season in one mode, oldest first: the profile's chart (mmrHistory has every match).",
    args: { mode: t.arg.int({ required: true, validate: modeArg }), season: t.arg.int({ required: false }) },
    resolve: async (p, args, ctx) => {
      const season = await seasonOf(ctx, p, args.season);
      if (season === null) return [];
      const { time_zone: timeZone } = await Organisation.getDataloader(ctx).load(p.org_id);
      return seasonRead(ctx, p.org_id, `mmrByDay:${season}:${args.mode}:${p.player_id}:${timeZone}`, () =>
        mmrByDay(ctx.services.db, {
          orgId: p.org_id,
          season,
          mode: modeName(args.mode as GameMode),
          playerId: p.player_id,
          timeZone,
        }),
      );
    },
  }),
);

builder.objectField(Player, 'form', (t) =>
  t.field({
    type: [MmrPointRef],
    description: "The player's latest matches of a season (both modes), newest first: their form.",
    args: {
      season: t.arg.int({ required: false }),
      last: t.arg.int({ required: false, defaultValue: 10, validate: z.number().int().min(1).max(50) }),
    },
    resolve: async (p, args, ctx) => {
      const season = await seasonOf(ctx, p, args.season);
      if (season === null) return [];
      const last = args.last ?? 10;
      const matches = await seasonRead(ctx, p.org_id, `form:${season}:${last}:${p.player_id}`, () =>
        playerMatches(ctx.services.db, { orgId: p.org_id, playerId: p.player_id, season }, { limit: last }),
      );
      return matches.map((m) => ({ ...m, orgId: p.org_id }));
    },
  }),
);

interface Relation {
  orgId: string;
  pair: PairRow;
}

const RelationRef = builder.objectRef<Relation>('PlayerRelation').implement({
  description: 'Another player and what the two did together and against each other this season.',
  fields: (t) => ({
    player: t.field({
      type: Player,
      nullable: true,
      resolve: (r, _, ctx) => other(ctx, r.orgId, r.pair.other_id),
    }),
    together: t.int({ description: 'Matches on the same team.', resolve: (r) => r.pair.together }),
    winsTogether: t.int({ resolve: (r) => r.pair.won_together }),
    against: t.int({ description: 'Matches against each other.', resolve: (r) => r.pair.against }),
    wins: t.int({ description: 'Matches won against the other player.', resolve: (r) => r.pair.won_against }),
    losses: t.int({
      description: 'Matches lost against the other player.',
      resolve: (r) => r.pair.lost_against,
    }),
  }),
});

for (const [field, relation, description] of [
  ['bestPartner', 'bestPartner', 'The partner the player won with most (then played with most) this season.'],
  ['nemesis', 'nemesis', 'The opponent the player lost to most (then played against most) this season.'],
] as const)
  builder.objectField(Player, field, (t) =>
    t.field({
      type: RelationRef,
      nullable: true,
      description,
      args: { season: t.arg.int({ required: false }) },
      resolve: async (p, args, ctx) => {
        const season = await seasonOf(ctx, p, args.season);
        if (season === null) return null;
        const pair = await seasonRead(ctx, p.org_id, `${relation}:${season}:${p.player_id}`, () =>
          closestPair(ctx.services.db, { orgId: p.org_id, season, playerId: p.player_id }, relation),
        );
        return pair ? { orgId: p.org_id, pair } : null;
      },
    }),
  );

builder.objectField(Player, 'headToHead', (t) =>
  t.field({
    type: RelationRef,
    description:
      'The player against and with another player of the organisation in a season (zeros when they never met).',
    args: {
      opponent: t.arg.globalID({ required: true, for: Player }),
      season: t.arg.int({ required: false }),
    },
    resolve: async (p, args, ctx) => {
      const { orgId, id: otherId } = splitOrgKey(args.opponent.id);
      if (orgId !== p.org_id || !(await other(ctx, orgId, otherId)))
        throw new NotFoundError('No such player in this organisation');
      const season = (await seasonOf(ctx, p, args.season)) ?? 0;
      const [pair] = await seasonRead(ctx, orgId, `pair:${season}:${p.player_id}:${otherId}`, () =>
        pairsOf(ctx.services.db, [{ orgId, season, playerId: p.player_id, otherId }]),
      );
      return {
        orgId,
        pair: pair ?? emptyPair(p.player_id, otherId),
      };
    },
  }),
);

builder.objectField(Player, 'matches', (t) =>
  t.connection({
    type: Match,
    description: "The player's matches, newest first (of one season when given).",
    args: { season: t.arg.int({ required: false }) },
    resolve: (p, args, ctx) =>
      resolveCursorConnection(
        { args, toCursor: (m: MatchRow) => String(m.position) },
        async ({ after, limit, inverted }: ResolveCursorConnectionArgs) => {
          // Newest first, forwards only (a profile's list loads more at its end).
          if (inverted) return [];
          const before = after ? positionCursor(after) : null;
          // The rows too, kept with the list: a profile's first view reads no match twice.
          const rows = await seasonRead(
            ctx,
            p.org_id,
            `matches:${args.season ?? 'all'}:${before}:${limit}:${p.player_id}`,
            async () => {
              const mine = await playerMatches(
                ctx.services.db,
                { orgId: p.org_id, playerId: p.player_id, season: args.season },
                { before, limit },
              );
              const keys = mine.map((m) => ({ orgId: p.org_id, matchId: m.matchId }));
              return (await readMatches(ctx.services.db, keys, () => false)).filter((r) => r !== undefined);
            },
          );
          const loader = Match.getDataloader(ctx);
          for (const r of rows) loader.prime(orgKey(r.org_id, r.match_id), r);
          return rows;
        },
      ),
  }),
);

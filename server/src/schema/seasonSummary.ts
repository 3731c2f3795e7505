import { type GameMode, type ModeName, modeName } from '@kicker/events';
import {
  mmrDaysOf,
  mmrSeries,
  type PairRow,
  seasonSummary,
  seasonTablePage,
  topPairs,
} from '@kicker/projections';
import { z } from 'zod';
import { seasonRead } from '../cache/seasonReads.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { orNull } from '../graphql/errors.ts';
import { orgKey } from '../graphql/globalIds.ts';
import { MmrDayRef } from './mmrDay.ts';
import { Organisation } from './organisation.ts';
import { Player } from './player.ts';
import { Season } from './season.ts';
import { modeArg } from './shared.ts';

// Issue 13 item 4, the General tab: an organisation's season in figures and charts.

interface SummaryOf {
  orgId: string;
  season: number;
}

const limitArg = z.number().int().min(1).max(20);

const playerOf = (ctx: Context, orgId: string, playerId: string) =>
  orNull(Player.getDataloader(ctx).load(orgKey(orgId, playerId)));

const GoalCount = builder.objectRef<{ goals: number; matches: number }>('GoalCount').implement({
  fields: (t) => ({ goals: t.exposeInt('goals'), matches: t.exposeInt('matches') }),
});

const PairStat = builder.objectRef<{ orgId: string; pair: PairRow }>('PairStat').implement({
  description: 'Two players of the season: together (partners) or against each other (rivals).',
  fields: (t) => ({
    players: t.field({
      type: [Player],
      nullable: { list: false, items: true },
      resolve: (p, _, ctx) => [
        playerOf(ctx, p.orgId, p.pair.player_id),
        playerOf(ctx, p.orgId, p.pair.other_id),
      ],
    }),
    together: t.int({ resolve: (p) => p.pair.together }),
    winsTogether: t.int({ resolve: (p) => p.pair.won_together }),
    against: t.int({ resolve: (p) => p.pair.against }),
    wins: t.int({
      description: "The first player's wins against the second.",
      resolve: (p) => p.pair.won_against,
    }),
    losses: t.int({
      description: "The first player's losses against the second.",
      resolve: (p) => p.pair.lost_against,
    }),
  }),
});

const MmrSample = builder.objectRef<{ playedOn: Date; mmr: number }>('MmrSample').implement({
  fields: (t) => ({ playedOn: t.expose('playedOn', { type: 'DateTime' }), mmr: t.exposeInt('mmr') }),
});

/** A player of the top ten: their line is read for the whole ten at once, when asked for. */
interface TopTenLine extends SummaryOf {
  mode: ModeName;
  ids: readonly string[];
  playerId: string;
}

const MmrSeries = builder.objectRef<TopTenLine>('MmrSeries').implement({
  fields: (t) => ({
    player: t.field({
      type: Player,
      nullable: true,
      resolve: (s, _, ctx) => playerOf(ctx, s.orgId, s.playerId),
    }),
    points: t.field({
      type: [MmrSample],
      description: 'The MMR after each match (the chart uses days).',
      resolve: async (s, _, ctx) => {
        const series = await seasonRead(ctx, s.orgId, `topTenPoints:${s.season}:${s.mode}`, () =>
          mmrSeries(ctx.services.db, { ...s, playerIds: s.ids }),
        );
        return series.get(s.playerId) ?? [];
      },
    }),
    days: t.field({
      type: [MmrDayRef],
      description: "The MMR per day played, in the organisation's time zone: the chart's points.",
      resolve: async (s, _, ctx) => {
        const { time_zone: timeZone } = await Organisation.getDataloader(ctx).load(s.orgId);
        const days = await seasonRead(ctx, s.orgId, `topTenDays:${s.season}:${s.mode}:${timeZone}`, () =>
          mmrDaysOf(ctx.services.db, { ...s, playerIds: s.ids, timeZone }),
        );
        return days.get(s.playerId) ?? [];
      },
    }),
  }),
});

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

const SeasonSummaryRef = builder.objectRef<SummaryOf>('SeasonSummary').implement({
  fields: (t) => {
    const figures = (s: SummaryOf, ctx: Context) => summaryOf(ctx, s);
    return {
      matches: t.int({ resolve: async (s, _, ctx) => (await figures(s, ctx)).matches }),
      perWeekday: t.intList({
        description: "Matches per weekday in the organisation's time zone, Monday first.",
        resolve: async (s, _, ctx) => (await figures(s, ctx)).perWeekday,
      }),
      perHour: t.intList({
        description: "Matches per hour of the day (0–23) in the organisation's time zone.",
        resolve: async (s, _, ctx) => (await figures(s, ctx)).perHour,
      }),
      goals: t.field({
        type: [GoalCount],
        description: 'How many matches had how many goals in all.',
        resolve: async (s, _, ctx) => (await figures(s, ctx)).goals,
      }),
      krabbelRate: t.float({
        description: 'Percent of matches that ended 6:0 without six in a row.',
        resolve: async (s, _, ctx) => {
          const f = await figures(s, ctx);
          return percent(f.krabbel, f.matches);
        },
      }),
      sixInARowRate: t.float({
        description: 'Percent of matches won with six in a row.',
        resolve: async (s, _, ctx) => {
          const f = await figures(s, ctx);
          return percent(f.sixInARow, f.matches);
        },
      }),
      topPartners: t.field({
        type: [PairStat],
        description: 'The pairs that played together most.',
        args: { limit: t.arg.int({ required: false, defaultValue: 5, validate: limitArg }) },
        resolve: async (s, args, ctx) =>
          (
            await seasonRead(ctx, s.orgId, `partners:${s.season}:${args.limit ?? 5}`, () =>
              topPairs(ctx.services.db, s, 'partners', args.limit ?? 5),
            )
          ).map((pair) => ({
            orgId: s.orgId,
            pair,
          })),
      }),
      rivalries: t.field({
        type: [PairStat],
        description:
          'The fiercest rivalries: most matches against each other, the closer the record the fiercer.',
        args: { limit: t.arg.int({ required: false, defaultValue: 5, validate: limitArg }) },
        resolve: async (s, args, ctx) =>
          (
            await seasonRead(ctx, s.orgId, `rivals:${s.season}:${args.limit ?? 5}`, () =>
              topPairs(ctx.services.db, s, 'rivals', args.limit ?? 5),
            )
          ).map((pair) => ({
            orgId: s.orgId,
            pair,
          })),
      }),
      topTen: t.field({
        type: [MmrSeries],
        description: "The MMR over the season of the mode's ten best players now, best first.",
        args: { mode: t.arg.int({ required: true, validate: modeArg }) },
        resolve: async (s, args, ctx) => {
          const mode = modeName(args.mode as GameMode);
          const ids = await seasonRead(ctx, s.orgId, `topTen:${s.season}:${mode}`, async () => {
            const top = await seasonTablePage(ctx.services.db, { ...s, mode, offset: 0, limit: 10 });
            return top.rows.map((r) => r.player_id);
          });
          return ids.map((playerId) => ({ orgId: s.orgId, season: s.season, mode, ids, playerId }));
        },
      }),
    };
  },
});

/** The season's figures, read once per request however many of them are asked for. */
const summaries = new WeakMap<Context, Map<string, ReturnType<typeof seasonSummary>>>();
async function summaryOf(ctx: Context, s: SummaryOf) {
  let cache = summaries.get(ctx);
  if (!cache) {
    cache = new Map();
    summaries.set(ctx, cache);
  }
  const key = `${s.orgId}:${s.season}`;
  let summary = cache.get(key);
  if (!summary) {
    summary = Organisation.getDataloader(ctx)
      .load(s.orgId)
      .then((org) =>
        seasonRead(ctx, s.orgId, `summary:${s.season}:${org.time_zone}`, () =>
          seasonSummary(ctx.services.db, { ...s, timeZone: org.time_zone }),
        ),
      );
    cache.set(key, summary);
  }
  return summary;
}

builder.objectField(Season, 'summary', (t) =>
  t.field({
    type: SeasonSummaryRef,
    description: 'The season in figures (the General tab).',
    resolve: (season) => ({ orgId: season.org_id, season: season.number }),
  }),
);

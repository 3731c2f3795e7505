import { type GameMode, modeName } from '@kicker/events';
import { departmentRanking, krabbelPage } from '@kicker/projections';
import { seasonRead } from '../cache/seasonReads.ts';
import { builder } from '../graphql/builder.ts';
import type { PlayerRow } from '../policy/viewer.ts';
import { Player } from './player.ts';
import { Season } from './season.ts';
import { playerOf } from './seasonTable.ts';
import { modeArg, pageArg, pageSizeArg } from './shared.ts';

// SPEC §2 Stats: the krabbel tables (DESIGN §6 words) and the department ranking (SPEC §9), read from
// the season fold like the season table (seasonTable.ts).

const KrabbelKind = builder.enumType('KrabbelKind', {
  description:
    'DESIGN §6: GEKRABBELT counts the 6:0 lost (crawled), KRABBLER the 6:0 won plus six-in-a-row wins.',
  values: { GEKRABBELT: { value: 'gekrabbelt' }, KRABBLER: { value: 'krabbler' } } as const,
});

interface CountEntry {
  orgId: string;
  place: number;
  player_id: string;
  /** The player's row, which the page brings along (null when deleted). */
  player: PlayerRow | null;
  count: number;
}

const CountEntryRef = builder.objectRef<CountEntry>('CountEntry').implement({
  fields: (t) => ({
    place: t.exposeInt('place'),
    player: t.field({
      type: Player,
      nullable: true,
      resolve: (e, _, ctx) => e.player ?? playerOf(ctx, e.orgId, e.player_id),
    }),
    count: t.exposeInt('count'),
  }),
});

const CountPage = builder
  .objectRef<{ total: number; page: number; pageSize: number; rows: CountEntry[] }>('CountPage')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageCount: t.int({ resolve: (p) => Math.max(1, Math.ceil(p.total / p.pageSize)) }),
      entries: t.field({ type: [CountEntryRef], resolve: (p) => p.rows }),
    }),
  });

builder.objectField(Season, 'krabbel', (t) =>
  t.field({
    type: CountPage,
    description: 'A page of a krabbel table: players with a count above 0, most first.',
    args: {
      kind: t.arg({ type: KrabbelKind, required: true }),
      page: t.arg.int({ required: false, defaultValue: 1, validate: pageArg }),
      pageSize: t.arg.int({ required: false, defaultValue: 10, validate: pageSizeArg }),
    },
    resolve: async (season, args, ctx) => {
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? 10;
      const read = await seasonRead(
        ctx,
        season.org_id,
        `krabbel:${season.number}:${args.kind}:${page}:${pageSize}`,
        () =>
          krabbelPage(ctx.services.db, {
            orgId: season.org_id,
            season: season.number,
            kind: args.kind,
            offset: (page - 1) * pageSize,
            limit: pageSize,
          }),
      );
      return {
        total: read.total,
        page,
        pageSize,
        rows: read.rows.map((r) => ({ ...r, orgId: season.org_id })),
      };
    },
  }),
);

const DepartmentRankRef = builder
  .objectRef<{ place: number; name: string; average: number; size: number }>('DepartmentRank')
  .implement({
    fields: (t) => ({
      place: t.exposeInt('place'),
      name: t.exposeString('name'),
      averageRating: t.exposeInt('average', {
        description: "The rounded mean of the members' MMR in this mode (a member without a match counts 0).",
      }),
      size: t.exposeInt('size', { description: 'Members of the department.' }),
    }),
  });

builder.objectField(Season, 'departmentRanking', (t) =>
  t.field({
    type: [DepartmentRankRef],
    description: 'SPEC §9: the departments by their members’ average rating in this season and mode.',
    args: { mode: t.arg.int({ required: true, validate: modeArg }) },
    resolve: (season, { mode }, ctx) =>
      seasonRead(ctx, season.org_id, `departments:${season.number}:${mode}`, () =>
        departmentRanking(ctx.services.db, {
          orgId: season.org_id,
          season: season.number,
          mode: modeName(mode as GameMode),
        }),
      ),
  }),
);

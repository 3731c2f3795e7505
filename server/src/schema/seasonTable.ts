import { type GameMode, modeName, type Rank, rankFor } from '@kicker/events';
import {
  departmentRanking,
  krabbelPage,
  type Page,
  readMatches,
  seasonTableAsOf,
  seasonTablePage,
  type TableRow,
  winRate,
} from '@kicker/projections';
import { sql } from 'kysely';
import { z } from 'zod';
import { seasonRead } from '../cache/seasonReads.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import type { PlayerRow } from '../policy/viewer.ts';
import { RankRef } from './config.ts';
import { ladderOf } from './leagueSettings.ts';
import { Match } from './match.ts';
import { Player } from './player.ts';
import { Season } from './season.ts';
import { modeArg } from './shared.ts';

// SPEC §2 Stats: the season table of each mode (numbered pages of 10), the krabbel tables and the
// department ranking, read from the season fold (projections/src/seasonTable/). Issue 13 item 6:
// the table as it stood after any match.

const pageArg = z.number().int().min(1, 'Pages start at 1').max(100_000);
const pageSizeArg = z.number().int().min(1).max(50, 'At most 50 rows a page');

interface SeasonRef {
  org_id: string;
  number: number;
}

/** A player of the organisation by id: null when the player has been deleted since. */
const playerOf = (ctx: Context, orgId: string, playerId: string) =>
  Player.getDataloader(ctx)
    .load(orgKey(orgId, playerId))
    .catch(() => null);

/**
 * A page's rows came with their players' rows: the Player loader answers from them (the season's
 * organisation is one the viewer sees, or its season would not have loaded).
 */
function primePlayers<R extends { player: PlayerRow | null }>(ctx: Context, rows: readonly R[]) {
  const loader = Player.getDataloader(ctx);
  for (const r of rows) if (r.player) loader.prime(orgKey(r.player.org_id, r.player.player_id), r.player);
  return rows;
}

interface Entry extends TableRow {
  orgId: string;
  /** Looked up once per page: a ladder read per row cost more than the rest of the row. */
  rank: Rank;
}

const SeasonTableEntry = builder.objectRef<Entry>('SeasonTableEntry').implement({
  description: "A player's line in a season table of one mode.",
  fields: (t) => ({
    place: t.exposeInt('place', { description: '1 + the players with more MMR (equal MMR, equal place).' }),
    player: t.field({
      type: Player,
      nullable: true,
      description: 'Null when the player has been deleted.',
      // The page's rows come with their players (primePlayers): no loader round for them.
      resolve: (e, _, ctx) => e.player ?? playerOf(ctx, e.orgId, e.player_id),
    }),
    mmr: t.exposeInt('mmr'),
    wins: t.exposeInt('wins'),
    loss: t.exposeInt('loss'),
    winRate: t.float({
      description: 'Wins in percent, one decimal.',
      resolve: (e) => winRate(e.wins, e.loss),
    }),
    winsInRow: t.exposeInt('wins_in_row', { description: 'The streak: wins in a row now.' }),
    bountyPoints: t.exposeInt('bounty_points', {
      description: 'The bounty the player carries; 0 without one.',
    }),
    rank: t.field({
      type: RankRef,
      description: "The rank of the organisation's ladder for this MMR in this mode.",
      resolve: (e) => e.rank,
    }),
  }),
});

interface TablePage extends Page<Entry> {
  page: number;
  pageSize: number;
  asOf: { orgId: string; matchId: string } | null;
}

const SeasonTablePage = builder.objectRef<TablePage>('SeasonTablePage').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('total', { description: 'Players in this table.' }),
    page: t.exposeInt('page'),
    pageCount: t.int({ resolve: (p) => Math.max(1, Math.ceil(p.total / p.pageSize)) }),
    entries: t.field({ type: [SeasonTableEntry], resolve: (p) => p.rows }),
    asOf: t.field({
      type: Match,
      nullable: true,
      description: 'The match the table stands after (a table of the past); null for the table now.',
      resolve: (p, _, ctx) =>
        p.asOf ? Match.getDataloader(ctx).load(orgKey(p.asOf.orgId, p.asOf.matchId)) : null,
    }),
  }),
});

/** The log position a past table stands at: after a given match of the season, or the last one up to a time. */
async function asOfPosition(
  ctx: Context,
  season: SeasonRef,
  args: { asOfMatch?: { id: string } | null; asOfTime?: Date | null },
): Promise<{ position: number; matchId: string } | null> {
  if (args.asOfMatch) {
    const { orgId, id: matchId } = splitOrgKey(args.asOfMatch.id);
    const [match] =
      orgId === season.org_id ? await readMatches(ctx.services.db, [{ orgId, matchId }], () => false) : [];
    if (!match || match.season !== season.number) throw new NotFoundError('No such match in this season');
    return { position: Number(match.position), matchId };
  }
  if (!args.asOfTime) return null;
  const { rows } = await sql<{ position: string; match_id: string }>`
    SELECT position, match_id FROM matches
    WHERE org_id = ${season.org_id} AND season = ${season.number} AND played_on <= ${args.asOfTime}
    ORDER BY position DESC LIMIT 1`.execute(ctx.services.db);
  return rows[0]
    ? { position: Number(rows[0].position), matchId: rows[0].match_id }
    : { position: 0, matchId: '' };
}

builder.objectField(Season, 'table', (t) =>
  t.field({
    type: SeasonTablePage,
    description:
      'A page of the season table of one mode: the players with a match in it, by MMR. With asOfMatch (a match of this season) or asOfTime, the table as it stood after that match (or the last one played by then).',
    args: {
      mode: t.arg.int({ required: true, description: '1 (1 vs 1) or 2 (2 vs 2).', validate: modeArg }),
      page: t.arg.int({ required: false, defaultValue: 1, validate: pageArg }),
      pageSize: t.arg.int({ required: false, defaultValue: 10, validate: pageSizeArg }),
      asOfMatch: t.arg.globalID({ required: false, for: Match }),
      asOfTime: t.arg({ type: 'DateTime', required: false }),
    },
    resolve: async (season, args, ctx) => {
      const mode = modeName(args.mode as GameMode);
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? 10;
      const query = {
        orgId: season.org_id,
        season: season.number,
        mode,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      };
      const asOf = await asOfPosition(ctx, season, args);
      const read = asOf
        ? await seasonRead(
            ctx,
            season.org_id,
            `tableAsOf:${season.number}:${mode}:${page}:${pageSize}:${asOf.position}`,
            () => seasonTableAsOf(ctx.services.db, { ...query, through: asOf.position }),
          )
        : await seasonRead(ctx, season.org_id, `table:${season.number}:${mode}:${page}:${pageSize}`, () =>
            seasonTablePage(ctx.services.db, query),
          );
      const ladder = await ladderOf(ctx, season.org_id);
      return {
        total: read.total,
        rows: primePlayers(ctx, read.rows).map((r) => ({
          ...r,
          orgId: season.org_id,
          rank: rankFor(ladder, r.mmr, mode),
        })),
        page,
        pageSize,
        asOf: asOf?.matchId ? { orgId: season.org_id, matchId: asOf.matchId } : null,
      };
    },
  }),
);

const KrabbelKind = builder.enumType('KrabbelKind', {
  description:
    'DESIGN §6: GEKRABBELT counts the 6:0 lost (crawled), KRABBLER the 6:0 won plus six-in-a-row wins.',
  values: { GEKRABBELT: { value: 'gekrabbelt' }, KRABBLER: { value: 'krabbler' } } as const,
});

interface CountEntry {
  orgId: string;
  place: number;
  player_id: string;
  count: number;
}

const CountEntryRef = builder.objectRef<CountEntry>('CountEntry').implement({
  fields: (t) => ({
    place: t.exposeInt('place'),
    player: t.field({
      type: Player,
      nullable: true,
      resolve: (e, _, ctx) => playerOf(ctx, e.orgId, e.player_id),
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

import { type GameMode, modeName, type Rank, rankFor } from '@kicker/events';
import {
  type Page,
  readMatches,
  seasonMomentAt,
  seasonTableAsOf,
  seasonTablePage,
  type TableMoment,
  type TablePageQuery,
  type TableRow,
  winRate,
} from '@kicker/projections';
import { z } from 'zod';
import { keptSeasonRead, seasonRead } from '../cache/seasonReads.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { RankRef } from './config.ts';
import { keptLadder, ladderOf } from './leagueSettings.ts';
import { Match } from './match.ts';
import { Player } from './player.ts';
import { Season } from './season.ts';
import { modeArg, pageArg, pageSizeArg } from './shared.ts';

// SPEC §2 Stats: the season table of each mode (numbered pages of 10), read from the season fold
// (projections/src/seasonTable/). Issue 13 item 6: the table as it stood after any match or time.
// The krabbel tables and the department ranking are in seasonRankings.ts.

interface SeasonRef {
  org_id: string;
  number: number;
}

/** A player of the organisation by id: null when the player has been deleted since. */
export const playerOf = (ctx: Context, orgId: string, playerId: string) =>
  orNull(Player.getDataloader(ctx).load(orgKey(orgId, playerId)));

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
      // The page's rows come with their players' rows: no loader round for them.
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

/**
 * Where a table of the past stands: after a given match of the season, or after the last one played
 * by a time (issue 13 item 6). A deleted match, for those who may see it (its organisation's admins
 * and moderators), keeps its place in the log: the table there is the one just before it, as it is
 * now known (the match is in no table).
 */
async function asOfMoment(
  ctx: Context,
  season: SeasonRef,
  args: { asOfMatch?: { id: string } | null; asOfTime?: Date | null },
): Promise<TableMoment | null> {
  if (args.asOfMatch) {
    const { orgId, id: matchId } = splitOrgKey(args.asOfMatch.id);
    const [match] =
      orgId === season.org_id
        ? await readMatches(
            ctx.services.db,
            [{ orgId, matchId }],
            (org) => capabilitiesIn(ctx.viewer, { orgId: org, isPublic: false }).restoreMatches,
          )
        : [];
    if (!match || match.season !== season.number) throw new NotFoundError('No such match in this season');
    return { position: Number(match.position), matchId };
  }
  if (!args.asOfTime) return null;
  return seasonMomentAt(ctx.services.db, { orgId: season.org_id, season: season.number, at: args.asOfTime });
}

/** One moment at a time: a match, or a time. */
const oneMoment = z
  .looseObject({ asOfMatch: z.unknown().optional(), asOfTime: z.unknown().optional() })
  .refine((a) => a.asOfMatch == null || a.asOfTime == null, {
    message: 'Give asOfMatch or asOfTime, not both',
  });

builder.objectField(Season, 'table', (t) =>
  t.field({
    type: SeasonTablePage,
    description:
      "A page of the season table of one mode: the players with a match in it, by MMR. With asOfMatch (a match of this season) or asOfTime, the table as it stood after that match (or after the last one played by then; before the first, empty). A deleted match (for its organisation's admins and moderators) gives the table just before it.",
    args: {
      mode: t.arg.int({ required: true, description: '1 (1 vs 1) or 2 (2 vs 2).', validate: modeArg }),
      page: t.arg.int({ required: false, defaultValue: 1, validate: pageArg }),
      pageSize: t.arg.int({ required: false, defaultValue: 10, validate: pageSizeArg }),
      asOfMatch: t.arg.globalID({ required: false, for: Match }),
      asOfTime: t.arg({ type: 'DateTime', required: false }),
    },
    validate: oneMoment,
    resolve: (season, args, ctx) => {
      const q = tableQuery(season, args);
      // The table now, its page and the ladder kept: answered at once, with no promise for the
      // executor to wait on (the rows then complete synchronously too).
      if (!args.asOfMatch && !args.asOfTime) {
        const kept = keptSeasonRead<Page<TableRow>>(ctx, season.org_id, q.key);
        const ladder = keptLadder(ctx, season.org_id);
        if (kept && ladder) return tablePage(season, q, kept, ladder, null);
      }
      return readTable(ctx, season, args, q);
    },
  }),
);

type TableQuery = TablePageQuery & { page: number; pageSize: number; key: string };

function tableQuery(
  season: SeasonRef,
  args: { mode: number; page?: number | null; pageSize?: number | null },
) {
  const mode = modeName(args.mode as GameMode);
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 10;
  return {
    orgId: season.org_id,
    season: season.number,
    mode,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    page,
    pageSize,
    key: `table:${season.number}:${mode}:${page}:${pageSize}`,
  } satisfies TableQuery;
}

async function readTable(
  ctx: Context,
  season: SeasonRef,
  args: { asOfMatch?: { id: string } | null; asOfTime?: Date | null },
  q: TableQuery,
): Promise<TablePage> {
  const { page: _page, pageSize: _pageSize, key, ...query } = q;
  const asOf = await asOfMoment(ctx, season, args);
  const read = asOf
    ? await seasonRead(ctx, season.org_id, `tableAsOf:${key}:${asOf.position}`, () =>
        seasonTableAsOf(ctx.services.db, { ...query, through: asOf.position }),
      )
    : await seasonRead(ctx, season.org_id, key, () => seasonTablePage(ctx.services.db, query));
  return tablePage(season, q, read, await ladderOf(ctx, season.org_id), asOf?.matchId ?? null);
}

function tablePage(
  season: SeasonRef,
  q: TableQuery,
  read: Page<TableRow>,
  ladder: readonly Rank[],
  asOfMatchId: string | null,
): TablePage {
  return {
    total: read.total,
    rows: read.rows.map((r) => ({ ...r, orgId: season.org_id, rank: rankFor(ladder, r.mmr, q.mode) })),
    page: q.page,
    pageSize: q.pageSize,
    asOf: asOfMatchId ? { orgId: season.org_id, matchId: asOfMatchId } : null,
  };
}

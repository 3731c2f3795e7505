import { type ModeName, rankFor } from '@kicker/events';
import { type ModeStats, type PlayerSeason, playerSeasons, winRate } from '@kicker/projections';
import { throughCache } from '../cache/orgCache.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { seasonPlayerKey, splitSeasonPlayerKey } from '../graphql/globalIds.ts';
import { ChallengeName, RankRef } from './config.ts';
import { ladderOf } from './leagueSettings.ts';
import { Player } from './player.ts';
import { currentSeasonNumber } from './season.ts';

// SPEC §3 "Season stats per mode": a player's season as the season table keeps it.

interface SeasonStats {
  orgId: string;
  season: number;
  rating: PlayerSeason;
}

const ModeStatsType = builder
  .objectRef<{ orgId: string; mode: ModeName; stats: ModeStats }>('ModeStats')
  .implement({
    description: "One mode's season stats.",
    fields: (t) => ({
      mmr: t.int({ resolve: (m) => m.stats.mmr }),
      wins: t.int({ resolve: (m) => m.stats.wins }),
      loss: t.int({ resolve: (m) => m.stats.loss }),
      winsInRow: t.int({ resolve: (m) => m.stats.winsInRow }),
      winRate: t.float({
        description: 'Wins in percent, one decimal.',
        resolve: (m) => winRate(m.stats.wins, m.stats.loss),
      }),
      bountyPoints: t.int({
        description: 'The bounty the player carries now; 0 without one.',
        resolve: (m) => m.stats.bounty.bountyPoints,
      }),
      rank: t.field({
        type: RankRef,
        description: "The rank of the organisation's ladder for this MMR in this mode.",
        resolve: async (m, _, ctx) => rankFor(await ladderOf(ctx, m.orgId), m.stats.mmr, m.mode),
      }),
    }),
  });

const PlayerSeasonStats = builder.objectRef<SeasonStats>('PlayerSeasonStats').implement({
  fields: (t) => ({
    season: t.exposeInt('season'),
    oneOnOne: t.field({
      type: ModeStatsType,
      resolve: (s) => ({ orgId: s.orgId, mode: 'oneOnOne' as const, stats: s.rating.oneOnOne }),
    }),
    twoOnTwo: t.field({
      type: ModeStatsType,
      resolve: (s) => ({ orgId: s.orgId, mode: 'twoOnTwo' as const, stats: s.rating.twoOnTwo }),
    }),
    gekrabbelt: t.int({
      description: 'DESIGN §6: matches lost 0:6 without six in a row (crawled).',
      resolve: (s) => s.rating.gekrabbelt,
    }),
    krabbelnLassen: t.int({
      description: 'DESIGN §6: matches won 6:0 without six in a row (made the others crawl).',
      resolve: (s) => s.rating.krabbelnLassen,
    }),
    sixInARowWins: t.int({ resolve: (s) => s.rating.sixInARowWins }),
    challengesWon: t.field({
      type: [ChallengeName],
      description: 'The challenges the player has won this season.',
      resolve: (s) => s.rating.challengesWon,
    }),
    lastPlayedOn: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (s) => (s.rating.lastPlayedOn ? new Date(s.rating.lastPlayedOn) : null),
    }),
  }),
});

/** Keys are seasonPlayerKey's (globalIds.ts); one query per organisation and season. */
async function loadSeasonStats(keys: readonly string[], ctx: Context): Promise<(SeasonStats | null)[]> {
  const split = keys.map(splitSeasonPlayerKey);
  // The current season once per organisation, not once per player.
  const current = new Map<string, Promise<number | null>>();
  for (const k of split)
    if (k.season === null && !current.has(k.orgId)) current.set(k.orgId, currentSeasonNumber(ctx, k.orgId));
  const parsed = await Promise.all(
    split.map(async (k) => ({
      orgId: k.orgId,
      playerId: k.playerId,
      season: k.season ?? (await current.get(k.orgId)!),
    })),
  );
  // Kept with the other season reads (cache/seasonReads.ts): a profile or a lineup asks again soon.
  const seasons = await throughCache(
    ctx.services.caches.seasonReads,
    parsed.flatMap((p) =>
      p.season === null ? [] : [{ orgId: p.orgId, season: p.season, playerId: p.playerId }],
    ),
    (k) => ({ orgId: k.orgId, name: `seasonStats:${k.season}:${k.playerId}` }),
    (missing) => playerSeasons(ctx.services.db, missing),
  );
  let next = 0;
  return parsed.map((p) => {
    if (p.season === null) return null;
    const rating = seasons[next++];
    return rating ? { orgId: p.orgId, season: p.season, rating } : null;
  });
}

builder.objectField(Player, 'seasonStats', (t) =>
  t.loadable({
    type: PlayerSeasonStats,
    nullable: true,
    description:
      "The player's stats in a season (default: the current one); null before their first match in it.",
    authScopes: { signedIn: true },
    args: { season: t.arg.int({ required: false }) },
    load: (keys: string[], ctx) => loadSeasonStats(keys, ctx),
    resolve: (p, { season }) => seasonPlayerKey(p.org_id, season, p.player_id),
  }),
);

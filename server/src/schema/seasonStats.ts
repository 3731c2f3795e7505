import { type ModeStats, type PlayerSeason, playerSeasons, winRate } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { Player } from './player.ts';
import { currentSeasonNumber } from './season.ts';

// SPEC §3 "Season stats per mode": a player's season as the rating fold keeps it.

interface SeasonStats {
  season: number;
  rating: PlayerSeason;
}

const ModeStatsType = builder.objectRef<ModeStats>('ModeStats').implement({
  description: "One mode's season stats.",
  fields: (t) => ({
    mmr: t.exposeInt('mmr'),
    wins: t.exposeInt('wins'),
    loss: t.exposeInt('loss'),
    winsInRow: t.exposeInt('winsInRow'),
    winRate: t.float({
      description: 'Wins in percent, one decimal.',
      resolve: (s) => winRate(s.wins, s.loss),
    }),
    bountyPoints: t.int({
      description: 'The bounty the player carries now; 0 without one.',
      resolve: (s) => s.bounty.bountyPoints,
    }),
  }),
});

const PlayerSeasonStats = builder.objectRef<SeasonStats>('PlayerSeasonStats').implement({
  fields: (t) => ({
    season: t.exposeInt('season'),
    oneOnOne: t.field({ type: ModeStatsType, resolve: (s) => s.rating.oneOnOne }),
    twoOnTwo: t.field({ type: ModeStatsType, resolve: (s) => s.rating.twoOnTwo }),
    gekrabbelt: t.int({ resolve: (s) => s.rating.gekrabbelt }),
    krabbelnLassen: t.int({ resolve: (s) => s.rating.krabbelnLassen }),
    lastPlayedOn: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (s) => (s.rating.lastPlayedOn ? new Date(s.rating.lastPlayedOn) : null),
    }),
  }),
});

/** Keys are `org:season:player`, season empty for the current one; one query per organisation and season. */
async function loadSeasonStats(keys: readonly string[], ctx: Context): Promise<(SeasonStats | null)[]> {
  const split = keys.map((key) => {
    const [orgId = '', seasonText = '', ...rest] = key.split(':');
    return { orgId, seasonText, playerId: rest.join(':') };
  });
  // The current season once per organisation, not once per player.
  const current = new Map<string, Promise<number | null>>();
  for (const k of split)
    if (!k.seasonText && !current.has(k.orgId)) current.set(k.orgId, currentSeasonNumber(ctx, k.orgId));
  const parsed = await Promise.all(
    split.map(async (k) => ({
      orgId: k.orgId,
      playerId: k.playerId,
      season: k.seasonText ? Number(k.seasonText) : await current.get(k.orgId)!,
    })),
  );
  const seasons = await playerSeasons(
    ctx.services.db,
    parsed.flatMap((p) =>
      p.season === null ? [] : [{ orgId: p.orgId, season: p.season, playerId: p.playerId }],
    ),
  );
  let next = 0;
  return parsed.map((p) => {
    if (p.season === null) return null;
    const rating = seasons[next++];
    return rating ? { season: p.season, rating } : null;
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
    resolve: (p, { season }) => `${p.org_id}:${season ?? ''}:${p.player_id}`,
  }),
);

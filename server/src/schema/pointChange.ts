import { mmrChangeParts, type PointChange, pointChanges } from '@kicker/projections';
import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { orNull } from '../graphql/errors.ts';
import { globalIds, orgKey } from '../graphql/globalIds.ts';
import { Player } from './player.ts';

// Issue 28 item 7: one figure per player and match, the MMR change, on every screen (Add Game's
// toast, History, the table's badge, the profile), with the parts it is made of. The change is what
// the season fold stored (match_participation); its parts follow from the match's own points
// (mmrChangeParts, next to the rating rules).

type Change = PointChange & ReturnType<typeof mmrChangeParts> & { orgId: string };

/** The match's numbers the parts are read from (a live match's row). */
export interface MatchPoints {
  org_id: string;
  season: number;
  position: string | number;
  /** Null for a deleted match: it counts for nothing. */
  winner_points: number | null;
  loser_points: number | null;
  bounty: unknown;
}

// The point changes of a page of matches in one query.
const pointChangesOf = createContextCache(
  (ctx: Context) =>
    new DataLoader<{ orgId: string; season: number; position: number }, PointChange[], string>(
      (keys) => pointChanges(ctx.services.db, keys),
      { cacheKeyFn: (k) => `${k.orgId}:${k.position}` },
    ),
);

/** Each player's MMR change of a live match, winners first, with its parts. */
export async function changesOf(ctx: Context, m: MatchPoints): Promise<Change[]> {
  if (m.winner_points === null || m.loser_points === null) return [];
  const list = await pointChangesOf(ctx).load({
    orgId: m.org_id,
    season: m.season,
    position: Number(m.position),
  });
  const bounty = m.bounty as { isPaid: boolean; bountyPoints: number } | null;
  const match = {
    winnerPoints: m.winner_points,
    loserPoints: m.loser_points,
    paidBounty: bounty?.isPaid ? bounty.bountyPoints : 0,
  };
  return list.map((c) => ({ ...c, ...mmrChangeParts(c, match), orgId: m.org_id }));
}

export const PointChangeRef = builder.objectRef<Change>('PointChange').implement({
  description:
    "One player's MMR change in a match: the figure every screen shows, and what it is made of (change = matchPoints + bounty + challengeBonus for a winner; a loser's stops at 0 MMR).",
  fields: (t) => ({
    playerId: t.id({ resolve: (c) => globalIds.player(c.orgId, c.playerId) }),
    player: t.field({
      type: Player,
      nullable: true,
      description: 'Null when the player has been deleted.',
      resolve: (c, _, ctx) => orNull(Player.getDataloader(ctx).load(orgKey(c.orgId, c.playerId))),
    }),
    change: t.exposeInt('change', {
      description: 'MMR won (positive) or lost (negative; less than the match points, or 0, at the 0 floor).',
    }),
    won: t.exposeBoolean('won'),
    matchPoints: t.exposeInt('matchPoints', {
      description:
        "The match's own points: positive for a winner, negative for a loser (before the 0 floor).",
    }),
    bounty: t.exposeInt('bounty', { description: 'The bounty this winner collected; 0 otherwise.' }),
    challengeBonus: t.exposeInt('challengeBonus', {
      description:
        'The challenge bonus this match won for the player (each challenge once a season); 0 otherwise.',
    }),
    clampedAtZero: t.exposeBoolean('clampedAtZero', {
      description: 'A loser whose MMR stopped at 0, so they lost less than the match points.',
    }),
    bountyStarted: t.exposeBoolean('bountyStarted', {
      description: 'The player started carrying a bounty with this win (the new-bounty dialog).',
    }),
  }),
});

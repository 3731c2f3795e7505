import { type LiveGameRow, type LiveStakes, readLiveStakes, type SideStake } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { LiveGame, now } from './liveGame.ts';

// Issue 15: the points at stake in a live game for the scoreboard, computed by the rating rules
// that rate the recorded match (projections/src/seasonTable/stakes.ts), not by a formula of its own.

const SideStakeRef = builder.objectRef<SideStake>('SideStake').implement({
  description: 'What each player of a side wins or loses, by the rules that rate the recorded match.',
  fields: (t) => ({
    win: t.exposeInt('win', {
      description:
        'Gained if the side wins: the winner points before the 6:0 / six-in-a-row doubling, plus a bounty collected.',
    }),
    loss: t.exposeInt('loss', {
      description: 'Lost if the side loses, before the doubling (an MMR never goes below 0).',
    }),
  }),
});

const LiveStakesRef = builder.objectRef<LiveStakes>('LiveStakes').implement({
  description: 'The points at stake for each side of a live game, from the current season table.',
  fields: (t) => ({
    whites: t.expose('whites', { type: SideStakeRef }),
    blacks: t.expose('blacks', { type: SideStakeRef }),
  }),
});

// The subscription hands the same row to every subscriber of a change, so the stakes of that row
// are computed once for all of them (the season table is read once per goal, not per socket).
const sharedStakes = new WeakMap<LiveGameRow, Promise<LiveStakes>>();
/** How many times stakes were computed in this process (a test checks they are per change). */
export const liveStakesReads = { count: 0 };

function stakesOf(ctx: Context, row: LiveGameRow): Promise<LiveStakes> {
  let stakes = sharedStakes.get(row);
  if (!stakes) {
    liveStakesReads.count++;
    const lineup = { mode: row.mode as 1 | 2, blacks: row.blacks, whites: row.whites };
    stakes = readLiveStakes(ctx.services.db, row.org_id, lineup, now(ctx));
    sharedStakes.set(row, stakes);
    // A failed read is not kept for the next subscriber.
    stakes.catch(() => sharedStakes.delete(row));
  }
  return stakes;
}

builder.objectField(LiveGame, 'stakes', (t) =>
  t.field({
    type: LiveStakesRef,
    description:
      "The points each side's players win or lose with this game, as recording it now would give (before the 6:0 / six-in-a-row doubling).",
    resolve: (row, _, ctx) => stakesOf(ctx, row),
  }),
);

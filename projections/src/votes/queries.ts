import { SELECTION_LAYOUTS, type SelectionLayout } from '@kicker/events';
import type { ReadModels } from '../reads.ts';

export type SelectionVoteCounts = Record<SelectionLayout, { upvotes: number; downvotes: number }>;

/** Thumbs up and down per player-selection layout; 0 for a layout nobody voted on. */
export async function readSelectionVotes(db: ReadModels, orgId: string): Promise<SelectionVoteCounts> {
  const rows = await db
    .selectFrom('player_selection_votes')
    .select(['layout', 'upvotes', 'downvotes'])
    .where('org_id', '=', orgId)
    .execute();
  return Object.fromEntries(
    SELECTION_LAYOUTS.map((layout) => {
      const row = rows.find((r) => r.layout === layout);
      return [layout, { upvotes: row?.upvotes ?? 0, downvotes: row?.downvotes ?? 0 }];
    }),
  ) as SelectionVoteCounts;
}

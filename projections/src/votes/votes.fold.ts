import type { RecordedEvent, VoteEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

/** Counts the votes per organisation and layout; a missing row reads as 0 and 0. */
export function foldVote(event: RecordedEvent<VoteEvent>): RowChange[] {
  const { layout, direction } = event.data;
  return [
    {
      op: 'increment',
      table: 'player_selection_votes',
      key: { org_id: event.orgId, layout },
      column: direction === 'up' ? 'upvotes' : 'downvotes',
      by: 1,
      values: {},
    },
  ];
}

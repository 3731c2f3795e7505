import type { MatchEvent, RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

// Issue 15 (DESIGN §12): the goal timeline of a match recorded from a live game, as its
// MatchRecorded carries it. A match entered by hand has no row. Deleting a match keeps its row (the
// details page shows a deleted match too), so a deletion, a restore and a rebuild leave the same
// rows: one per match played live, from its recording alone.
export function foldMatchGoals(event: RecordedEvent<MatchEvent>): RowChange[] {
  if (event.type !== 'MatchRecorded' || !event.data.goals || !event.data.liveGameId) return [];
  return [
    {
      op: 'upsert',
      table: 'match_goals',
      key: { org_id: event.orgId, match_id: event.data.matchId },
      values: { live_game_id: event.data.liveGameId, goals: JSON.stringify(event.data.goals) },
    },
  ];
}

import type { RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

/** How much happens per organisation and event type: activity figures for admins and analysts. */
export function foldEventStats(event: RecordedEvent): RowChange[] {
  return [
    {
      op: 'increment',
      table: 'event_type_stats',
      key: { org_id: event.orgId, type: event.type },
      column: 'count',
      by: 1,
      values: { last_recorded_at: event.recordedAt },
    },
  ];
}

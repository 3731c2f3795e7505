import type { RecordedEvent, RulesEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

export function foldRules(event: RecordedEvent<RulesEvent>): RowChange[] {
  return [
    {
      op: 'upsert',
      table: 'rules',
      key: { org_id: event.orgId },
      values: {
        html: event.data.html,
        updated_at: event.recordedAt,
        updated_by: event.metadata.actor ?? null,
      },
    },
  ];
}

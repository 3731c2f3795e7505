import type { ConfigEvent, RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

/** Keys of org_config besides the SPEC §3 values. */
export const RANK_LADDER_KEY = 'rankLadder';
export const DEPARTMENTS_KEY = 'departments';

// Each configuration value as the latest row per organisation and key; no row means the default.
export function foldConfig(event: RecordedEvent<ConfigEvent>): RowChange[] {
  const [key, value] =
    event.type === 'ConfigValueChanged'
      ? [event.data.key, event.data.value]
      : event.type === 'RankLadderChanged'
        ? [RANK_LADDER_KEY, event.data.ranks]
        : [DEPARTMENTS_KEY, event.data.departments];
  return [
    {
      op: 'upsert',
      table: 'org_config',
      key: { org_id: event.orgId, key },
      // jsonb: the pg driver would send a bare array as a PostgreSQL array, so it goes as JSON text.
      values: {
        value: JSON.stringify(value),
        changed_at: event.recordedAt,
        changed_by: event.metadata.actor ?? null,
      },
    },
  ];
}

import type { RecordedEvent, UiErrorEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

/** The UI error log, for admins. Keyed by log position: two reports may share a timestamp. */
export function foldUiErrorReport(event: RecordedEvent<UiErrorEvent>): RowChange[] {
  const d = event.data;
  return [
    {
      op: 'upsert',
      table: 'ui_error_reports',
      key: { org_id: event.orgId, position: event.globalPosition },
      values: {
        reported_at: new Date(d.reportedAt),
        header: d.header,
        message: d.message,
        details: d.details,
        comment: d.comment,
        url: d.url,
        user_id: d.user?.userId ?? null,
      },
    },
  ];
}

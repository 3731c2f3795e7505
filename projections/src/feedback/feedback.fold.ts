import type { FeedbackEvent, RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

/** The built-in feedback form's entries, for the organisation's admins and moderators. */
export function foldFeedback(event: RecordedEvent<FeedbackEvent>): RowChange[] {
  const { feedbackId, text, author } = event.data;
  return [
    {
      op: 'upsert',
      table: 'feedback_entries',
      key: { org_id: event.orgId, feedback_id: feedbackId },
      values: {
        position: event.globalPosition,
        sent_at: event.recordedAt,
        text,
        user_id: author.userId,
        author_name: author.name,
        player_id: author.playerId,
      },
    },
  ];
}

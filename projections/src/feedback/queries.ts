import type { ReadModels } from '../reads.ts';
import type { ReadModelTables } from '../tables.ts';

export type FeedbackRow = ReadModelTables['feedback_entries'];

/** An organisation's feedback, newest first, `first` of them before the log position `before`. */
export function readFeedback(
  db: ReadModels,
  orgId: string,
  { first, before }: { first: number; before: number | null },
): Promise<FeedbackRow[]> {
  let query = db.selectFrom('feedback_entries').selectAll().where('org_id', '=', orgId);
  if (before !== null) query = query.where('position', '<', before);
  return query.orderBy('position', 'desc').limit(first).execute();
}

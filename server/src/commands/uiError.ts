import {
  appendToStream,
  catalogue,
  type RecordedEvent,
  toRecorded,
  UI_ERROR_STREAM,
  type UiErrorEvent,
  uiError,
  uiErrorOrgOf,
  uiErrorStreamId,
} from '@kicker/events';
import { applyInline, projections } from '@kicker/projections';
import type { CommandDeps } from './command.ts';

/**
 * Appends a UI error report to its organisation's error log. The log is append-only and nothing
 * is decided from its past, so it is appended with expected version "any" without reading the
 * stream (which grows without bound); inline read models are written in the same transaction.
 */
export async function reportUiError(
  deps: CommandDeps,
  command: uiError.ReportUiError,
): Promise<RecordedEvent<UiErrorEvent>> {
  const orgId = uiErrorOrgOf(command.user);
  const events = uiError.decide(command);
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const appended = await appendToStream(trx, catalogue, {
      orgId,
      streamId: uiErrorStreamId(orgId),
      streamType: UI_ERROR_STREAM,
      expectedVersion: 'any',
      events,
      metadata: { actor: command.user?.userId ?? null },
    });
    const rows = await trx
      .selectFrom('events')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('global_position', 'in', appended.positions)
      .orderBy('global_position')
      .execute();
    const recorded = rows.map((r) => toRecorded(catalogue, r as Parameters<typeof toRecorded>[1]));
    await applyInline(trx, deps.projections ?? projections, recorded);
    return recorded as RecordedEvent<UiErrorEvent>[];
  });
  deps.afterCommit?.([]);
  return recorded[0]!;
}

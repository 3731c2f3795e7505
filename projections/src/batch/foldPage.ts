import type { RecordedEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { FoldProjection } from '../projection.ts';
import { applyChanges } from '../rowChanges.ts';
import { ChangeBuffer, NotCoalescable } from './coalesce.ts';
import { defaultsOf, type TableInfos, writePending } from './writePending.ts';

/**
 * Applies a page of events to a fold projection with the same result as applying them one by one:
 * the page's row changes are folded and coalesced in memory, then written in bulk. When that cannot
 * be shown equal (NotCoalescable) or a bulk statement trips over a unique index that the one-by-one
 * order would not have hit (two rows swapping a nickname), the page is rolled back to a savepoint
 * and applied event by event. `db` must be a transaction (savepoints).
 */
export async function applyFoldPage(
  db: QueryExecutorProvider,
  projection: FoldProjection,
  events: readonly RecordedEvent[],
  infos: TableInfos,
  onFallback: (reason: string) => void = () => {},
): Promise<void> {
  if (events.length === 0) return;
  const buffer = new ChangeBuffer(defaultsOf(infos));
  try {
    for (const event of events) for (const change of projection.fold(event)) buffer.add(change);
  } catch (error) {
    if (!(error instanceof NotCoalescable)) throw error;
    onFallback(error.message);
    return applyOneByOne(db, projection, events);
  }
  await sql`SAVEPOINT kicker_batch_page`.execute(db);
  try {
    await writePending(db, infos, buffer.drain());
  } catch (error) {
    if (!(error instanceof NotCoalescable) && !isUniqueViolation(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT kicker_batch_page`.execute(db);
    await sql`RELEASE SAVEPOINT kicker_batch_page`.execute(db);
    onFallback(error instanceof Error ? error.message : String(error));
    return applyOneByOne(db, projection, events);
  }
  await sql`RELEASE SAVEPOINT kicker_batch_page`.execute(db);
}

async function applyOneByOne(
  db: QueryExecutorProvider,
  projection: FoldProjection,
  events: readonly RecordedEvent[],
) {
  for (const event of events) await applyChanges(db, projection.fold(event));
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

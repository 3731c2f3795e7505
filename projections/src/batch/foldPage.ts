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
 * order would not have hit (two rows swapping a nickname), the page is applied event by event.
 * `db` must be a transaction (savepoints).
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
  let refused: string | null;
  try {
    for (const event of events) for (const change of projection.fold(event)) buffer.add(change);
    refused = await writeCoalesced(db, infos, buffer);
  } catch (error) {
    if (!(error instanceof NotCoalescable)) throw error;
    refused = error.message;
  }
  if (refused === null) return;
  onFallback(refused);
  for (const event of events) await applyChanges(db, projection.fold(event));
}

/**
 * Writes (and empties) a buffer's coalesced changes in a savepoint. Returns null when written, or
 * why not: then the savepoint was rolled back and nothing of it is left. `db` must be a transaction.
 */
export async function writeCoalesced(
  db: QueryExecutorProvider,
  infos: TableInfos,
  buffer: ChangeBuffer,
): Promise<string | null> {
  await sql`SAVEPOINT kicker_batch_page`.execute(db);
  try {
    await writePending(db, infos, buffer.drain());
  } catch (error) {
    if (!(error instanceof NotCoalescable) && !isUniqueViolation(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT kicker_batch_page`.execute(db);
    await sql`RELEASE SAVEPOINT kicker_batch_page`.execute(db);
    return error instanceof Error ? error.message : String(error);
  }
  await sql`RELEASE SAVEPOINT kicker_batch_page`.execute(db);
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

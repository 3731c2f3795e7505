import {
  catalogue,
  type DomainError,
  type DomainEvent,
  type RecordedEvent,
  rejected,
  toRecorded,
} from '@kicker/events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Actor, CommandResult } from './command.ts';

// A client-chosen command id makes a retried mutation idempotent: the same id never appends twice,
// and the retry is answered with what the command did the first time.

export const COMMAND_ID_REUSED = 'This command id was already used for a different change';

/** What a command with this id did before, if the same actor sent the same command then. */
export async function earlierCommand<E extends DomainEvent>(
  db: Kysely<Database>,
  orgId: string,
  actor: Actor,
): Promise<CommandResult<E> | DomainError | null> {
  const earlier = await db
    .selectFrom('commands')
    .select(['positions', 'fingerprint'])
    .where('org_id', '=', orgId)
    .where('command_id', '=', actor.commandId!)
    .executeTakeFirst();
  if (!earlier) return null;
  // Only the same user sending the same kind of command with the same input is a retry.
  if (earlier.fingerprint !== (actor.commandFingerprint ?? null))
    return rejected('conflict', COMMAND_ID_REUSED);
  const events = await readPositions(db, orgId, earlier.positions.map(Number));
  return { events: events as RecordedEvent<E>[], duplicate: true };
}

export async function readPositions(db: Kysely<Database>, orgId: string, positions: number[]) {
  if (positions.length === 0) return [];
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('global_position', 'in', positions)
    .orderBy('global_position')
    .execute();
  return rows.map((r) => toRecorded(catalogue, r as Parameters<typeof toRecorded>[1]));
}

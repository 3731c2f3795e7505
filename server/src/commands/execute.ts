import {
  appendStatement,
  type Change,
  type ChangeFeed,
  CommandIdReusedError,
  ConcurrencyError,
  catalogue,
  type DomainError,
  type DomainEvent,
  type ExpectedVersion,
  isDomainError,
  type RecordedEvent,
  readStream,
  readStreamSince,
  rejected,
  type TransactionalPublish,
  toRecorded,
} from '@kicker/events';
import { applyInline, type Projection, projections } from '@kicker/projections';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';

export interface CommandDeps {
  db: Kysely<Database>;
  changeFeed: ChangeFeed;
  /** Defaults to every registered projection (only the inline ones run here). */
  projections?: readonly Projection[];
  /**
   * Called after each commit with what the command changed (to nudge catch-up projections, and to
   * drop this instance's cached answers before the change feed tells everyone).
   */
  afterCommit?: (changes: readonly Change[]) => void;
}

export interface Command<S, E extends DomainEvent> {
  orgId: string;
  streamId: string;
  streamType: string;
  actor: string | null;
  /** Makes a retried mutation idempotent: the same id never appends twice. */
  commandId?: string | null;
  /** What the command id stands for; the same id with another fingerprint is a conflict. */
  commandFingerprint?: string | null;
  initialState: S;
  evolve: (state: S, event: E) => S;
  decide: (state: S) => Decision<E> | Promise<Decision<E>>;
  /** What subscribers are told after commit. */
  changes?: (events: readonly RecordedEvent<E>[]) => Change[];
  /** When a read-model unique index refuses a row (a cross-stream invariant), say why. */
  onUniqueViolation?: (constraint: string) => DomainError | null;
  /**
   * Commands with the same key run their append and inline projections one after the other
   * (a transaction-level advisory lock taken before the append), so a read model that folds
   * across streams (season ratings) sees them in log order.
   */
  serialiseOn?: string;
  /**
   * The stream's state starts over at each event of these types (a location's live stream at each
   * game's start): only the events from the newest of them on are read (readStreamSince).
   */
  readSince?: readonly string[];
  /** 'exact' (default) uses the version read; 'no_stream' asserts the stream is new. */
  expect?: 'exact' | 'no_stream';
  /**
   * The stream id was made up for this command (a fresh UUID), so there is nothing to read: decide
   * on the initial state and append only if the stream is still new. A clash (which a fresh id
   * never has) reads the stream like any other retry.
   */
  newStream?: boolean;
  /**
   * Writes outside the read models that must commit with the events (e.g. better-auth's own user
   * table), run after the inline projections in the same transaction.
   */
  inTransaction?: (trx: Kysely<Database>, events: readonly RecordedEvent<E>[]) => Promise<void>;
}

/**
 * Events for another stream, decided together with the command's own (recording a match from a
 * live game ends that game): appended after them in the same transaction, so both or neither
 * happen. The decider read that stream itself and names the version it decided on; a clash there
 * runs the whole command again, as a clash on its own stream does.
 */
export interface CompanionAppend {
  streamId: string;
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: readonly DomainEvent[];
  /** What subscribers of that stream are told after commit. */
  changes: Change[];
}

/** What `decide` answers: the events, or those with a companion stream's, or why not. */
export type Decision<E extends DomainEvent> =
  | E[]
  | DomainError
  | { events: E[]; companion: CompanionAppend | null };

export interface CommandResult<E extends DomainEvent> {
  events: RecordedEvent<E>[];
  /** The companion stream's events (empty without one, or for a retried command). */
  companionEvents?: RecordedEvent[];
  duplicate: boolean;
}

const MAX_ATTEMPTS = 5;

export const COMMAND_ID_REUSED = 'This command id was already used for a different change';

/**
 * Load → decide → append with the version read → run inline projections, all in one transaction;
 * the change feed is told in the same transaction. A version clash reloads and decides again, a bounded number of times.
 */
export async function execute<S, E extends DomainEvent>(
  deps: CommandDeps,
  cmd: Command<S, E>,
): Promise<CommandResult<E> | DomainError> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce(deps, cmd, attempt);
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) continue;
      // The same id sent at the same moment for something else: the other one won.
      if (error instanceof CommandIdReusedError) return rejected('conflict', COMMAND_ID_REUSED);
      const constraint = uniqueViolation(error);
      const mapped = constraint ? cmd.onUniqueViolation?.(constraint) : null;
      if (mapped) return mapped;
      throw error;
    }
  }
}

async function attemptOnce<S, E extends DomainEvent>(
  deps: CommandDeps,
  cmd: Command<S, E>,
  attempt: number,
): Promise<CommandResult<E> | DomainError> {
  // A retried command answers with what it did the first time, before deciding again: the state
  // has moved on and the decider might now refuse what already happened.
  if (cmd.commandId) {
    const earlier = await deps.db
      .selectFrom('commands')
      .select(['positions', 'fingerprint'])
      .where('org_id', '=', cmd.orgId)
      .where('command_id', '=', cmd.commandId)
      .executeTakeFirst();
    // Only the same user sending the same kind of command with the same input is a retry.
    if (earlier && earlier.fingerprint !== (cmd.commandFingerprint ?? null))
      return rejected('conflict', COMMAND_ID_REUSED);
    if (earlier)
      return {
        events: (await readPositions(
          deps.db,
          cmd.orgId,
          earlier.positions.map(Number),
        )) as RecordedEvent<E>[],
        duplicate: true,
      };
  }
  const fresh = cmd.newStream && attempt === 1;
  const stream = fresh
    ? null
    : cmd.readSince
      ? await readStreamSince(deps.db, catalogue, cmd.orgId, cmd.streamId, cmd.readSince)
      : await readStream(deps.db, catalogue, cmd.orgId, cmd.streamId);
  const state = (stream?.events ?? []).reduce((s, e) => cmd.evolve(s, e as unknown as E), cmd.initialState);
  const decision = await cmd.decide(state);
  if (isDomainError(decision)) return decision;
  const { events: decided, companion } = Array.isArray(decision)
    ? { events: decision, companion: null }
    : decision;
  if (decided.length === 0) return { events: [], duplicate: false };

  const expectedVersion: ExpectedVersion =
    cmd.expect === 'no_stream' || !stream ? 'no_stream' : stream.version;
  // Everything above ran without the lock. BEGIN, the lock and the append go to the database in
  // one round trip, so the lock is held only for the append, the inline projections and the commit.
  const append = appendStatement(catalogue, {
    orgId: cmd.orgId,
    streamId: cmd.streamId,
    streamType: cmd.streamType,
    expectedVersion,
    events: decided,
    metadata: { actor: cmd.actor },
    commandId: cmd.commandId ?? undefined,
    commandFingerprint: cmd.commandFingerprint ?? undefined,
  });
  const lock = cmd.serialiseOn
    ? `SELECT pg_advisory_xact_lock(hashtextextended(${pg.escapeLiteral(cmd.serialiseOn)}, 0));`
    : '';
  const result = await deps.db.connection().execute(async (trx) => {
    try {
      // A statement without parameters may hold several; the database answers with the last one's
      // rows (server/src/db/database.ts).
      const { rows } = await sql
        .raw(`BEGIN; ${lock} ${append.text}`)
        .execute(trx)
        .catch((error: unknown) => {
          throw append.error(error);
        });
      const appended = append.result(rows);
      let events = appended.events as RecordedEvent<E>[];
      let companionEvents: RecordedEvent[] = [];
      let told: TransactionalPublish | null = null;
      let changes: Change[] = [];
      if (appended.duplicate) {
        events = (await readPositions(trx, cmd.orgId, appended.positions)) as RecordedEvent<E>[];
      } else {
        if (companion && companion.events.length > 0)
          companionEvents = await appendCompanion(trx, cmd.orgId, cmd.actor, companion);
        await applyInline(trx, deps.projections ?? projections, [...events, ...companionEvents]);
        await cmd.inTransaction?.(trx, events);
        // The change feed is told inside the transaction: with the commit, never without it.
        changes = [...(cmd.changes?.(events) ?? []), ...(companionEvents.length ? companion!.changes : [])];
        told = deps.changeFeed.inTransaction(changes);
      }
      await sql.raw(`${told?.sql ?? ''} COMMIT`).execute(trx);
      return { events, companionEvents, duplicate: appended.duplicate, told, changes };
    } catch (error) {
      await sql
        .raw('ROLLBACK')
        .execute(trx)
        .catch(() => {});
      throw error;
    }
  });
  if (!result.duplicate) {
    result.told?.afterCommit();
    deps.afterCommit?.(result.changes);
  }
  return { events: result.events, companionEvents: result.companionEvents, duplicate: result.duplicate };
}

/** The companion stream's append, in the command's transaction (no command id: the command's own has it). */
async function appendCompanion(
  trx: Kysely<Database>,
  orgId: string,
  actor: string | null,
  companion: CompanionAppend,
): Promise<RecordedEvent[]> {
  const append = appendStatement(catalogue, {
    orgId,
    streamId: companion.streamId,
    streamType: companion.streamType,
    expectedVersion: companion.expectedVersion,
    events: companion.events,
    metadata: { actor },
  });
  const { rows } = await sql
    .raw(append.text)
    .execute(trx)
    .catch((error: unknown) => {
      throw append.error(error);
    });
  return append.result(rows).events;
}

async function readPositions(db: Kysely<Database>, orgId: string, positions: number[]) {
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

function uniqueViolation(error: unknown): string | null {
  if (typeof error === 'object' && error && 'code' in error && error.code === '23505')
    return String((error as { constraint?: string }).constraint ?? '');
  return null;
}

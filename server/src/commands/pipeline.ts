import {
  appendStatement,
  type Change,
  CommandIdReusedError,
  ConcurrencyError,
  catalogue,
  type DomainError,
  type DomainEvent,
  type EventRow,
  isDomainError,
  type RecordedEvent,
  rejected,
  type StreamRead,
  streamReadOf,
  streamStatement,
  type TransactionalPublish,
} from '@kicker/events';
import { applyInline, projections } from '@kicker/projections';
import { type Kysely, sql } from 'kysely';
import { asText, send } from '../db/batch.ts';
import type { Database } from '../db/database.ts';
import { DatabaseUnavailableError } from '../db/unavailable.ts';
import type { Capabilities } from '../policy/capabilities.ts';
import {
  type Actor,
  type CommandDeclaration,
  type CommandDeps,
  type CommandResult,
  type CompanionAppend,
  type StreamRef,
  streamLock,
} from './command.ts';
import { COMMAND_ID_REUSED, earlierCommand, readPositions } from './commandIds.ts';
import { createKeyedQueue } from './keyedQueue.ts';
import { Turn, TurnNotTaken } from './turn.ts';

// DESIGN §4, "Many people act at once": the one pipeline every command runs through.
// 1. The actor's capability in the stream's organisation (the declaration names it).
// 2. Its turn: commands on the same stream (and the same further keys, such as an organisation's
//    ratings) queue in this instance, then take a transaction-scoped advisory lock on each key in the
//    database before they read anything, so each decides on the state the previous one left.
// 3. Load the stream and what the declaration loads; decide.
// 4. Append with the version read (the safety net), the inline projections, the change feed's
//    part, commit; tell subscribers.
// A clash that still happens (a writer outside this pipeline, a deadlock) is tried again after a
// jittered pause; past the time budget the command answers ConflictError in words, and the case is
// logged with its stream. A command id makes a retried mutation idempotent.

/** The answer when a command could not take its turn within its time budget (issue 27). */
export const SAME_MOMENT = 'Someone changed this at the same moment. Try again.';
export const NOT_ALLOWED = 'You are not allowed to do this';

const DEFAULT_BUDGET_MS = 5_000;
const defaultQueue = createKeyedQueue();

export async function runCommand<In, S, E extends DomainEvent, Ctx>(
  deps: CommandDeps,
  declaration: CommandDeclaration<In, S, E, Ctx>,
  input: In,
  actor: Actor,
): Promise<CommandResult<E> | DomainError> {
  const stream = declaration.stream(input);
  const may = actor.may(stream.orgId);
  if (!allowed(declaration.capability, may)) {
    const { forbidden } = declaration;
    return rejected(
      'forbidden',
      typeof forbidden === 'function' ? forbidden(input) : (forbidden ?? NOT_ALLOWED),
    );
  }
  const started = Date.now();
  const deadline = started + (deps.budgetMs ?? DEFAULT_BUDGET_MS);
  for (let attempt = 1; ; attempt++) {
    // A database known to be down is not waited for (503 at once).
    if (deps.health?.down) throw new DatabaseUnavailableError();
    try {
      return await attemptOnce(deps, declaration, input, actor, { stream, may, attempt, deadline });
    } catch (error) {
      if (error instanceof CommandIdReusedError) return rejected('conflict', COMMAND_ID_REUSED);
      const constraint = uniqueViolation(error);
      const mapped = constraint ? declaration.onUniqueViolation?.(constraint) : null;
      if (mapped) return mapped;
      if (!isClash(error)) throw error;
      const pause = backoff(attempt);
      if (!(error instanceof TurnNotTaken && error.final) && Date.now() + pause < deadline) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        continue;
      }
      deps.logger?.warn(
        {
          command: declaration.name,
          orgId: stream.orgId,
          streamId: stream.streamId,
          attempts: attempt,
          waitedMs: Date.now() - started,
          reason: error instanceof Error ? error.message : String(error),
        },
        'a command could not take its turn within its time budget',
      );
      return rejected('conflict', SAME_MOMENT);
    }
  }
}

function allowed(needed: CommandDeclaration<never, never, never, never>['capability'], may: Capabilities) {
  if (needed === null) return true;
  return typeof needed === 'string' ? may[needed] : needed.some((c) => may[c]);
}

/** A clash worth another try: a version clash, a deadlock, a serialisation failure; or the budget's end. */
function isClash(error: unknown): boolean {
  if (error instanceof ConcurrencyError || error instanceof TurnNotTaken) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Until when one wait for the locks may last: the budget's end, and less than one query may take. */
const lockDeadline = (deps: CommandDeps, deadline: number) =>
  deps.queryTimeoutMs ? Math.min(deadline, Date.now() + deps.queryTimeoutMs - 250) : deadline;

/** Full jitter over an exponential step (5, 10, 20 … 200 ms): retries of a crowd spread out. */
const backoff = (attempt: number) => Math.random() * Math.min(200, 5 * 2 ** (attempt - 1));

interface Attempt {
  stream: StreamRef;
  may: Capabilities;
  attempt: number;
  deadline: number;
}

// The round trips of a command (issue 27 item 4), each marked ⇄:
// - on a stream others write to: ⇄ BEGIN, its locks and the stream's events; what it loads;
//   decide; ⇄ the append; its inline read models (the season fold: ⇄ its read, ⇄ its write);
//   ⇄ the change feed's NOTIFY and COMMIT.
// - on a fresh stream whose load its locks do not guard (a new match): what it loads, before its
//   turn; decide; ⇄ BEGIN, its locks and the append; the read models; ⇄ COMMIT.
// A command id is looked for only when the decider refuses (a retry of a command that went
// through is refused now, and answered with what it did then) or the append finds it used.

async function attemptOnce<In, S, E extends DomainEvent, Ctx>(
  deps: CommandDeps,
  declaration: CommandDeclaration<In, S, E, Ctx>,
  input: In,
  actor: Actor,
  { stream, may, attempt, deadline }: Attempt,
): Promise<CommandResult<E> | DomainError> {
  // A fresh id is nobody else's: on the first attempt there is nothing to lock or read.
  const fresh = Boolean(stream.fresh) && attempt === 1;
  const keys = [
    ...(fresh ? [] : [streamLock(stream.orgId, stream.streamId)]),
    ...(declaration.serialiseWith?.(input) ?? []),
  ];
  // Read before the turn (and before the queue of this instance): nothing waits for this read.
  const loadedEarly =
    fresh && declaration.load && declaration.loadsBeforeTurn?.(input)
      ? { context: await declaration.load(deps.db, input, declaration.aggregate.initialState) }
      : null;
  const release = await (deps.queue ?? defaultQueue).acquire(keys, deadline);
  if (!release) throw new TurnNotTaken('the queue of this instance', true);
  try {
    const outcome = await deps.db.connection().execute(async (tx) => {
      const turn = new Turn(tx, keys, lockDeadline(deps, deadline));
      try {
        const result = await decideAndAppend(deps, declaration, input, actor, {
          turn,
          stream,
          may,
          fresh,
          loadedEarly,
        });
        if (!('committed' in result)) await turn.end();
        return result;
      } catch (error) {
        await turn.end().catch(() => {});
        throw error;
      }
    });
    if ('committed' in outcome) {
      outcome.told?.afterCommit();
      deps.afterCommit?.(outcome.changes);
      return outcome.committed;
    }
    if (isDomainError(outcome.answer) && actor.commandId) {
      const earlier = await earlierCommand<E>(deps.db, stream.orgId, actor);
      if (earlier) return earlier;
    }
    return outcome.answer;
  } finally {
    release();
  }
}

type Outcome<E extends DomainEvent> =
  | { answer: CommandResult<E> | DomainError }
  | {
      committed: CommandResult<E>;
      told: TransactionalPublish | null;
      changes: Change[];
    };

async function decideAndAppend<In, S, E extends DomainEvent, Ctx>(
  deps: CommandDeps,
  declaration: CommandDeclaration<In, S, E, Ctx>,
  input: In,
  actor: Actor,
  {
    turn,
    stream,
    may,
    fresh,
    loadedEarly,
  }: {
    turn: Turn;
    stream: StreamRef;
    may: Capabilities;
    fresh: boolean;
    loadedEarly: { context: Ctx } | null;
  },
): Promise<Outcome<E>> {
  const { aggregate } = declaration;
  const { tx } = turn;
  let read: StreamRead | null = null;
  if (!fresh) {
    const events = streamStatement(stream.orgId, stream.streamId, aggregate.startsOverAt);
    const [rows] = await turn.send([asText(tx, events)]);
    read = streamReadOf(catalogue, rows as EventRow[]);
  } else if (!loadedEarly) await turn.take();
  const state = (read?.events ?? []).reduce(
    (s, e) => aggregate.evolve(s, e as unknown as E),
    aggregate.initialState,
  );
  const context = loadedEarly
    ? loadedEarly.context
    : ((declaration.load ? await declaration.load(tx, input, state) : undefined) as Ctx);
  const decision = await declaration.decide(input, state, context, may);
  if (isDomainError(decision)) return { answer: decision };
  const { events: decided, companion } = Array.isArray(decision)
    ? { events: decision, companion: null }
    : decision;
  if (decided.length === 0) return { answer: { events: [], duplicate: false } };

  const append = appendStatement(catalogue, {
    orgId: stream.orgId,
    streamId: stream.streamId,
    streamType: aggregate.streamType,
    expectedVersion: read ? read.version : 'no_stream',
    events: decided,
    metadata: { actor: actor.userId },
    commandId: actor.commandId ?? undefined,
    commandFingerprint: actor.commandFingerprint ?? undefined,
  });
  const [appendedRows] = await turn.send([append.text]).catch((error: unknown) => {
    throw append.error(error);
  });
  const appended = append.result(appendedRows!);
  if (appended.duplicate) {
    // The same command id, sent before (or twice at the same moment): what it did then.
    const events = await readPositions(tx, stream.orgId, appended.positions);
    return { answer: { events: events as RecordedEvent<E>[], duplicate: true } };
  }
  const events = appended.events as RecordedEvent<E>[];
  const companionEvents =
    companion && companion.events.length > 0
      ? await appendCompanion(tx, stream.orgId, actor.userId, companion)
      : [];
  await applyInline(tx, deps.projections ?? projections, [...events, ...companionEvents]);
  await declaration.inTransaction?.(tx, input, events);
  // The change feed is told inside the transaction: with the commit, never without it.
  const changes = [
    ...(declaration.changes?.(input, events) ?? []),
    ...(companionEvents.length ? companion!.changes : []),
  ];
  const told = deps.changeFeed.inTransaction(changes);
  await send(tx, [...(told.sql ? [told.sql] : []), 'COMMIT']);
  return { committed: { events, companionEvents, duplicate: false }, told, changes };
}

/** The companion stream's append, in the command's transaction (no command id: the command's own has it). */
async function appendCompanion(
  tx: Kysely<Database>,
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
    .execute(tx)
    .catch((error: unknown) => {
      throw append.error(error);
    });
  return append.result(rows).events;
}

function uniqueViolation(error: unknown): string | null {
  if (typeof error === 'object' && error && 'code' in error && error.code === '23505')
    return String((error as { constraint?: string }).constraint ?? '');
  return null;
}

import type {
  Change,
  ChangeFeed,
  DomainError,
  DomainEvent,
  ExpectedVersion,
  RecordedEvent,
} from '@kicker/events';
import type { Projection } from '@kicker/projections';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { type Capabilities, type Capability, EVERY_CAPABILITY } from '../policy/capabilities.ts';
import type { KeyedQueue } from './keyedQueue.ts';

// DESIGN §4: a command is one declaration — its stream, what it loads, the capability it needs,
// `decide`, the changes it tells — and `runCommand` (pipeline.ts) is the one pipeline around every
// command: queue and lock, load, decide, append, inline projections, feed, idempotency, errors.

/** An aggregate as its decider file gives it: how its stream's events make its state. */
export interface Aggregate<S, E extends DomainEvent> {
  streamType: string;
  initialState: S;
  evolve: (state: S, event: E) => S;
  /**
   * The stream's state starts over at each event of these types (a location's live stream at each
   * game's start): a command reads only the events from the newest of them on.
   */
  startsOverAt?: readonly string[];
}

/** The stream a command writes to. */
export interface StreamRef {
  orgId: string;
  streamId: string;
  /**
   * The id was made up for this command (a fresh UUID): nobody else can write to it, so the first
   * attempt neither locks nor reads it. A clash (which a fresh id never has) reads it like a retry.
   */
  fresh?: boolean;
}

/**
 * Events for another stream, decided together with the command's own (recording a match from a
 * live game ends that game): appended after them in the same transaction, so both or neither
 * happen. The other stream must be among the command's `serialiseWith` keys (`streamLock`), so it
 * is read under its lock; its version is the safety net.
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

/** The command's transaction, for `load` and `inTransaction`: the one connection it runs on. */
export type CommandTransaction = Kysely<Database>;

export interface CommandDeclaration<In, S, E extends DomainEvent, Ctx = undefined> {
  /** For logs: the mutation's name as users know it (`joinTourney`). */
  name: string;
  aggregate: Aggregate<S, E>;
  /** Which of the aggregate's streams, in which organisation. */
  stream: (input: In) => StreamRef;
  /**
   * What the actor needs in the stream's organisation (server/src/policy/capabilities.ts; a list:
   * any of them). `null`: nobody's capability — the system's own command (ending idle games), or a
   * rule about the target person that the mutation asks the policy (`canAdministerUser`).
   * The decider receives all of the actor's capabilities there, for rules finer than this one.
   */
  capability: Capability | readonly Capability[] | null;
  /** The refusal when the actor lacks `capability` (default "You are not allowed to do this"). */
  forbidden?: string | ((input: In) => string);
  /**
   * Further keys this command takes turns on, beside its own stream (streamLock, ratingsLock):
   * commands sharing a key run their load, decide and append one after the other.
   */
  serialiseWith?: (input: In) => readonly string[];
  /** What decide needs besides the stream's state: read in the command's transaction, under its locks. */
  load?: (tx: CommandTransaction, input: In, state: S) => Promise<Ctx>;
  /**
   * For a fresh stream: what `load` reads is not guarded by the command's locks (a new match reads
   * the season, the places and the players; its lock orders the season fold's writes), so it is
   * read before the command takes its turn, and the locks are held for the append and the
   * read models alone. It then reads through the pool (`tx` is not the command's transaction).
   */
  loadsBeforeTurn?: (input: In) => boolean;
  decide: (input: In, state: S, context: Ctx, may: Capabilities) => Decision<E> | Promise<Decision<E>>;
  /** What subscribers are told after commit. */
  changes?: (input: In, events: readonly RecordedEvent<E>[]) => Change[];
  /** When a read-model unique index refuses a row (a cross-stream invariant), say why. */
  onUniqueViolation?: (constraint: string) => DomainError | null;
  /**
   * Writes outside the read models that must commit with the events (better-auth's own user table),
   * run after the inline projections in the same transaction.
   */
  inTransaction?: (tx: CommandTransaction, input: In, events: readonly RecordedEvent<E>[]) => Promise<void>;
}

/** Declares a command (an identity function: it lets TypeScript infer the declaration's types). */
export const declareCommand = <In, S, E extends DomainEvent, Ctx = undefined>(
  declaration: CommandDeclaration<In, S, E, Ctx>,
) => declaration;

/** Who runs a command, the command id a client gave it, and what they may do where. */
export interface Actor {
  /** Null: the system (the idle-game sweeper). */
  userId: string | null;
  /** Makes a retried mutation idempotent: the same id never appends twice. */
  commandId?: string | null;
  /** A hash of user, kind of command and input: a retry has the same one (schema/commandMutation.ts). */
  commandFingerprint?: string | null;
  /** The actor's capabilities in an organisation (the policy's answer for a viewer). */
  may: (orgId: string) => Capabilities;
}

/** The system, or a test or script acting as a user without a viewer: every capability. */
export const systemActor = (userId: string | null = null, commandId: string | null = null): Actor => ({
  userId,
  commandId,
  may: () => EVERY_CAPABILITY,
});

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
  /** Commands that could not be placed in their time budget are logged here (warn). */
  logger?: Pick<Logger, 'warn'>;
  /** How long a command may wait for its turn and retry before it answers ConflictError (default 5 s). */
  budgetMs?: number;
  /** Commands of this instance queue per key here before they take a connection (pipeline.ts). */
  queue?: KeyedQueue;
  /** While it says down, commands fail at once instead of waiting for the database (db/health.ts). */
  health?: { readonly down: boolean };
  /**
   * How long one query may take (the pool's timeout, db/database.ts): a wait for a lock is kept
   * below it, so a long wait for another command's turn is a lock timeout, not a database away.
   */
  queryTimeoutMs?: number;
}

export interface CommandResult<E extends DomainEvent> {
  events: RecordedEvent<E>[];
  /** The companion stream's events (empty without one, or for a retried command). */
  companionEvents?: RecordedEvent[];
  duplicate: boolean;
}

/** The key of a stream's lock: commands on it take turns (pipeline.ts). */
export const streamLock = (orgId: string, streamId: string) => `stream:${orgId}:${streamId}`;

/**
 * The key commands of one organisation serialise on when they change what its season ratings
 * fold: matches, and the rules a match is rated under (rank ladder, bounty, challenge, the
 * organisation's time zone). A match then reads exactly the rule changes that come before it in the
 * log, as a rebuild does: a rule change can no longer be appended before a match but commit after
 * the match read its rules.
 */
export const ratingsLock = (orgId: string) => `ratings:${orgId}`;

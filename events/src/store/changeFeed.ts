/**
 * What changed, told to subscribers so they refetch a consistent read model (DESIGN §5). Payloads
 * are small (ids only), so the same shape travels through PostgreSQL NOTIFY between instances.
 */
export const TOPICS = [
  /** The organisation itself: details, locations, departments. */
  'organisation',
  'season',
  'config',
  'rules',
  'player',
  'playerSelectionVotes',
  'matchRecorded',
  'matchDeleted',
  'matchRestored',
  /** A tourney: created, joined, launched, scored, reset or deleted (ids: the tourney). */
  'tourney',
  /** The live game at a location: started, a goal, an undo, ended (ids: the location). */
  'live',
  /** A user's grants in the organisation. */
  'roles',
  'installationAdmins',
  'user',
  /** A user's sessions or API keys ended (installation-wide, orgId 'global'). */
  'session',
  'apiKey',
  'projectionRebuild',
] as const;
export type Topic = (typeof TOPICS)[number];

export interface Change {
  orgId: string;
  topic: Topic;
  ids: string[];
}

/** The SQL a writer runs inside its transaction, and what it does once that transaction committed. */
export interface TransactionalPublish {
  /** Runs before COMMIT, in the same round trip (null: nothing to run). */
  sql: string | null;
  /** Runs after COMMIT succeeded. */
  afterCommit(): void;
}

export interface ChangeFeed {
  /**
   * For changes written with events: they are told exactly when the transaction commits, and never
   * when it rolls back. The in-memory feed tells its own subscribers after commit; the PostgreSQL
   * feed sends NOTIFY inside the transaction, so the commit carries it to every instance.
   */
  inTransaction(changes: readonly Change[]): TransactionalPublish;
  /** For changes outside a transaction of ours (sessions, rebuild progress). */
  publish(changes: readonly Change[]): void;
  /** Ends when the signal aborts. */
  subscribe(filter: (change: Change) => boolean, signal?: AbortSignal): AsyncIterable<Change>;
  /**
   * Told when the feed listens again after it could not for a while (changes may have been missed
   * meanwhile): whoever follows it should read again. Returns the way to stop listening.
   */
  onReconnected(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Delivers changes to this process's subscribers. */
export function createLocalDelivery() {
  const listeners = new Set<(change: Change) => void>();
  return {
    deliver(changes: readonly Change[]) {
      for (const change of changes) for (const listener of listeners) listener(change);
    },
    subscribe(filter: (change: Change) => boolean, signal?: AbortSignal): AsyncIterable<Change> {
      return {
        [Symbol.asyncIterator]() {
          const queue: Change[] = [];
          let wake: (() => void) | null = null;
          let done = false;
          const listener = (change: Change) => {
            if (!filter(change)) return;
            queue.push(change);
            wake?.();
          };
          const stop = () => {
            done = true;
            listeners.delete(listener);
            wake?.();
          };
          listeners.add(listener);
          signal?.addEventListener('abort', stop, { once: true });
          return {
            async next(): Promise<IteratorResult<Change>> {
              while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
              wake = null;
              const value = queue.shift();
              return value ? { value, done: false } : { value: undefined, done: true };
            },
            async return(): Promise<IteratorResult<Change>> {
              stop();
              return { value: undefined, done: true };
            },
          };
        },
      };
    },
  };
}

/**
 * One process (the default): subscribers live in this process, so they are told after commit. A
 * crash between commit and telling loses nothing anyone could receive: the subscribers' sockets end
 * with the process, and reconnecting clients refetch.
 */
export function createInMemoryChangeFeed(): ChangeFeed {
  const local = createLocalDelivery();
  return {
    inTransaction: (changes) => ({ sql: null, afterCommit: () => local.deliver(changes) }),
    publish: (changes) => local.deliver(changes),
    subscribe: local.subscribe,
    // Changes never travel outside this process, so none can be missed.
    onReconnected: () => () => {},
    close: async () => {},
  };
}

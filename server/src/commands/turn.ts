import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { type Statement, send } from '../db/batch.ts';
import type { Database } from '../db/database.ts';
import { escapeLiteral } from '../db/literals.ts';

// A command's turn (pipeline.ts): its transaction on one connection, with the advisory locks on its
// keys taken before it reads anything.

/**
 * The turn was not taken: the queue of this instance reached the deadline (`final`), or the lock
 * was not granted within one query's time (55P03), which is tried again while the budget lasts.
 */
export class TurnNotTaken extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

/**
 * The command's transaction on its connection: BEGIN, a lock timeout at the deadline and the
 * advisory locks on its keys go with the first statements sent through `send` (one round trip).
 * Keys are locked in one order (sorted), so two commands never wait for each other's second key.
 */
export class Turn {
  private begun = false;
  constructor(
    readonly tx: Kysely<Database>,
    private readonly keys: readonly string[],
    private readonly deadline: number,
  ) {}

  /** The statements (db/batch.ts), after BEGIN and the locks if they have not been sent yet. */
  async send(statements: readonly Statement[]): Promise<unknown[][]> {
    if (this.begun) return send(this.tx, statements);
    const waitMs = Math.max(1, Math.floor(this.deadline - Date.now()));
    const locks = [...new Set(this.keys)]
      .sort()
      .map((key) => `SELECT pg_advisory_xact_lock(hashtextextended(${escapeLiteral(key)}, 0))`);
    const opening = [
      'BEGIN',
      `SET LOCAL lock_timeout = ${waitMs}`,
      // A command's statements are the same few again and again: their plans are kept (the pool
      // plans every other statement for its values; database.ts says why).
      'SET LOCAL plan_cache_mode = force_generic_plan',
      ...locks,
    ];
    this.begun = true;
    try {
      const results = await send(this.tx, [...opening, ...statements]);
      return results.slice(opening.length);
    } catch (error) {
      // 55P03: a lock was not granted before the deadline.
      if ((error as { code?: unknown }).code === '55P03') throw new TurnNotTaken('the database lock', false);
      throw error;
    }
  }

  /** Takes the turn now (BEGIN and the locks alone), before reads that need it. */
  async take() {
    if (!this.begun) await this.send([]);
  }

  /** Rolls back what was begun. */
  async end() {
    if (this.begun) await sql.raw('ROLLBACK').execute(this.tx);
    this.begun = false;
  }
}

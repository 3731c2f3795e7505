import { type QueryExecutorProvider, sql } from 'kysely';
import { type Checkpoint, START } from './read.ts';

export async function loadCheckpoint(db: QueryExecutorProvider, name: string): Promise<Checkpoint> {
  const { rows } = await sql<{ transaction_id: string; global_position: number }>`
    SELECT transaction_id, global_position FROM projection_checkpoints WHERE name = ${name}`.execute(db);
  const row = rows[0];
  return row
    ? { transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) }
    : START;
}

/** Write it in the same transaction as the rows it covers. */
export async function saveCheckpoint(db: QueryExecutorProvider, name: string, at: Checkpoint): Promise<void> {
  await sql`
    INSERT INTO projection_checkpoints (name, transaction_id, global_position)
    VALUES (${name}, ${at.transactionId}::xid8, ${at.globalPosition})
    ON CONFLICT (name) DO UPDATE
      SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()`.execute(
    db,
  );
}

import { copyOut } from '../../projections/src/batch/copy.ts';
import type { Db } from '../../server/src/db/database.ts';

/** The rebuild's baseline: every event with one COPY in the rebuild's order, split into fields only. */
export async function rawCopy(db: Pick<Db, 'db'>): Promise<number> {
  return db.db.transaction().execute(async (trx) => {
    let n = 0;
    for await (const rows of copyOut(
      trx,
      `SELECT global_position, org_id, stream_id, stream_version, event_id, type, schema_version, data,
              metadata, transaction_id, recorded_at FROM events ORDER BY transaction_id, global_position`,
    ))
      n += rows.length;
    return n;
  });
}

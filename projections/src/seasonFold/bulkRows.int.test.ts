import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/test/support/db.ts';
import { copyField } from '../batch/copy.ts';
import { BulkRows } from './bulkRows.ts';
import type { StatTable } from './contract.ts';

// BulkRows gathers each table's COPY lines in chunks (Buffers of about 64K characters) and writes
// every table's chunks in order: rows must arrive whole, in order, whatever chunk they fell into.

interface Note {
  n: number;
  text: string;
}

const notes: StatTable<Note> = {
  name: 'bulk_notes',
  columns: { n: 'int', text: 'text' },
  key: ['n'],
  positionColumn: 'at',
};

describe('rows written with COPY in bulk', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('writes every row of every table whole and in order, across chunks and batches', async () => {
    // Long rows with characters COPY escapes, and non-ASCII ones (a chunk is counted in characters).
    const text = (i: number) => `${'ä\t\\'.repeat(i % 50)}\n${i}🙂${'x'.repeat(i % 300)}`;
    const count = 3_000;
    const read = await t.db.transaction().execute(async (trx) => {
      await sql`CREATE TEMPORARY TABLE bulk_lines (n int, text text) ON COMMIT DROP`.execute(trx);
      await sql`CREATE TEMPORARY TABLE bulk_notes (org_id text, season int, n int, text text, at bigint) ON COMMIT DROP`.execute(
        trx,
      );
      const rows = new BulkRows(trx);
      const note = rows.writer({ orgId: 'org', season: 3 }, notes);
      for (let i = 0; i < count; i++) {
        rows.row('bulk_lines', ['n', 'text'], [copyField(i), copyField(text(i))]);
        note({ n: i, text: text(i) }, 100 + i);
        if (i === count / 2) await rows.maybeFlush();
      }
      await rows.end();
      const lines = await sql<{ n: number; text: string }>`SELECT n, text FROM bulk_lines ORDER BY n`.execute(
        trx,
      );
      const written = await sql<Note & { org_id: string; season: number; at: number }>`
        SELECT org_id, season, n, text, at FROM bulk_notes ORDER BY n`.execute(trx);
      return { lines: lines.rows, notes: written.rows };
    });
    const expected = Array.from({ length: count }, (_, n) => ({ n, text: text(n) }));
    expect(read.lines).toEqual(expected);
    expect(read.notes).toEqual(expected.map((r) => ({ org_id: 'org', season: 3, ...r, at: 100 + r.n })));
  });
});

import type { QueryExecutorProvider } from 'kysely';
import { CopyIn, copyField } from '../batch/copy.ts';
import type { StatTable } from './contract.ts';
import type { SeasonState } from './foldSeason.ts';
import { columnsOf, encodeValue } from './rowCodec.ts';
import type { SeasonKey } from './statements.ts';

/** Rows gathered before they are copied: about this many bytes of COPY text. */
const FLUSH_AT = 32 << 20;
/** A table's lines become a Buffer every this many characters (see TableText). */
const CHUNK_CHARS = 1 << 16;

/**
 * A table's gathered lines: finished chunks as Buffers, which live outside the JavaScript heap, so
 * megabytes of waiting rows cost the garbage collector nothing to move or mark, and the lines of
 * the chunk being gathered.
 */
interface TableText {
  columns: readonly string[];
  chunks: Buffer[];
  /** Lines not yet in a chunk: joined once (a flat string), not appended line by line (a rope). */
  lines: string[];
  chars: number;
}

/**
 * Rows of several tables written with COPY into emptied tables (a rebuild). A connection runs one
 * COPY at a time, so rows wait in memory per table, and every table's rows go in one COPY each
 * time about 32 MB have gathered: memory stays bounded whatever the size of the log, and the
 * database loads one batch while the caller folds the next. Each field is the text the inline
 * statements send for it (rowCodec.ts).
 */
export class BulkRows {
  private pending = new Map<string, TableText>();
  private bytes = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: QueryExecutorProvider) {}

  /** A row of `table` (its fields already made by copyField). */
  row(table: string, columns: readonly string[], fields: readonly string[]): void {
    this.line(table, columns, fields.join('\t'));
  }

  /** A row of `table` as its line: copyField values joined by tabs, no newline. */
  line(table: string, columns: readonly string[], line: string): void {
    let rows = this.pending.get(table);
    if (!rows) {
      rows = { columns, chunks: [], lines: [], chars: 0 };
      this.pending.set(table, rows);
    }
    rows.lines.push(line);
    rows.chars += line.length + 1;
    this.bytes += line.length + 1;
    if (rows.chars >= CHUNK_CHARS) chunk(rows);
  }

  /** Every member's rows of a folded season. */
  season(where: SeasonKey, state: SeasonState): void {
    for (const rows of [state.rating, ...state.statistics])
      this.rows(where, rows.table as StatTable<Record<string, unknown>>, rows.entries());
  }

  /** Rows of one member's table, each with the position of the match that last changed it. */
  rows<R extends object>(
    where: SeasonKey,
    table: StatTable<R>,
    entries: Iterable<readonly [R, number]>,
  ): void {
    const write = this.writer(where, table);
    for (const [row, position] of entries) write(row, position);
  }

  /** Writes one row of a member's table (with the position of the match that last changed it). */
  writer<R extends object>(where: SeasonKey, table: StatTable<R>): (row: R, position: number) => void {
    const columns = columnsOf(table);
    const names = ['org_id', 'season', ...columns.map(([c]) => c), table.positionColumn];
    const start = `${copyField(where.orgId)}\t${copyField(where.season)}`;
    return (row, position) => {
      let line = start;
      for (const [c, type] of columns)
        line += `\t${copyField(encodeValue(type, (row as Record<string, unknown>)[c]))}`;
      this.line(table.name, names, `${line}\t${copyField(position)}`);
    };
  }

  /** Starts writing what has gathered when it is enough; waits only for the batch before it. */
  async maybeFlush(): Promise<void> {
    if (this.bytes < FLUSH_AT) return;
    await this.writing;
    const writing = this.write(this.take());
    writing.catch(() => {}); // awaited by the next flush, end() or abort()
    this.writing = writing;
    // Let the database read the batch while the caller folds on (the socket is written between turns).
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Waits for a batch still being written, whatever its outcome (before the transaction's rollback). */
  async abort(): Promise<void> {
    await this.writing.catch(() => {});
  }

  async end(): Promise<void> {
    await this.writing;
    await this.write(this.take());
  }

  private take() {
    const batch = this.pending;
    for (const rows of batch.values()) chunk(rows);
    this.pending = new Map();
    this.bytes = 0;
    return batch;
  }

  private async write(batch: Map<string, TableText>): Promise<void> {
    for (const [table, { columns, chunks }] of batch) {
      const copy = new CopyIn(this.db, table, columns);
      try {
        for (const chunk of chunks) await copy.lines(chunk);
      } catch (error) {
        await copy.abort(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      await copy.end();
    }
  }
}

/** A table's waiting lines become a chunk, each line ending in a newline. */
function chunk(rows: TableText): void {
  if (rows.lines.length === 0) return;
  rows.lines.push('');
  rows.chunks.push(Buffer.from(rows.lines.join('\n')));
  rows.lines = [];
  rows.chars = 0;
}

import { CompiledQuery, type QueryExecutorProvider } from 'kysely';
import copyStreams from 'pg-copy-streams';

// COPY in text format on the connection `db` stands for (a rebuild's transaction: the COPY sees
// and writes what that transaction does). Kysely has no COPY, but it hands a compiled query's
// text to pg's client.query unchanged, and pg runs any "submittable" object given there: a COPY
// stream travels in place of the text. Kysely's promise settles at once; the stream tells when
// the COPY is done, and queries sent meanwhile wait for it on the connection.

function submit(db: QueryExecutorProvider, stream: object): Promise<unknown> {
  return db.getExecutor().executeQuery({ ...CompiledQuery.raw(''), sql: stream as unknown as string });
}

const NEWLINE = 0x0a;

/**
 * The rows of `COPY (query) TO STDOUT`, each as its fields' text (null for NULL), in arrays of the
 * rows that arrived together.
 */
export async function* copyOut(
  db: QueryExecutorProvider,
  query: string,
): AsyncGenerator<(string | null)[][]> {
  const stream = copyStreams.to(`COPY (${query}) TO STDOUT`);
  await submit(db, stream);
  const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let rest: Buffer | null = null;
  let ended = false;
  try {
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      const bytes: Buffer = rest ? Buffer.concat([rest, next.value]) : next.value;
      // A row ends at a newline byte, which never occurs inside a multi-byte UTF-8 character.
      const end = bytes.lastIndexOf(NEWLINE);
      if (end < 0) {
        rest = bytes;
        continue;
      }
      rest = end + 1 < bytes.length ? bytes.subarray(end + 1) : null;
      const lines = bytes.toString('utf8', 0, end).split('\n');
      yield lines.map((line) => line.split('\t').map(unescapeField));
    }
    ended = true;
    if (rest) throw new Error('COPY output ended inside a row');
  } finally {
    // A consumer that stops early (it failed) leaves the COPY running on the connection, where the
    // transaction's ROLLBACK would wait behind it forever: read it to its end first.
    if (!ended) for (let next = await chunks.next(); !next.done; next = await chunks.next());
  }
}

/** COPY's text format: \N is NULL; a backslash escapes the next character. */
function unescapeField(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_, c: string) => ESCAPED[c] ?? c);
}

const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A field for COPY's text format: null as \N, and backslash, tab, newline and carriage return escaped. */
export function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => FIELD_ESCAPES[c]!) : value;
}

const FIELD_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * `COPY table (columns) FROM STDIN`: rows are written as lines of copyField values joined by tabs
 * (see line()); waits for the database when it falls behind, so memory stays bounded.
 */
export class CopyIn {
  private readonly stream: copyStreams.CopyStreamQuery;
  private readonly done: Promise<void>;
  private pending = '';

  constructor(db: QueryExecutorProvider, table: string, columns: readonly string[]) {
    this.stream = copyStreams.from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`);
    this.done = new Promise((resolve, reject) => {
      this.stream.once('finish', resolve);
      this.stream.once('error', reject);
    });
    this.done.catch(() => {}); // end() throws it
    void submit(db, this.stream);
  }

  /** Adds a row (its fields already made by copyField). */
  row(fields: readonly string[]): Promise<void> {
    return this.line(fields.join('\t'));
  }

  /** Adds a row given as its line (fields made by copyField, joined by tabs). */
  async line(line: string): Promise<void> {
    this.pending += `${line}\n`;
    if (this.pending.length < 1 << 16) return;
    const text = this.pending;
    this.pending = '';
    await this.send(text);
  }

  /** Adds whole lines already encoded (each ending in a newline), after the rows added before. */
  async lines(text: Buffer): Promise<void> {
    if (this.pending) {
      const before = this.pending;
      this.pending = '';
      await this.send(before);
    }
    await this.send(text);
  }

  private async send(chunk: string | Buffer): Promise<void> {
    if (!this.stream.write(chunk))
      await Promise.race([new Promise((resolve) => this.stream.once('drain', resolve)), this.done]);
  }

  /**
   * Gives up: the COPY fails (CopyFail) and the connection is free for the transaction's ROLLBACK,
   * which would otherwise wait behind the open COPY forever.
   */
  async abort(reason: Error): Promise<void> {
    this.stream.destroy(reason);
    await this.done.catch(() => {});
  }

  /** Ends the COPY; throws what the database refused. */
  async end(): Promise<void> {
    this.stream.end(this.pending);
    this.pending = '';
    await this.done;
  }
}

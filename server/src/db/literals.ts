import pg from 'pg';

// Statements with their values written in as literals, so several can travel in one round trip
// (the simple query protocol takes many statements, but no parameters). A value becomes the text pg
// would have sent for a parameter, quoted: PostgreSQL then reads an untyped literal exactly as it
// reads an untyped parameter, from where it stands.

export const escapeIdentifier = pg.escapeIdentifier;
export const escapeLiteral = pg.escapeLiteral;

/** A value as the literal pg would bind it (JSON for objects, PostgreSQL arrays for arrays). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'`;
  const prepared = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils.prepareValue(
    value,
  );
  return prepared === null ? 'NULL' : pg.escapeLiteral(String(prepared));
}

/**
 * A compiled statement (`$1`, `$2` … and its values) with its values written in. `$n` inside quoted
 * strings, quoted identifiers and comments is left alone.
 */
export function inline(sql: string, parameters: readonly unknown[]): string {
  if (parameters.length === 0) return sql;
  let out = '';
  for (let i = 0; i < sql.length; ) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closing(sql, i, c);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '$' && /\d/.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (/\d/.test(sql[j] ?? '')) j++;
      const index = Number(sql.slice(i + 1, j)) - 1;
      if (index >= parameters.length)
        throw new Error(`Statement names $${index + 1}, but has ${parameters.length} values`);
      out += literal(parameters[index]);
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Where a quoted string or identifier that opens at `start` ends (a doubled quote is part of it). */
function closing(sql: string, start: number, quote: string): number {
  for (let i = start + 1; i < sql.length; i++)
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i++;
      else return i + 1;
    }
  return sql.length;
}

/** How many statements a text holds (`;` outside quotes and comments; empty ones not counted). */
export function statementCount(sql: string): number {
  let count = 0;
  let content = false;
  for (let i = 0; i < sql.length; ) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      i = closing(sql, i, c);
      content = true;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (c === ';') {
      if (content) count++;
      content = false;
      i++;
    } else {
      if (!/\s/.test(c)) content = true;
      i++;
    }
  }
  return count + (content ? 1 : 0);
}

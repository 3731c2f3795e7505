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

/** A quoted string, a quoted identifier, a line comment, or a placeholder (`$n`, its number captured). */
const TOKENS = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\$(\d+)/g;

/**
 * A compiled statement (`$1`, `$2` … and its values) with its values written in. `$n` inside quoted
 * strings, quoted identifiers and comments is left alone.
 */
export function inline(sql: string, parameters: readonly unknown[]): string {
  if (parameters.length === 0) return sql;
  return sql.replace(TOKENS, (token, number: string | undefined) => {
    if (number === undefined) return token;
    const index = Number(number) - 1;
    if (index >= parameters.length)
      throw new Error(`Statement names $${index + 1}, but has ${parameters.length} values`);
    return literal(parameters[index]);
  });
}

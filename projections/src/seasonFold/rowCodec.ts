import type { ColumnType, StatTable } from './contract.ts';

// A member's row values as they travel to PostgreSQL and back. Every runner sends the same text
// for a value (a parameter, an array element or a COPY field), so PostgreSQL parses it alike and an
// inline write, a refold and a rebuild leave equal rows.

/** The text or plain value sent for a column's value. */
export function encodeValue(type: ColumnType, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'jsonb':
      return JSON.stringify(value);
    case 'timestamptz':
      return value instanceof Date ? value.toISOString() : String(value);
    default:
      return value as string | number | boolean;
  }
}

/** A value read back through json_agg (numbers as JSON numbers, instants as text). */
function decodeJsonValue(type: ColumnType, value: unknown): unknown {
  if (value === null) return null;
  switch (type) {
    case 'timestamptz':
      return new Date(value as string);
    case 'int':
    case 'position':
      return Number(value);
    default:
      return value;
  }
}

/** A stored row read through json_agg, as the member keeps it, with its position. */
export function decodeStoredRow<R extends object>(
  table: StatTable<R>,
  stored: Record<string, unknown>,
): { row: R; position: number } {
  const row = {} as Record<string, unknown>;
  for (const [column, type] of Object.entries(table.columns) as [string, ColumnType][])
    row[column] = decodeJsonValue(type, stored[column]);
  const decoded = table.decode ? table.decode(row as R) : (row as R);
  return { row: decoded, position: Number(stored[table.positionColumn]) };
}

export const columnsOf = <R extends object>(table: StatTable<R>) =>
  Object.entries(table.columns) as [keyof R & string, ColumnType][];

import type { Row, RowChange, Value } from '../rowChanges.ts';

// Many row changes folded into one net change per row, in memory, with exactly the meaning
// applyChanges gives them one by one (rowChanges.ts). A page of a rebuild is coalesced here and
// written with a few bulk statements (writePending.ts).
//
// What a sequence of changes does to one row depends on whether the row existed before it, so a
// pending row keeps both answers until it is written:
// - `known`: the sequence ends in a state that does not depend on the row before (a delete, and
//   whatever followed it): `row` is the whole row afterwards, null for no row.
// - `patch`: if the row existed, its columns `set` are assigned and `add` is added to its counters
//   (a column is in one of them, never both); if it did not, `insert` is inserted (null: nothing).

export type PendingState =
  | { kind: 'known'; row: Row | null }
  | { kind: 'patch'; set: Row; add: Record<string, number>; insert: Row | null };

export interface PendingRow {
  table: string;
  key: Row;
  state: PendingState;
}

/**
 * A change the coalescer cannot prove equal to its one-by-one meaning (a key column changed, a
 * counter that is not a safe integer). The caller applies that page event by event instead.
 */
export class NotCoalescable extends Error {}

/**
 * A column's default as a value, for counters incremented in a row that did not set them:
 * null without a default, undefined when the default is not a constant (then no coalescing).
 */
export type DefaultOf = (table: string, column: string) => Value | undefined;

export class ChangeBuffer {
  private readonly rows = new Map<string, PendingRow>();

  constructor(private readonly defaultOf: DefaultOf = () => undefined) {}

  /** Pending rows (one per table and key). */
  get size(): number {
    return this.rows.size;
  }

  add(change: RowChange): void {
    const pending = this.pending(change);
    const state = pending.state;
    if (change.op !== 'delete')
      for (const column in change.values)
        if (column in change.key)
          throw new NotCoalescable(`${change.table}: a change writes key column ${column}`);
    // The rows kept here (`row`, `insert`) are the buffer's own objects, made by spreading the
    // change's key and values: later changes assign to them in place (the same columns, in the same
    // order, as spreading again) rather than making a new object per event.
    switch (change.op) {
      case 'delete':
        pending.state = { kind: 'known', row: null };
        return;
      case 'upsert':
        // INSERT key + values ... ON CONFLICT (key) DO UPDATE SET <values> = EXCLUDED.<values>
        if (state.kind === 'known')
          state.row = state.row
            ? Object.assign(state.row, change.values)
            : { ...change.key, ...change.values };
        else {
          assign(state, change.values);
          state.insert = state.insert
            ? Object.assign(state.insert, change.values)
            : { ...change.key, ...change.values };
        }
        return;
      case 'update':
        // UPDATE ... SET <values> WHERE key: nothing without a row.
        if (state.kind === 'known') {
          if (state.row) Object.assign(state.row, change.values);
        } else {
          assign(state, change.values);
          if (state.insert) Object.assign(state.insert, change.values);
        }
        return;
      case 'increment': {
        // INSERT key + values + {column: by} ... ON CONFLICT DO UPDATE SET column = column + by, <values>
        const { column, by, values, table } = change;
        if (column in values) throw new NotCoalescable(`${table}: increment of ${column} also sets it`);
        // A row inserted here without the counter holds the column's default.
        const inRow = (row: Row) => (column in row ? row[column] : this.defaultOf(table, column));
        const incremented = (row: Row | null): Row => {
          if (!row) return { ...change.key, ...values, [column]: plus(0, by, table) };
          const sum = plus(inRow(row), by, table);
          Object.assign(row, values);
          row[column] = sum;
          return row;
        };
        if (state.kind === 'known') state.row = incremented(state.row);
        else {
          assign(state, values);
          if (column in state.set) state.set[column] = plus(state.set[column], by, table);
          else state.add[column] = plus(state.add[column] ?? 0, by, table) as number;
          state.insert = incremented(state.insert);
        }
        return;
      }
    }
  }

  /** The pending rows, grouped by table, and empties the buffer. */
  drain(): Map<string, PendingRow[]> {
    const byTable = new Map<string, PendingRow[]>();
    for (const row of this.rows.values()) {
      const list = byTable.get(row.table);
      if (list) list.push(row);
      else byTable.set(row.table, [row]);
    }
    this.rows.clear();
    return byTable;
  }

  private pending(change: RowChange): PendingRow {
    const id = rowId(change.table, change.key);
    let pending = this.rows.get(id);
    if (!pending) {
      pending = {
        table: change.table,
        key: change.key,
        state: { kind: 'patch', set: {}, add: {}, insert: null },
      };
      this.rows.set(id, pending);
    }
    return pending;
  }
}

/** Assignments on an existing row: they replace earlier assignments and additions of the column. */
function assign(state: Extract<PendingState, { kind: 'patch' }>, values: Row) {
  for (const column in values) {
    state.set[column] = values[column]!;
    if (column in state.add) delete state.add[column];
  }
}

/** `counter + by` as PostgreSQL computes it for integers (NULL stays NULL). */
function plus(current: Value | undefined, by: number, table: string): Value {
  if (current === null) return null;
  const sum = typeof current === 'number' ? current + by : Number.NaN;
  if (!Number.isSafeInteger(current) || !Number.isSafeInteger(by) || !Number.isSafeInteger(sum))
    throw new NotCoalescable(`${table}: increment ${String(current)} + ${by} is not a safe integer sum`);
  return sum;
}

/**
 * Identifies a row by table and key. Key values compare by the text the driver sends for them
 * (which PostgreSQL parses for the key column), so 5 and '5' are the same row, as in SQL.
 */
export function rowId(table: string, key: Row): string {
  let id = table;
  for (const column of Object.keys(key).sort()) id += part(column) + part(asText(key[column]!));
  return id;
}

/** Length-prefixed, so no value can run into the next one. */
const part = (text: string | null) => (text === null ? '|-' : `|${text.length}:${text}`);

function asText(value: Value): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `date:${value.getTime()}`;
  return String(value);
}

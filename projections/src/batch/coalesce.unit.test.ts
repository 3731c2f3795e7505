import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Row, RowChange, Value } from '../rowChanges.ts';
import { ChangeBuffer, NotCoalescable, type PendingState, rowId } from './coalesce.ts';

// A rebuild coalesces a page of row changes into one net change per row (coalesce.ts). It must mean
// exactly what applying the changes one by one means (rowChanges.ts, in SQL), whether or not the
// row existed before. Here both are interpreted in memory and compared on random sequences.

const TABLE = 't';
/** The counter column's default when a row is inserted without it. */
const DEFAULT_N = 0;

/** applyChanges' SQL, one change at a time, on one row (null: no row). */
function oneByOne(start: Row | null, changes: readonly RowChange[]): Row | null {
  let row = start;
  for (const c of changes) {
    switch (c.op) {
      case 'delete':
        row = null;
        break;
      case 'update':
        if (row) row = { ...row, ...c.values };
        break;
      case 'upsert':
        row = row ? { ...row, ...c.values } : { n: DEFAULT_N, ...c.key, ...c.values };
        break;
      case 'increment':
        row = row
          ? { ...row, ...c.values, [c.column]: row[c.column] === null ? null : Number(row[c.column]) + c.by }
          : { n: DEFAULT_N, ...c.key, ...c.values, [c.column]: c.by };
        break;
    }
  }
  return row;
}

/** What writePending does with a pending state, on the same row. */
function coalesced(start: Row | null, state: PendingState): Row | null {
  if (state.kind === 'known') return state.row && { n: DEFAULT_N, ...state.row };
  if (!start) return state.insert && { n: DEFAULT_N, ...state.insert };
  const row: Row = { ...start, ...state.set };
  for (const [column, by] of Object.entries(state.add))
    row[column] = row[column] === null ? null : Number(row[column]) + by;
  return row;
}

const key = { id: 'k' };
const change: fc.Arbitrary<RowChange> = fc.oneof(
  fc.constant<RowChange>({ op: 'delete', table: TABLE, key }),
  fc
    .record({ a: fc.option(fc.constantFrom('x', 'y', 'z'), { nil: null }) })
    .map((values): RowChange => ({ op: 'update', table: TABLE, key, values })),
  fc
    .record({ a: fc.constantFrom('x', 'y') }, { requiredKeys: [] })
    .map((values): RowChange => ({ op: 'upsert', table: TABLE, key, values })),
  fc.record({ by: fc.integer({ min: -5, max: 5 }), a: fc.option(fc.constant('w'), { nil: undefined }) }).map(
    ({ by, a }): RowChange => ({
      op: 'increment',
      table: TABLE,
      key,
      column: 'n',
      by,
      values: a === undefined ? {} : { a },
    }),
  ),
);
const start: fc.Arbitrary<Row | null> = fc.option(
  fc.record({
    id: fc.constant('k'),
    a: fc.constantFrom<Value>('s', null),
    n: fc.option(fc.integer(), { nil: null }),
  }),
  { nil: null },
);

describe('coalescing row changes', () => {
  it('means what applying them one by one means, whether the row existed or not', () => {
    fc.assert(
      fc.property(start, fc.array(change, { maxLength: 12 }), (before, changes) => {
        const buffer = new ChangeBuffer((_, column) => (column === 'n' ? DEFAULT_N : undefined));
        for (const c of changes) buffer.add(c);
        const pending = buffer.drain().get(TABLE)?.[0];
        const net = pending ? coalesced(before, pending.state) : before;
        expect(net).toEqual(oneByOne(before, changes));
      }),
      { numRuns: 2000 },
    );
  });

  it('never changes the changes it is given (it keeps rows of its own and changes those in place)', () => {
    const frozen = (c: RowChange): RowChange =>
      Object.freeze(
        c.op === 'delete'
          ? { ...c, key: Object.freeze({ ...c.key }) }
          : { ...c, key: Object.freeze({ ...c.key }), values: Object.freeze({ ...c.values }) },
      );
    fc.assert(
      fc.property(start, fc.array(change, { maxLength: 12 }), (before, changes) => {
        const buffer = new ChangeBuffer((_, column) => (column === 'n' ? DEFAULT_N : undefined));
        // A frozen object throws when written to (modules are strict).
        for (const c of changes) buffer.add(frozen(c));
        const pending = buffer.drain().get(TABLE)?.[0];
        const net = pending ? coalesced(before, pending.state) : before;
        expect(net).toEqual(oneByOne(before, changes));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps one pending row per table and key, keys compared as the database compares them', () => {
    const buffer = new ChangeBuffer();
    buffer.add({ op: 'upsert', table: TABLE, key: { id: 5 }, values: { a: 'x' } });
    buffer.add({ op: 'update', table: TABLE, key: { id: '5' }, values: { a: 'y' } });
    buffer.add({ op: 'upsert', table: 'other', key: { id: 5 }, values: {} });
    expect(buffer.size).toBe(2);
    expect(rowId(TABLE, { a: '1', b: '2' })).toBe(rowId(TABLE, { b: '2', a: '1' }));
    // Length-prefixed parts: no value runs into the next.
    expect(rowId(TABLE, { a: '1|', b: '2' })).not.toBe(rowId(TABLE, { a: '1', b: '|2' }));
  });

  it('refuses what it cannot prove equal: a change of a key column, an unsafe counter sum', () => {
    const buffer = new ChangeBuffer();
    expect(() => buffer.add({ op: 'update', table: TABLE, key: { id: 'k' }, values: { id: 'j' } })).toThrow(
      NotCoalescable,
    );
    buffer.add({ op: 'upsert', table: TABLE, key, values: { n: Number.MAX_SAFE_INTEGER } });
    expect(() => buffer.add({ op: 'increment', table: TABLE, key, column: 'n', by: 1, values: {} })).toThrow(
      NotCoalescable,
    );
  });
});

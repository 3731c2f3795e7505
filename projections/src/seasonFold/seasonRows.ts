import type { StatTable } from './contract.ts';

/**
 * One member's rows of one season while the fold runs: the rows loaded from the table (or none) and
 * what the matches folded since changed, each with the position of the last match that changed it.
 */
export class SeasonRows<R extends object> {
  /** Every row by its key, in the order first seen (the order entries() writes them). */
  private readonly byKey = new Map<string, Slot<R>>();
  /**
   * The same rows by their two key values for a two-column key (pairs of players): a fold asks for
   * such rows a dozen times per match, and ids kept as they come need no joined key string hashed.
   */
  private readonly byPair = new Map<string, Map<string, Slot<R>>>();
  private readonly added: { row: R; position: number }[] = [];
  /** The position of the match being folded (the runner sets it). */
  position = 0;

  constructor(readonly table: StatTable<R>) {}

  keyOf(key: Partial<R>): string {
    // No array for the usual one- or two-column keys.
    const columns = this.table.key;
    if (columns.length === 1) return String(key[columns[0]!]);
    if (columns.length === 2) return `${String(key[columns[0]!])}\u0000${String(key[columns[1]!])}`;
    return columns.map((k) => String(key[k])).join('\u0000');
  }

  private slot(key: Partial<R>): Slot<R> | undefined {
    const columns = this.table.key;
    if (columns.length === 2) return this.byPair.get(String(key[columns[0]!]))?.get(String(key[columns[1]!]));
    return this.byKey.get(this.keyOf(key));
  }

  private put(key: Partial<R>, slot: Slot<R>): void {
    const k = this.keyOf(key);
    const known = this.byKey.get(k);
    if (known) {
      known.row = slot.row;
      known.at = slot.at;
      return;
    }
    this.byKey.set(k, slot);
    const columns = this.table.key;
    if (columns.length !== 2) return;
    const first = String(key[columns[0]!]);
    let others = this.byPair.get(first);
    if (!others) {
      others = new Map();
      this.byPair.set(first, others);
    }
    others.set(String(key[columns[1]!]), slot);
  }

  get(key: Partial<R>): R | undefined {
    return this.slot(key)?.row;
  }

  /** The row to change for the current match, made by `create` when there is none yet. */
  change(key: Partial<R>, create: () => R): R {
    let slot = this.slot(key);
    if (slot) slot.at = this.position;
    else {
      slot = { row: create(), at: this.position };
      this.put(key, slot);
    }
    return slot.row;
  }

  /** A row of the current match in an append-only table. */
  add(row: R): void {
    if (this.sink) this.sink(row, this.position);
    else this.added.push({ row, position: this.position });
  }

  private sink: ((row: R, position: number) => void) | null = null;

  /**
   * Hands the rows added from now on to `sink` as they come instead of keeping them (entries() then
   * leaves them out): a rebuild writes a season's hundred thousand participation rows without
   * holding them. Nothing reads added rows back, so the fold is the same.
   */
  streamAdded(sink: (row: R, position: number) => void): void {
    this.sink = sink;
  }

  /** A stored row, as it was after the match at `position` changed it last. */
  load(row: R, position: number): void {
    this.put(row, { row, at: position });
  }

  /** Every row with the position of the last match that changed it. */
  *entries(): Iterable<[R, number]> {
    if (this.table.appendOnly) for (const { row, position } of this.added) yield [row, position];
    else for (const { row, at } of this.byKey.values()) yield [row, at];
  }

  /** The rows the matches from `position` on changed. */
  *changedFrom(position: number): Iterable<[R, number]> {
    for (const entry of this.entries()) if (entry[1] >= position) yield entry;
  }
}

interface Slot<R> {
  row: R;
  /** The position of the last match that changed the row. */
  at: number;
}

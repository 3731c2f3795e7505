import type { StatTable } from './contract.ts';

/**
 * One member's rows of one season while the fold runs: the rows loaded from the table (or none) and
 * what the matches folded since changed, each with the position of the last match that changed it.
 */
export class SeasonRows<R extends object> {
  private readonly byKey = new Map<string, R>();
  private readonly changedAt = new Map<string, number>();
  private readonly added: { row: R; position: number }[] = [];
  /** The position of the match being folded (the runner sets it). */
  position = 0;

  constructor(readonly table: StatTable<R>) {}

  keyOf(key: Partial<R>): string {
    return this.table.key.map((k) => String(key[k])).join('\u0000');
  }

  get(key: Partial<R>): R | undefined {
    return this.byKey.get(this.keyOf(key));
  }

  /** The row to change for the current match, made by `create` when there is none yet. */
  change(key: Partial<R>, create: () => R): R {
    const k = this.keyOf(key);
    let row = this.byKey.get(k);
    if (!row) {
      row = create();
      this.byKey.set(k, row);
    }
    this.changedAt.set(k, this.position);
    return row;
  }

  /** A row of the current match in an append-only table. */
  add(row: R): void {
    this.added.push({ row, position: this.position });
  }

  /** A stored row, as it was after the match at `position` changed it last. */
  load(row: R, position: number): void {
    const k = this.keyOf(row);
    this.byKey.set(k, row);
    this.changedAt.set(k, position);
  }

  /** Every row with the position of the last match that changed it. */
  *entries(): Iterable<[R, number]> {
    if (this.table.appendOnly) for (const { row, position } of this.added) yield [row, position];
    else for (const [k, row] of this.byKey) yield [row, this.changedAt.get(k)!];
  }

  /** The rows the matches from `position` on changed. */
  *changedFrom(position: number): Iterable<[R, number]> {
    for (const entry of this.entries()) if (entry[1] >= position) yield entry;
  }
}

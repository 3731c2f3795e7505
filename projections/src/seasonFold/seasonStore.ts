import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import type { MatchOutcome } from '../seasonTable/rating.ts';
import {
  configAt,
  type RuleEventRow,
  ratingConfigTimeline,
  ruleEventsBefore,
  timelineOf,
} from '../seasonTable/ratingConfig.ts';
import { BulkRows } from './bulkRows.ts';
import type { RatedMatch, SeasonFold, SeasonMatch } from './contract.ts';
import { emptySeason, foldMatch, foldSeasonMatches, type SeasonState } from './foldSeason.ts';
import { decodeStoredRow } from './rowCodec.ts';
import type { SeasonRows } from './seasonRows.ts';
import { deleteChangedFrom, insertRows, type SeasonKey, storedRowsJson } from './statements.ts';

// The season fold inside a transaction: a recorded match on top of the stored rows, and a season
// folded again from its first match after a deletion or restore (DESIGN §5), writing only the rows
// that changed from the deleted or restored match on.

/**
 * From this many rows a rewrite of an append-only table copies them in (COPY) instead of one INSERT
 * of arrays. Low enough that the deletion property tests (seasons of a few matches) run both ways.
 */
const COPY_FROM_ROWS = 8;

// biome-ignore lint/suspicious/noExplicitAny: members have row types of their own
const membersOf = (state: SeasonState): SeasonRows<any>[] => [state.rating, ...state.statistics];

/**
 * Folds a newly recorded match (the newest of its season) into every member, on top of the rows
 * it touches. One read (those rows and the rules in effect) and one write (every member's rows and
 * the caller's `writeMatch` statement, as data-modifying WITH queries): a match is recorded under its
 * organisation's lock, so every round trip here is one the organisation's next match waits for.
 */
export async function foldRecordedMatch(
  db: QueryExecutorProvider,
  fold: SeasonFold,
  where: SeasonKey,
  match: SeasonMatch,
  writeMatch: (rated: RatedMatch) => RawBuilder<unknown>,
): Promise<RatedMatch> {
  const state = emptySeason(fold);
  const members = [fold.rating, ...fold.statistics];
  const rows = membersOf(state);
  const loaded = members.flatMap((m, i) => (m.table.appendOnly ? [] : [i]));
  const { rows: read } = await sql<Record<string, unknown>>`SELECT ${sql.join([
    ...loaded.map(
      (i) =>
        sql`${storedRowsJson(members[i]!.table, where, members[i]!.touches(match))} AS ${sql.ref(`m${i}`)}`,
    ),
    sql`${ruleEventsBefore(where.orgId, match.position)} AS rules`,
  ])}`.execute(db);
  const stored = read[0]!;
  for (const i of loaded)
    for (const r of stored[`m${i}`] as Record<string, unknown>[]) {
      const { row, position } = decodeStoredRow(members[i]!.table, r);
      rows[i]!.load(row, position);
    }
  const timeline = await timelineOf(db, where.orgId, stored.rules as RuleEventRow[]);
  const rated = foldMatch(fold, state, match, configAt(timeline, match.position));
  const writes = rows.flatMap((r) => {
    const insert = insertRows(r.table, where, [...r.changedFrom(match.position)], {
      upsert: !r.table.appendOnly,
    });
    return insert ? [insert] : [];
  });
  await sql`WITH ${sql.join(writes.map((w, i) => sql`${sql.ref(`w${i}`)} AS (${w})`))} ${writeMatch(rated)}`.execute(
    db,
  );
  return rated;
}

/**
 * The season folded again from its first match (`matches` in position order, each under the rules
 * of its time). Rows last changed before `from` (the deleted or restored match) are left as they
 * are: the matches before it are the same, so those rows are too. Returns the matches' outcomes.
 */
export async function refoldSeason(
  db: QueryExecutorProvider,
  fold: SeasonFold,
  where: SeasonKey,
  matches: readonly SeasonMatch[],
  from: number,
): Promise<MatchOutcome[]> {
  const timeline = await ratingConfigTimeline(db, where.orgId);
  const { state, outcomes } = foldSeasonMatches(fold, matches, (m) => configAt(timeline, m.position));
  for (const rows of membersOf(state)) await rewriteFrom(db, rows, where, from);
  return outcomes;
}

/**
 * Replaces a member's rows changed from `from` on. A stored row changed from there on that the new
 * fold last changed earlier (its newest match was the deleted one) is written again as well.
 */
// biome-ignore lint/suspicious/noExplicitAny: members have row types of their own
async function rewriteFrom(db: QueryExecutorProvider, rows: SeasonRows<any>, where: SeasonKey, from: number) {
  const { rows: gone } = await deleteChangedFrom(rows.table, where, from).execute(db);
  const removed = new Set(gone.map((key) => rows.keyOf(key)));
  const entries = [...rows.entries()].filter(
    ([row, position]) => position >= from || removed.has(rows.keyOf(row)),
  );
  // Many rows (a deletion early in a long season rewrites most of the participation table) go in
  // with COPY, about twice as fast as one INSERT of arrays; an append-only table needs no upsert.
  if (rows.table.appendOnly && entries.length >= COPY_FROM_ROWS) {
    const bulk = new BulkRows(db);
    bulk.rows(where, rows.table, entries);
    await bulk.end();
    return;
  }
  const insert = insertRows(rows.table, where, entries, { upsert: !rows.table.appendOnly });
  if (insert) await insert.execute(db);
}

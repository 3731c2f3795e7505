import type { ModeName } from '@kicker/events';
import type {
  MatchFacts,
  MatchOutcome,
  Participant,
  PlayerSeason,
  RatingConfig,
} from '../seasonTable/rating.ts';
import type { SeasonRows } from './seasonRows.ts';

// DESIGN §5: everything computed per organisation, season and player from the season's matches in
// the order played joins one fold. A member is a table and a pure fold: its initial state is no rows,
// `apply` folds one match into the rows, and the rows are what it stores. The season table comes
// first: it rates the match (points, bounty, challenge), and every other member reads the rated match.
// The runners (seasonStore.ts for recording, deleting and restoring; matches/rebuildMatches.ts with
// bulkRows.ts for the rebuild) load, fold and write every member the same way, so a member knows
// nothing about SQL or COPY.

/** A match of the season as the fold sees it: the facts, in log order. */
export interface SeasonMatch extends MatchFacts {
  /** The match's position in the log: the season's order, and the rules in effect. */
  position: number;
  scoreWinner: number;
}

/** A participant of a rated match and where the match left them. */
export interface RatedPlayer extends Participant {
  won: boolean;
  /** The player's season after this match (read it, do not change or keep it: the fold goes on). */
  after: PlayerSeason;
  /** The MMR won or lost in the match's mode: points, bounty and challenge; a loss stops at 0. */
  change: number;
}

/** A match with what the season table made of it: what the other members fold. */
export interface RatedMatch extends SeasonMatch {
  mode: ModeName;
  outcome: MatchOutcome;
  /** The winners, then the losers. */
  players: readonly RatedPlayer[];
}

/** How a column travels to PostgreSQL (and back): JS string, number, boolean, Date or JSON value. */
/** 'position': a match's position in the log (bigint), as the fold's `_at` counters keep them. */
export type ColumnType = 'text' | 'int' | 'position' | 'boolean' | 'timestamptz' | 'jsonb';

/**
 * A member's table. Besides `columns` it has `org_id text`, `season int` and the bigint
 * `positionColumn`: the position of the last match that changed the row, which the runners keep.
 * A row whose last change came before a deleted or restored match stays as it is: only rows changed
 * from that match on are written again.
 */
export interface StatTable<R extends object> {
  name: string;
  columns: { readonly [K in keyof R]-?: ColumnType };
  /** The columns naming a row in a season; a keyed table's primary key is (org_id, season, ...key). */
  key: readonly (keyof R & string)[];
  positionColumn: string;
  /** One row per match and player, never changed by later matches: inserted, never loaded. */
  appendOnly?: boolean;
  /** A stored row as the fold keeps it (e.g. dates inside jsonb). */
  decode?(row: R): R;
}

/** A season statistic: one table, folded from the rated matches. */
export interface SeasonStatistic<R extends object> {
  table: StatTable<R>;
  /** The keys of the rows this match changes: recording a match loads only these. */
  touches(match: SeasonMatch): Partial<R>[];
  apply(rows: SeasonRows<R>, match: RatedMatch): void;
}

/** The first member: the season table, which rates each match under the rules of its time. */
export interface RatingMember<R extends object> {
  table: StatTable<R>;
  touches(match: SeasonMatch): Partial<R>[];
  rate(rows: SeasonRows<R>, match: SeasonMatch, config: RatingConfig): RatedMatch;
}

/** Every member of the season fold, the season table first. */
export interface SeasonFold {
  // biome-ignore lint/suspicious/noExplicitAny: members have row types of their own
  rating: RatingMember<any>;
  // biome-ignore lint/suspicious/noExplicitAny: members have row types of their own
  statistics: readonly SeasonStatistic<any>[];
}

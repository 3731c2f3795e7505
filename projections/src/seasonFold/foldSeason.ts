import type { MatchOutcome, RatingConfig } from '../seasonTable/rating.ts';
import type { RatedMatch, SeasonFold, SeasonMatch } from './contract.ts';
import { SeasonRows } from './seasonRows.ts';

// The season fold run over matches: pure (no I/O), the same for recording one match on top of
// stored rows, for folding a season again after a deletion or restore, and for the rebuild.

/** Every member's rows of one season. */
export interface SeasonState {
  // biome-ignore lint/suspicious/noExplicitAny: members have row types of their own
  rating: SeasonRows<any>;
  // biome-ignore lint/suspicious/noExplicitAny: members have row types of their own
  statistics: SeasonRows<any>[];
}

/** The initial state: no rows in any member. */
export function emptySeason(fold: SeasonFold): SeasonState {
  return {
    rating: new SeasonRows(fold.rating.table),
    statistics: fold.statistics.map((s) => new SeasonRows(s.table)),
  };
}

/** Folds one match into every member: the season table rates it, the others read the rating. */
export function foldMatch(
  fold: SeasonFold,
  state: SeasonState,
  match: SeasonMatch,
  config: RatingConfig,
): RatedMatch {
  state.rating.position = match.position;
  const rated = fold.rating.rate(state.rating, match, config);
  fold.statistics.forEach((statistic, i) => {
    const rows = state.statistics[i]!;
    rows.position = match.position;
    statistic.apply(rows, rated);
  });
  return rated;
}

/** A whole season from its first match, in position order; the outcomes in the matches' order. */
export function foldSeasonMatches(
  fold: SeasonFold,
  matches: readonly SeasonMatch[],
  configFor: (match: SeasonMatch) => RatingConfig,
): { state: SeasonState; outcomes: MatchOutcome[] } {
  const state = emptySeason(fold);
  const outcomes: MatchOutcome[] = [];
  for (const match of matches) outcomes.push(foldMatch(fold, state, match, configFor(match)).outcome);
  return { state, outcomes };
}

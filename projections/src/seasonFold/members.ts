import { pairsFold } from '../pairs/pairs.fold.ts';
import { participationFold } from '../participation/participation.fold.ts';
import { playerStatsFold } from '../playerStats/playerStats.fold.ts';
import { seasonTableFold } from '../seasonTable/seasonTable.fold.ts';
import type { SeasonFold } from './contract.ts';

/**
 * The members of the season fold, the season table first (it rates the matches). A new season
 * statistic is a fold file with its table (contract.ts), listed here, its table in a migration:
 * recording, deletion, restore, the rebuild and the tests that compare them take it from here.
 */
export const seasonFold: SeasonFold = {
  rating: seasonTableFold,
  statistics: [participationFold, playerStatsFold, pairsFold],
};

/** Every member's table, the season table first. */
export const seasonFoldTables = [seasonFold.rating.table, ...seasonFold.statistics.map((s) => s.table)];

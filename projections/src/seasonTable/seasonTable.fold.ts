import { MODE_NAMES } from '@kicker/events';
import type { RatedPlayer, RatingMember, SeasonMatch } from '../seasonFold/contract.ts';
import type { SeasonRows } from '../seasonFold/seasonRows.ts';
import { emptyPlayerSeason, modeOf, type PlayerSeason, type PlayerSeasons, rateMatch } from './rating.ts';

// The season table: one row per player and season with both modes' stats, bounty, krabbel counts
// and challenges as the rating rules keep them (rating.ts), and the two MMRs as columns to sort by.
// The first member of the season fold: it rates each match, the other members read the rating.

export interface SeasonTableRow {
  player_id: string;
  rating: PlayerSeason;
  mmr_one_on_one: number;
  mmr_two_on_two: number;
}

const BOUNTY_DATES = ['startedOn', 'lastCollectedDate', 'lastHunted'] as const;

/** A stored season (jsonb) with its dates as Dates again. */
export function revivePlayerSeason(value: unknown): PlayerSeason {
  const season = (typeof value === 'string' ? JSON.parse(value) : value) as PlayerSeason;
  for (const mode of MODE_NAMES) {
    const bounty = season[mode].bounty;
    for (const field of BOUNTY_DATES) bounty[field] = bounty[field] ? new Date(bounty[field]) : null;
  }
  season.lastPlayedOn ??= null;
  return season;
}

const participants = (match: SeasonMatch) => [...match.winners, ...match.losers].map((p) => p.playerId);

export const seasonTableFold: RatingMember<SeasonTableRow> = {
  table: {
    name: 'season_table',
    columns: { player_id: 'text', rating: 'jsonb', mmr_one_on_one: 'int', mmr_two_on_two: 'int' },
    key: ['player_id'],
    positionColumn: 'last_position',
    decode: (row) => ({ ...row, rating: revivePlayerSeason(row.rating) }),
  },
  touches: (match) => participants(match).map((player_id) => ({ player_id })),
  rate(rows, match, config) {
    const mode = modeOf(match);
    const sides = [...match.winners, ...match.losers];
    const before = sides.map((p) => rows.get({ player_id: p.playerId })?.rating[mode].mmr ?? 0);
    const outcome = rateMatch(seasonsOf(rows), match, config);
    const players = sides.map((p, i): RatedPlayer => {
      const row = rows.get({ player_id: p.playerId })!;
      row.mmr_one_on_one = row.rating.oneOnOne.mmr;
      row.mmr_two_on_two = row.rating.twoOnTwo.mmr;
      return {
        ...p,
        won: i < match.winners.length,
        after: row.rating,
        change: row.rating[mode].mmr - before[i]!,
      };
    });
    return { ...match, mode, outcome, players };
  },
};

const seasonsOfRows = new WeakMap<SeasonRows<SeasonTableRow>, PlayerSeasons>();

/** The rows as the rating rules see them (one accessor per season's rows). */
function seasonsOf(rows: SeasonRows<SeasonTableRow>): PlayerSeasons {
  let seasons = seasonsOfRows.get(rows);
  if (!seasons) {
    seasons = {
      peek: (id) => rows.get({ player_id: id })?.rating,
      of: (id) =>
        rows.change({ player_id: id }, () => ({
          player_id: id,
          rating: emptyPlayerSeason(),
          mmr_one_on_one: 0,
          mmr_two_on_two: 0,
        })).rating,
    };
    seasonsOfRows.set(rows, seasons);
  }
  return seasons;
}

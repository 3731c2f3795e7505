import type { PairRow } from '../pairs/pairs.fold.ts';
import type { PlayerStatsRow } from '../playerStats/playerStats.fold.ts';

// SPEC §9 awards of a season, from the season fold's rows (pure: the queries in queries.ts read
// the rows). The winner is the maximum; of tied players only the first counts: the one whose count
// reached the value first (its `_at` position), then the lower player id for players who reached it
// in the same match. Score Horder's ties go to the most recent match instead (SPEC §9). No award
// for a count of 0. Beyond the eight of SPEC: close wins and losses, the 6:0 wins, the most matches.

export const AWARDS = [
  'busyAsABee',
  'gettingCarried',
  'serialWinner',
  'deathCheater',
  'unluckyWinner',
  'teamPlayer',
  'endgegner',
  'scoreHorder',
  'nerveOfSteel',
  'soClose',
  'krabbelKing',
  'regular',
] as const;
export type AwardName = (typeof AWARDS)[number];

export interface Award {
  award: AwardName;
  /** The winner; two players for a pair (Team Player: both partners; Endgegner: winner, then victim). */
  playerIds: string[];
  /** The count, points, or (Getting Carried?) the ratio with two decimals. */
  value: number;
}

/** A player's MMR in both modes, from the season table. */
export interface TableEntry {
  player_id: string;
  mmr_one_on_one: number;
  mmr_two_on_two: number;
  /** Matches played 2 vs 2 this season. */
  two_on_two_matches: number;
  /** The match that last changed the player's row (ties: who stood there first). */
  last_position: number;
}

/** A player's stats row with the match that last changed it. */
export type StatsEntry = PlayerStatsRow & { last_position: number };

export interface AwardRows {
  stats: readonly StatsEntry[];
  table: readonly TableEntry[];
  /** The pair with most matches together (first to get there), if any. */
  topPartners: PairRow | null;
  /** The pair with most wins of one against the other (first to get there), if any. */
  topVictory: PairRow | null;
}

interface Candidate {
  playerId: string;
  value: number;
  at: number;
}

/** The first of the best: highest value, then the earliest position (`newestWins`: the latest), then id. */
function best(candidates: readonly Candidate[], newestWins = false): Candidate | null {
  let winner: Candidate | null = null;
  for (const c of candidates) {
    if (!(c.value > 0)) continue;
    if (!winner || c.value > winner.value) {
      winner = c;
      continue;
    }
    if (c.value < winner.value) continue;
    const earlier = newestWins ? c.at > winner.at : c.at < winner.at;
    if (earlier || (c.at === winner.at && c.playerId < winner.playerId)) winner = c;
  }
  return winner;
}

type Counter = {
  [K in keyof StatsEntry]: StatsEntry[K] extends number ? K : never;
}[keyof StatsEntry];

export function seasonAwards(rows: AwardRows): Award[] {
  const counted = (value: Counter, at: Counter, newestWins = false) =>
    best(
      rows.stats.map((s) => ({ playerId: s.player_id, value: s[value], at: s[at] })),
      newestWins,
    );
  const single = (award: AwardName, c: Candidate | null): Award[] =>
    c ? [{ award, playerIds: [c.playerId], value: c.value }] : [];
  const pair = (award: AwardName, p: PairRow | null, value: number): Award[] =>
    p && value > 0 ? [{ award, playerIds: [p.player_id, p.other_id], value }] : [];
  const carried = best(
    rows.table
      .filter((t) => t.two_on_two_matches > 0)
      .map((t) => ({
        playerId: t.player_id,
        // SPEC §9: the 2 vs 2 MMR over the 1 vs 1 MMR, the latter counted as at least 1.
        value: Math.round((t.mmr_two_on_two / Math.max(1, t.mmr_one_on_one)) * 100) / 100,
        at: t.last_position,
      })),
  );
  return [
    ...single('busyAsABee', counted('wins', 'wins_at')),
    ...single('gettingCarried', carried),
    ...single('serialWinner', counted('best_streak', 'best_streak_at')),
    ...single('deathCheater', counted('one_six_losses', 'one_six_losses_at')),
    ...single('unluckyWinner', counted('six_one_wins', 'six_one_wins_at')),
    ...pair('teamPlayer', rows.topPartners, rows.topPartners?.together ?? 0),
    ...pair('endgegner', rows.topVictory, rows.topVictory?.won_against ?? 0),
    ...single('scoreHorder', counted('best_points', 'best_points_at', true)),
    ...single('nerveOfSteel', counted('close_wins', 'close_wins_at')),
    ...single('soClose', counted('close_losses', 'close_losses_at')),
    ...single('krabbelKing', counted('krabbel_wins', 'krabbel_wins_at')),
    ...single('regular', counted('matches', 'last_position')),
  ];
}

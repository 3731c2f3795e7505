import type { SeasonStatistic } from '../seasonFold/contract.ts';

// A player's season beyond the table (both modes together): matches, goals, the longest run of
// wins, close results and the most MMR won in one match. The awards read these (awards/). Each
// counter keeps the position of the match that brought it to its value: of two players with the
// same count, the one who got there first wins the award (SPEC §9: only the first of tied winners).

export interface PlayerStatsRow {
  player_id: string;
  matches: number;
  wins: number;
  wins_at: number;
  goals_for: number;
  goals_against: number;
  /** Wins in a row now, whatever the mode. */
  streak: number;
  best_streak: number;
  best_streak_at: number;
  /** Won 6:5. */
  close_wins: number;
  close_wins_at: number;
  /** Lost 5:6. */
  close_losses: number;
  close_losses_at: number;
  /** Lost 1:6 (SPEC §9 Death Cheater). */
  one_six_losses: number;
  one_six_losses_at: number;
  /** Won 6:1 (SPEC §9 Unlucky Winner). */
  six_one_wins: number;
  six_one_wins_at: number;
  /** Won 6:0 without six in a row: made the others crawl (DESIGN §6). */
  krabbel_wins: number;
  krabbel_wins_at: number;
  /** The most MMR won in one match (points, bounty, challenge); 0 before a win. */
  best_points: number;
  /** The newest match that won best_points (SPEC §9 Score Horder: ties by most recent). */
  best_points_at: number;
}

const empty = (player_id: string): PlayerStatsRow => ({
  player_id,
  matches: 0,
  wins: 0,
  wins_at: 0,
  goals_for: 0,
  goals_against: 0,
  streak: 0,
  best_streak: 0,
  best_streak_at: 0,
  close_wins: 0,
  close_wins_at: 0,
  close_losses: 0,
  close_losses_at: 0,
  one_six_losses: 0,
  one_six_losses_at: 0,
  six_one_wins: 0,
  six_one_wins_at: 0,
  krabbel_wins: 0,
  krabbel_wins_at: 0,
  best_points: 0,
  best_points_at: 0,
});

const INT = 'int' as const;
const POSITION = 'position' as const;

export const playerStatsFold: SeasonStatistic<PlayerStatsRow> = {
  table: {
    name: 'season_player_stats',
    columns: {
      player_id: 'text',
      matches: INT,
      wins: INT,
      wins_at: POSITION,
      goals_for: INT,
      goals_against: INT,
      streak: INT,
      best_streak: INT,
      best_streak_at: POSITION,
      close_wins: INT,
      close_wins_at: POSITION,
      close_losses: INT,
      close_losses_at: POSITION,
      one_six_losses: INT,
      one_six_losses_at: POSITION,
      six_one_wins: INT,
      six_one_wins_at: POSITION,
      krabbel_wins: INT,
      krabbel_wins_at: POSITION,
      best_points: INT,
      best_points_at: POSITION,
    },
    key: ['player_id'],
    positionColumn: 'last_position',
  },
  touches: (match) => [...match.winners, ...match.losers].map((p) => ({ player_id: p.playerId })),
  apply(rows, match) {
    const at = match.position;
    for (const p of match.players) {
      const s = rows.change({ player_id: p.playerId }, () => empty(p.playerId));
      s.matches++;
      s.goals_for += p.won ? match.scoreWinner : match.scoreLoser;
      s.goals_against += p.won ? match.scoreLoser : match.scoreWinner;
      if (!p.won) {
        s.streak = 0;
        if (match.scoreLoser === 5) [s.close_losses, s.close_losses_at] = [s.close_losses + 1, at];
        if (match.scoreLoser === 1) [s.one_six_losses, s.one_six_losses_at] = [s.one_six_losses + 1, at];
        continue;
      }
      [s.wins, s.wins_at] = [s.wins + 1, at];
      s.streak++;
      if (s.streak > s.best_streak) [s.best_streak, s.best_streak_at] = [s.streak, at];
      if (match.scoreLoser === 5) [s.close_wins, s.close_wins_at] = [s.close_wins + 1, at];
      if (match.scoreLoser === 1) [s.six_one_wins, s.six_one_wins_at] = [s.six_one_wins + 1, at];
      if (match.outcome.gekrabbelt) [s.krabbel_wins, s.krabbel_wins_at] = [s.krabbel_wins + 1, at];
      if (p.change >= s.best_points && p.change > 0) [s.best_points, s.best_points_at] = [p.change, at];
    }
  },
};

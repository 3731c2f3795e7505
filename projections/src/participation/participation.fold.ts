import type { SeasonStatistic } from '../seasonFold/contract.ts';

// One row per player per live match (DESIGN §5): who played which match, on which side and
// position, whether they won, and where the match left their season in its mode (MMR, the change,
// wins, losses, streak, bounty). A player's matches, partners, opponents, form and MMR over time
// are index lookups, and the season table as it stood after any match is the newest row per player
// and mode up to that match. Rows never change once their match is folded: a deletion or restore
// writes the rows of the matches from it on again.

export interface ParticipationRow {
  match_id: string;
  player_id: string;
  mode: string;
  team: string;
  position: string;
  won: boolean;
  played_on: Date;
  mmr: number;
  mmr_change: number;
  wins: number;
  loss: number;
  wins_in_row: number;
  bounty_points: number;
  /** The player started carrying a bounty with this win (the new-bounty dialog). */
  bounty_started: boolean;
}

export const participationFold: SeasonStatistic<ParticipationRow> = {
  table: {
    name: 'match_participation',
    columns: {
      match_id: 'text',
      player_id: 'text',
      mode: 'text',
      team: 'text',
      position: 'text',
      won: 'boolean',
      played_on: 'timestamptz',
      mmr: 'int',
      mmr_change: 'int',
      wins: 'int',
      loss: 'int',
      wins_in_row: 'int',
      bounty_points: 'int',
      bounty_started: 'boolean',
    },
    key: ['match_id', 'player_id'],
    positionColumn: 'log_position',
    appendOnly: true,
  },
  touches: () => [],
  apply(rows, match) {
    for (const p of match.players) {
      const stats = p.after[match.mode];
      rows.add({
        match_id: match.matchId,
        player_id: p.playerId,
        mode: match.mode,
        team: p.team,
        position: p.position,
        won: p.won,
        played_on: match.playedOn,
        mmr: stats.mmr,
        mmr_change: p.change,
        wins: stats.wins,
        loss: stats.loss,
        wins_in_row: stats.winsInRow,
        bounty_points: stats.bounty.bountyPoints,
        // A carried bounty keeps the day it started; only the win that started it has this match's.
        bounty_started: p.won && stats.bounty.startedOn?.getTime() === match.playedOn.getTime(),
      });
    }
  },
};

import type { SeasonMatch, SeasonStatistic } from '../seasonFold/contract.ts';

// Two players of a season: how often they played together (same team) and against each other, and
// who won. One row per ordered pair (a, b), so a player's partners and opponents, the head-to-head
// of two players and the awards' Team Player and Endgegner are index lookups. Counters keep the
// position of the match that brought them to their value (ties: the pair that got there first).

export interface PairRow {
  player_id: string;
  other_id: string;
  together: number;
  together_at: number;
  won_together: number;
  against: number;
  won_against: number;
  won_against_at: number;
  lost_against: number;
  lost_against_at: number;
}

/** Two players who never met: every counter 0. */
export const emptyPair = (player_id: string, other_id: string): PairRow => ({
  player_id,
  other_id,
  together: 0,
  together_at: 0,
  won_together: 0,
  against: 0,
  won_against: 0,
  won_against_at: 0,
  lost_against: 0,
  lost_against_at: 0,
});

/** Every ordered pair of the match's players. */
function pairsOf(match: SeasonMatch) {
  const players = [...match.winners, ...match.losers].map((p) => p.playerId);
  return players.flatMap((a) => players.filter((b) => b !== a).map((b) => ({ player_id: a, other_id: b })));
}

export const pairsFold: SeasonStatistic<PairRow> = {
  table: {
    name: 'season_pairs',
    columns: {
      player_id: 'text',
      other_id: 'text',
      together: 'int',
      together_at: 'position',
      won_together: 'int',
      against: 'int',
      won_against: 'int',
      won_against_at: 'position',
      lost_against: 'int',
      lost_against_at: 'position',
    },
    key: ['player_id', 'other_id'],
    positionColumn: 'last_position',
  },
  touches: pairsOf,
  apply(rows, match) {
    const at = match.position;
    for (const me of match.players)
      for (const other of match.players) {
        if (other === me) continue;
        const pair = rows.change({ player_id: me.playerId, other_id: other.playerId }, () =>
          emptyPair(me.playerId, other.playerId),
        );
        if (other.won === me.won) {
          [pair.together, pair.together_at] = [pair.together + 1, at];
          if (me.won) pair.won_together++;
        } else {
          pair.against++;
          if (me.won) [pair.won_against, pair.won_against_at] = [pair.won_against + 1, at];
          else [pair.lost_against, pair.lost_against_at] = [pair.lost_against + 1, at];
        }
      }
  },
};

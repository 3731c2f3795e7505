import { type RawBuilder, sql } from 'kysely';

// One row per player per match (DESIGN §5): who played which match, on which side and position,
// and whether they won. A player's matches, partners and opponents are then index lookups instead
// of scans of the matches' jsonb lineups. The rows are the live matches' lineups, nothing more:
// written with the match in the same statement, removed with it on deletion, back with it on
// restore, and rebuilt from `matches` in one statement (so they cannot disagree with it).

export const PARTICIPATION_COLUMNS = sql.raw(
  'org_id, match_id, player_id, season, mode, team, position, won, played_on, log_position',
);

/**
 * `INSERT INTO match_participation` the lineups of the matches `source` yields (a table or CTE
 * name with the columns of `matches`: org_id, match_id, season, mode, position, played_on,
 * winners, losers).
 */
export function insertParticipationFrom(source: string): RawBuilder<unknown> {
  const from = sql.table(source);
  return sql`
    INSERT INTO match_participation (${PARTICIPATION_COLUMNS})
    SELECT m.org_id, m.match_id, p.side->>'playerId', m.season, m.mode, p.side->>'team', p.side->>'position',
      p.won, m.played_on, m.position
    FROM ${from} m CROSS JOIN LATERAL (
      SELECT value AS side, true AS won FROM jsonb_array_elements(m.winners)
      UNION ALL
      SELECT value, false FROM jsonb_array_elements(m.losers)) p`;
}

import { type QueryExecutorProvider, sql } from 'kysely';

export interface PlayedWith {
  playerId: string;
  matches: number;
  wins: number;
}

/**
 * A player's partners (same team) or opponents (other team) in one season and mode, with how
 * many matches they played together or against each other and how many of those the player won.
 * Most matches first. Index lookups on match_participation.
 */
export async function playedWith(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; mode: 'oneOnOne' | 'twoOnTwo'; playerId: string },
  relation: 'partners' | 'opponents',
): Promise<PlayedWith[]> {
  const same = relation === 'partners';
  const { rows } = await sql<{ player_id: string; matches: number; wins: number }>`
    SELECT other.player_id, count(*)::int AS matches, count(*) FILTER (WHERE me.won)::int AS wins
    FROM match_participation me
    JOIN match_participation other
      ON other.org_id = me.org_id AND other.match_id = me.match_id AND other.player_id <> me.player_id
      AND (other.won = me.won) = ${same}
    WHERE me.org_id = ${where.orgId} AND me.player_id = ${where.playerId}
      AND me.season = ${where.season} AND me.mode = ${where.mode}
    GROUP BY other.player_id
    ORDER BY matches DESC, other.player_id`.execute(db);
  return rows.map((r) => ({ playerId: r.player_id, matches: r.matches, wins: r.wins }));
}

import { type QueryExecutorProvider, sql } from 'kysely';
import type { PairRow } from '../pairs/pairs.fold.ts';
import { type Award, type AwardRows, type StatsEntry, seasonAwards, type TableEntry } from './awards.ts';

/** The awards of an organisation's season (awards.ts): one statement reads what they are made of. */
export async function awardsOf(db: QueryExecutorProvider, orgId: string, season: number): Promise<Award[]> {
  const where = sql`org_id = ${orgId} AND season = ${season}`;
  const { rows } = await sql<{
    stats: StatsEntry[];
    table: TableEntry[];
    partners: PairRow | null;
    victory: PairRow | null;
  }>`SELECT
    (SELECT coalesce(json_agg(s), '[]') FROM season_player_stats s WHERE ${where}) AS stats,
    (SELECT coalesce(json_agg(json_build_object(
        'player_id', player_id, 'mmr_one_on_one', mmr_one_on_one, 'mmr_two_on_two', mmr_two_on_two,
        'two_on_two_matches', (rating->'twoOnTwo'->>'wins')::int + (rating->'twoOnTwo'->>'loss')::int,
        'last_position', last_position)), '[]')
      FROM season_table WHERE ${where}) AS table,
    (SELECT row_to_json(p) FROM season_pairs p WHERE ${where}
      ORDER BY together DESC, together_at, player_id LIMIT 1) AS partners,
    (SELECT row_to_json(p) FROM season_pairs p WHERE ${where}
      ORDER BY won_against DESC, won_against_at, player_id LIMIT 1) AS victory`.execute(db);
  const read = rows[0]!;
  const rowsRead: AwardRows = {
    stats: read.stats,
    table: read.table,
    topPartners: read.partners,
    topVictory: read.victory,
  };
  return seasonAwards(rowsRead);
}

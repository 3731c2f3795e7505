import { type QueryExecutorProvider, sql } from 'kysely';
import type { PlayerStatsRow } from './playerStats.fold.ts';

/** Players' season stats (playerStats.fold.ts) in the order of `keys`; one query. */
export async function playerStatsOf(
  db: QueryExecutorProvider,
  keys: readonly { orgId: string; season: number; playerId: string }[],
): Promise<(PlayerStatsRow | undefined)[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<PlayerStatsRow & { org_id: string; season: number }>`
    SELECT s.* FROM season_player_stats s
    JOIN unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.season)}::int[],
      ${keys.map((k) => k.playerId)}::text[]) AS k(org_id, season, player_id) USING (org_id, season, player_id)`.execute(
    db,
  );
  const id = (o: string, s: number, p: string) => `${o}\u0000${s}\u0000${p}`;
  const found = new Map(rows.map((r) => [id(r.org_id, r.season, r.player_id), r]));
  return keys.map((k) => found.get(id(k.orgId, k.season, k.playerId)));
}

import { type QueryExecutorProvider, sql } from 'kysely';
import type { PlayerSeason } from './rating.ts';
import { revivePlayerSeason } from './seasonTable.fold.ts';

// Reads of the season table (seasonTable.fold.ts).

export interface PlayerSeasonKey {
  orgId: string;
  season: number;
  playerId: string;
}

/** Players' seasons, in the order of `keys` (undefined before a player's first match of it); one query. */
export async function playerSeasons(
  db: QueryExecutorProvider,
  keys: readonly PlayerSeasonKey[],
): Promise<(PlayerSeason | undefined)[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ org_id: string; season: number; player_id: string; rating: unknown }>`
    SELECT t.org_id, t.season, t.player_id, t.rating FROM season_table t
    JOIN unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.season)}::int[],
      ${keys.map((k) => k.playerId)}::text[]) AS k(org_id, season, player_id) USING (org_id, season, player_id)`.execute(
    db,
  );
  const id = (orgId: string, season: number, playerId: string) => `${orgId}\u0000${season}\u0000${playerId}`;
  const found = new Map(rows.map((r) => [id(r.org_id, r.season, r.player_id), revivePlayerSeason(r.rating)]));
  return keys.map((k) => found.get(id(k.orgId, k.season, k.playerId)));
}

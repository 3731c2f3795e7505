import type { ReadModels } from '../reads.ts';
import type { LiveGameRow } from './liveGames.store.ts';

export { type LiveGameRow, liveStateOf } from './liveGames.store.ts';

/** The live games (running or the last one ended) at these locations, in one query; missing ones left out. */
export async function readLiveGames(
  db: ReadModels,
  keys: readonly { orgId: string; locationId: string }[],
): Promise<LiveGameRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('live_games')
    .selectAll()
    .where((eb) =>
      eb.or(keys.map((k) => eb.and([eb('org_id', '=', k.orgId), eb('location_id', '=', k.locationId)]))),
    )
    .execute();
}

/** The row whose current (or last) game is `liveGameId` in the organisation, if any. */
export function readLiveGameById(db: ReadModels, orgId: string, liveGameId: string) {
  return db
    .selectFrom('live_games')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('live_game_id', '=', liveGameId)
    .executeTakeFirst();
}

/** The organisations that have a location with this id (location ids are UUIDs: one, in practice). */
export async function organisationsWithLocation(db: ReadModels, locationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organisation_locations')
    .select('org_id')
    .where('location_id', '=', locationId)
    .execute();
  return rows.map((r) => r.org_id);
}

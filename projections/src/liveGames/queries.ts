import { type QueryExecutorProvider, sql } from 'kysely';
import { locationIdsColumn } from '../organisations/queries.ts';
import { type NamedPlayer, namedPlayersColumn, namedPlayersOf } from '../players/queries.ts';
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

/**
 * What starting a live game needs to know, in one round trip: the organisation's locations, the
 * players of the lineups, and whether the location has had a game before (its stream exists).
 */
export async function readStartContext(
  db: QueryExecutorProvider,
  orgId: string,
  locationId: string,
  playerIds: readonly string[],
): Promise<{ locations: string[]; players: Map<string, NamedPlayer>; started: boolean }> {
  const { rows } = await sql<{
    locations: string[];
    players: { id: string; name: string; disabled: boolean }[];
    started: boolean;
  }>`SELECT ${locationIdsColumn(orgId)} AS locations, ${namedPlayersColumn(orgId, playerIds)} AS players,
      EXISTS (SELECT 1 FROM live_games WHERE org_id = ${orgId} AND location_id = ${locationId}) AS started`.execute(
    db,
  );
  const found = rows[0]!;
  return { locations: found.locations, players: namedPlayersOf(found.players), started: found.started };
}

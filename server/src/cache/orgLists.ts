import { type LocationRow, readLocations, readSeasonsOf, type SeasonRow } from '@kicker/projections';
import type { Context } from '../graphql/context.ts';
import { throughCache } from './orgCache.ts';

// An organisation's locations and seasons, read by nearly every screen (a player's location, the
// current season of every stats read) and changed a few times a year: kept per organisation in
// services.caches.rows, which drops them on the 'organisation' and 'season' topics. A request for
// several organisations reads the missing ones in one query. The lists are shared: never mutate them.

export function keptLocations(ctx: Context, orgIds: readonly string[]): Promise<LocationRow[][]> {
  return keptLists(ctx, orgIds, 'locations', (missing) => readLocations(ctx.services.db, missing));
}

/** Newest first. */
export function keptSeasons(ctx: Context, orgIds: readonly string[]): Promise<SeasonRow[][]> {
  return keptLists(ctx, orgIds, 'seasons', (missing) => readSeasonsOf(ctx.services.db, missing));
}

async function keptLists<R>(
  ctx: Context,
  orgIds: readonly string[],
  name: string,
  read: (orgIds: string[]) => Promise<R[][]>,
): Promise<R[][]> {
  const lists = await throughCache(ctx.services.caches.rows, orgIds, (orgId) => ({ orgId, name }), read);
  return lists.map((list) => list ?? []);
}

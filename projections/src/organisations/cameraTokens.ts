import type { ReadModels } from '../reads.ts';

/** The location whose camera agent holds the token with this SHA-256, if any. */
export async function locationOfCameraToken(
  db: ReadModels,
  tokenHash: string,
): Promise<{ orgId: string; locationId: string } | null> {
  const row = await db
    .selectFrom('organisation_locations')
    .select(['org_id', 'location_id'])
    .where('camera_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { orgId: row.org_id, locationId: row.location_id } : null;
}

/**
 * The locations with this id, with their camera (address and token hash) and organisation's visibility (ids are UUIDs, so
 * one in practice; the caller picks the one the viewer may use).
 */
export function readLocationsWithId(db: ReadModels, locationId: string) {
  return db
    .selectFrom('organisation_locations as l')
    .innerJoin('organisations as o', 'o.org_id', 'l.org_id')
    .select(['l.org_id', 'l.location_id', 'l.name', 'l.camera_host', 'l.camera_token_hash', 'o.is_public'])
    .where('l.location_id', '=', locationId)
    .execute();
}

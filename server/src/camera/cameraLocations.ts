import { readLocationsWithId } from '@kicker/projections';
import type { Services } from '../graphql/context.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import type { Viewer } from '../policy/viewer.ts';
import { cameraBase } from './cameraAddress.ts';

/**
 * The camera of a location the viewer may watch (capability watchCamera: its organisation's
 * verified members): its agent's base URL, or why not. Another organisation's location reads as
 * missing, so the answer reveals nothing about it.
 */
export async function watchableCamera(
  services: Services,
  viewer: Viewer | null,
  locationId: string,
): Promise<{ base: URL; orgId: string } | { status: 404; message: string }> {
  const rows = await readLocationsWithId(services.db, locationId);
  const mine = rows.find(
    (r) => capabilitiesIn(viewer, { orgId: r.org_id, isPublic: r.is_public }).watchCamera,
  );
  if (!mine) return { status: 404, message: 'Location not found' };
  if (!mine.camera_host) return { status: 404, message: 'No camera at this location' };
  return { base: cameraBase(mine.camera_host), orgId: mine.org_id };
}

import { readLocationsWithId } from '@kicker/projections';
import type { Services } from '../graphql/context.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import type { Viewer } from '../policy/viewer.ts';
import { cameraBase } from './cameraAddress.ts';
import type { CameraIdentity } from './upstream.ts';

/**
 * The camera of a location the viewer may watch (capability watchCamera: its organisation's
 * verified members): its agent's base URL and who it must prove to be, or why not. A camera
 * without a token (its admins make one under Locations) is no camera yet. Another organisation's location reads as
 * missing, so the answer reveals nothing about it.
 */
export async function watchableCamera(
  services: Services,
  viewer: Viewer | null,
  locationId: string,
): Promise<{ base: URL; orgId: string; identity: CameraIdentity } | { status: 404; message: string }> {
  const rows = await readLocationsWithId(services.db, locationId);
  const mine = rows.find(
    (r) => capabilitiesIn(viewer, { orgId: r.org_id, isPublic: r.is_public }).watchCamera,
  );
  if (!mine) return { status: 404, message: 'Location not found' };
  // Issue 29: a camera is relayed only once its agent can prove the location's token.
  if (!mine.camera_host || !mine.camera_token_hash)
    return { status: 404, message: 'No camera at this location' };
  return {
    base: cameraBase(mine.camera_host),
    orgId: mine.org_id,
    identity: { network: services.tenantNetwork, tokenHash: mine.camera_token_hash },
  };
}

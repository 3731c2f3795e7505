import { upstreamPath } from './cameraAddress.ts';
import { type ListingEntry, parseListing } from './clipListing.ts';
import { type CameraIdentity, readBody, requestCamera } from './upstream.ts';

const MAX_LISTING_BYTES = 1024 * 1024;

/** The camera could not be read as a listing (an error status, or not the JSON it should be). */
export class UnreadableListing extends Error {
  override readonly name = 'UnreadableListing';
}

/**
 * A day's clips on a camera agent (SPEC §7 GET {camera host}/{YYYY-MM-DD}/). A day the camera has
 * no folder for (404) has no clips. Rejects with CameraUnavailable or UnreadableListing.
 */
export async function fetchDayListing(
  base: URL,
  date: string,
  limits: { timeoutMs: number; idleMs: number },
  camera: CameraIdentity,
): Promise<ListingEntry[]> {
  const url = new URL(upstreamPath({ kind: 'listing', date }), base);
  const res = await requestCamera(
    url,
    { method: 'GET', headers: { accept: 'application/json' }, ...limits },
    camera,
  );
  if (res.statusCode === 404) {
    res.resume();
    return [];
  }
  if (res.statusCode !== 200) {
    res.destroy();
    throw new UnreadableListing(`The camera answered ${res.statusCode}`);
  }
  try {
    return parseListing(JSON.parse((await readBody(res, MAX_LISTING_BYTES)).toString('utf8')));
  } catch {
    throw new UnreadableListing('The camera sent a listing the app cannot read');
  }
}

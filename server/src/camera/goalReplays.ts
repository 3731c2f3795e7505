import type { Services } from '../graphql/context.ts';
import type { Viewer } from '../policy/viewer.ts';
import { watchableCamera } from './cameraLocations.ts';
import { clipOfGoal, type ListingEntry } from './clipListing.ts';
import { fetchDayListing } from './dayListing.ts';
import type { CameraIdentity } from './upstream.ts';

// A goal's replay (DESIGN §12): the clip the camera agent cut for it, found in its day's listing.
// Listings are asked for at most every few seconds per camera and day, so a scoreboard of many
// viewers (or a match's six goals) costs the camera one request; a camera that does not answer
// quickly means "no replay yet", never a slow page.

const KEEP_MS = 5_000;
const MAX_KEPT = 500;
const ASK_MS = 2_000;
const kept = new WeakMap<Services, Map<string, { until: number; entries: Promise<ListingEntry[]> }>>();

function listingOf(
  services: Services,
  base: URL,
  camera: CameraIdentity,
  date: string,
): Promise<ListingEntry[]> {
  let cache = kept.get(services);
  if (!cache) {
    cache = new Map();
    kept.set(services, cache);
  }
  const key = `${base.href} ${camera.tokenHash} ${date}`;
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.entries;
  if (cache.size >= MAX_KEPT) cache.delete(cache.keys().next().value!);
  const limits = { timeoutMs: Math.min(ASK_MS, services.environment.camera.timeoutMs), idleMs: ASK_MS };
  const entries = fetchDayListing(base, date, limits, camera).catch(() => []);
  cache.set(key, { until: Date.now() + KEEP_MS, entries });
  return entries;
}

export interface GoalOfGame {
  orgId: string;
  locationId: string;
  /** The live game's global id (LiveGame.id): the agent names clips with it. */
  liveGameId: string;
  /** 1 for the game's first goal. */
  index: number;
  at: Date;
}

/**
 * The same-origin path of a goal's clip (`/camera/{locationId}/clips/{day}/{name}`), or null: no
 * camera, a viewer who may not watch it, or no clip (yet). The clip is in the folder of the goal's
 * day (UTC), or of the next day when it was cut after midnight.
 */
export async function replayPathOf(services: Services, viewer: Viewer | null, goal: GoalOfGame) {
  const camera = await watchableCamera(services, viewer, goal.locationId);
  if ('status' in camera || camera.orgId !== goal.orgId) return null;
  const days = [
    ...new Set([goal.at, new Date(goal.at.getTime() + 60_000)].map((d) => d.toISOString().slice(0, 10))),
  ];
  for (const day of days) {
    const name = clipOfGoal(
      await listingOf(services, camera.base, camera.identity, day),
      goal.liveGameId,
      goal.index,
    );
    if (name) return `/camera/${goal.locationId}/clips/${day}/${name}`;
  }
  return null;
}

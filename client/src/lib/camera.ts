// The camera screens' rules (SPEC §2 Replay, Live view, Sounds and archive, Feedback; §3 Click/goal
// entry and Archive listing entry), without React. The server answers a camera as
// `Location.cameraPath` (its own address, /camera/{locationId}); a day's clips are
// `{cameraPath}/clips/{YYYY-MM-DD}/`, a clip `{cameraPath}/clips/{day}/{name}` (replay's latestVideo).

/** One entry of a day's listing (nginx autoindex JSON, as the server passes it on). */
export interface ListingEntry {
  name: string;
  mtime?: string;
  size?: number;
}

/** SPEC §7: the listing of today is asked by today's date, ISO, UTC. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export const isThumbnail = (name: string) => name.includes('.thumb');

/** The day's clips in order, oldest first; thumbnails excluded (SPEC §3). */
export function clipsOf(entries: readonly ListingEntry[]): string[] {
  return entries
    .map((e) => e.name)
    .filter((name) => name.endsWith('.mp4') && !isThumbnail(name))
    .sort();
}

/** A clip's thumbnail in the listing, if the camera made one (`<clip>.thumb.jpg`). */
export function thumbnailOf(clip: string, entries: readonly ListingEntry[]): string | null {
  const stem = clip.replace(/\.mp4$/, '');
  return entries.find((e) => e.name.startsWith(`${stem}.`) && isThumbnail(e.name))?.name ?? null;
}

export const listingPath = (cameraPath: string, day: string) => `${cameraPath}/clips/${day}/`;
export const clipPath = (cameraPath: string, day: string, name: string) =>
  `${cameraPath}/clips/${day}/${name}`;

/** SPEC §2 Replay: the screen of a clip (navigating re-opens replay with the new latestVideo). */
export const replayUrl = (path: string) => `/replay?latestVideo=${encodeURIComponent(path)}`;

const CLIP_PATH =
  /^(\/camera\/[A-Za-z0-9_-]{1,64})\/clips\/(\d{4}-\d{2}-\d{2})\/([A-Za-z0-9][A-Za-z0-9_.=-]{0,150}\.mp4)$/;

/** A replay's latestVideo read back: which camera, which day, which clip; null for anything else. */
export function parseClipPath(path: string): { cameraPath: string; day: string; name: string } | null {
  const found = CLIP_PATH.exec(path);
  if (!found || path.includes('..') || isThumbnail(found[3]!)) return null;
  return { cameraPath: found[1]!, day: found[2]!, name: found[3]! };
}

/** SPEC §2 Replay: where the arrows lead, never before the first clip nor past the last. */
export function replaySteps(clips: readonly string[], current: string) {
  const index = clips.indexOf(current);
  return {
    index,
    previous: index > 0 ? clips[index - 1]! : null,
    next: index >= 0 && index < clips.length - 1 ? clips[index + 1]! : null,
  };
}

/** The time of day a clip was cut, from its name (`HHmmss-…`), as HH:mm:ss; null if it has none. */
export function clipTime(name: string): string | null {
  const found = /^(\d{2})(\d{2})(\d{2})-/.exec(name);
  return found ? `${found[1]}:${found[2]}:${found[3]}` : null;
}

/** SPEC §2 Archive: the configured base address plus the day (YYYY-MM-DD). */
export const archiveAddress = (base: string, day: string) => `${base}${day}`;

/** The origin a tool's frame is told things at (never '*'); null for an address that is not http(s). */
export function toolOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** SPEC §3 "Feedback handshake message". */
export interface HandshakeMessage {
  token: string;
  uid: string;
  displayName: string;
  role: string;
  darkMode: boolean;
}

export const handshakeMessage = (
  signed: { token: string; uid: string; displayName: string; role: string },
  darkMode: boolean,
): HandshakeMessage => ({
  token: signed.token,
  uid: signed.uid,
  displayName: signed.displayName,
  role: signed.role,
  darkMode,
});

/**
 * SPEC §8 "Token generation failure": the title by cause: the function answered but without a
 * token (status not 200, no token, no data) is 'SSO failed'; it failed to run at all (a refusal, a
 * network error, an exception) is 'Function Failed'.
 */
export const TOKEN_FAILURE_TEXT = 'Something went wrong while generateCustomToken';
export function tokenFailureTitle(
  answer: { status?: number | null; token?: string | null } | null,
  failed: boolean,
) {
  if (failed) return 'Function Failed';
  return answer?.status !== 200 || !answer.token ? 'SSO failed' : null;
}

import { isClipFileName } from './cameraAddress.ts';

// SPEC §3 "Archive listing entry" / §7: a day's folder on the camera agent, listed as nginx's
// autoindex JSON: [{ "name", "type", "mtime", "size" }]. Names containing ".thumb" are thumbnails.

export interface ListingEntry {
  name: string;
  type: 'file';
  mtime: string;
  size: number;
}

/** The listing's files with names the app serves; anything else (folders, odd names) is left out. */
export function parseListing(value: unknown): ListingEntry[] {
  if (!Array.isArray(value)) throw new Error('A listing is a JSON array');
  const entries: ListingEntry[] = [];
  for (const item of value.slice(0, 5000)) {
    if (!item || typeof item !== 'object') continue;
    const { name, type, mtime, size } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !isClipFileName(name) || (type !== undefined && type !== 'file'))
      continue;
    entries.push({
      name,
      type: 'file',
      mtime: typeof mtime === 'string' ? mtime.slice(0, 64) : '',
      size: typeof size === 'number' && Number.isFinite(size) ? size : 0,
    });
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A live game's id as the camera agent writes it in file names (camera/src/naming.ts fileSafeId):
 * the Relay id base64url-style, anything else outside [A-Za-z0-9_-] as '_'.
 */
export function fileSafeId(id: string): string {
  return id
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * The clip of one goal: the agent names it `{HHmmss}-{fileSafeId(LiveGame.id)}-{goal}.mp4` (goal 1
 * is a game's first goal). A goal undone and scored again has two; the later one is the goal that
 * stands (the agent's index says the same).
 */
export function clipOfGoal(
  entries: readonly ListingEntry[],
  liveGameId: string,
  goalIndex: number,
): string | null {
  const suffix = `-${fileSafeId(liveGameId)}-${goalIndex}.mp4`;
  const matching = entries.filter((e) => /^\d{6}-/.test(e.name) && e.name.endsWith(suffix));
  return matching.at(-1)?.name ?? null;
}

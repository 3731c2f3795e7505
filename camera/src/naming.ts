/**
 * Where a goal's clip is stored and what it is called. Clips live in a folder per UTC day
 * (`YYYY-MM-DD`, the date SPEC's replay asks for, in ISO form), named so that the day's listing is
 * in the order the goals were scored and the name alone says which live game and goal it shows:
 * `{HHmmss}-{liveGameId}-{goal}.mp4` and beside it `….thumb.jpg` (SPEC: names containing `.thumb`
 * are thumbnails).
 */

export const CLIP_EXTENSION = '.mp4';
export const THUMB_SUFFIX = '.thumb.jpg';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of a moment, `YYYY-MM-DD`. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC time of day of a moment, `HHmmss`. */
export function utcTime(at: Date): string {
  return at.toISOString().slice(11, 19).replaceAll(':', '');
}

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isDayFolder(name: string): boolean {
  const m = DATE_PATTERN.exec(name);
  if (!m) return false;
  const day = new Date(`${name}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && utcDate(day) === name;
}

/**
 * A live game's id as a file-name part. Relay ids are base64 (`+`, `/`, `=`): written the base64url
 * way, anything else outside `[A-Za-z0-9_-]` becomes `_`. The index keeps the id itself.
 */
export function fileSafeId(id: string): string {
  return id
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
}

export interface ClipNames {
  /** The day folder, `YYYY-MM-DD`. */
  date: string;
  /** The video's file name inside the day folder. */
  clip: string;
  /** The thumbnail's file name inside the day folder. */
  thumb: string;
}

/** The names of the clip of goal number `goal` (1 = the game's first goal) scored at `at`. */
export function clipNames(at: Date, liveGameId: string, goal: number): ClipNames {
  const base = `${utcTime(at)}-${fileSafeId(liveGameId)}-${goal}`;
  return { date: utcDate(at), clip: `${base}${CLIP_EXTENSION}`, thumb: `${base}${THUMB_SUFFIX}` };
}

/** SPEC: names containing `.thumb` are thumbnails, not videos. */
export function isThumbnail(name: string): boolean {
  return name.includes('.thumb');
}

/**
 * A name the agent serves from a day folder: its own clips and thumbnails only. Files being written
 * start with a dot and are never listed or served.
 */
export function isServedName(name: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name) &&
    !name.includes('..') &&
    (name.endsWith(CLIP_EXTENSION) || name.endsWith('.jpg'))
  );
}

export function contentType(name: string): string {
  return name.endsWith('.jpg') ? 'image/jpeg' : 'video/mp4';
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { isDayFolder, utcDate } from './naming.ts';

/**
 * Day folders older than `keepDays` full days before today (UTC), which the agent deletes: a clip
 * is about 1 MB a second at 720p, so a busy table fills a small disk within weeks. 0 keeps all.
 */
export function expiredDays(names: readonly string[], now: Date, keepDays: number): string[] {
  if (keepDays <= 0) return [];
  const oldestKept = utcDate(new Date(now.getTime() - keepDays * 86_400_000));
  return names.filter((n) => isDayFolder(n) && n < oldestKept).sort();
}

/**
 * Deletes the expired day folders and the game indexes not written to since (their clips are gone).
 * Returns the days deleted.
 */
export async function pruneClips(clipsDir: string, now: Date, keepDays: number): Promise<string[]> {
  if (keepDays <= 0) return [];
  const days = expiredDays(await fs.readdir(clipsDir).catch(() => []), now, keepDays);
  for (const day of days) await fs.rm(path.join(clipsDir, day), { recursive: true, force: true });
  const goalsDir = path.join(clipsDir, 'goals');
  const cutoff = now.getTime() - keepDays * 86_400_000;
  for (const name of await fs.readdir(goalsDir).catch(() => [])) {
    const file = path.join(goalsDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
  }
  return days;
}

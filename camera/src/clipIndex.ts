import type { Side } from './goals.ts';

/**
 * The clips of one live game, kept as `{clips}/goals/{game}.json` and served at
 * `GET /goals?liveGameId=…`: how the app finds the replay of a match's goal. One entry per goal
 * number; a goal that was undone and scored again under the same number has the newer clip.
 */
export interface ClipEntry {
  goal: number;
  side: Side | null;
  /** The app's time of the goal (ISO), or null when the report had none. */
  at: string | null;
  /** The clip's path on the agent, `/{YYYY-MM-DD}/{name}.mp4`. */
  path: string;
  /** The thumbnail's path, or null when it could not be made. */
  thumb: string | null;
  /** The clip's length in seconds. */
  seconds: number;
}

export interface GameClips {
  liveGameId: string;
  goals: ClipEntry[];
}

/** The index with `entry` in place of any clip of the same goal number, ordered by goal. */
export function withClip(index: GameClips, entry: ClipEntry): GameClips {
  return {
    liveGameId: index.liveGameId,
    goals: [...index.goals.filter((g) => g.goal !== entry.goal), entry].sort((a, b) => a.goal - b.goal),
  };
}

/** The clip already cut for this very goal (same number, same time), if any. */
export function clipOf(index: GameClips | null, goal: number, at: string | null): ClipEntry | null {
  return index?.goals.find((g) => g.goal === goal && g.at === at) ?? null;
}

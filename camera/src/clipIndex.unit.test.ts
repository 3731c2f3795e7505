import { describe, expect, it } from 'vitest';
import { type ClipEntry, clipOf, withClip } from './clipIndex.ts';

const entry = (goal: number, at: string, path = `/2026-11-26/${goal}.mp4`): ClipEntry => ({
  goal,
  side: 'BLACKS',
  at,
  path,
  thumb: null,
  seconds: 8,
});

describe('clip index', () => {
  it('keeps one clip per goal number, in goal order, the newer one after an undo', () => {
    let index = { liveGameId: 'g', goals: [] as ClipEntry[] };
    index = withClip(index, entry(2, 'T2'));
    index = withClip(index, entry(1, 'T1'));
    index = withClip(index, entry(2, 'T3', '/2026-11-26/2b.mp4'));
    expect(index.goals.map((g) => [g.goal, g.at])).toEqual([
      [1, 'T1'],
      [2, 'T3'],
    ]);
  });

  it('finds the clip of the very same goal only', () => {
    const index = { liveGameId: 'g', goals: [entry(1, 'T1')] };
    expect(clipOf(index, 1, 'T1')).toEqual(entry(1, 'T1'));
    expect(clipOf(index, 1, 'T9')).toBeNull();
    expect(clipOf(index, 2, 'T1')).toBeNull();
    expect(clipOf(null, 1, 'T1')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fileSafeId as agentFileSafeId } from '../../../camera/src/naming.ts';
import { clipOfGoal, fileSafeId, parseListing } from './clipListing.ts';

const listing = [
  { name: '101502-g1-2.mp4', type: 'file', mtime: 'Wed, 26 Nov 2026 10:15:02 GMT', size: 3000 },
  { name: '101502-g1-2.thumb.jpg', type: 'file', mtime: 'Wed, 26 Nov 2026 10:15:02 GMT', size: 300 },
  { name: '100001-g1-1.mp4', type: 'file', mtime: 'Wed, 26 Nov 2026 10:00:01 GMT', size: 3000 },
  { name: 'old', type: 'directory', mtime: '', size: 0 },
  { name: '../etc.mp4', type: 'file', mtime: '', size: 1 },
  { name: 'index.html', type: 'file', mtime: '', size: 1 },
  { name: '101900-g1-2.mp4', type: 'file', mtime: 'Wed, 26 Nov 2026 10:19:00 GMT', size: 3000 },
];

describe('clip listing', () => {
  it('keeps the clips and thumbnails in name order and drops folders and odd names', () => {
    expect(parseListing(listing).map((e) => e.name)).toEqual([
      '100001-g1-1.mp4',
      '101502-g1-2.mp4',
      '101502-g1-2.thumb.jpg',
      '101900-g1-2.mp4',
    ]);
    expect(() => parseListing({ name: 'x' })).toThrow();
  });

  it("finds a goal's clip, the later one when the goal was scored again", () => {
    const entries = parseListing(listing);
    expect(clipOfGoal(entries, 'g1', 1)).toBe('100001-g1-1.mp4');
    expect(clipOfGoal(entries, 'g1', 2)).toBe('101900-g1-2.mp4');
    expect(clipOfGoal(entries, 'g1', 3)).toBeNull();
    expect(clipOfGoal(entries, 'g', 1)).toBeNull();
  });

  it("writes a live game's Relay id in names as the camera agent does", () => {
    const ids = ['TGl2ZUdhbWU6YTpi', 'TGl2ZUdhbWU6bzpn/+x==', 'a+b/c=', 'odd id!'];
    for (const id of ids) expect(fileSafeId(id), id).toBe(agentFileSafeId(id));
    const entries = parseListing([{ name: '101502-TGl2ZUdhbWU6bzpn_-x-1.mp4', type: 'file' }]);
    expect(clipOfGoal(entries, 'TGl2ZUdhbWU6bzpn/+x==', 1)).toBe('101502-TGl2ZUdhbWU6bzpn_-x-1.mp4');
  });
});

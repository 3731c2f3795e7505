import { describe, expect, it } from 'vitest';
import { clipNames, fileSafeId, isDayFolder, isServedName, isThumbnail, utcDate, utcTime } from './naming.ts';

describe('clip names', () => {
  it('put the clip in the UTC day it was scored, named by time, game and goal', () => {
    // 00:30 in Berlin on the 27th is still the 26th in UTC: SPEC's replay asks for the ISO date.
    const at = new Date('2026-11-26T23:30:05.250Z');
    expect(clipNames(at, 'game1', 3)).toEqual({
      date: '2026-11-26',
      clip: '233005-game1-3.mp4',
      thumb: '233005-game1-3.thumb.jpg',
    });
    expect(utcDate(at)).toBe('2026-11-26');
    expect(utcTime(new Date('2026-01-02T03:04:05Z'))).toBe('030405');
  });

  it('sort in the order the goals were scored', () => {
    const names = ['2026-11-26T09:05:00Z', '2026-11-26T10:00:00Z', '2026-11-26T09:59:59Z'].map(
      (t) => clipNames(new Date(t), 'g', 1).clip,
    );
    expect([...names].sort()).toEqual([names[0], names[2], names[1]]);
  });

  it('write a Relay id so it is one file name, and nothing else gets through', () => {
    expect(fileSafeId('TGl2ZUdhbWU6YS9i+c==')).toBe('TGl2ZUdhbWU6YS9i-c');
    expect(fileSafeId('a/b+c')).toBe('a_b-c');
    expect(fileSafeId('../../etc/passwd')).toBe('______etc_passwd');
    expect(fileSafeId('x y\u0000z')).toBe('x_y_z');
    const { clip } = clipNames(new Date(), '../a/b', 1);
    expect(clip).not.toContain('/');
    expect(clip).not.toContain('..');
  });

  it('tell thumbnails by .thumb, as SPEC says', () => {
    expect(isThumbnail('101500-g-1.thumb.jpg')).toBe(true);
    expect(isThumbnail('101500-g-1.mp4')).toBe(false);
  });

  it('serve only the agent’s own clips and thumbnails, never hidden or partial files', () => {
    expect(isServedName('101500-g-1.mp4')).toBe(true);
    expect(isServedName('101500-g-1.thumb.jpg')).toBe(true);
    expect(isServedName('.101500-g-1.mp4.partial')).toBe(false);
    expect(isServedName('notes.txt')).toBe(false);
    expect(isServedName('a..mp4')).toBe(false);
    expect(isServedName('a b.mp4')).toBe(false);
  });

  it('accept only real calendar days as day folders', () => {
    expect(isDayFolder('2026-11-26')).toBe(true);
    expect(isDayFolder('2024-02-29')).toBe(true);
    expect(isDayFolder('2026-02-29')).toBe(false);
    expect(isDayFolder('2026-13-01')).toBe(false);
    expect(isDayFolder('2026-1-01')).toBe(false);
    expect(isDayFolder('goals')).toBe(false);
  });
});

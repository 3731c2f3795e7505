import { describe, expect, it } from 'vitest';
import { autoindexJson, type DirectoryEntry } from './listing.ts';

const mtime = new Date('2026-11-22T10:15:01.400Z');
const file = (name: string, size = 10): DirectoryEntry => ({ name, isDirectory: false, mtime, size });

describe('autoindex JSON', () => {
  it('is nginx’s format: name, type, mtime as an HTTP date, size; sorted by name', () => {
    const entries = [file('b.mp4', 200), file('a.thumb.jpg', 7), file('a.mp4', 100)];
    expect(autoindexJson(entries, () => true)).toEqual([
      { name: 'a.mp4', type: 'file', mtime: 'Sun, 22 Nov 2026 10:15:01 GMT', size: 100 },
      { name: 'a.thumb.jpg', type: 'file', mtime: 'Sun, 22 Nov 2026 10:15:01 GMT', size: 7 },
      { name: 'b.mp4', type: 'file', mtime: 'Sun, 22 Nov 2026 10:15:01 GMT', size: 200 },
    ]);
  });

  it('writes directories without a size, and leaves out what the filter refuses', () => {
    const entries = [{ name: '2026-11-22', isDirectory: true, mtime, size: 4096 }, file('.hidden.mp4')];
    expect(autoindexJson(entries, (e) => !e.name.startsWith('.'))).toEqual([
      { name: '2026-11-22', type: 'directory', mtime: 'Sun, 22 Nov 2026 10:15:01 GMT' },
    ]);
  });

  it('is an empty list for an empty folder', () => {
    expect(autoindexJson([], () => true)).toEqual([]);
  });
});

/**
 * The JSON a directory listing answers: nginx's `autoindex_format json`, which SPEC's replay and
 * archive read. One object per entry, sorted by name:
 * `{"name":"…","type":"file","mtime":"Sun, 22 Nov 2026 10:15:01 GMT","size":123}`; directories have
 * `"type":"directory"` and no size (as nginx writes them).
 */

export interface DirectoryEntry {
  name: string;
  isDirectory: boolean;
  mtime: Date;
  size: number;
}

export type AutoindexEntry =
  | { name: string; type: 'directory'; mtime: string }
  | { name: string; type: 'file'; mtime: string; size: number };

export function autoindexJson(
  entries: readonly DirectoryEntry[],
  include: (e: DirectoryEntry) => boolean,
): AutoindexEntry[] {
  return entries
    .filter(include)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((e) =>
      e.isDirectory
        ? { name: e.name, type: 'directory' as const, mtime: e.mtime.toUTCString() }
        : { name: e.name, type: 'file' as const, mtime: e.mtime.toUTCString(), size: e.size },
    );
}

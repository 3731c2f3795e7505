import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27: "an error is not an absence" (STYLE.md). A database that does not answer must not turn
// into "not found": a `.catch(() => null)` did that in 21 places, and a kept answer then served the
// null after the database was back. This check keeps them out of the code that answers requests;
// `orNull` (graphql/errors.ts) turns a loader's NotFound or Forbidden into null and nothing else.

const root = path.join(import.meta.dirname, '../..');
const SWALLOWED = /\.catch\(\s*\(\)\s*=>\s*(null|undefined)\s*\)/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('errors stay errors', () => {
  it('has no .catch(() => null) in the server, the read models or the event store', () => {
    const found = ['server/src', 'projections/src', 'events/src']
      .flatMap((dir) => sources(path.join(root, dir)))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (SWALLOWED.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('recognises the pattern it forbids', () => {
    expect(SWALLOWED.test('load(id).catch(() => null);')).toBe(true);
    expect(SWALLOWED.test('x.catch( () => undefined )')).toBe(true);
    expect(SWALLOWED.test('x.catch((e) => handle(e))')).toBe(false);
  });
});

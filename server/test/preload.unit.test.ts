import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_PACKAGES } from '../src/preload.mjs';

// pnpm start loads the server's npm packages before tsx's hooks (server/src/preload.mjs): the list
// must follow the imports, or starts quietly get slower again.
describe('the packages pnpm start loads before tsx', () => {
  it('are exactly the npm packages that server/src imports at run time', () => {
    const src = path.join(import.meta.dirname, '../src');
    const imported = new Set<string>();
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      const specifiers = [
        ...text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms),
        ...text.matchAll(/\bimport\('([^']+)'\)/g),
      ].map((m) => m[1]!);
      for (const s of specifiers) if (!/^(\.|node:|@kicker\/)/.test(s)) imported.add(s);
    }
    expect([...SERVER_PACKAGES].sort()).toEqual([...imported].sort());
  });
});

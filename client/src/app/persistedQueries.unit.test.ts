import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// In production the server runs only the documents in persisted-queries.json (server/src/app.ts).
// relay-compiler adds a document there only when it writes its artifact, so a merge that keeps an
// artifact but takes the other side's JSON leaves the app asking for ids the server does not know
// ('Unknown persisted document id' on every screen). Regenerate with:
//   rm -rf client/src/**/__generated__ && echo '{}' > client/persisted-queries.json && pnpm relay

const clientDir = path.join(import.meta.dirname, '../..');
const persisted = JSON.parse(readFileSync(path.join(clientDir, 'persisted-queries.json'), 'utf8')) as Record<
  string,
  string
>;

function artifactIds(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return artifactIds(file);
    if (!entry.name.endsWith('.graphql.ts') || !dir.endsWith('__generated__')) return [];
    return [...readFileSync(file, 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map((m) => m[1]!);
  });
}

describe('persisted documents', () => {
  const ids = artifactIds(path.join(clientDir, 'src'));

  it('holds every document the client sends', () => {
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in persisted))).toEqual([]);
  });

  it('holds nothing the client no longer sends (a stale document is still runnable in production)', () => {
    const sent = new Set(ids);
    expect(Object.keys(persisted).filter((id) => !sent.has(id))).toEqual([]);
  });
});

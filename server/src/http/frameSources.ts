import type { ChangeFeed } from '@kicker/events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

// The Content-Security-Policy's frame-src (SPEC §2 Sounds, Archive, Feedback embed tools the
// organisations' admins configure): exactly the origins of the configured tools, no others. Kept in
// memory and read again when any configuration changes (and every minute, for a change told while
// the feed was down). A page asked for right after a change waits for that read, so the admin who
// just set a tool gets a page that may frame it.

const REFRESH_MS = 60_000;

export interface FrameSources {
  /** The configured tools' origins, sorted. */
  current(): Promise<readonly string[]>;
  close(): void;
}

export async function createFrameSources(db: Kysely<Database>, feed: ChangeFeed): Promise<FrameSources> {
  const read = async (): Promise<readonly string[]> => {
    const rows = await db
      .selectFrom('org_config')
      .select('value')
      .where('key', '=', 'externalTools')
      .execute();
    const found = new Set<string>();
    for (const { value } of rows)
      for (const url of Object.values((value ?? {}) as Record<string, unknown>))
        if (typeof url === 'string' && URL.canParse(url)) found.add(new URL(url).origin);
    return [...found].filter((o) => /^https?:\/\//.test(o)).sort();
  };
  let origins = await read();
  let latest: Promise<readonly string[]> = Promise.resolve(origins);
  const refresh = () => {
    const next = read().then(
      (found) => (origins = found),
      () => origins,
    );
    latest = next;
  };
  const stop = new AbortController();
  const timer = setInterval(refresh, REFRESH_MS);
  timer.unref();
  void (async () => {
    for await (const _ of feed.subscribe((c) => c.topic === 'config', stop.signal)) refresh();
  })().catch(() => {});
  return {
    current: () => latest,
    close() {
      clearInterval(timer);
      stop.abort();
    },
  };
}

import type { IncomingMessage } from 'node:http';
import type { ChangeFeed } from '@kicker/events';
import { fromNodeHeaders } from 'better-auth/node';
import type { Kysely } from 'kysely';
import { viewerFromHeaders } from '../auth/requestViewer.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../graphql/context.ts';
import { organisationsOf } from '../policy/capabilities.ts';

// The Content-Security-Policy's frame-src (SPEC §2 Sounds, Archive, Feedback embed tools the
// organisations' admins configure): the origins of the tools of the viewer's own organisations,
// no others (issue 29: every page listed every organisation's tools, which told anyone which tools
// other organisations use). Kept in memory per organisation and read again when any configuration
// changes (and every minute, for a change told while the feed was down). A page asked for right
// after a change waits for that read, so the admin who just set a tool gets a page that may frame it.

const REFRESH_MS = 60_000;

export interface FrameSources {
  /** The origins of the tools of these organisations, sorted. */
  of(orgIds: readonly string[]): Promise<readonly string[]>;
  close(): void;
}

type ByOrganisation = ReadonlyMap<string, readonly string[]>;

export async function createFrameSources(db: Kysely<Database>, feed: ChangeFeed): Promise<FrameSources> {
  const read = async (): Promise<ByOrganisation> => {
    const rows = await db
      .selectFrom('org_config')
      .select(['org_id', 'value'])
      .where('key', '=', 'externalTools')
      .execute();
    const byOrg = new Map<string, string[]>();
    for (const { org_id, value } of rows) {
      const found = new Set<string>();
      for (const url of Object.values((value ?? {}) as Record<string, unknown>))
        if (typeof url === 'string' && URL.canParse(url)) found.add(new URL(url).origin);
      byOrg.set(
        org_id,
        [...found].filter((o) => /^https?:\/\//.test(o)),
      );
    }
    return byOrg;
  };
  let known = await read();
  let latest: Promise<ByOrganisation> = Promise.resolve(known);
  const refresh = () => {
    latest = read().then(
      (found) => (known = found),
      () => known,
    );
  };
  const stop = new AbortController();
  const timer = setInterval(refresh, REFRESH_MS);
  timer.unref();
  void (async () => {
    for await (const _ of feed.subscribe((c) => c.topic === 'config', stop.signal)) refresh();
  })().catch(() => {});
  return {
    async of(orgIds) {
      const byOrg = await latest;
      return [...new Set(orgIds.flatMap((id) => byOrg.get(id) ?? []))].sort();
    },
    close() {
      clearInterval(timer);
      stop.abort();
    },
  };
}

/** The organisations of whoever asks for a page (none for a visitor or a key that reads nothing). */
export async function organisationsAsking(services: Services, req: IncomingMessage): Promise<string[]> {
  // The kept viewer of the session, as /graphql reads it (no query while nothing changed it).
  try {
    const viewer = await viewerFromHeaders(services, fromNodeHeaders(req.headers));
    return viewer ? organisationsOf(viewer) : [];
  } catch {
    // A key that is not valid, or the database away: the page still goes out, framing no
    // organisation's tools (the narrower policy). Nothing is kept from this answer.
    return [];
  }
}

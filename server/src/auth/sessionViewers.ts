import type { Change, ChangeFeed } from '@kicker/events';
import type { Viewer } from '../policy/viewer.ts';

// The viewer of each session cookie, kept in memory (docs/decisions.md, issue 17: the session check
// cost more than all of yoga's work for a request that does nothing). An entry ends:
// - at once, on this instance, when a session of its user ends (better-auth's delete hook calls
//   `forgetUser` before the sign-out answers), when its user, roles, installation powers or player
//   change (execute's afterCommit calls `forget` with a command's changes after its COMMIT);
// - on every other instance when the same change arrives through the change feed (NOTIFY with
//   CHANGE_FEED=postgres, milliseconds later);
// - on this instance when its LISTEN connection comes back after a cut (maintenance/followTheFeed.ts:
//   what was told meanwhile was missed);
// - when its session expires (its `expiresAt` is kept), and after MAX_AGE_MS in any case, which
//   bounds what a missed notification can leave behind before the cut is noticed.
// A read that is under way when its user changes is not kept (the entry is removed, not updated),
// so an answer read before a sign-out can never be remembered after it.

/** What one read of a session gives: its viewer (null: no live session), and until when it holds. */
export interface SessionRead {
  viewer: Viewer | null;
  /** When the session expires; null for no session. */
  expiresAt: Date | null;
}

interface Entry {
  at: number;
  read: Promise<SessionRead>;
  /** Set once the read settled. */
  settled: SessionRead | null;
}

/** Topics after which a kept viewer may be wrong, and which entries they reach. */
const USER_TOPICS = new Set<string>(['session', 'roles', 'installationAdmins', 'user']);

export const MAX_AGE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface SessionViewers {
  /** The session read for this exact cookie header: the kept one while it holds, else `load`'s. */
  get(cookie: string, load: () => Promise<SessionRead>): Promise<SessionRead>;
  /** Forgets every entry these changes may have made wrong. */
  forget(changes: readonly Change[]): void;
  /** Forgets the entries of this user (and reads still under way). */
  forgetUser(userId: string): void;
  /** Forgets everything (the change feed was cut: its notifications may have been missed). */
  clear(): void;
  close(): void;
}

export function createSessionViewers(feed: ChangeFeed, now: () => number = Date.now): SessionViewers {
  const entries = new Map<string, Entry>();
  const drop = (matches: (read: SessionRead) => boolean) => {
    for (const [cookie, entry] of entries)
      if (!entry.settled || matches(entry.settled)) entries.delete(cookie);
  };
  const forgetUser = (userId: string) => drop((r) => r.viewer?.userId === userId);
  const forget = (changes: readonly Change[]) => {
    for (const change of changes) {
      if (change.topic === 'projectionRebuild') entries.clear();
      else if (USER_TOPICS.has(change.topic)) for (const id of change.ids) forgetUser(id);
      // A player changed, or a user without one may have claimed it.
      else if (change.topic === 'player')
        drop((r) => !r.viewer?.player || change.ids.includes(r.viewer.player.player_id));
    }
  };
  const stop = new AbortController();
  void (async () => {
    const relevant = (c: Change) =>
      USER_TOPICS.has(c.topic) || c.topic === 'player' || c.topic === 'projectionRebuild';
    for await (const change of feed.subscribe(relevant, stop.signal)) forget([change]);
  })().catch(() => entries.clear());

  const live = (entry: Entry | undefined, t: number) => {
    if (!entry || t - entry.at >= MAX_AGE_MS) return false;
    const expires = entry.settled?.expiresAt;
    return !expires || expires.getTime() > t;
  };

  return {
    get(cookie, load) {
      const t = now();
      const entry = entries.get(cookie);
      if (live(entry, t)) return entry!.read;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const kept: Entry = { at: t, read: load(), settled: null };
      entries.set(cookie, kept);
      kept.read.then(
        (read) => {
          kept.settled = read;
        },
        () => {
          if (entries.get(cookie) === kept) entries.delete(cookie);
        },
      );
      return kept.read;
    },
    forget,
    forgetUser,
    clear: () => entries.clear(),
    close: () => stop.abort(),
  };
}

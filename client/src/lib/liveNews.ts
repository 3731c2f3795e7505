import type { MmrChange } from './mmrChange';

// What a match that just happened tells the season screen (SPEC §4): the last-score badge of each
// player for 5 s, and the new-bounty and bounty-collected dialogs, each shown when it happened
// within 5 s (by the match's own time: a bounty starts and is collected in a match) and not again
// for 7 s. Pure: the clock is passed in.

export const BADGE_MS = 5_000;
export const NEWS_WITHIN_MS = 5_000;
export const DEDUPE_MS = 7_000;

export interface MatchNews {
  matchId: string;
  /** When it happened: the match's time (`playedOn`, the server's clock when it was recorded). */
  happenedAt: number;
  bounty: { isPaid: boolean; bountyPoints: number } | null;
  changes: readonly (MmrChange & {
    playerId: string;
    name: string;
    bountyStarted: boolean;
  })[];
}

/** A match as the season screen reads it (useLiveSeason_match). */
export interface NewsMatch {
  readonly id: string;
  readonly playedOn: string;
  readonly bounty?: { readonly isPaid: boolean; readonly bountyPoints: number } | null;
  readonly pointChanges: readonly (MmrChange & {
    readonly player: { readonly id: string; readonly displayName: string } | null | undefined;
    readonly bountyStarted: boolean;
  })[];
}

/**
 * A match as news: it happened when it was played, not when this screen heard of it (a match
 * fetched late, or sent again, must not open a dialog as if new). A player deleted since has no badge.
 */
export function newsOf(match: NewsMatch): MatchNews {
  return {
    matchId: match.id,
    happenedAt: Date.parse(match.playedOn),
    bounty: match.bounty ?? null,
    changes: match.pointChanges.flatMap(({ player, ...c }) =>
      player ? [{ ...c, playerId: player.id, name: player.displayName }] : [],
    ),
  };
}

export interface BountyDialog {
  /** One dialog per match and kind. */
  key: string;
  kind: 'started' | 'collected';
  title: string;
  text: string;
}

const names = (list: readonly { name: string }[]) => list.map((p) => p.name).join(' & ');

/** The bounty dialogs a match calls for (none when it happened more than 5 s ago). */
export function bountyDialogs(news: MatchNews, now: number): BountyDialog[] {
  if (now - news.happenedAt > NEWS_WITHIN_MS) return [];
  const dialogs: BountyDialog[] = [];
  const started = news.changes.filter((c) => c.bountyStarted);
  if (started.length > 0)
    dialogs.push({
      key: `${news.matchId}:started`,
      kind: 'started',
      title: 'New Bounty!',
      text: `${names(started)} ${started.length > 1 ? 'are' : 'is'} on a winning streak: beat them to collect the bounty.`,
    });
  if (news.bounty?.isPaid) {
    const winners = news.changes.filter((c) => c.won);
    dialogs.push({
      key: `${news.matchId}:collected`,
      kind: 'collected',
      title: 'Bounty Collected!',
      text: `${names(winners)} collected ${news.bounty.bountyPoints} bounty points.`,
    });
  }
  return dialogs;
}

/** Remembers which dialogs were shown, so the same one does not come again within 7 s. */
export class DialogDedupe {
  private readonly shown = new Map<string, number>();

  /** Whether to show it now (and remember that it was). */
  take(key: string, now: number): boolean {
    for (const [k, at] of this.shown) if (now - at > DEDUPE_MS) this.shown.delete(k);
    if (this.shown.has(key)) return false;
    this.shown.set(key, now);
    return true;
  }
}

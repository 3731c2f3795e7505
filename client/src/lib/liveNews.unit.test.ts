import { describe, expect, it } from 'vitest';
import { bountyDialogs, DialogDedupe, type MatchNews, type NewsMatch, newsOf } from './liveNews';

/** A change that is its match points alone. */
const plain = (change: number, won: boolean) => ({
  change,
  won,
  matchPoints: change,
  bounty: 0,
  challengeBonus: 0,
  clampedAtZero: false,
});

const news = (over: Partial<MatchNews> = {}): MatchNews => ({
  matchId: 'm1',
  happenedAt: 1_000,
  bounty: null,
  changes: [
    { playerId: 'a', name: 'Ann', ...plain(30, true), bountyStarted: false },
    { playerId: 'b', name: 'Bob', ...plain(-10, false), bountyStarted: false },
  ],
  ...over,
});

describe('live news of a match (SPEC §4)', () => {
  it('asks for no dialog for a plain match', () => {
    expect(bountyDialogs(news(), 1_500)).toEqual([]);
  });

  it('announces a new bounty and a collected one, with the players named', () => {
    const started = bountyDialogs(
      news({ changes: [{ playerId: 'a', name: 'Ann', ...plain(20, true), bountyStarted: true }] }),
      1_500,
    );
    expect(started).toMatchObject([{ kind: 'started', title: 'New Bounty!' }]);
    expect(started[0]!.text).toContain('Ann');
    const collected = bountyDialogs(news({ bounty: { isPaid: true, bountyPoints: 15 } }), 1_500);
    expect(collected).toMatchObject([
      { kind: 'collected', title: 'Bounty Collected!', text: 'Ann collected 15 bounty points.' },
    ]);
  });

  it('shows nothing for what happened more than 5 s ago', () => {
    expect(bountyDialogs(news({ bounty: { isPaid: true, bountyPoints: 15 } }), 1_000 + 5_001)).toEqual([]);
    expect(bountyDialogs(news({ bounty: { isPaid: true, bountyPoints: 15 } }), 1_000 + 5_000)).toHaveLength(
      1,
    );
  });

  it('shows the same dialog once within 7 s, and again after', () => {
    const dedupe = new DialogDedupe();
    expect(dedupe.take('m1:collected', 0)).toBe(true);
    expect(dedupe.take('m1:collected', 6_999)).toBe(false);
    expect(dedupe.take('m2:collected', 6_999)).toBe(true);
    expect(dedupe.take('m1:collected', 7_001)).toBe(true);
  });

  it("dates a match's news by when it was played, not when the screen heard of it", () => {
    const playedOn = '2026-03-02T10:00:00.000Z';
    const at = Date.parse(playedOn);
    const collecting: NewsMatch = {
      id: 'm2',
      playedOn,
      bounty: { isPaid: true, bountyPoints: 10 },
      pointChanges: [
        { player: { id: 'a', displayName: 'Ann' }, ...plain(30, true), bountyStarted: false },
        { player: { id: 'b', displayName: 'Bob' }, ...plain(-10, false), bountyStarted: false },
        // A player deleted since: no badge, no name.
        { player: null, ...plain(-10, false), bountyStarted: false },
      ],
    };
    const news = newsOf(collecting);
    expect(news.happenedAt).toBe(at);
    expect(news.changes.map((c) => c.playerId)).toEqual(['a', 'b']);
    // Heard of 2 s after it was played: the dialog; 6 s after (a late fetch, a resent event): none.
    expect(bountyDialogs(news, at + 2_000)).toMatchObject([{ kind: 'collected' }]);
    expect(bountyDialogs(news, at + 6_000)).toEqual([]);
    // A streak reaching requiredWins, heard of late: no 'New Bounty!' either.
    const started = newsOf({
      ...collecting,
      bounty: null,
      pointChanges: [{ player: { id: 'a', displayName: 'Ann' }, ...plain(20, true), bountyStarted: true }],
    });
    expect(bountyDialogs(started, at + 1_000)).toMatchObject([{ kind: 'started' }]);
    expect(bountyDialogs(started, at + 5_001)).toEqual([]);
  });

  it("shows a match heard of twice (the live event and the submitter's own fetch) once", () => {
    const dedupe = new DialogDedupe();
    const news = newsOf({
      id: 'm3',
      playedOn: new Date(10_000).toISOString(),
      bounty: { isPaid: true, bountyPoints: 10 },
      pointChanges: [{ player: { id: 'a', displayName: 'Ann' }, ...plain(30, true), bountyStarted: false }],
    });
    const shown = (now: number) => bountyDialogs(news, now).filter((d) => dedupe.take(d.key, now));
    expect(shown(11_000)).toHaveLength(1);
    expect(shown(12_500)).toEqual([]);
  });
});

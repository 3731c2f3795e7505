import { describe, expect, it } from 'vitest';
import { badgeText, bountyDialogs, DialogDedupe, type MatchNews } from './liveNews';

const news = (over: Partial<MatchNews> = {}): MatchNews => ({
  matchId: 'm1',
  happenedAt: 1_000,
  bounty: null,
  changes: [
    { playerId: 'a', name: 'Ann', change: 30, won: true, bountyStarted: false },
    { playerId: 'b', name: 'Bob', change: -10, won: false, bountyStarted: false },
  ],
  ...over,
});

describe('live news of a match (SPEC §4)', () => {
  it("badges '+n' for points won, bounty included, and '-n' for points lost", () => {
    expect(badgeText(30, true)).toBe('+30');
    expect(badgeText(-10, false)).toBe('-10');
    expect(badgeText(0, false)).toBe('-0');
  });

  it('asks for no dialog for a plain match', () => {
    expect(bountyDialogs(news(), 1_500)).toEqual([]);
  });

  it('announces a new bounty and a collected one, with the players named', () => {
    const started = bountyDialogs(
      news({ changes: [{ playerId: 'a', name: 'Ann', change: 20, won: true, bountyStarted: true }] }),
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
});

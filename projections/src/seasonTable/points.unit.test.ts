import { DEFAULT_RANK_LADDER } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { localTime } from './localTime.ts';
import { matchPoints, ranksOf, teamRank, winRate } from './points.ts';

describe('team rank (SPEC §9)', () => {
  it.each([
    [[4], 4],
    [[3, 4], 4], // 7 / 2 = 3.5, rounded up
    [[2, 4], 3],
    [[1, 1], 1],
    [[10, 9], 10],
  ])('%j → %i', (ranks, expected) => {
    expect(teamRank(ranks)).toBe(expected);
  });
});

describe('win and loss points (DESIGN §6)', () => {
  it.each([
    // winner rank, loser rank, doubled, winner points, loser points
    [1, 1, false, 20, 10],
    [1, 2, false, 24, 12],
    [2, 1, false, 16, 8],
    [1, 4, false, 32, 16],
    [1, 6, false, 40, 20], // 20 + 4·5 = 40
    [1, 10, false, 40, 20], // capped at 40
    [4, 1, false, 8, 4],
    [5, 1, false, 6, 3], // 20 − 16 = 4, raised to 6
    [10, 1, false, 6, 3],
    [3, 2, false, 16, 8],
    [6, 5, false, 16, 8],
    [1, 1, true, 40, 20], // gekrabbelt or six-in-a-row doubles both
    [5, 1, true, 12, 6],
    [2, 1, false, 16, 8],
  ])('winners rank %i, losers rank %i, doubled %s: +%i / -%i', (w, l, doubled, winner, loser) => {
    expect(matchPoints(w, l, doubled)).toEqual({ winnerPoints: winner, loserPoints: loser });
  });

  it('loses exactly half of what the winners gain: f(d) is always even', () => {
    for (let w = 1; w <= 10; w++)
      for (let l = 1; l <= 10; l++)
        for (const doubled of [false, true]) {
          const { winnerPoints, loserPoints } = matchPoints(w, l, doubled);
          expect(loserPoints * 2).toBe(winnerPoints);
          expect(winnerPoints).toBeGreaterThanOrEqual(6);
          expect(winnerPoints).toBeLessThanOrEqual(80);
        }
  });

  it("takes each player's rank from their MMR in the mode", () => {
    expect(ranksOf(DEFAULT_RANK_LADDER, [0, 99, 100, 1700], 'twoOnTwo')).toEqual([1, 1, 2, 10]);
  });
});

describe('win rate and local time', () => {
  it.each([
    [0, 0, 0],
    [1, 2, 33.3],
    [2, 1, 66.7],
    [5, 0, 100],
  ])('%i wins, %i losses → %d %%', (wins, losses, rate) => {
    expect(winRate(wins, losses)).toBe(rate);
  });

  it("reads the organisation's clock and weekday, also across a date line", () => {
    const moment = new Date('2026-11-22T09:30:00Z'); // a Sunday
    expect(localTime(moment, 'Europe/Berlin')).toEqual({
      secondOfDay: 10 * 3600 + 30 * 60,
      weekday: 'Sunday',
    });
    expect(localTime(moment, 'America/Los_Angeles')).toEqual({
      secondOfDay: 1 * 3600 + 30 * 60,
      weekday: 'Sunday',
    });
    expect(localTime(moment, 'Pacific/Auckland').weekday).toBe('Sunday');
    expect(localTime(new Date('2026-11-22T12:00:00Z'), 'Pacific/Auckland').weekday).toBe('Monday');
  });

  // localTime remembers each hour's offset: around every change of offset it must still read the
  // clock exactly as Intl does, also in zones whose changes fall on a half hour (Adelaide, Lord Howe).
  it.each([
    ['Europe/Berlin', '2026-03-29T00:00:00Z'],
    ['Europe/Berlin', '2026-10-25T00:00:00Z'],
    ['Australia/Adelaide', '2026-04-04T15:00:00Z'],
    ['Australia/Adelaide', '2026-10-03T15:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Pacific/Chatham', '2026-09-26T13:00:00Z'],
    ['America/St_Johns', '2026-11-01T03:00:00Z'],
  ])('reads %s like Intl around %s, second by second where the offset changes', (zone, from) => {
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
    });
    const start = Date.parse(from);
    // Four hours in steps of 7 s and 13 s (so every minute and half hour is crossed at odd seconds).
    for (let ms = start; ms < start + 4 * 3_600_000; ms += ms % 2 === 0 ? 7_001 : 13_000) {
      const parts = Object.fromEntries(clock.formatToParts(ms).map((p) => [p.type, p.value]));
      const expected = {
        secondOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
        weekday: parts.weekday,
      };
      expect(localTime(new Date(ms), zone), new Date(ms).toISOString()).toEqual(expected);
    }
  });
});

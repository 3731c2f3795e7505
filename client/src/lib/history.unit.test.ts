import { describe, expect, it } from 'vitest';
import { groupByDay, matchDate, relativeDay } from './history';
import { NAME_LIMIT, truncateName } from './names';

const now = new Date(2026, 10, 22, 15, 0); // Sunday, 22 November 2026, local time

describe('history dates', () => {
  it("shows 'Error' for a date that cannot be read", () => {
    expect(matchDate('not a date')).toBe('Error');
    expect(matchDate(null)).toBe('Error');
    expect(matchDate(new Date(2026, 10, 22, 9, 5))).toBe('2026-11-22 09:05');
  });

  it.each([
    [new Date(2026, 10, 22, 8, 0), 'Today'],
    [new Date(2026, 10, 21, 23, 59), 'Yesterday'],
    [new Date(2026, 10, 18, 12, 0), 'Wednesday'],
    [new Date(2026, 10, 15, 12, 0), '2026-11-15'],
  ])('%s is %s', (date, label) => {
    expect(relativeDay(date, now)).toBe(label);
  });

  it('groups consecutive matches of the same day', () => {
    const m = (d: Date) => ({ playedOn: d.toISOString() });
    const groups = groupByDay(
      [m(new Date(2026, 10, 22, 12)), m(new Date(2026, 10, 22, 9)), m(new Date(2026, 10, 21, 9))],
      now,
    );
    expect(groups.map((g) => [g.day, g.matches.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
    ]);
  });
});

describe('truncateName', () => {
  it('cuts names longer than 20 characters', () => {
    expect(truncateName('Zimmermann', NAME_LIMIT.historyDetails)).toBe('Zimmermann');
    expect(truncateName('Abcdefghijklmnopqrst', NAME_LIMIT.historyDetails)).toBe('Abcdefghijklmnopqrst');
    expect(truncateName('Abcdefghijklmnopqrstu', NAME_LIMIT.historyDetails)).toBe('Abcdefghijklmnopqrst…');
  });
});

import { describe, expect, it } from 'vitest';
import { groupByDay, matchDate, relativeDay, tableAroundMatch } from './history';
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

describe('the table around a match', () => {
  it('links the season screen as of a live match, with its season', () => {
    expect(tableAroundMatch({ id: 'TWF0Y2g6bzE6bTE=', season: 3, isDeleted: false })).toEqual({
      label: 'Table after this match',
      path: '/stats/season?season=3&asOf=TWF0Y2g6bzE6bTE%3D',
    });
  });

  it("names the organisation when it is given (an admin's other organisation)", () => {
    expect(tableAroundMatch({ id: 'm1', season: 1, isDeleted: false }, 'org1').path).toBe(
      '/stats/season?org=org1&season=1&asOf=m1',
    );
  });

  it('offers the table before a deleted match: it is in no table', () => {
    expect(tableAroundMatch({ id: 'm1', season: 1, isDeleted: true })).toEqual({
      label: 'Table before this match',
      path: '/stats/season?season=1&asOf=m1',
    });
  });
});

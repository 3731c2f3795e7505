import { describe, expect, it } from 'vitest';
import {
  averageGoals,
  busiest,
  dailyMmrRows,
  goalBars,
  goalsSummary,
  hourBars,
  hourSummary,
  lineSummary,
  percentText,
  weekdayBars,
  weekdaySummary,
} from './seasonCharts';

describe('matches per weekday', () => {
  it('keeps the server’s order, Monday first, and names each day', () => {
    const bars = weekdayBars([5, 9, 4, 0, 7, 1, 0]);
    expect(bars.map((b) => b.key)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(bars[1]).toEqual({ key: 'Tue', label: 'Tuesday', matches: 9 });
    expect(weekdaySummary(bars, 26)).toBe('Most matches on Tuesday: 9 of 26.');
  });

  it('counts a missing day as 0 and says when there is nothing', () => {
    const bars = weekdayBars([]);
    expect(bars.every((b) => b.matches === 0)).toBe(true);
    expect(weekdaySummary(bars, 0)).toBe('No matches yet.');
  });
});

describe('matches per hour', () => {
  const perHour = Array.from({ length: 24 }, (_, h) => (h === 9 ? 3 : h === 12 ? 8 : h === 18 ? 1 : 0));

  it('shows the hours from the first with a match to the last, the empty ones between included', () => {
    const bars = hourBars(perHour);
    expect(bars.map((b) => b.key)).toEqual(['09', '10', '11', '12', '13', '14', '15', '16', '17', '18']);
    expect(bars[3]).toEqual({ key: '12', label: '12:00–13:00', matches: 8 });
    expect(bars[1]!.matches).toBe(0);
  });

  it('names the busiest hour and the range played', () => {
    expect(hourSummary(hourBars(perHour), 12)).toBe(
      'Busiest hour 12:00–13:00: 8 of 12 matches. Played between 09:00 and 19:00.',
    );
  });

  it('has no bars without matches, and midnight ends a late hour', () => {
    expect(hourBars(Array(24).fill(0))).toEqual([]);
    expect(hourSummary([], 0)).toBe('No matches yet.');
    expect(hourBars([...Array(23).fill(0), 2])[0]!.label).toBe('23:00–00:00');
  });
});

describe('goals per match', () => {
  const goals = [
    { goals: 11, matches: 2 },
    { goals: 6, matches: 1 },
    { goals: 9, matches: 5 },
  ];

  it('lists every count from the fewest goals to the most, gaps as 0', () => {
    expect(goalBars(goals).map((b) => [b.key, b.matches])).toEqual([
      ['6', 1],
      ['7', 0],
      ['8', 0],
      ['9', 5],
      ['10', 0],
      ['11', 2],
    ]);
    expect(goalBars([])).toEqual([]);
  });

  it('averages the goals of all matches to one decimal', () => {
    expect(averageGoals(goals)).toBe(9.1); // (22 + 6 + 45) / 8 = 9.125
    expect(averageGoals([])).toBe(0);
  });

  it('says the most common count and the average', () => {
    expect(goalsSummary(goals)).toBe('Most often 9 goals (5 matches); 9.1 goals a match on average.');
    expect(goalsSummary([])).toBe('No matches yet.');
  });
});

describe('busiest', () => {
  it('takes the first of a tie and nothing when all are empty', () => {
    const bar = (key: string, matches: number) => ({ key, label: key, matches });
    expect(busiest([bar('a', 2), bar('b', 3), bar('c', 3)])?.key).toBe('b');
    expect(busiest([bar('a', 0)])).toBeNull();
  });
});

describe('rates', () => {
  it('shows one decimal and a percent sign', () => {
    expect(percentText(7.5)).toBe('7.5 %');
    expect(percentText(0)).toBe('0.0 %');
  });
});

describe('the top ten’s MMR by day', () => {
  const day = (d: string, mmr: number, high = mmr, matches = 1) => ({ day: d, mmr, high, matches });

  it('takes each player’s MMR at the end of a day and carries it over days they did not play', () => {
    const rows = dailyMmrRows([
      { key: 'a', days: [day('2026-11-04', 990), day('2026-11-02', 1020, 1020, 2)] },
      { key: 'b', days: [day('2026-11-03', 1015)] },
    ]);
    expect(rows).toEqual([
      { day: '2026-11-02', a: 1020 },
      { day: '2026-11-03', a: 1020, b: 1015 },
      { day: '2026-11-04', a: 990, b: 1015 },
    ]);
  });

  it('has no rows without matches', () => {
    expect(dailyMmrRows([{ key: 'a', days: [] }])).toEqual([]);
  });

  it('sums up a line: after the first and the last day, the best after any match, every match', () => {
    expect(
      lineSummary([
        day('2026-11-03', 1040, 1045, 2),
        day('2026-11-02', 1010, 1020, 3),
        day('2026-11-04', 1030),
      ]),
    ).toEqual({ first: 1010, last: 1030, best: 1045, matches: 6 });
    expect(lineSummary([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { dayStart, localDay, nextSeasonDays, seasonState } from './seasons';

const season = { startsOn: dayStart('2026-01-01'), endsOn: dayStart('2026-04-01') };

describe('seasons in the admin area', () => {
  it('tells active, upcoming and ended seasons apart, the end day excluded', () => {
    expect(seasonState(season, new Date(dayStart('2025-12-31')))).toBe('upcoming');
    expect(seasonState(season, new Date(dayStart('2026-01-01')))).toBe('active');
    expect(seasonState(season, new Date(dayStart('2026-03-31')))).toBe('active');
    expect(seasonState(season, new Date(dayStart('2026-04-01')))).toBe('ended');
  });

  it('proposes the next season where the newest ends, or from today', () => {
    expect(nextSeasonDays([season], new Date(dayStart('2026-02-10')))).toEqual({
      startsOn: '2026-04-01',
      endsOn: '2026-06-30',
    });
    expect(nextSeasonDays([season], new Date(dayStart('2026-05-10')))).toEqual({
      startsOn: '2026-05-10',
      endsOn: '2026-08-08',
    });
    expect(nextSeasonDays([], new Date(dayStart('2026-11-22'))).startsOn).toBe('2026-11-22');
  });

  it('round-trips a day through its start moment', () => {
    expect(localDay(dayStart('2026-03-29'))).toBe('2026-03-29');
  });
});

import { describe, expect, it } from 'vitest';
import { seasonPageVariables, showsSeasonPage, statsVariables } from './statsScope';

describe('the stats scope in the URL', () => {
  it('reads the organisation and a positive whole season, else null', () => {
    expect(statsVariables('https://k.test/stats/krabbel?org=T3Jn&season=3')).toEqual({
      org: 'T3Jn',
      season: 3,
    });
    expect(statsVariables('https://k.test/stats/krabbel?season=0')).toEqual({ org: null, season: null });
    expect(statsVariables('https://k.test/stats/krabbel?season=2.5&org=')).toEqual({
      org: null,
      season: null,
    });
  });

  it("gives the season screen's variables, a table of the past included, as its route loader does", () => {
    expect(seasonPageVariables('https://k.test/stats/season')).toEqual({
      org: null,
      season: null,
      asOf: null,
    });
    expect(seasonPageVariables('https://k.test/stats/season?season=2&asOf=TWF0')).toEqual({
      org: null,
      season: 2,
      asOf: 'TWF0',
    });
  });

  it('knows the addresses that land on the season screen', () => {
    expect(showsSeasonPage('https://k.test/stats/season?season=2')).toBe(true);
    expect(showsSeasonPage('https://k.test/stats/season/')).toBe(true);
    expect(showsSeasonPage('https://k.test/stats')).toBe(true);
    // /stats sends on to /stats/season without its search: the screen's variables would differ.
    expect(showsSeasonPage('https://k.test/stats?season=2')).toBe(false);
    expect(showsSeasonPage('https://k.test/stats/krabbel')).toBe(false);
    expect(showsSeasonPage('https://k.test/auth')).toBe(false);
  });
});

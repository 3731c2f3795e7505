import { describe, expect, it } from 'vitest';
import { checkTarget, countdownTo, LEAGUE_START } from './countdown';

describe('the league countdown', () => {
  it('splits what is left into days, hours, minutes and seconds of local time', () => {
    const now = new Date('2023-05-30T22:58:57');
    expect(countdownTo(LEAGUE_START, now)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 3,
      over: false,
    });
  });

  it('shows zeros once the target has passed (as now, for 2023-06-01)', () => {
    expect(countdownTo(LEAGUE_START, new Date('2026-11-25T12:00:00'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      over: true,
    });
  });

  it('has no countdown for a missing or invalid target', () => {
    expect(countdownTo('', new Date())).toBeNull();
    expect(countdownTo('2023-13-45Tnope', new Date())).toBeNull();
    expect(countdownTo(undefined, new Date())).toBeNull();
  });

  it("logs 'Invalid target date' for a missing or invalid target, and nothing for the league's", () => {
    for (const bad of ['', '2023-13-45Tnope', null, undefined]) {
      const logged: string[] = [];
      expect(checkTarget(bad, (m) => logged.push(m))).toBe(false);
      expect(logged).toEqual(['Invalid target date']);
    }
    const logged: string[] = [];
    expect(checkTarget(LEAGUE_START, (m) => logged.push(m))).toBe(true);
    expect(logged).toEqual([]);
  });
});

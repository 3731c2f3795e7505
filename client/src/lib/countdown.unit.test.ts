import { describe, expect, it } from 'vitest';
import { countdownTo, LEAGUE_START } from './countdown';

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
});

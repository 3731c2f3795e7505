import { describe, expect, it } from 'vitest';
import { expiredDays } from './retention.ts';

describe('expiredDays', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const names = ['2026-10-26', '2026-10-27', '2026-11-25', '2026-11-26', 'goals', '2026-02-30', '.x'];

  it('are the day folders more than keepDays before today', () => {
    expect(expiredDays(names, now, 30)).toEqual(['2026-10-26']);
    expect(expiredDays(names, now, 1)).toEqual(['2026-10-26', '2026-10-27']);
  });

  it('are none when keeping everything, and never anything but a day folder', () => {
    expect(expiredDays(names, now, 0)).toEqual([]);
    expect(expiredDays(names, new Date('2030-01-01T00:00:00Z'), 1)).not.toContain('goals');
  });
});

import { describe, expect, it } from 'vitest';
import { clipMoment, FRESH_MS, goalKey, readGoalReport } from './goals.ts';

describe('POST /goals body', () => {
  it('reads a goal report', () => {
    expect(
      readGoalReport({ liveGameId: 'g1', goal: 3, side: 'WHITES', at: '2026-11-26T18:03:12.000Z' }),
    ).toEqual({
      liveGameId: 'g1',
      goal: 3,
      side: 'WHITES',
      at: '2026-11-26T18:03:12.000Z',
    });
    expect(readGoalReport({ liveGameId: 'g1', goalIndex: 1 })).toEqual({
      liveGameId: 'g1',
      goal: 1,
      side: null,
      at: null,
    });
  });

  it.each([
    [null, 'JSON object'],
    [[], 'JSON object'],
    [{ goal: 1 }, 'liveGameId'],
    [{ liveGameId: '', goal: 1 }, 'liveGameId'],
    [{ liveGameId: 'x'.repeat(101), goal: 1 }, 'liveGameId'],
    [{ liveGameId: 'g', goal: 0 }, 'goal'],
    [{ liveGameId: 'g', goal: 1.5 }, 'goal'],
    [{ liveGameId: 'g', goal: '1' }, 'goal'],
    [{ liveGameId: 'g', goal: 100 }, 'goal'],
    [{ liveGameId: 'g', goal: 1, side: 'REDS' }, 'side'],
    [{ liveGameId: 'g', goal: 1, at: 'yesterday' }, 'at'],
    [{ liveGameId: 'g', goal: 1, at: '2026-13-45T99:00:00Z' }, 'at'],
  ])('refuses %j with a message about %s', (body, field) => {
    const r = readGoalReport(body);
    expect(r).toHaveProperty('error');
    expect((r as { error: string }).error).toContain(field);
  });
});

describe('clipMoment', () => {
  const now = Date.parse('2026-11-26T18:00:00.000Z');

  it('is the arrival for a goal reported as it happens (the clocks need not agree)', () => {
    expect(clipMoment(null, now)).toBe(now);
    expect(clipMoment(new Date(now - FRESH_MS).toISOString(), now)).toBe(now);
    expect(clipMoment(new Date(now + 3000).toISOString(), now)).toBe(now);
  });

  it('is the goal’s time for a goal heard late, never the future', () => {
    expect(clipMoment(new Date(now - 20_000).toISOString(), now)).toBe(now - 20_000);
    expect(clipMoment(new Date(now + 60_000).toISOString(), now)).toBe(now);
  });
});

describe('goalKey', () => {
  it('is the same for the same goal however reported, and differs for a re-scored number', () => {
    const a = goalKey({ liveGameId: 'g', goal: 2, at: '2026-11-26T18:00:00Z' });
    expect(goalKey({ liveGameId: 'g', goal: 2, at: '2026-11-26T18:00:00Z' })).toBe(a);
    expect(goalKey({ liveGameId: 'g', goal: 2, at: '2026-11-26T18:01:00Z' })).not.toBe(a);
  });
});

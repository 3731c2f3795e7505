import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter.ts';

describe('rate limiter', () => {
  it('allows max uses per window and key, then refuses until the window has passed', () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, now: () => t });
    expect([limiter.consume('a'), limiter.consume('a'), limiter.consume('a')]).toEqual([true, true, false]);
    expect(limiter.consume('b')).toBe(true);
    t = 999;
    expect(limiter.consume('a')).toBe(false);
    t = 1000;
    expect(limiter.consume('a')).toBe(true);
  });
});

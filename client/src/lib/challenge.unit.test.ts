import { describe, expect, it } from 'vitest';
import { challengeTitle, isNewChallenge } from './challenge';

describe('the current challenge', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('is new for 14 days after it changed', () => {
    expect(isNewChallenge('2026-11-25T11:00:00Z', now)).toBe(true);
    expect(isNewChallenge('2026-11-11T12:00:01Z', now)).toBe(true);
    expect(isNewChallenge('2026-11-11T12:00:00Z', now)).toBe(false);
    expect(isNewChallenge(null, now)).toBe(false);
  });
  it('names its points in the phone dialog title', () => {
    expect(challengeTitle(50)).toBe('Current Challenge (+50)');
  });
});

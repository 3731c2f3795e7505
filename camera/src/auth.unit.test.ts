import { describe, expect, it } from 'vitest';
import { bearsToken } from './auth.ts';

describe('bearsToken', () => {
  it('accepts the agent’s token as a bearer token', () => {
    expect(bearsToken('Bearer s3cret', 's3cret')).toBe(true);
    expect(bearsToken('bearer s3cret', 's3cret')).toBe(true);
  });

  it('refuses anything else, and everything when the agent has no token', () => {
    expect(bearsToken(undefined, 's3cret')).toBe(false);
    expect(bearsToken('Bearer s3cre', 's3cret')).toBe(false);
    expect(bearsToken('Bearer s3cret2', 's3cret')).toBe(false);
    expect(bearsToken('Basic s3cret', 's3cret')).toBe(false);
    expect(bearsToken('s3cret', 's3cret')).toBe(false);
    expect(bearsToken('Bearer ', '')).toBe(false);
    expect(bearsToken('Bearer x', null)).toBe(false);
  });
});

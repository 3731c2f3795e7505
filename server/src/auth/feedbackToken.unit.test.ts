import { describe, expect, it } from 'vitest';
import { feedbackTokenSecret, signFeedbackToken, verifyFeedbackToken } from './feedbackToken.ts';

const claims = {
  sub: 'u1',
  name: 'Ada',
  role: 'player',
  org: 'o1',
  iss: 'https://kicker.example',
  aud: 'https://feedback.example',
  iat: 1_800_000_000,
  exp: 1_800_000_300,
};

describe('feedback tokens', () => {
  it('signs a JWT (HS256) that verifies with the same secret until it expires', () => {
    const token = signFeedbackToken(claims, 'a'.repeat(32));
    expect(token.split('.')).toHaveLength(3);
    expect(verifyFeedbackToken(token, 'a'.repeat(32), 1_800_000_100_000)).toEqual(claims);
    expect(verifyFeedbackToken(token, 'a'.repeat(32), 1_800_000_300_000)).toBeNull();
    expect(verifyFeedbackToken(token, 'b'.repeat(32), 1_800_000_100_000)).toBeNull();
  });

  it('refuses a token whose claims were changed', () => {
    const [h, , s] = signFeedbackToken(claims, 'k'.repeat(32)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(verifyFeedbackToken(`${h}.${forged}.${s}`, 'k'.repeat(32), 1_800_000_100_000)).toBeNull();
  });

  it('derives a secret of its own from the auth secret unless one is configured', () => {
    expect(feedbackTokenSecret('c'.repeat(32), 'auth')).toBe('c'.repeat(32));
    expect(feedbackTokenSecret(null, 'auth')).not.toBe('auth');
    expect(feedbackTokenSecret(null, 'auth')).toBe(feedbackTokenSecret(null, 'auth'));
  });
});

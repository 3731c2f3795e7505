import { describe, expect, it } from 'vitest';
import { explain } from './session';

describe('explain', () => {
  it("tells how long an account locked by failed sign-ins must wait, in the server's words", () => {
    const message = 'Too many failed sign-ins for this account. Try again in 14 minutes.';
    expect(explain({ ok: false, status: 429, code: 'TOO_MANY_FAILED_SIGN_INS', message })).toBe(message);
  });

  it('keeps the short wait for the per-address limit', () => {
    expect(explain({ ok: false, status: 429, message: 'Too many requests. Please try again later.' })).toBe(
      'Too many attempts. Wait a minute and try again.',
    );
  });
});

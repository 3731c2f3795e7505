import { describe, expect, it } from 'vitest';
import { decide, initialState } from './user.decider.ts';

describe('user decider', () => {
  it('records an e-mail confirmation once: nothing when the address is already verified', () => {
    expect(decide({ type: 'MarkEmailVerified', userId: 'u2', alreadyVerified: false }, initialState)).toEqual(
      [{ type: 'UserEmailMarkedVerified', data: { userId: 'u2' } }],
    );
    expect(decide({ type: 'MarkEmailVerified', userId: 'u2', alreadyVerified: true }, initialState)).toEqual(
      [],
    );
  });
});

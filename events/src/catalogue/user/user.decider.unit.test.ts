import { describe, expect, it } from 'vitest';
import { decide, initialState } from './user.decider.ts';

const cmd = {
  type: 'SetUserRole' as const,
  userId: 'u2',
  role: 'moderator' as const,
  granted: true,
  actorId: 'u1',
};

describe('user role decider', () => {
  it('grants a role once and says nothing when it is already held', () => {
    expect(decide(cmd, initialState)).toEqual([
      { type: 'UserRoleGranted', data: { userId: 'u2', role: 'moderator' } },
    ]);
    expect(decide(cmd, { roles: ['moderator'] })).toEqual([]);
  });

  it('revokes a held role', () => {
    expect(decide({ ...cmd, granted: false }, { roles: ['moderator'] })).toEqual([
      { type: 'UserRoleRevoked', data: { userId: 'u2', role: 'moderator' } },
    ]);
  });

  it('does not let an admin remove their own admin role', () => {
    expect(
      decide({ ...cmd, userId: 'u1', role: 'admin', granted: false }, { roles: ['admin'] }),
    ).toMatchObject({
      kind: 'forbidden',
    });
  });
});

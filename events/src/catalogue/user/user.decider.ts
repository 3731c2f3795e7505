import { type DomainError, rejected } from '../domainError.ts';
import type { UserEvent, UserRole } from './user.events.ts';

export interface SetUserRole {
  type: 'SetUserRole';
  userId: string;
  role: UserRole;
  granted: boolean;
  actorId: string;
}

/** `alreadyVerified` comes from the account store (better-auth), which owns the flag. */
export interface MarkEmailVerified {
  type: 'MarkEmailVerified';
  userId: string;
  alreadyVerified: boolean;
}

export type UserCommand = SetUserRole | MarkEmailVerified;

export interface UserState {
  roles: UserRole[];
}

export const initialState: UserState = { roles: [] };

export function decide(cmd: UserCommand, state: UserState): UserEvent[] | DomainError {
  if (cmd.type === 'MarkEmailVerified')
    return cmd.alreadyVerified ? [] : [{ type: 'UserEmailMarkedVerified', data: { userId: cmd.userId } }];
  const has = state.roles.includes(cmd.role);
  if (has === cmd.granted) return [];
  // An admin cannot lock themselves out; another admin has to do it.
  if (!cmd.granted && cmd.role === 'admin' && cmd.actorId === cmd.userId)
    return rejected('forbidden', 'You cannot remove your own admin role');
  const data = { userId: cmd.userId, role: cmd.role };
  return [cmd.granted ? { type: 'UserRoleGranted', data } : { type: 'UserRoleRevoked', data }];
}

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRoleGranted':
      return { roles: [...state.roles, event.data.role] };
    case 'UserRoleRevoked':
      return { roles: state.roles.filter((r) => r !== event.data.role) };
    case 'InstallationClaimed':
    case 'UserEmailMarkedVerified':
      return state;
  }
}

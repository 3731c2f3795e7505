import type { DomainError } from '../domainError.ts';
import type { UserEvent } from './user.events.ts';

/** `alreadyVerified` comes from the account store (better-auth), which owns the flag. */
export interface MarkEmailVerified {
  type: 'MarkEmailVerified';
  userId: string;
  alreadyVerified: boolean;
}

export type UserCommand = MarkEmailVerified;

// Roles are no longer decided here: they are grants per organisation (catalogue/roles). The user
// stream keeps the legacy role claims for history, and the e-mail confirmations.
export type UserState = Record<string, never>;

export const initialState: UserState = {};

export function decide(cmd: UserCommand, _state: UserState): UserEvent[] | DomainError {
  return cmd.alreadyVerified ? [] : [{ type: 'UserEmailMarkedVerified', data: { userId: cmd.userId } }];
}

export function evolve(state: UserState, _event: UserEvent): UserState {
  return state;
}

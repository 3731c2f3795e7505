import { nameProblem, PLAYER_MESSAGES } from '@kicker/events/playerRules';

// SPEC §5 player form. The name rules and texts are the server's own (@kicker/events/playerRules).

export { nameProblem };
export const NICKNAME_TAKEN = PLAYER_MESSAGES.nicknameTaken;

export interface PlayerFormValues {
  name: string;
  nickname: string;
  organisationId: string;
  locationId: string;
  department: string;
}

export interface PlayerFormState extends PlayerFormValues {
  /** Set by the server check; null while unknown. */
  nicknameTaken: boolean | null;
}

export function playerFormProblems(state: PlayerFormState) {
  return {
    name: nameProblem(state.name, 'Name'),
    nickname: nameProblem(state.nickname, 'Nickname') ?? (state.nicknameTaken ? NICKNAME_TAKEN : null),
    organisationId: state.organisationId ? null : 'Organisation is required',
    locationId: state.locationId ? null : 'Location is required',
  };
}

/** 'Create new player' is enabled only when every rule holds. */
export function playerFormValid(state: PlayerFormState): boolean {
  return Object.values(playerFormProblems(state)).every((p) => p === null) && state.nicknameTaken === false;
}

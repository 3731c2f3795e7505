import { playerNameSchema } from '@kicker/events/fields';

// SPEC §5 player form. The character and length rules are the server's own schema (one place).

export const NICKNAME_TAKEN = 'Nickname already exists. Be a bit more creative';

/** The message for a name or nickname, or null when it is fine. */
export function nameProblem(value: string, label: 'Name' | 'Nickname'): string | null {
  if (value.trim() === '') return `${label} is required`;
  const parsed = playerNameSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid');
}

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
    organisationId: state.organisationId ? null : 'Organization is required',
    locationId: state.locationId ? null : 'Location is required',
  };
}

/** 'Create new player' is enabled only when every rule holds. */
export function playerFormValid(state: PlayerFormState): boolean {
  return Object.values(playerFormProblems(state)).every((p) => p === null) && state.nicknameTaken === false;
}

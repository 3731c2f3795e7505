import { playerNameSchema } from '../fields.ts';

// SPEC §3, §5: the player form's rules and texts, shared by the decider, the server and the client
// (the `@kicker/events/playerRules` subpath). The character and length rules are playerNameSchema.

/** SPEC §3: the department 'Guests' exists in every organisation. */
export const GUESTS_DEPARTMENT = 'Guests';

export const PLAYER_MESSAGES = {
  nicknameTaken: 'Nickname already exists. Be a bit more creative',
  alreadyHasPlayer: 'You already have a player',
} as const;

/** The message for a name or nickname as typed, or null when it is fine. */
export function nameProblem(value: string, label: 'Name' | 'Nickname'): string | null {
  if (value.trim() === '') return `${label} is required`;
  const parsed = playerNameSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid');
}

/**
 * The name every screen shows for a player (issue 13): the nickname when the organisation's
 * `singleConfigs.showNicknames` is on and the player has one, else the name.
 */
export function displayName(player: { name: string; nickname: string }, showNicknames: boolean): string {
  return showNicknames && player.nickname.trim() ? player.nickname : player.name;
}

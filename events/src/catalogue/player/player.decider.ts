import { type DomainError, rejected } from '../domainError.ts';
import type { PlayerEvent } from './player.events.ts';

export interface CreatePlayer {
  type: 'CreatePlayer';
  playerId: string;
  name: string;
  nickname: string;
  locationId: string;
  department: string | null;
  imageUrl: string | null;
  userId: string | null;
  isHost: boolean;
}

/** What the decider needs to know beyond the player's own stream. */
export interface PlayerContext {
  organisationLocations: string[];
  organisationDepartments: string[];
  nicknameTaken: boolean;
  userHasPlayer: boolean;
}

export interface PlayerState {
  exists: boolean;
}

export const initialState: PlayerState = { exists: false };

export function decide(
  cmd: CreatePlayer,
  state: PlayerState,
  ctx: PlayerContext,
): PlayerEvent[] | DomainError {
  if (state.exists) return rejected('conflict', 'This player already exists');
  if (!ctx.organisationLocations.includes(cmd.locationId))
    return rejected('validation', 'Location not found in this organisation', 'locationId');
  if (cmd.department !== null && !ctx.organisationDepartments.includes(cmd.department))
    return rejected('validation', 'Department not found in this organisation', 'department');
  if (ctx.nicknameTaken)
    return rejected('conflict', 'Nickname already exists. Be a bit more creative', 'nickname');
  if (cmd.userId && ctx.userHasPlayer) return rejected('conflict', 'This user already has a player');
  const { type: _, ...data } = cmd;
  return [{ type: 'PlayerCreated', data }];
}

export function evolve(_state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'PlayerCreated':
      return { exists: true };
  }
}

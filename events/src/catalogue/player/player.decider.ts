import { type DomainError, rejected } from '../domainError.ts';
import { nameKey } from '../nameKey.ts';
import type { PlayerEvent } from './player.events.ts';
import { GUESTS_DEPARTMENT, PLAYER_MESSAGES } from './playerRules.ts';

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

/** A user takes over an unclaimed player (SPEC "Claim"). */
export interface ClaimPlayer {
  type: 'ClaimPlayer';
  playerId: string;
  userId: string;
}

/**
 * A user changes their own player, or an admin or moderator any player of their organisation
 * (`managePlayers`; only they may change the name). An absent field keeps its value; null clears
 * the optional ones.
 */
export interface ChangePlayerProfile {
  type: 'ChangePlayerProfile';
  playerId: string;
  /** The user asking. */
  userId: string;
  name?: string;
  nickname?: string;
  imageUrl?: string | null;
  locationId?: string;
  department?: string | null;
}

/** Admin and moderator commands on a player of their organisation (the caller checks the role). */
export type ManagePlayer =
  | { type: 'DisablePlayer'; playerId: string }
  | { type: 'EnablePlayer'; playerId: string }
  | { type: 'SetPlayerHost'; playerId: string; isHost: boolean }
  | { type: 'DeletePlayer'; playerId: string };

export type PlayerCommand = CreatePlayer | ClaimPlayer | ChangePlayerProfile | ManagePlayer;

/** What the decider needs to know beyond the player's own stream. */
export interface PlayerContext {
  organisationLocations: string[];
  organisationDepartments: string[];
  /** The player of the organisation that has the wanted nickname (ignoring case), if any. */
  nicknameHolder: string | null;
  /** Whether the user of the command already has a player (in any organisation). */
  userHasPlayer: boolean;
}

export interface PlayerProfile {
  name: string;
  nickname: string;
  locationId: string;
  department: string | null;
  imageUrl: string | null;
}

export interface PlayerState {
  exists: boolean;
  userId: string | null;
  isDisabled: boolean;
  isHost: boolean;
  profile: PlayerProfile | null;
}

export const initialState: PlayerState = {
  exists: false,
  userId: null,
  isDisabled: false,
  isHost: false,
  profile: null,
};

const NICKNAME_TAKEN = PLAYER_MESSAGES.nicknameTaken;
const ALREADY_HAS_PLAYER = PLAYER_MESSAGES.alreadyHasPlayer;

/** What the policy lets the actor do in the player's organisation (server/src/policy/capabilities.ts). */
export interface PlayerCapabilities {
  /** Admins and moderators: change any player of the organisation, names included. */
  managePlayers: boolean;
}

// decide: may this happen? Returns the facts, or the reason it may not.
export function decide(
  cmd: PlayerCommand,
  state: PlayerState,
  ctx: PlayerContext,
  may: PlayerCapabilities = { managePlayers: false },
): PlayerEvent[] | DomainError {
  switch (cmd.type) {
    case 'CreatePlayer': {
      if (state.exists) return rejected('conflict', 'This player already exists');
      if (cmd.userId && ctx.userHasPlayer) return rejected('conflict', ALREADY_HAS_PLAYER);
      if (!ctx.organisationLocations.includes(cmd.locationId)) return unknownLocation();
      const department = cmd.department === null ? null : departmentOf(ctx, cmd.department);
      if (department === undefined) return unknownDepartment();
      if (nicknameTakenByAnother(ctx, cmd.playerId)) return rejected('conflict', NICKNAME_TAKEN, 'nickname');
      const { type: _, ...data } = cmd;
      return [{ type: 'PlayerCreated', data: { ...data, department } }];
    }
    case 'ClaimPlayer': {
      if (!state.exists || !state.profile) return rejected('notFound', 'Player not found');
      if (state.userId !== null) return rejected('conflict', 'This player has already been claimed');
      if (state.isDisabled) return rejected('conflict', 'This player is disabled and cannot be claimed');
      if (ctx.userHasPlayer) return rejected('conflict', ALREADY_HAS_PLAYER);
      return [
        { type: 'PlayerClaimed', data: { playerId: cmd.playerId, userId: cmd.userId, guest: state.profile } },
      ];
    }
    case 'ChangePlayerProfile': {
      if (!state.exists || !state.profile) return rejected('notFound', 'Player not found');
      if (!may.managePlayers && state.userId !== cmd.userId)
        return rejected('forbidden', 'You can only change your own player');
      if (cmd.name !== undefined && !may.managePlayers)
        return rejected('forbidden', 'Only admins and moderators change names', 'name');
      const current = state.profile;
      const renamed: PlayerEvent[] =
        cmd.name !== undefined && cmd.name !== current.name
          ? [{ type: 'PlayerRenamed', data: { playerId: cmd.playerId, name: cmd.name } }]
          : [];
      const next = {
        nickname: cmd.nickname ?? current.nickname,
        imageUrl: cmd.imageUrl === undefined ? current.imageUrl : cmd.imageUrl,
        locationId: cmd.locationId ?? current.locationId,
        department: current.department,
      };
      // Only what changes is checked: a player whose location was removed can still fix the nickname.
      if (next.locationId !== current.locationId && !ctx.organisationLocations.includes(next.locationId))
        return unknownLocation();
      if (cmd.department !== undefined && cmd.department !== current.department) {
        const department = cmd.department === null ? null : departmentOf(ctx, cmd.department);
        if (department === undefined) return unknownDepartment();
        next.department = department;
      }
      if (nicknameTakenByAnother(ctx, cmd.playerId)) return rejected('conflict', NICKNAME_TAKEN, 'nickname');
      const unchanged =
        next.nickname === current.nickname &&
        next.imageUrl === current.imageUrl &&
        next.locationId === current.locationId &&
        next.department === current.department;
      if (unchanged) return renamed;
      return [...renamed, { type: 'PlayerProfileChanged', data: { playerId: cmd.playerId, ...next } }];
    }
    case 'DisablePlayer':
    case 'EnablePlayer': {
      if (!state.exists) return rejected('notFound', 'Player not found');
      const disable = cmd.type === 'DisablePlayer';
      if (state.isDisabled === disable) return [];
      return [{ type: disable ? 'PlayerDisabled' : 'PlayerEnabled', data: { playerId: cmd.playerId } }];
    }
    case 'SetPlayerHost': {
      if (!state.exists) return rejected('notFound', 'Player not found');
      if (state.isHost === cmd.isHost) return [];
      return [{ type: 'PlayerHostChanged', data: { playerId: cmd.playerId, isHost: cmd.isHost } }];
    }
    case 'DeletePlayer': {
      if (!state.exists) return rejected('notFound', 'Player not found');
      if (!isDeletable({ claimed: state.userId !== null }))
        return rejected('conflict', 'A claimed player belongs to its user and cannot be deleted; disable it');
      return [{ type: 'PlayerDeleted', data: { playerId: cmd.playerId } }];
    }
  }
}

// evolve: what does a fact change?
export function evolve(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'PlayerCreated': {
      const { name, nickname, locationId, department, imageUrl, userId, isHost } = event.data;
      return {
        exists: true,
        userId,
        isDisabled: false,
        isHost,
        profile: { name, nickname, locationId, department, imageUrl },
      };
    }
    case 'PlayerClaimed':
      return { ...state, userId: event.data.userId };
    case 'PlayerProfileChanged': {
      const { nickname, imageUrl, locationId, department } = event.data;
      return { ...state, profile: { ...state.profile!, nickname, imageUrl, locationId, department } };
    }
    case 'PlayerRenamed':
      return { ...state, profile: { ...state.profile!, name: event.data.name } };
    case 'PlayerDisabled':
      return { ...state, isDisabled: true };
    case 'PlayerEnabled':
      return { ...state, isDisabled: false };
    case 'PlayerHostChanged':
      return { ...state, isHost: event.data.isHost };
    case 'PlayerDeleted':
      return initialState;
  }
}

/**
 * The department as the organisation spells it, matched ignoring case; 'Guests' is always there.
 * Undefined when the organisation has no such department.
 */
export function departmentOf(ctx: Pick<PlayerContext, 'organisationDepartments'>, department: string) {
  if (sameName(department, GUESTS_DEPARTMENT)) return GUESTS_DEPARTMENT;
  return ctx.organisationDepartments.find((d) => sameName(d, department));
}

const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

const nicknameTakenByAnother = (ctx: PlayerContext, playerId: string) =>
  ctx.nicknameHolder !== null && ctx.nicknameHolder !== playerId;

const unknownLocation = () => rejected('validation', 'Location not found in this organisation', 'locationId');
const unknownDepartment = () =>
  rejected('validation', 'Department not found in this organisation', 'department');

/** A claimed player belongs to its user: it can be disabled, never deleted. */
export function isDeletable(player: { claimed: boolean }): boolean {
  return !player.claimed;
}

import {
  PLAYER_MESSAGES,
  PLAYER_STREAM,
  type PlayerEvent,
  player,
  playerStreamId,
  rejected,
} from '@kicker/events';
import { findNicknameHolder, readDepartments, readLocations, readPlayerOfUser } from '@kicker/projections';
import type { Capability } from '../policy/capabilities.ts';
import { type Aggregate, type CommandTransaction, declareCommand } from './command.ts';

// SPEC §2: players, one stream each. Joining (create your own or claim one), your own profile, and
// what admins and moderators do with their organisation's players. The rules are the player
// decider's; the read-model indexes are the last word on the cross-stream ones (a nickname once per
// organisation, a player once per user).

const aggregate: Aggregate<player.PlayerState, PlayerEvent> = {
  streamType: PLAYER_STREAM,
  initialState: player.initialState,
  evolve: player.evolve,
};

/** A player command of an organisation, as the decider takes it. */
export interface PlayerChange<C extends player.PlayerCommand = player.PlayerCommand> {
  orgId: string;
  command: C;
}

/** What the decider needs to know beyond the player's own stream, read under the stream's lock. */
async function playerContext(
  tx: CommandTransaction,
  { orgId, command: cmd }: PlayerChange,
): Promise<player.PlayerContext> {
  const nickname =
    cmd.type === 'CreatePlayer' || cmd.type === 'ChangePlayerProfile' ? cmd.nickname : undefined;
  // Only creating and claiming give a player to a user.
  const userId = cmd.type === 'CreatePlayer' || cmd.type === 'ClaimPlayer' ? cmd.userId : null;
  const [locations] = await readLocations(tx, [orgId]);
  const [departments] = await readDepartments(tx, [orgId]);
  const holder = nickname ? await findNicknameHolder(tx, orgId, nickname) : null;
  const userPlayer = userId ? await readPlayerOfUser(tx, userId) : undefined;
  return {
    organisationLocations: locations!.map((l) => l.location_id),
    organisationDepartments: departments!,
    nicknameHolder: holder,
    userHasPlayer: Boolean(userPlayer),
  };
}

/** A command on one player's stream; `capability` null: joining or one's own player (the decider's rule). */
function onPlayer<C extends player.PlayerCommand>(name: string, capability: Capability | null) {
  return declareCommand({
    name,
    aggregate,
    stream: ({ orgId, command }: PlayerChange<C>) => ({ orgId, streamId: playerStreamId(command.playerId) }),
    capability,
    // Issue 29: two look-alike nicknames ("Anna", "Аnna") are one name to the decider, but not to
    // the database's index (lower(nickname)): commands that set a nickname take turns per
    // organisation, so each one's check reads the other's nickname.
    serialiseWith: ({ orgId, command }) =>
      'nickname' in command && typeof command.nickname === 'string' ? [`nicknames:${orgId}`] : [],
    load: playerContext,
    decide: ({ command }, state, context, may) => player.decide(command, state, context, may),
    changes: ({ orgId, command }) => [{ orgId, topic: 'player', ids: [command.playerId] }],
    // Two racing creates or claims: the loser's transaction is refused by the index and rolled back.
    onUniqueViolation: (constraint) =>
      constraint === 'players_nickname'
        ? rejected('conflict', PLAYER_MESSAGES.nicknameTaken, 'nickname')
        : constraint === 'players_user'
          ? rejected('conflict', PLAYER_MESSAGES.alreadyHasPlayer)
          : null,
  });
}

/** Your own player, in an organisation you see (the mutation loads it; else NotFound). */
export const createPlayer = onPlayer<player.CreatePlayer>('createPlayer', null);
/** An unclaimed player that is yours from now on (its profile kept as a guest). */
export const claimPlayer = onPlayer<player.ClaimPlayer>('claimPlayer', null);
/** Your own player's profile; admins and moderators change any (managePlayers). */
export const changePlayerProfile = onPlayer<player.ChangePlayerProfile>('updatePlayer', null);
/** An unclaimed player added by an admin or moderator (a guest, or someone who claims it later). */
export const addPlayer = onPlayer<player.CreatePlayer>('addPlayer', 'managePlayers');
/** A player's profile, name included, changed by an admin or moderator. */
export const managePlayer = onPlayer<player.ChangePlayerProfile>('managePlayer', 'managePlayers');
export const setPlayerDisabled = onPlayer<
  Extract<player.PlayerCommand, { type: 'DisablePlayer' | 'EnablePlayer' }>
>('setPlayerDisabled', 'managePlayers');
export const setPlayerHost = onPlayer<Extract<player.PlayerCommand, { type: 'SetPlayerHost' }>>(
  'setPlayerHost',
  'setHosts',
);
export const deletePlayer = onPlayer<Extract<player.PlayerCommand, { type: 'DeletePlayer' }>>(
  'deletePlayer',
  'deletePlayers',
);

import {
  PLAYER_MESSAGES,
  PLAYER_STREAM,
  type PlayerEvent,
  player,
  playerStreamId,
  rejected,
} from '@kicker/events';
import { findNicknameHolder, readDepartments, readLocations, readPlayerOfUser } from '@kicker/projections';
import { type CommandDeps, execute } from './execute.ts';

/** As Actor, but a player may be created by the system (the demo seed, tests): no user. */
export interface PlayerActor {
  userId: string | null;
  commandId?: string | null;
  commandFingerprint?: string | null;
}

/** Runs one player command against the player's stream, with what the decider needs to know. */
export function runPlayerCommand(
  deps: CommandDeps,
  orgId: string,
  command: player.PlayerCommand,
  actor: PlayerActor,
) {
  return execute<player.PlayerState, PlayerEvent>(deps, {
    orgId,
    streamId: playerStreamId(command.playerId),
    streamType: PLAYER_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    initialState: player.initialState,
    evolve: player.evolve,
    decide: async (state) => player.decide(command, state, await playerContext(deps, orgId, command)),
    changes: () => [{ orgId, topic: 'player', ids: [command.playerId] }],
    // The read-model indexes are the last word on these cross-stream rules (two racing creates or
    // claims): the loser's transaction is refused by the index and rolled back.
    onUniqueViolation: (constraint) =>
      constraint === 'players_nickname'
        ? rejected('conflict', PLAYER_MESSAGES.nicknameTaken, 'nickname')
        : constraint === 'players_user'
          ? rejected('conflict', PLAYER_MESSAGES.alreadyHasPlayer)
          : null,
  });
}

export function createPlayer(
  deps: CommandDeps,
  orgId: string,
  command: player.CreatePlayer,
  actor: PlayerActor,
) {
  return runPlayerCommand(deps, orgId, command, actor);
}

export function claimPlayer(
  deps: CommandDeps,
  orgId: string,
  input: { playerId: string; userId: string },
  actor: PlayerActor,
) {
  return runPlayerCommand(deps, orgId, { type: 'ClaimPlayer', ...input }, actor);
}

export function changePlayerProfile(
  deps: CommandDeps,
  orgId: string,
  input: Omit<player.ChangePlayerProfile, 'type'>,
  actor: PlayerActor,
) {
  return runPlayerCommand(deps, orgId, { type: 'ChangePlayerProfile', ...input }, actor);
}

async function playerContext(
  deps: CommandDeps,
  orgId: string,
  cmd: player.PlayerCommand,
): Promise<player.PlayerContext> {
  const { db } = deps;
  const nickname =
    cmd.type === 'CreatePlayer' || cmd.type === 'ChangePlayerProfile' ? cmd.nickname : undefined;
  // Only creating and claiming give a player to a user.
  const userId = cmd.type === 'CreatePlayer' || cmd.type === 'ClaimPlayer' ? cmd.userId : null;
  const [[locations], [departments], holder, userPlayer] = await Promise.all([
    readLocations(db, [orgId]),
    readDepartments(db, [orgId]),
    nickname ? findNicknameHolder(db, orgId, nickname) : null,
    userId ? readPlayerOfUser(db, userId) : undefined,
  ]);
  return {
    organisationLocations: locations!.map((l) => l.location_id),
    organisationDepartments: departments!,
    nicknameHolder: holder,
    userHasPlayer: Boolean(userPlayer),
  };
}

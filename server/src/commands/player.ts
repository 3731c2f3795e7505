import { PLAYER_STREAM, type PlayerEvent, player, playerStreamId, rejected } from '@kicker/events';
import { sql } from 'kysely';
import { type CommandDeps, execute } from './execute.ts';

export function createPlayer(
  deps: CommandDeps,
  orgId: string,
  command: player.CreatePlayer,
  actor: { userId: string | null; commandId?: string | null },
) {
  return execute<player.PlayerState, PlayerEvent>(deps, {
    orgId,
    streamId: playerStreamId(command.playerId),
    streamType: PLAYER_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    initialState: player.initialState,
    evolve: player.evolve,
    decide: async (state) => player.decide(command, state, await playerContext(deps, orgId, command)),
    changes: () => [{ orgId, topic: 'player', ids: [command.playerId] }],
    // The read-model indexes are the last word on these cross-stream rules (two racing creates).
    onUniqueViolation: (constraint) =>
      constraint === 'players_nickname'
        ? rejected('conflict', 'Nickname already exists. Be a bit more creative', 'nickname')
        : constraint === 'players_user'
          ? rejected('conflict', 'This user already has a player')
          : null,
  });
}

async function playerContext(
  deps: CommandDeps,
  orgId: string,
  cmd: player.CreatePlayer,
): Promise<player.PlayerContext> {
  const { db } = deps;
  const [locations, departments, nickname, userPlayer] = await Promise.all([
    db.selectFrom('organisation_locations').select('location_id').where('org_id', '=', orgId).execute(),
    db.selectFrom('organisation_departments').select('name').where('org_id', '=', orgId).execute(),
    db
      .selectFrom('players')
      .select('player_id')
      .where('org_id', '=', orgId)
      .where(sql<string>`lower(nickname)`, '=', cmd.nickname.toLowerCase())
      .executeTakeFirst(),
    cmd.userId
      ? db.selectFrom('players').select('player_id').where('user_id', '=', cmd.userId).executeTakeFirst()
      : undefined,
  ]);
  return {
    organisationLocations: locations.map((l) => l.location_id),
    organisationDepartments: departments.map((d) => d.name),
    nicknameTaken: Boolean(nickname),
    userHasPlayer: Boolean(userPlayer),
  };
}

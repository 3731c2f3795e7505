import { randomUUID } from 'node:crypto';
import { LIVE_GAME_STREAM, type LiveGameEvent, liveGame, liveGameStreamId } from '@kicker/events';
import { readStartContext } from '@kicker/projections';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

// DESIGN §12: load a location's live-game stream, decide with the actor's capabilities and the
// server's clock, append; open scoreboards hear 'live' (ids: the location).

type StartInput = Pick<
  Extract<liveGame.LiveGameCommand, { type: 'StartLiveGame' }>,
  'locationId' | 'mode' | 'blacks' | 'whites'
>;
export type LiveGameCommandInput = Exclude<
  liveGame.LiveGameCommand,
  { type: 'StartLiveGame' | 'EndIdleLiveGame' }
>;

function runLiveCommand(
  deps: CommandDeps,
  orgId: string,
  locationId: string,
  decide: (
    state: liveGame.LiveGameState,
  ) => ReturnType<typeof liveGame.decide> | Promise<ReturnType<typeof liveGame.decide>>,
  actor: Actor,
  newStream = false,
) {
  return execute<liveGame.LiveGameState, LiveGameEvent>(deps, {
    orgId,
    streamId: liveGameStreamId(locationId),
    streamType: LIVE_GAME_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    newStream,
    initialState: liveGame.initialState,
    evolve: liveGame.evolve,
    decide,
    changes: () => [{ orgId, topic: 'live', ids: [locationId] }],
  });
}

/** The organisation's locations and the chosen players it knows, in one round trip. */
async function startContext(deps: CommandDeps, orgId: string, input: StartInput) {
  const ids = [input.whites.defense, input.whites.offense, input.blacks.defense, input.blacks.offense].filter(
    (id): id is string => Boolean(id),
  );
  return readStartContext(deps.db, orgId, input.locationId, ids);
}

/** A new game at a location with a fresh id; the first game at a location opens its stream. */
export async function startLiveGame(
  deps: CommandDeps,
  orgId: string,
  input: StartInput,
  may: liveGame.LiveGameCapabilities,
  actor: Actor,
  now: Date,
) {
  const context = await startContext(deps, orgId, input);
  const command = {
    type: 'StartLiveGame' as const,
    ...input,
    liveGameId: randomUUID(),
    players: context.players,
    locations: context.locations,
  };
  return runLiveCommand(
    deps,
    orgId,
    input.locationId,
    (state) => liveGame.decide(command, state, may, now.toISOString()),
    actor,
    !context.started,
  );
}

/** A goal, an undo, or the end of the game at `locationId`. */
export function runLiveGame(
  deps: CommandDeps,
  orgId: string,
  locationId: string,
  command: LiveGameCommandInput,
  may: liveGame.LiveGameCapabilities,
  actor: Actor,
  now: Date,
) {
  return runLiveCommand(
    deps,
    orgId,
    locationId,
    (state) => liveGame.decide(command, state, may, now.toISOString()),
    actor,
  );
}

import { randomInt, randomUUID } from 'node:crypto';
import { TOURNEY_STREAM, type TourneyEvent, tourney, tourneyBracket, tourneyStreamId } from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

// Load a tourney's stream, decide with the actor's capabilities, append; open screens hear 'tourney'.

export type TourneyCommandInput = Exclude<
  tourney.TourneyCommand,
  { type: 'CreateTourney' | 'LaunchTourney' }
>;

function runTourneyCommand(
  deps: CommandDeps,
  orgId: string,
  tourneyId: string,
  decide: (state: tourney.TourneyState) => ReturnType<typeof tourney.decide>,
  actor: Actor,
  newStream = false,
) {
  return execute<tourney.TourneyState, TourneyEvent>(deps, {
    orgId,
    streamId: tourneyStreamId(tourneyId),
    streamType: TOURNEY_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    newStream,
    initialState: tourney.initialState,
    evolve: tourney.evolve,
    decide,
    changes: () => [{ orgId, topic: 'tourney', ids: [tourneyId] }],
  });
}

/** A new tourney with a fresh id; the actor is its creator. */
export function createTourney(
  deps: CommandDeps,
  orgId: string,
  input: Omit<Extract<tourney.TourneyCommand, { type: 'CreateTourney' }>, 'type' | 'tourneyId' | 'createdBy'>,
  may: tourney.TourneyCapabilities,
  actor: Actor,
) {
  const command = {
    type: 'CreateTourney' as const,
    ...input,
    tourneyId: randomUUID(),
    createdBy: actor.userId,
  };
  return runTourneyCommand(
    deps,
    orgId,
    command.tourneyId,
    (s) => tourney.decide(command, s, may),
    actor,
    true,
  );
}

/**
 * Launch: the handler draws (a crypto-random order, random teams of two in 2 vs 2) from the
 * participants it has just read; the decider checks the draw is exactly them. A retry after a
 * version clash reads and draws again.
 */
export function launchTourney(
  deps: CommandDeps,
  orgId: string,
  tourneyId: string,
  may: tourney.TourneyCapabilities,
  actor: Actor,
) {
  return runTourneyCommand(
    deps,
    orgId,
    tourneyId,
    (state) => {
      const sides = tourneyBracket.drawSides(state.participants, state.mode, (n) => randomInt(n));
      return tourney.decide({ type: 'LaunchTourney', sides }, state, may);
    },
    actor,
  );
}

/** Join, remove a participant, score, reset, delete. */
export function runTourney(
  deps: CommandDeps,
  orgId: string,
  tourneyId: string,
  command: TourneyCommandInput,
  may: tourney.TourneyCapabilities,
  actor: Actor,
) {
  return runTourneyCommand(deps, orgId, tourneyId, (state) => tourney.decide(command, state, may), actor);
}

import { SEASONS_STREAM, type SeasonEvent, season, seasonsStreamId } from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

export function runSeasonCommand(
  deps: CommandDeps,
  orgId: string,
  command: season.SeasonCommand,
  actor: Actor,
) {
  return execute<season.SeasonsState, SeasonEvent>(deps, {
    orgId,
    streamId: seasonsStreamId(orgId),
    streamType: SEASONS_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    initialState: season.initialState,
    evolve: season.evolve,
    decide: (state) => season.decide(command, state),
    changes: (events) => [{ orgId, topic: 'season', ids: events.map((e) => String(e.data.number)) }],
  });
}

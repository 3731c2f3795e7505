import { CONFIG_STREAM, type ConfigEvent, config, configStreamId } from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';
import { ratingsLock } from './ratingsLock.ts';

/** Configuration of one organisation, or of the installation (orgId GLOBAL_ORG). */
export function runConfigCommand(
  deps: CommandDeps,
  orgId: string,
  command: config.ConfigCommand,
  actor: Actor,
) {
  return execute<config.ConfigState, ConfigEvent>(deps, {
    orgId,
    streamId: configStreamId(orgId),
    streamType: CONFIG_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    // Rule changes take turns with the organisation's matches (ratingsLock.ts).
    serialiseOn: ratingsLock(orgId),
    initialState: config.initialState,
    evolve: config.evolve,
    decide: (state) => config.decide(command, state),
    changes: () => [{ orgId, topic: 'config', ids: [orgId] }],
  });
}

import { CONFIG_STREAM, type ConfigEvent, config, configStreamId, GLOBAL_ORG } from '@kicker/events';
import { type Aggregate, declareCommand, ratingsLock } from './command.ts';

// SPEC §3 "Config values" and DESIGN §6's rank ladder: one configuration stream per organisation,
// and the installation's (orgId GLOBAL_ORG: its default departments). Rule changes take turns with
// the organisation's matches (ratingsLock), so a match is rated under the rules before it in the log.

const aggregate: Aggregate<config.ConfigState, ConfigEvent> = {
  streamType: CONFIG_STREAM,
  initialState: config.initialState,
  evolve: config.evolve,
};

export interface ConfigChange {
  orgId: string;
  command: Exclude<config.ConfigCommand, { type: 'ChangeDefaultDepartments' }>;
}

/** The organisation's values (challenge, bounty, tools, …) and its rank ladder (its admins). */
export const changeConfig = declareCommand({
  name: 'updateLeagueConfig',
  aggregate,
  stream: ({ orgId }: ConfigChange) => ({ orgId, streamId: configStreamId(orgId) }),
  capability: 'administer',
  serialiseWith: ({ orgId }) => [ratingsLock(orgId)],
  decide: ({ command }, state) => config.decide(command, state),
  changes: ({ orgId }) => [{ orgId, topic: 'config', ids: [orgId] }],
});

/** The installation's default departments (installation admins). */
export const changeDefaultDepartments = declareCommand({
  name: 'updateDefaultDepartments',
  aggregate,
  stream: (_: { departments: string[] }) => ({ orgId: GLOBAL_ORG, streamId: configStreamId(GLOBAL_ORG) }),
  capability: 'changeDefaultDepartments',
  decide: ({ departments }, state) => config.decide({ type: 'ChangeDefaultDepartments', departments }, state),
  changes: () => [{ orgId: GLOBAL_ORG, topic: 'config', ids: [GLOBAL_ORG] }],
});

import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { type ConfigKey, configValueSchemas, departmentListSchema } from './configValues.ts';
import { rankLadderSchema } from './rankLadder.ts';

/** One stream per organisation for its configuration; the installation's is under GLOBAL_ORG. */
export const configStreamId = (organisationId: string) => `config-${organisationId}`;
export const CONFIG_STREAM = 'config';

const change = <K extends ConfigKey>(key: K) =>
  z.object({ key: z.literal(key), value: configValueSchemas[key] });

/** One configuration value of an organisation changed (SPEC §3 "Config values"). */
export const ConfigValueChanged = defineEvent(
  'ConfigValueChanged',
  z.discriminatedUnion('key', [
    change('currentChallenge'),
    change('bounty'),
    change('frequencyBlack'),
    change('frequencyWhite'),
    change('singleConfigs'),
    change('defaultLive'),
    change('externalTools'),
  ]),
);
export const RankLadderChanged = defineEvent('RankLadderChanged', z.object({ ranks: rankLadderSchema }));
/** The installation-wide department list changed (the fallback of organisations without their own). */
export const DefaultDepartmentsChanged = defineEvent(
  'DefaultDepartmentsChanged',
  z.object({ departments: departmentListSchema }),
);

export const configEventTypes = [ConfigValueChanged, RankLadderChanged, DefaultDepartmentsChanged] as const;
export type ConfigEvent = EventOf<(typeof configEventTypes)[number]>;

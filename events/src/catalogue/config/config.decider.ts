import { type DomainError, rejected } from '../domainError.ts';
import type { ConfigEvent } from './config.events.ts';
import {
  CONFIG_KEYS,
  type ConfigValues,
  configValueSchemas,
  DEFAULT_CONFIG,
  DEFAULT_DEPARTMENTS,
  departmentListSchema,
} from './configValues.ts';
import { DEFAULT_RANK_LADDER, type Rank, rankLadderSchema } from './rankLadder.ts';

/** Values to change; `externalTools` names only the tools that change (the others stay). */
export type ConfigChanges = Partial<Omit<ConfigValues, 'externalTools'>> & {
  externalTools?: Partial<ConfigValues['externalTools']>;
};

export type ConfigCommand =
  | { type: 'ChangeConfigValues'; values: ConfigChanges; now: string }
  | { type: 'ChangeRankLadder'; ranks: Rank[] }
  | { type: 'ChangeDefaultDepartments'; departments: string[] };

export interface ConfigState {
  values: ConfigValues;
  ladder: Rank[];
  defaultDepartments: string[];
}

export const initialState: ConfigState = {
  values: DEFAULT_CONFIG,
  ladder: DEFAULT_RANK_LADDER,
  defaultDepartments: DEFAULT_DEPARTMENTS,
};

export function decide(cmd: ConfigCommand, state: ConfigState): ConfigEvent[] | DomainError {
  switch (cmd.type) {
    case 'ChangeConfigValues': {
      const events: ConfigEvent[] = [];
      for (const key of CONFIG_KEYS) {
        if (cmd.values[key] === undefined) continue;
        let value: unknown = cmd.values[key];
        // A new challenge (another name) restarts the "new" badge; other edits keep its date.
        if (key === 'currentChallenge') {
          const next = value as ConfigValues['currentChallenge'];
          const changed = next.name !== state.values.currentChallenge.name;
          value = { ...next, changedOn: changed ? cmd.now : state.values.currentChallenge.changedOn };
        }
        // Decided on the state under the stream's lock: two admins changing different tools both count.
        if (key === 'externalTools') value = { ...state.values.externalTools, ...cmd.values.externalTools };
        const parsed = configValueSchemas[key].safeParse(value);
        if (!parsed.success) return rejected('validation', parsed.error.issues[0]!.message, key);
        if (same(parsed.data, state.values[key])) continue;
        events.push({ type: 'ConfigValueChanged', data: { key, value: parsed.data } } as ConfigEvent);
      }
      return events;
    }
    case 'ChangeRankLadder': {
      const parsed = rankLadderSchema.safeParse(cmd.ranks);
      if (!parsed.success) return rejected('validation', parsed.error.issues[0]!.message, 'ranks');
      if (same(parsed.data, state.ladder)) return [];
      return [{ type: 'RankLadderChanged', data: { ranks: parsed.data } }];
    }
    case 'ChangeDefaultDepartments': {
      const parsed = departmentListSchema.safeParse(cmd.departments.map((d) => d.trim()));
      if (!parsed.success) return rejected('validation', parsed.error.issues[0]!.message, 'departments');
      if (same(parsed.data, state.defaultDepartments)) return [];
      return [{ type: 'DefaultDepartmentsChanged', data: { departments: parsed.data } }];
    }
  }
}

export function evolve(state: ConfigState, event: ConfigEvent): ConfigState {
  switch (event.type) {
    case 'ConfigValueChanged':
      return { ...state, values: { ...state.values, [event.data.key]: event.data.value } };
    case 'RankLadderChanged':
      return { ...state, ladder: event.data.ranks };
    case 'DefaultDepartmentsChanged':
      return { ...state, defaultDepartments: event.data.departments };
  }
}

// Values are plain JSON: comparing their serialisations (keys in schema order) is exact.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

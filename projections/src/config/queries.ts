import {
  CONFIG_KEYS,
  type ConfigValues,
  DEFAULT_CONFIG,
  DEFAULT_RANK_LADDER,
  GLOBAL_ORG,
  type Rank,
} from '@kicker/events';
import type { ReadModels } from '../reads.ts';
import { DEPARTMENTS_KEY, RANK_LADDER_KEY } from './config.fold.ts';

/** The organisation's configuration values, defaults filled in for what was never changed. */
export async function readConfigValues(db: ReadModels, orgId: string): Promise<ConfigValues> {
  const rows = await db
    .selectFrom('org_config')
    .select(['key', 'value'])
    .where('org_id', '=', orgId)
    .where('key', 'in', CONFIG_KEYS)
    .execute();
  const values: Record<string, unknown> = { ...DEFAULT_CONFIG };
  for (const row of rows) values[row.key] = row.value;
  return values as ConfigValues;
}

export async function readRankLadder(db: ReadModels, orgId: string): Promise<Rank[]> {
  const row = await db
    .selectFrom('org_config')
    .select('value')
    .where('org_id', '=', orgId)
    .where('key', '=', RANK_LADDER_KEY)
    .executeTakeFirst();
  return (row?.value as Rank[] | undefined) ?? DEFAULT_RANK_LADDER;
}

/** The installation's `departments` value, or null when never set (then the default applies). */
export async function readInstallationDepartments(db: ReadModels): Promise<string[] | null> {
  const row = await db
    .selectFrom('org_config')
    .select('value')
    .where('org_id', '=', GLOBAL_ORG)
    .where('key', '=', DEPARTMENTS_KEY)
    .executeTakeFirst();
  return (row?.value as string[] | undefined) ?? null;
}

/** An organisation's configuration values and rank ladder, defaults filled in: one query. */
export async function readOrgSettings(
  db: ReadModels,
  orgId: string,
): Promise<{ values: ConfigValues; ladder: Rank[] }> {
  const rows = await db
    .selectFrom('org_config')
    .select(['key', 'value'])
    .where('org_id', '=', orgId)
    .where('key', 'in', [...CONFIG_KEYS, RANK_LADDER_KEY])
    .execute();
  const values: Record<string, unknown> = { ...DEFAULT_CONFIG };
  let ladder: Rank[] = DEFAULT_RANK_LADDER;
  for (const row of rows)
    if (row.key === RANK_LADDER_KEY) ladder = row.value as Rank[];
    else values[row.key] = row.value;
  return { values: values as ConfigValues, ladder };
}

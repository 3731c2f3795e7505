import {
  CONFIG_KEYS,
  type ConfigValues,
  DEFAULT_CONFIG,
  DEFAULT_RANK_LADDER,
  effectiveDepartments,
  GLOBAL_ORG,
  type Rank,
} from '@kicker/events';
import { DEPARTMENTS_KEY, RANK_LADDER_KEY } from '@kicker/projections';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Pick<Kysely<Database>, 'selectFrom'>;

/** The organisation's configuration values, defaults filled in for what was never changed. */
export async function readConfigValues(db: Db, orgId: string): Promise<ConfigValues> {
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

export async function readRankLadder(db: Db, orgId: string): Promise<Rank[]> {
  const row = await db
    .selectFrom('org_config')
    .select('value')
    .where('org_id', '=', orgId)
    .where('key', '=', RANK_LADDER_KEY)
    .executeTakeFirst();
  return (row?.value as Rank[] | undefined) ?? DEFAULT_RANK_LADDER;
}

/** The installation's `departments` value, or null when never set (then the default applies). */
export async function readInstallationDepartments(db: Db): Promise<string[] | null> {
  const row = await db
    .selectFrom('org_config')
    .select('value')
    .where('org_id', '=', GLOBAL_ORG)
    .where('key', '=', DEPARTMENTS_KEY)
    .executeTakeFirst();
  return (row?.value as string[] | undefined) ?? null;
}

/** The departments players of these organisations choose from (own, else the installation's). */
export async function readDepartments(db: Db, orgIds: readonly string[]): Promise<string[][]> {
  if (orgIds.length === 0) return [];
  const [rows, installation] = await Promise.all([
    db
      .selectFrom('organisation_departments')
      .select(['org_id', 'name'])
      .where('org_id', 'in', orgIds)
      .orderBy('position')
      .execute(),
    readInstallationDepartments(db),
  ]);
  return orgIds.map((id) =>
    effectiveDepartments(
      rows.filter((r) => r.org_id === id).map((r) => r.name),
      installation,
    ),
  );
}

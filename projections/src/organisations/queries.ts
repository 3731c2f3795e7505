import { effectiveDepartments, GLOBAL_ORG } from '@kicker/events';
import { sql } from 'kysely';
import { DEPARTMENTS_KEY } from '../config/config.fold.ts';
import { byOrg, type ReadModels } from '../reads.ts';
import type { ReadModelTables } from '../tables.ts';

export type OrganisationRow = ReadModelTables['organisations'];
export type LocationRow = ReadModelTables['organisation_locations'];

/** The organisations with these ids (in no particular order; missing ones are left out). */
export function readOrganisations(db: ReadModels, orgIds: readonly string[]): Promise<OrganisationRow[]> {
  return db.selectFrom('organisations').selectAll().where('org_id', 'in', orgIds).execute();
}

/** The ids of the organisations a user created (as the log's OrganisationCreated names them). */
export async function organisationsCreatedBy(db: ReadModels, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organisations')
    .select('org_id')
    .where('created_by', '=', userId)
    .execute();
  return rows.map((r) => r.org_id);
}

/**
 * Organisations by name: those with the given ids, and with `includePublic` the public ones too.
 * Who may see which is the policy's answer (server/src/policy); this is its filter in SQL.
 */
export function listOrganisations(
  db: ReadModels,
  { orgIds, includePublic }: { orgIds: readonly string[]; includePublic: boolean },
): Promise<OrganisationRow[]> {
  return db
    .selectFrom('organisations')
    .selectAll()
    .where((eb) => {
      const own = orgIds.length > 0 ? eb('org_id', 'in', orgIds) : null;
      const visible = includePublic ? eb('is_public', '=', true) : null;
      if (own && visible) return eb.or([visible, own]);
      return own ?? visible ?? sql<boolean>`false`;
    })
    .orderBy('name')
    .execute();
}

/** Each organisation's locations, in the order they were added. */
export async function readLocations(db: ReadModels, orgIds: readonly string[]): Promise<LocationRow[][]> {
  const rows = await db
    .selectFrom('organisation_locations')
    .selectAll()
    .where('org_id', 'in', orgIds)
    .orderBy('position')
    .execute();
  return byOrg(orgIds, rows);
}

/** The organisation's location ids in order, as one column of a larger SELECT (see namedPlayersColumn). */
export const locationIdsColumn = (orgId: string) =>
  sql<
    string[]
  >`ARRAY(SELECT location_id FROM organisation_locations WHERE org_id = ${orgId} ORDER BY position)`;

/** Each organisation's own departments (empty: it uses the installation's default list). */
export async function readOwnDepartments(db: ReadModels, orgIds: readonly string[]): Promise<string[][]> {
  const rows = await db
    .selectFrom('organisation_departments')
    .select(['org_id', 'name'])
    .where('org_id', 'in', orgIds)
    .orderBy('position')
    .execute();
  return byOrg(orgIds, rows).map((own) => own.map((d) => d.name));
}

/**
 * The departments players of these organisations choose from: their own, else the
 * installation's (effectiveDepartments). One statement reads both.
 */
export async function readDepartments(db: ReadModels, orgIds: readonly string[]): Promise<string[][]> {
  if (orgIds.length === 0) return [];
  const { rows } = await sql<{ org_id: string | null; name: string | null; installation: string[] | null }>`
    SELECT org_id, name, position, NULL::jsonb AS installation
      FROM organisation_departments WHERE org_id = ANY(${[...orgIds]}::text[])
    UNION ALL
    SELECT NULL, NULL, NULL, value FROM org_config WHERE org_id = ${GLOBAL_ORG} AND key = ${DEPARTMENTS_KEY}
    ORDER BY position`.execute(db);
  const installation = rows.find((r) => r.org_id === null)?.installation ?? null;
  const own = byOrg(
    orgIds,
    rows.filter((r): r is { org_id: string; name: string; installation: null } => r.org_id !== null),
  );
  return own.map((departments) =>
    effectiveDepartments(
      departments.map((d) => d.name),
      installation,
    ),
  );
}

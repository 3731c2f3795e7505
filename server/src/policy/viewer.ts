import { ORGANISATION_ROLES, type OrganisationRole } from '@kicker/events';
import type { PlayerRow } from '@kicker/projections';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';

export type { PlayerRow };

/** Who is asking: the signed-in user (by session cookie or API key) and what the policy needs. */
export interface Viewer {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** The request came with an API key (x-api-key). */
  viaApiKey: boolean;
  /** With an API key: the one organisation the key reads (DESIGN §11). */
  apiKeyOrgId: string | null;
  player: PlayerRow | null;
  /** Admin, moderator and analyst, per organisation id (DESIGN §11). */
  grants: ReadonlyMap<string, readonly OrganisationRole[]>;
  /** Holds the installation-wide powers (the first user, and whoever they appoint). */
  installationAdmin: boolean;
  /** Organisations the user joined through an invitation link (issue 28), before or beside a player. */
  joined?: readonly string[];
  /**
   * The user's organisation: their player's, else the first one they administer (an admin sets up a
   * league before creating a player), else the first one they hold any role in, else the one they
   * last joined through an invitation link.
   */
  orgId: string | null;
  /**
   * A location's camera agent, signed in with its token over graphql-ws (DESIGN §12): it sees
   * its organisation's live game at that location and nothing else (graphql/cameraSocket.ts).
   */
  camera?: { orgId: string; locationId: string };
}

type ViewerRow = PlayerRow & {
  viewer__id: string;
  viewer__name: string;
  viewer__email: string;
  viewer__email_verified: boolean;
  viewer__grants: { o: string; r: string }[];
  viewer__installation_admin: boolean;
  viewer__joined: string[];
  viewer__expires_at: Date | null;
};

/**
 * The viewer in one query: the user, their grants, whether they run the installation, and their
 * player. `from` names the row that decides who it is (a live session, or a user id).
 */
async function readViewer(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  expiresAt: RawBuilder<unknown> = sql`NULL::timestamptz`,
): Promise<{ viewer: Viewer; expiresAt: Date | null } | null> {
  return (await readViewers(db, from, where, expiresAt))[0] ?? null;
}

/** Every viewer the query finds (a page of people in one query). */
async function readViewers(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  expiresAt: RawBuilder<unknown> = sql`NULL::timestamptz`,
): Promise<{ viewer: Viewer; expiresAt: Date | null }[]> {
  const { rows } = await sql<ViewerRow>`
    SELECT p.*, u.id AS viewer__id, u.name AS viewer__name, u.email AS viewer__email,
      u."emailVerified" AS viewer__email_verified,
      (SELECT coalesce(json_agg(json_build_object('o', r.org_id, 'r', r.role) ORDER BY r.granted_at, r.role), '[]')
       FROM organisation_roles r WHERE r.user_id = u.id) AS viewer__grants,
      EXISTS (SELECT 1 FROM installation_admins i WHERE i.user_id = u.id) AS viewer__installation_admin,
      ARRAY(SELECT m.org_id FROM organisation_members m WHERE m.user_id = u.id ORDER BY m.joined_at)
        AS viewer__joined,
      ${expiresAt} AS viewer__expires_at
    ${from} LEFT JOIN players p ON p.user_id = u.id WHERE ${where}`.execute(db);
  return rows.map(viewerOfRow);
}

function viewerOfRow(row: ViewerRow): { viewer: Viewer; expiresAt: Date | null } {
  const player: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    if (!column.startsWith('viewer__')) player[column] = value;
  const ownPlayer = row.player_id === null ? null : (player as PlayerRow);
  const grants = new Map<string, OrganisationRole[]>();
  for (const { o, r } of row.viewer__grants)
    if ((ORGANISATION_ROLES as readonly string[]).includes(r))
      grants.set(o, [...(grants.get(o) ?? []), r as OrganisationRole]);
  const administered = [...grants].find(([, roles]) => roles.includes('admin'))?.[0];
  const viewer: Viewer = {
    userId: row.viewer__id,
    name: row.viewer__name,
    email: row.viewer__email,
    emailVerified: row.viewer__email_verified,
    viaApiKey: false,
    apiKeyOrgId: null,
    player: ownPlayer,
    grants,
    installationAdmin: row.viewer__installation_admin,
    joined: row.viewer__joined,
    orgId:
      ownPlayer?.org_id ?? administered ?? grants.keys().next().value ?? row.viewer__joined.at(-1) ?? null,
  };
  return { viewer, expiresAt: row.viewer__expires_at };
}

/** The viewer of a session that exists and has not expired, and when it expires; or null. */
export function viewerOfSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ viewer: Viewer; expiresAt: Date | null } | null> {
  return readViewer(
    db,
    sql`FROM session s JOIN "user" u ON u.id = s."userId"`,
    sql`s.token = ${token} AND s."expiresAt" > ${now}`,
    sql`s."expiresAt"`,
  );
}

/** The user with this id as a viewer, or null when there is no such user. */
export async function loadUserById(db: Kysely<Database>, id: string): Promise<Viewer | null> {
  return (await readViewer(db, sql`FROM "user" u`, sql`u.id = ${id}`))?.viewer ?? null;
}

/** The users with these ids as viewers, in the order asked, in one query; missing ones left out. */
export async function loadUsersByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Viewer[]> {
  if (ids.length === 0) return [];
  const found = await readViewers(db, sql`FROM "user" u`, sql`u.id = ANY(${[...ids]}::text[])`);
  const byId = new Map(found.map(({ viewer }) => [viewer.userId, viewer]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The same user, seen through an API key that reads one organisation. */
export const throughApiKey = (viewer: Viewer, orgId: string): Viewer => ({
  ...viewer,
  viaApiKey: true,
  apiKeyOrgId: orgId,
});

/** The camera agent of a location, as a viewer that holds nothing but its place. */
export const cameraViewer = (orgId: string, locationId: string): Viewer => ({
  userId: `camera:${locationId}`,
  name: 'Camera agent',
  email: '',
  emailVerified: false,
  viaApiKey: false,
  apiKeyOrgId: null,
  player: null,
  grants: new Map(),
  installationAdmin: false,
  orgId,
  camera: { orgId, locationId },
});

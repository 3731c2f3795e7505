import { USER_ROLES, type UserRole } from '@kicker/events';
import type { ReadModelTables } from '@kicker/projections';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export type PlayerRow = ReadModelTables['players'];

/** Who is asking: the signed-in user (by session cookie or API key) with what SPEC §6 derives. */
export interface Viewer {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Claims on the user. */
  claims: UserRole[];
  viaApiKey: boolean;
  player: PlayerRow | null;
  /** The organisation of the user's player, else the first one the user created. */
  orgId: string | null;
  /** Organisations this user created (an admin manages them, SPEC §6 "their own"). */
  createdOrgIds: string[];
}

export type Role = 'admin' | 'moderator' | 'host' | 'player' | 'guest';

/** SPEC §6: admin and moderator are claims; host, player and guest come from the user's player. */
export function rolesOf(viewer: Viewer): Role[] {
  const roles: Role[] = [...viewer.claims];
  const p = viewer.player;
  if (p?.is_host) roles.push('host');
  else if (p?.user_id) roles.push('player');
  else roles.push('guest');
  return roles;
}

export const isAdmin = (v: Viewer | null) => Boolean(v?.emailVerified && v.claims.includes('admin'));
export const isModerator = (v: Viewer | null) => Boolean(v?.emailVerified && v.claims.includes('moderator'));

export async function loadViewer(
  db: Kysely<Database>,
  user: { id: string; name: string; email: string; emailVerified: boolean },
  viaApiKey: boolean,
): Promise<Viewer> {
  const [claims, player, created] = await Promise.all([
    db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute(),
    db.selectFrom('players').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
    db
      .selectFrom('organisations')
      .select('org_id')
      .where('created_by', '=', user.id)
      .orderBy('created_at')
      .execute(),
  ]);
  const createdOrgIds = created.map((o) => o.org_id);
  const orgId = player?.org_id ?? createdOrgIds[0] ?? null;
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    claims: claims
      .map((c) => c.role)
      .filter((r): r is UserRole => (USER_ROLES as readonly string[]).includes(r)),
    viaApiKey,
    player: player ?? null,
    orgId,
    createdOrgIds,
  };
}

/** The user with this id as a viewer, or null when there is no such user. */
export async function loadUserById(
  db: Kysely<Database>,
  id: string,
  viaApiKey = false,
): Promise<Viewer | null> {
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified'])
    .where('id', '=', id)
    .executeTakeFirst();
  return user ? loadViewer(db, user, viaApiKey) : null;
}

/**
 * The organisations an admin runs: their own (their player's) and those they created, so that an
 * admin who sets up another office can run it until it has admins of its own. Others: none.
 */
export function adminOrgIds(viewer: Viewer | null): string[] {
  if (!isAdmin(viewer)) return [];
  return [...new Set([...(viewer!.orgId ? [viewer!.orgId] : []), ...viewer!.createdOrgIds])];
}

/** SPEC §6: admins change what their organisations own; no one edits another organisation. */
export const canAdministerOrganisation = (viewer: Viewer | null, orgId: string) =>
  adminOrgIds(viewer).includes(orgId);

/** Admins, and moderators of their own organisation (rules, players). */
export const canManageOrganisation = (viewer: Viewer | null, orgId: string) =>
  canAdministerOrganisation(viewer, orgId) || (isModerator(viewer) && viewer!.orgId === orgId);

/** Admins manage the people of their organisations, and those who have none yet. */
export function canAdminister(admin: Viewer | null, other: Viewer): boolean {
  return isAdmin(admin) && (other.orgId === null || canAdministerOrganisation(admin, other.orgId));
}

/** SPEC §6: everyone sees public organisations plus their own (and an admin the ones they created). */
export function canSeeOrganisation(viewer: Viewer | null, org: { org_id: string; is_public: boolean }) {
  return (
    org.is_public ||
    (viewer !== null && (viewer.orgId === org.org_id || viewer.createdOrgIds.includes(org.org_id)))
  );
}

/** SPEC §7 "Initialization service": is the viewer's workspace ready, and if not, what is missing. */
export interface WorkspaceSetup {
  hasValidSetup: boolean;
  error: string | null;
}

export const SETUP_ERRORS = {
  noPlayer: 'Your player is missing. Create or claim one.',
  noOrganisation: 'Your organisation no longer exists. Create or claim a player in another one.',
  noLocation: 'Your location no longer exists. Choose another one in Settings.',
} as const;

/** Pure: the setup is valid when the player exists, its organisation exists and still has its location. */
export function workspaceSetup(facts: {
  hasPlayer: boolean;
  organisationExists: boolean;
  locationExists: boolean;
}): WorkspaceSetup {
  const error = !facts.hasPlayer
    ? SETUP_ERRORS.noPlayer
    : !facts.organisationExists
      ? SETUP_ERRORS.noOrganisation
      : !facts.locationExists
        ? SETUP_ERRORS.noLocation
        : null;
  return { hasValidSetup: error === null, error };
}

/** Reads the facts workspaceSetup needs for this viewer. */
export async function loadWorkspaceSetup(db: Kysely<Database>, viewer: Viewer): Promise<WorkspaceSetup> {
  const p = viewer.player;
  if (!p) return workspaceSetup({ hasPlayer: false, organisationExists: false, locationExists: false });
  const [organisation, location] = await Promise.all([
    db.selectFrom('organisations').select('org_id').where('org_id', '=', p.org_id).executeTakeFirst(),
    db
      .selectFrom('organisation_locations')
      .select('location_id')
      .where('org_id', '=', p.org_id)
      .where('location_id', '=', p.location_id)
      .executeTakeFirst(),
  ]);
  return workspaceSetup({
    hasPlayer: true,
    organisationExists: Boolean(organisation),
    locationExists: Boolean(location),
  });
}

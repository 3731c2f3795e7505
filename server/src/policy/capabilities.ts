import { ORGANISATION_ROLES, type OrganisationRole, roles as roleRules } from '@kicker/events';
import type { Viewer } from './viewer.ts';

// DESIGN §11: the one place that answers "may the viewer do X?". Scopes (graphql/builder.ts),
// the deciders' capability arguments and the `viewerCan…` fields all read these functions.

/** SPEC §6 roles, plus the analyst grant (DESIGN §11). */
export type Role = OrganisationRole | 'host' | 'player' | 'guest';
const ROLE_ORDER: readonly Role[] = ['admin', 'moderator', 'analyst', 'host', 'player', 'guest'];

/** The viewer's roles in one organisation: its grants there, and host/player/guest from their player. */
export function rolesIn(viewer: Viewer, orgId: string | null): Role[] {
  const roles = new Set<Role>(orgId ? (viewer.grants.get(orgId) ?? []) : []);
  const player = viewer.player;
  roles.add(player && player.org_id === orgId ? (player.is_host ? 'host' : 'player') : 'guest');
  return ROLE_ORDER.filter((r) => roles.has(r));
}

/** Everything SPEC §6 (and DESIGN §11) lets a viewer do in one organisation. */
export interface OrganisationCapabilities {
  /** Read its league data (public organisations: everyone). */
  see: boolean;
  /** Its own player plays here: record matches, vote, delete the newest match. */
  recordMatches: boolean;
  vote: boolean;
  deleteNewestMatch: boolean;
  deleteAnyMatch: boolean;
  restoreMatches: boolean;
  /** Open a match's details page from the history (and see deleted matches there). */
  openMatchDetails: boolean;
  editRules: boolean;
  /** Edit, disable and add players (moderators too: day-to-day league keeping). */
  managePlayers: boolean;
  deletePlayers: boolean;
  setHosts: boolean;
  /** Organisation details, locations, departments, seasons, configuration, rank ladder. */
  administer: boolean;
  /** Grant and revoke admin, moderator and analyst here. */
  changeRoles: boolean;
  /** Open the admin area for it, read its audit log and its people. */
  moderate: boolean;
  /** See the e-mail addresses of its members. */
  seeEmails: boolean;
  createTourneys: boolean;
  /** Start, reset, delete tourneys and remove participants (admins only, SPEC §6). */
  runTourneys: boolean;
  joinTourneys: boolean;
  /**
   * Enter a tourney match's score at the table: anyone who plays in the organisation (the players
   * of the match stand there) and its moderators (docs/decisions.md, "Tournaments").
   */
  scoreTourneyMatches: boolean;
  /** Create API keys that read it (analysts and admins). */
  createApiKeys: boolean;
  /**
   * Watch its cameras (live view, replays, the clip archive) through the app: its verified members
   * (their player plays there, or they hold a grant), never a public organisation's strangers.
   */
  watchCamera: boolean;
  /** Send feedback through the app's own form: its verified members, as for the cameras. */
  sendFeedback: boolean;
  /** Read that feedback (admins and moderators). */
  readFeedback: boolean;
}

const NOTHING: OrganisationCapabilities = {
  see: false,
  recordMatches: false,
  vote: false,
  deleteNewestMatch: false,
  deleteAnyMatch: false,
  restoreMatches: false,
  openMatchDetails: false,
  editRules: false,
  managePlayers: false,
  deletePlayers: false,
  setHosts: false,
  administer: false,
  changeRoles: false,
  moderate: false,
  seeEmails: false,
  createTourneys: false,
  runTourneys: false,
  joinTourneys: false,
  scoreTourneyMatches: false,
  createApiKeys: false,
  watchCamera: false,
  sendFeedback: false,
  readFeedback: false,
};

/** Whether the viewer runs the installation (and is not just holding an API key). */
export const isInstallationAdmin = (viewer: Viewer | null): boolean =>
  Boolean(viewer?.installationAdmin && viewer.emailVerified && !viewer.viaApiKey);

/**
 * The roles whose holders may make API keys for an organisation. A key reads only while one of them
 * has been held without a break since the key was made (auth/requestViewer.ts, issue 29).
 */
export const API_KEY_ROLES = ['admin', 'analyst'] as const;

/**
 * The viewer's capabilities in one organisation. Grants count only with a verified e-mail. An API
 * key reads its one organisation and changes nothing. Installation admins may change roles in every
 * organisation (to appoint an admin where none is left) but see only what their own roles show.
 */
export function capabilitiesIn(
  viewer: Viewer | null,
  org: { orgId: string; isPublic: boolean },
): OrganisationCapabilities {
  if (!viewer) return { ...NOTHING, see: org.isPublic };
  if (viewer.viaApiKey) return { ...NOTHING, see: viewer.apiKeyOrgId === org.orgId };
  if (viewer.camera) return { ...NOTHING, see: viewer.camera.orgId === org.orgId };
  const grants = viewer.grants.get(org.orgId) ?? [];
  const joined = viewer.joined?.includes(org.orgId) ?? false;
  const verified = viewer.emailVerified;
  const installation = isInstallationAdmin(viewer);
  const admin = verified && grants.includes('admin');
  const moderator = admin || (verified && grants.includes('moderator'));
  const plays = verified && viewer.player?.org_id === org.orgId;
  const member = plays || (verified && grants.length > 0);
  return {
    see: org.isPublic || viewer.player?.org_id === org.orgId || grants.length > 0 || joined,
    recordMatches: plays,
    vote: plays,
    deleteNewestMatch: plays,
    deleteAnyMatch: moderator,
    restoreMatches: moderator,
    openMatchDetails: moderator,
    editRules: moderator,
    managePlayers: moderator,
    deletePlayers: admin,
    setHosts: admin,
    administer: admin,
    changeRoles: admin || installation,
    moderate: moderator,
    seeEmails: moderator,
    createTourneys: moderator,
    runTourneys: admin,
    joinTourneys: plays && !viewer.player?.is_host,
    scoreTourneyMatches: plays || moderator,
    createApiKeys: verified && grants.some((g) => (API_KEY_ROLES as readonly string[]).includes(g)),
    watchCamera: member,
    sendFeedback: member,
    readFeedback: moderator,
  };
}

/** Installation-wide powers (DESIGN §11): only installation admins hold them. */
export interface InstallationCapabilities {
  createOrganisations: boolean;
  changeDefaultDepartments: boolean;
  rebuildReadModels: boolean;
  appointInstallationAdmins: boolean;
  /** People who joined no organisation yet (to verify them or give them a first role). */
  seeNewcomers: boolean;
}

export function installationCapabilities(viewer: Viewer | null): InstallationCapabilities {
  const admin = isInstallationAdmin(viewer);
  return {
    createOrganisations: admin,
    changeDefaultDepartments: admin,
    rebuildReadModels: admin,
    appointInstallationAdmins: admin,
    seeNewcomers: admin,
  };
}

/** Everything a viewer may do in one organisation, with the installation's powers beside it. */
export type Capabilities = OrganisationCapabilities & InstallationCapabilities;
/** One thing a command may need (server/src/commands/command.ts `capability`). */
export type Capability = keyof Capabilities;

/**
 * What a command acting for the viewer may do in the organisation it writes to: the capabilities
 * a command's declaration names and its decider receives (the same ones the `viewerCan…` fields
 * and the scopes read).
 */
export const capabilitiesFor = (viewer: Viewer | null, orgId: string): Capabilities => ({
  ...capabilitiesIn(viewer, { orgId, isPublic: false }),
  ...installationCapabilities(viewer),
});

/** The system acting (the demo seed, the idle-game sweeper, migrations): every capability. */
export const EVERY_CAPABILITY: Capabilities = Object.freeze({
  ...(Object.fromEntries(Object.keys(NOTHING).map((k) => [k, true])) as unknown as OrganisationCapabilities),
  ...(Object.fromEntries(
    Object.keys(installationCapabilities(null)).map((k) => [k, true]),
  ) as unknown as InstallationCapabilities),
});

/**
 * The organisations a user belongs to: their player's, those they hold a role in, and those they
 * joined through an invitation link (issue 28: its admins see and verify them).
 */
export function organisationsOf(user: Viewer): string[] {
  return [
    ...new Set([...(user.player ? [user.player.org_id] : []), ...user.grants.keys(), ...(user.joined ?? [])]),
  ];
}

/** A user who belongs to no organisation yet (signed up, no player, no role). */
export const isNewcomer = (user: Viewer) => organisationsOf(user).length === 0;

const inSomeOrganisationOf = (
  viewer: Viewer,
  user: Viewer,
  capability: keyof OrganisationCapabilities,
): boolean =>
  organisationsOf(user).some((orgId) => capabilitiesIn(viewer, { orgId, isPublic: false })[capability]);

/**
 * May the viewer see this user's e-mail address? Their own; moderators and admins see those of
 * their organisations' members; installation admins everyone's (they verify newcomers).
 */
export function canSeeEmailOf(viewer: Viewer | null, user: Viewer): boolean {
  if (viewer?.userId === user.userId) return true;
  if (!viewer || viewer.viaApiKey) return false;
  if (isInstallationAdmin(viewer)) return true;
  return inSomeOrganisationOf(viewer, user, 'seeEmails');
}

/**
 * May the viewer act on this user's account (mark the e-mail verified, revoke their API keys)?
 * Admins of an organisation the user belongs to, and installation admins.
 */
export function canAdministerUser(viewer: Viewer | null, user: Viewer): boolean {
  if (!viewer || viewer.viaApiKey) return false;
  return isInstallationAdmin(viewer) || inSomeOrganisationOf(viewer, user, 'administer');
}

/** The organisations whose admin area the viewer may open: where they moderate or administer. */
export function moderatedOrganisations(viewer: Viewer | null): string[] {
  if (!viewer) return [];
  return [...viewer.grants.keys()].filter(
    (orgId) => capabilitiesIn(viewer, { orgId, isPublic: false }).moderate,
  );
}

/** Roles are given to the organisation's own people; installation admins may appoint anyone. */
export const mayGiveRolesTo = (viewer: Viewer | null, user: Viewer, orgId: string): boolean =>
  organisationsOf(user).includes(orgId) || isInstallationAdmin(viewer);

/**
 * The roles the viewer may grant this user in one organisation, and those they may remove: exactly
 * what setUserRole accepts. Who changes roles is the organisation's capability, whose people
 * mayGiveRolesTo; the roles decider adds that nobody removes their own admin role.
 */
export function roleChangesFor(
  viewer: Viewer | null,
  user: Viewer,
  orgId: string,
): { grant: OrganisationRole[]; revoke: OrganisationRole[] } {
  const may =
    viewer &&
    capabilitiesIn(viewer, { orgId, isPublic: false }).changeRoles &&
    mayGiveRolesTo(viewer, user, orgId);
  if (!may) return { grant: [], revoke: [] };
  const held = user.grants.get(orgId) ?? [];
  const allowed = (role: OrganisationRole, granted: boolean) =>
    roleRules.ownRoleRefusal({ userId: user.userId, role, granted, actorId: viewer.userId }) === null;
  return {
    grant: ORGANISATION_ROLES.filter((r) => !held.includes(r) && allowed(r, true)),
    revoke: ORGANISATION_ROLES.filter((r) => held.includes(r) && allowed(r, false)),
  };
}

/**
 * May the viewer appoint this user an installation admin, or dismiss them? Installation admins may,
 * except dismiss themselves (the roles decider's rule: one always remains).
 */
export function canChangeInstallationAdminOf(viewer: Viewer | null, user: Viewer): boolean {
  if (!viewer || !installationCapabilities(viewer).appointInstallationAdmins) return false;
  const change = { userId: user.userId, appointed: !user.installationAdmin, actorId: viewer.userId };
  return roleRules.ownInstallationAdminRefusal(change) === null;
}

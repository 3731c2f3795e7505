import { type DomainError, rejected } from '../domainError.ts';
import type { InstallationAdminsEvent, OrganisationRole, OrganisationRolesEvent } from './roles.events.ts';

// DESIGN §11: who holds which role in one organisation, and who runs the installation.

export const ROLE_MESSAGES = {
  notAdmin: 'Only admins of this organisation change its roles',
  ownAdmin: 'You cannot remove your own admin role',
  notInstallationAdmin: 'Only installation admins appoint installation admins',
  ownInstallationAdmin: 'You cannot remove your own installation admin role',
} as const;

export interface ChangeRole {
  type: 'ChangeRole';
  userId: string;
  role: OrganisationRole;
  granted: boolean;
  actorId: string;
}

/** From the policy (server/src/policy/capabilities.ts): the actor administers this organisation (or the installation). */
export interface RolesCapabilities {
  changeRoles: boolean;
}

/** One user's grants in one organisation. */
export interface RolesState {
  roles: OrganisationRole[];
}

export const initialState: RolesState = { roles: [] };

/**
 * The rule about oneself: an admin cannot lock themselves out, another admin has to remove them.
 * decide() applies it; the policy asks it too, to offer only the changes decide() accepts.
 */
export function ownRoleRefusal(change: Pick<ChangeRole, 'userId' | 'role' | 'granted' | 'actorId'>) {
  return !change.granted && change.role === 'admin' && change.actorId === change.userId
    ? ROLE_MESSAGES.ownAdmin
    : null;
}

export function decide(
  cmd: ChangeRole,
  state: RolesState,
  may: RolesCapabilities,
): OrganisationRolesEvent[] | DomainError {
  if (!may.changeRoles) return rejected('forbidden', ROLE_MESSAGES.notAdmin);
  const has = state.roles.includes(cmd.role);
  if (has === cmd.granted) return [];
  const own = ownRoleRefusal(cmd);
  if (own) return rejected('forbidden', own);
  const data = { userId: cmd.userId, role: cmd.role };
  return [cmd.granted ? { type: 'RoleGranted', data } : { type: 'RoleRevoked', data }];
}

export function evolve(state: RolesState, event: OrganisationRolesEvent): RolesState {
  return event.type === 'RoleGranted'
    ? { roles: [...state.roles, event.data.role] }
    : { roles: state.roles.filter((r) => r !== event.data.role) };
}

export interface ChangeInstallationAdmin {
  type: 'ChangeInstallationAdmin';
  userId: string;
  appointed: boolean;
  actorId: string;
}

/** From the policy: the actor is an installation admin (or this is the first user's claim). */
export interface InstallationAdminsCapabilities {
  appointInstallationAdmins: boolean;
}

export interface InstallationAdminsState {
  admins: string[];
}

export const initialInstallationAdmins: InstallationAdminsState = { admins: [] };

/** The rule about oneself: the one dismissing is an installation admin too, so one always remains. */
export function ownInstallationAdminRefusal(
  change: Pick<ChangeInstallationAdmin, 'userId' | 'appointed' | 'actorId'>,
) {
  return !change.appointed && change.actorId === change.userId ? ROLE_MESSAGES.ownInstallationAdmin : null;
}

export function decideInstallationAdmin(
  cmd: ChangeInstallationAdmin,
  state: InstallationAdminsState,
  may: InstallationAdminsCapabilities,
): InstallationAdminsEvent[] | DomainError {
  if (!may.appointInstallationAdmins) return rejected('forbidden', ROLE_MESSAGES.notInstallationAdmin);
  if (state.admins.includes(cmd.userId) === cmd.appointed) return [];
  const own = ownInstallationAdminRefusal(cmd);
  if (own) return rejected('forbidden', own);
  const data = { userId: cmd.userId };
  return [
    cmd.appointed
      ? { type: 'InstallationAdminAppointed', data }
      : { type: 'InstallationAdminDismissed', data },
  ];
}

export function evolveInstallationAdmins(
  state: InstallationAdminsState,
  event: InstallationAdminsEvent,
): InstallationAdminsState {
  return event.type === 'InstallationAdminAppointed'
    ? { admins: [...state.admins, event.data.userId] }
    : { admins: state.admins.filter((a) => a !== event.data.userId) };
}

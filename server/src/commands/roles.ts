import {
  GLOBAL_ORG,
  INSTALLATION_ADMINS_STREAM,
  INSTALLATION_ADMINS_STREAM_ID,
  type InstallationAdminsEvent,
  type OrganisationRole,
  type OrganisationRolesEvent,
  ROLES_STREAM,
  roles,
  rolesStreamId,
} from '@kicker/events';
import { type Aggregate, declareCommand } from './command.ts';

// DESIGN §11: roles per organisation (a stream per user and organisation) and the installation's
// admins (one stream). Open sockets of the user hear the change and re-check who they are.

/** Topics a role change is published under; open sockets of that user re-check who they are. */
export const ROLES_TOPIC = 'roles';
export const INSTALLATION_ADMINS_TOPIC = 'installationAdmins';

const rolesAggregate: Aggregate<roles.RolesState, OrganisationRolesEvent> = {
  streamType: ROLES_STREAM,
  initialState: roles.initialState,
  evolve: roles.evolve,
};

export interface RoleChange {
  orgId: string;
  userId: string;
  role: OrganisationRole;
  granted: boolean;
  /** Who changes it (nobody removes their own admin role). */
  actorId: string;
}

/**
 * Grants or revokes a role of one user in one organisation (an event in that organisation's log).
 * Whether the user is one of the organisation's people is the policy's `mayGiveRolesTo`, which the
 * mutation asks before.
 */
export const changeRole = declareCommand({
  name: 'setUserRole',
  aggregate: rolesAggregate,
  stream: ({ orgId, userId }: RoleChange) => ({ orgId, streamId: rolesStreamId(userId) }),
  capability: 'changeRoles',
  forbidden: roles.ROLE_MESSAGES.notAdmin,
  decide: (input, state, _context, may) => roles.decide({ type: 'ChangeRole', ...input }, state, may),
  changes: ({ orgId, userId }) => [{ orgId, topic: ROLES_TOPIC, ids: [userId] }],
});

const installationAggregate: Aggregate<roles.InstallationAdminsState, InstallationAdminsEvent> = {
  streamType: INSTALLATION_ADMINS_STREAM,
  initialState: roles.initialInstallationAdmins,
  evolve: roles.evolveInstallationAdmins,
};

/** Appoints or dismisses an installation admin; `actorId` is who does it (never themselves dismissed). */
export const changeInstallationAdmin = declareCommand({
  name: 'setInstallationAdmin',
  aggregate: installationAggregate,
  stream: (_: { userId: string; appointed: boolean; actorId: string }) => ({
    orgId: GLOBAL_ORG,
    streamId: INSTALLATION_ADMINS_STREAM_ID,
  }),
  capability: 'appointInstallationAdmins',
  forbidden: roles.ROLE_MESSAGES.notInstallationAdmin,
  decide: (input, state, _context, may) =>
    roles.decideInstallationAdmin({ type: 'ChangeInstallationAdmin', ...input }, state, may),
  changes: ({ userId }) => [{ orgId: GLOBAL_ORG, topic: INSTALLATION_ADMINS_TOPIC, ids: [userId] }],
});

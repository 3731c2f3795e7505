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
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/** Topics a role change is published under; open sockets of that user re-check who they are. */
export const ROLES_TOPIC = 'roles';
export const INSTALLATION_ADMINS_TOPIC = 'installationAdmins';

/** Grants or revokes a role of one user in one organisation (an event in that organisation's log). */
export function changeRole(
  deps: CommandDeps,
  orgId: string,
  input: { userId: string; role: OrganisationRole; granted: boolean; mayChangeRoles: boolean },
  actor: Actor,
) {
  return execute<roles.RolesState, OrganisationRolesEvent>(deps, {
    orgId,
    streamId: rolesStreamId(input.userId),
    streamType: ROLES_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    initialState: roles.initialState,
    evolve: roles.evolve,
    decide: (state) => roles.decide({ type: 'ChangeRole', ...input, actorId: actor.userId }, state),
    changes: () => [{ orgId, topic: ROLES_TOPIC, ids: [input.userId] }],
  });
}

/** Appoints or dismisses an installation admin. */
export function changeInstallationAdmin(
  deps: CommandDeps,
  input: { userId: string; appointed: boolean; mayAppoint: boolean },
  actor: Actor,
) {
  return execute<roles.InstallationAdminsState, InstallationAdminsEvent>(deps, {
    orgId: GLOBAL_ORG,
    streamId: INSTALLATION_ADMINS_STREAM_ID,
    streamType: INSTALLATION_ADMINS_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    initialState: roles.initialInstallationAdmins,
    evolve: roles.evolveInstallationAdmins,
    decide: (state) =>
      roles.decideInstallationAdmin(
        { type: 'ChangeInstallationAdmin', ...input, actorId: actor.userId },
        state,
      ),
    changes: () => [{ orgId: GLOBAL_ORG, topic: INSTALLATION_ADMINS_TOPIC, ids: [input.userId] }],
  });
}

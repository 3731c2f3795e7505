import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { idSchema } from '../fields.ts';

/**
 * DESIGN §11: admin, moderator and analyst are grants in ONE organisation, recorded in that
 * organisation's log (so its audit log shows who changed whose role). Host, player and guest are
 * not grants: they follow from the user's player.
 */
export const ORGANISATION_ROLES = ['admin', 'moderator', 'analyst'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** One stream per user and organisation (the stream's org id is the organisation). */
export const rolesStreamId = (userId: string) => `roles-${userId}`;
export const ROLES_STREAM = 'organisationRoles';

const roleChange = { userId: idSchema, role: z.enum(ORGANISATION_ROLES) };
export const RoleGranted = defineEvent('RoleGranted', z.object(roleChange));
export const RoleRevoked = defineEvent('RoleRevoked', z.object(roleChange));

/**
 * Installation admins hold the installation-wide powers (create organisations, the default
 * departments, read-model rebuilds). One stream under the `global` org.
 */
export const INSTALLATION_ADMINS_STREAM_ID = 'installation-admins';
export const INSTALLATION_ADMINS_STREAM = 'installationAdmins';
export const InstallationAdminAppointed = defineEvent(
  'InstallationAdminAppointed',
  z.object({ userId: idSchema }),
);
export const InstallationAdminDismissed = defineEvent(
  'InstallationAdminDismissed',
  z.object({ userId: idSchema }),
);

/**
 * Before roles were per organisation they were claims on the user (`UserRoleGranted`). The one-off
 * migration turns them into grants in the organisations those users ran, then records this marker
 * (stream expected new, so it happens once per installation).
 */
export const LEGACY_ROLES_MIGRATION_STREAM_ID = 'legacy-roles-migration';
export const LegacyRolesMigrated = defineEvent(
  'LegacyRolesMigrated',
  z.object({ grants: z.number().int().min(0), installationAdmins: z.number().int().min(0) }),
);

export const rolesEventTypes = [
  RoleGranted,
  RoleRevoked,
  InstallationAdminAppointed,
  InstallationAdminDismissed,
  LegacyRolesMigrated,
] as const;
export type RolesEvent = EventOf<(typeof rolesEventTypes)[number]>;
export type OrganisationRolesEvent = Extract<RolesEvent, { type: 'RoleGranted' | 'RoleRevoked' }>;
export type InstallationAdminsEvent = Extract<
  RolesEvent,
  { type: 'InstallationAdminAppointed' | 'InstallationAdminDismissed' }
>;

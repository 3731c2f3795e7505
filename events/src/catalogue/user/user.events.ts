import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { idSchema } from '../fields.ts';

/**
 * Legacy: until roles became grants per organisation (catalogue/roles), admin and moderator were
 * claims on the user, valid everywhere. Old logs still hold these events; the legacy-roles
 * migration reads them once, and no read model folds them any more.
 */
export const USER_ROLES = ['admin', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userStreamId = (userId: string) => `user-${userId}`;
export const USER_STREAM = 'user';
export const INSTALLATION_STREAM_ID = 'installation';

const roleChange = { userId: idSchema, role: z.enum(USER_ROLES) };
export const UserRoleGranted = defineEvent('UserRoleGranted', z.object(roleChange));
export const UserRoleRevoked = defineEvent('UserRoleRevoked', z.object(roleChange));
/** The first user of an empty installation; appended once, with expected version "no stream". */
export const InstallationClaimed = defineEvent('InstallationClaimed', z.object({ userId: idSchema }));

/** An admin confirmed the user's e-mail address (installations without mail). */
export const UserEmailMarkedVerified = defineEvent('UserEmailMarkedVerified', z.object({ userId: idSchema }));

export const userEventTypes = [
  UserRoleGranted,
  UserRoleRevoked,
  InstallationClaimed,
  UserEmailMarkedVerified,
] as const;
export type UserEvent = EventOf<(typeof userEventTypes)[number]>;

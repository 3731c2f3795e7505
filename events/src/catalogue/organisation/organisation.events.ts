import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import {
  departmentNameSchema,
  idSchema,
  isoDateTimeSchema,
  latitudeSchema,
  locationNameSchema,
  logoUrlSchema,
  longitudeSchema,
  organisationNameSchema,
  timeZoneSchema,
} from '../fields.ts';
import { cameraHostSchema } from './cameraHost.ts';

export const organisationStreamId = (organisationId: string) => `organisation-${organisationId}`;
export const ORGANISATION_STREAM = 'organisation';

const details = {
  name: organisationNameSchema,
  isPublic: z.boolean(),
  logoUrl: logoUrlSchema,
  timeZone: timeZoneSchema,
};

const location = {
  locationId: idSchema,
  name: locationNameSchema,
  /** Where the table is, for the nearest-location choice; null: not given (issue 28, optional). */
  lat: latitudeSchema.nullable(),
  long: longitudeSchema.nullable(),
  /** Where the camera of this location's table answers (live view and replays); null without one. */
  cameraHost: cameraHostSchema,
  /**
   * Whether Add Game offers live scoring here (SPEC §2's "Munich", generalised); null: the
   * organisation's config value `defaultLive` decides.
   */
  liveScoring: z.boolean().nullable(),
};

// Version 1 of the location events had no camera, version 2 no live-scoring setting (the default).
const upcasters = {
  1: (data: unknown) => ({ cameraHost: null, ...(data as object) }),
  2: (data: unknown) => ({ liveScoring: null, ...(data as object) }),
};

export const OrganisationCreated = defineEvent(
  'OrganisationCreated',
  z.object({ organisationId: idSchema, ...details }),
);
export const OrganisationDetailsChanged = defineEvent('OrganisationDetailsChanged', z.object(details));
export const LocationAdded = defineEvent('LocationAdded', z.object(location), {
  schemaVersion: 3,
  upcasters,
});
export const LocationChanged = defineEvent('LocationChanged', z.object(location), {
  schemaVersion: 3,
  upcasters,
});
export const LocationRemoved = defineEvent('LocationRemoved', z.object({ locationId: idSchema }));
/**
 * The camera agent of a location signs in with this token (DESIGN §12). Only its SHA-256 is kept
 * (the token is shown once to the admin who made it); `start` is its first characters, to recognise
 * it. A new token replaces the location's previous one.
 */
export const CameraTokenIssued = defineEvent(
  'CameraTokenIssued',
  z.object({
    locationId: idSchema,
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    start: z.string().min(1).max(12),
  }),
);
export const CameraTokenRevoked = defineEvent('CameraTokenRevoked', z.object({ locationId: idSchema }));
/**
 * Issue 28: the organisation's invitation link, for colleagues to join from their phones. The link
 * is made from the invitation's id with the server's secret (server/src/auth/invitations.ts), so
 * neither the log nor an export holds it. A new invitation replaces the previous one.
 */
export const InvitationCreated = defineEvent(
  'InvitationCreated',
  z.object({ invitationId: idSchema, expiresAt: isoDateTimeSchema }),
);
export const InvitationRevoked = defineEvent('InvitationRevoked', z.object({ invitationId: idSchema }));
/**
 * Someone signed up or joined through the invitation link. `emailVerified`: the installation has no
 * mail server, so the link itself vouches for them (their account was created verified).
 */
export const MemberJoined = defineEvent(
  'MemberJoined',
  z.object({ userId: idSchema, invitationId: idSchema, emailVerified: z.boolean() }),
);
export const DepartmentAdded = defineEvent('DepartmentAdded', z.object({ name: departmentNameSchema }));
export const DepartmentRemoved = defineEvent('DepartmentRemoved', z.object({ name: departmentNameSchema }));

export const organisationEventTypes = [
  OrganisationCreated,
  OrganisationDetailsChanged,
  LocationAdded,
  LocationChanged,
  LocationRemoved,
  DepartmentAdded,
  DepartmentRemoved,
  CameraTokenIssued,
  CameraTokenRevoked,
  InvitationCreated,
  InvitationRevoked,
  MemberJoined,
] as const;

export type OrganisationEvent = EventOf<(typeof organisationEventTypes)[number]>;

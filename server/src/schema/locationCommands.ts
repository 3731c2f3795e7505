import {
  cameraHostSchema,
  idSchema,
  latitudeSchema,
  locationNameSchema,
  longitudeSchema,
  normalisedName,
} from '@kicker/events';
import { changeOrganisation } from '../commands/organisation.ts';
import { builder } from '../graphql/builder.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField, organisationPayload } from './organisation.ts';

// Adding, changing and removing an organisation's locations, each with its camera (SPEC §2
// administration).

const CAMERA_HOST_DESCRIPTION =
  'The camera of the table on the local network, e.g. http://192.168.1.20 (live view and replays). Null removes it; absent keeps it.';

const LIVE_SCORING_DESCRIPTION =
  "Whether Add Game offers Live at this location. Null goes back to the organisation's defaultLive; absent keeps the setting (the default for a new location).";

/** A location's own fields, as an input has them. */
const locationFields = (f: InputFields) => ({
  name: f.string({ required: true, validate: normalisedName(locationNameSchema) }),
  lat: f.float({
    required: false,
    description: 'Optional, with long: the nearest-location choice.',
    validate: latitudeSchema,
  }),
  long: f.float({ required: false, validate: longitudeSchema }),
  cameraHost: f.string({ required: false, description: CAMERA_HOST_DESCRIPTION, validate: cameraHostSchema }),
  liveScoring: f.boolean({ required: false, description: LIVE_SCORING_DESCRIPTION }),
});

/** A location as createOrganisation takes a list of them. */
export const LocationInput = builder.inputType('LocationInput', { fields: locationFields });

commandMutation('addLocation', {
  input: (f) => ({ organisationId: organisationIdField(f), ...locationFields(f) }),
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, name, lat, long, cameraHost, liveScoring }) => {
    const location = {
      locationId: crypto.randomUUID(),
      name: name.trim(),
      lat: lat ?? null,
      long: long ?? null,
      cameraHost: cameraHost ?? null,
      liveScoring: liveScoring ?? null,
    };
    return { orgId: organisationId.id, command: { type: 'AddLocation' as const, location } };
  },
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

commandMutation('updateLocation', {
  input: (f) => ({
    organisationId: organisationIdField(f),
    locationId: f.id({ required: true, validate: idSchema }),
    ...locationFields(f),
  }),
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, locationId, name, lat, long, cameraHost, liveScoring }) => {
    const location = {
      locationId: String(locationId),
      name: name.trim(),
      lat: lat ?? null,
      long: long ?? null,
      cameraHost,
      liveScoring,
    };
    return { orgId: organisationId.id, command: { type: 'ChangeLocation' as const, location } };
  },
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

commandMutation('removeLocation', {
  input: (f) => ({
    organisationId: organisationIdField(f),
    locationId: f.id({ required: true, validate: idSchema }),
  }),
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, locationId }) => ({
    orgId: organisationId.id,
    command: { type: 'RemoveLocation' as const, locationId: String(locationId) },
  }),
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

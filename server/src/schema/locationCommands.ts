import {
  cameraHostSchema,
  idSchema,
  latitudeSchema,
  locationNameSchema,
  longitudeSchema,
  normalisedName,
} from '@kicker/events';
import { runOrganisationCommand } from '../commands/organisation.ts';
import { builder, can } from '../graphql/builder.ts';
import { organisationPayload, organisationPayloadType, orgIdArg } from './organisation.ts';
import { actor, commandIdField, payload } from './shared.ts';

// Adding, changing and removing an organisation's locations, each with its camera (SPEC §2
// administration).

const CAMERA_HOST_DESCRIPTION =
  'The camera of the table on the local network, e.g. http://192.168.1.20 (live view and replays). Null removes it; absent keeps it.';

/** A location as createOrganisation takes a list of them. */
export const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: normalisedName(locationNameSchema) }),
    lat: t.float({ required: true, validate: latitudeSchema }),
    long: t.float({ required: true, validate: longitudeSchema }),
    cameraHost: t.string({
      required: false,
      description: CAMERA_HOST_DESCRIPTION,
      validate: cameraHostSchema,
    }),
  }),
});

builder.mutationField('addLocation', (t) =>
  t.field({
    type: organisationPayloadType('AddLocationPayload'),
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AddLocationInput', {
          fields: (f) => ({
            organisationId: f.globalID({ required: true, ...orgIdArg }),
            name: f.string({ required: true, validate: normalisedName(locationNameSchema) }),
            lat: f.float({ required: true, validate: latitudeSchema }),
            long: f.float({ required: true, validate: longitudeSchema }),
            cameraHost: f.string({
              required: false,
              description: CAMERA_HOST_DESCRIPTION,
              validate: cameraHostSchema,
            }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('administer', input.organisationId.id),
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      const location = {
        locationId: crypto.randomUUID(),
        name: input.name.trim(),
        lat: input.lat,
        long: input.long,
        cameraHost: input.cameraHost ?? null,
      };
      payload(
        await runOrganisationCommand(
          ctx.services.commands,
          orgId,
          { type: 'AddLocation', location },
          actor(ctx, input, info),
        ),
      );
      return organisationPayload(ctx, orgId);
    },
  }),
);

builder.mutationField('updateLocation', (t) =>
  t.field({
    type: organisationPayloadType('UpdateLocationPayload'),
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateLocationInput', {
          fields: (f) => ({
            organisationId: f.globalID({ required: true, ...orgIdArg }),
            locationId: f.id({ required: true, validate: idSchema }),
            name: f.string({ required: true, validate: normalisedName(locationNameSchema) }),
            lat: f.float({ required: true, validate: latitudeSchema }),
            long: f.float({ required: true, validate: longitudeSchema }),
            cameraHost: f.string({
              required: false,
              description: CAMERA_HOST_DESCRIPTION,
              validate: cameraHostSchema,
            }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('administer', input.organisationId.id),
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      const location = {
        locationId: String(input.locationId),
        name: input.name.trim(),
        lat: input.lat,
        long: input.long,
        cameraHost: input.cameraHost,
      };
      payload(
        await runOrganisationCommand(
          ctx.services.commands,
          orgId,
          { type: 'ChangeLocation', location },
          actor(ctx, input, info),
        ),
      );
      return organisationPayload(ctx, orgId);
    },
  }),
);

builder.mutationField('removeLocation', (t) =>
  t.field({
    type: organisationPayloadType('RemoveLocationPayload'),
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RemoveLocationInput', {
          fields: (f) => ({
            organisationId: f.globalID({ required: true, ...orgIdArg }),
            locationId: f.id({ required: true, validate: idSchema }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('administer', input.organisationId.id),
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      payload(
        await runOrganisationCommand(
          ctx.services.commands,
          orgId,
          { type: 'RemoveLocation', locationId: String(input.locationId) },
          actor(ctx, input, info),
        ),
      );
      return organisationPayload(ctx, orgId);
    },
  }),
);

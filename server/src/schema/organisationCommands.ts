import { createHash } from 'node:crypto';
import {
  departmentNameSchema,
  logoUrlSchema,
  normalisedName,
  organisationNameSchema,
  timeZoneSchema,
} from '@kicker/events';
import { z } from 'zod';
import { createOrganisation, runOrganisationCommand } from '../commands/organisation.ts';
import { builder, can } from '../graphql/builder.ts';
import { LocationInput } from './locationCommands.ts';
import { organisationPayload, organisationPayloadType, orgIdArg } from './organisation.ts';
import { actor, commandIdField, payload } from './shared.ts';

// Creating and changing organisations and their departments (SPEC §2 administration). Locations
// are in locationCommands.ts; the Organisation type, its queries and its subscription in
// organisation.ts.

builder.mutationField('createOrganisation', (t) =>
  t.field({
    type: organisationPayloadType('CreateOrganisationPayload'),
    description: 'Installation admins only. You become the first admin of the new organisation.',
    errors: {},
    authScopes: { installationAdmin: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateOrganisationInput', {
          fields: (f) => ({
            name: f.string({ required: true, validate: normalisedName(organisationNameSchema) }),
            isPublic: f.boolean({ required: true }),
            logoUrl: f.string({ required: false, validate: logoUrlSchema }),
            timeZone: f.string({ required: true, validate: timeZoneSchema }),
            locations: f.field({ type: [LocationInput], required: true, validate: z.array(z.any()).max(50) }),
            departments: f.stringList({
              required: true,
              validate: z.array(normalisedName(departmentNameSchema)).max(50),
            }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      // A retry with the same command id must reach the same organisation stream, so the store can
      // recognise it: the id is derived from the user and the command id when one is given.
      const organisationId = input.commandId
        ? deterministicUuid(`${ctx.viewer!.userId}:${input.commandId}`)
        : crypto.randomUUID();
      payload(
        await createOrganisation(
          ctx.services.commands,
          {
            details: {
              name: input.name.trim(),
              isPublic: input.isPublic,
              logoUrl: input.logoUrl ?? null,
              timeZone: input.timeZone,
            },
            locations: input.locations.map((l) => ({
              ...l,
              name: l.name.trim(),
              locationId: crypto.randomUUID(),
            })),
            departments: input.departments.map((d) => d.trim()),
          },
          actor(ctx, input, info),
          organisationId,
        ),
      );
      // Not through the loader: the viewer was read before this write and does not know yet that the
      // new organisation is theirs.
      const organisation = await ctx.services.db
        .selectFrom('organisations')
        .selectAll()
        .where('org_id', '=', organisationId)
        .executeTakeFirstOrThrow();
      return { organisation };
    },
  }),
);

/** A UUID-shaped id that is always the same for the same seed. */
function deterministicUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Options of every `organisationId` input: an id of another type is refused as malformed input. */

builder.mutationField('updateOrganisation', (t) =>
  t.field({
    type: organisationPayloadType('UpdateOrganisationPayload'),
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateOrganisationInput', {
          fields: (f) => ({
            organisationId: f.globalID({ required: true, ...orgIdArg }),
            name: f.string({ required: false, validate: normalisedName(organisationNameSchema) }),
            isPublic: f.boolean({ required: false }),
            logoUrl: f.string({ required: false, validate: logoUrlSchema }),
            timeZone: f.string({ required: false, validate: timeZoneSchema }),
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
          {
            type: 'ChangeOrganisationDetails',
            details: {
              name: input.name?.trim() ?? undefined,
              isPublic: input.isPublic ?? undefined,
              // An explicit null clears the logo; an absent field keeps it.
              logoUrl: input.logoUrl === undefined ? undefined : input.logoUrl,
              timeZone: input.timeZone ?? undefined,
            },
          },
          actor(ctx, input, info),
        ),
      );
      return organisationPayload(ctx, orgId);
    },
  }),
);

for (const [field, type] of [
  ['addDepartment', 'AddDepartment'],
  ['removeDepartment', 'RemoveDepartment'],
] as const) {
  const Name = `${type}`;
  builder.mutationField(field, (t) =>
    t.field({
      type: organisationPayloadType(`${Name}Payload`),
      errors: {},
      args: {
        input: t.arg({
          required: true,
          type: builder.inputType(`${Name}Input`, {
            fields: (f) => ({
              organisationId: f.globalID({ required: true, ...orgIdArg }),
              name: f.string({ required: true, validate: normalisedName(departmentNameSchema) }),
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
            { type, name: input.name.trim() },
            actor(ctx, input, info),
          ),
        );
        return organisationPayload(ctx, orgId);
      },
    }),
  );
}

import { createHash } from 'node:crypto';
import {
  departmentNameSchema,
  logoUrlSchema,
  normalisedName,
  organisationNameSchema,
  timeZoneSchema,
} from '@kicker/events';
import { readOrganisations } from '@kicker/projections';
import { z } from 'zod';
import { changeOrganisation, createOrganisation } from '../commands/organisation.ts';
import { commandMutation } from './commandMutation.ts';
import { LocationInput } from './locationCommands.ts';
import { Organisation, organisationIdField, organisationPayload } from './organisation.ts';

// Creating and changing organisations and their departments (SPEC §2 administration). Locations
// are in locationCommands.ts; the Organisation type, its queries and its subscription in
// organisation.ts.

commandMutation('createOrganisation', {
  description: 'Installation admins only. You become the first admin of the new organisation.',
  input: (f) => ({
    name: f.string({ required: true, validate: normalisedName(organisationNameSchema) }),
    isPublic: f.boolean({ required: true }),
    logoUrl: f.string({ required: false, validate: logoUrlSchema }),
    timeZone: f.string({ required: true, validate: timeZoneSchema }),
    locations: f.field({ type: [LocationInput], required: true, validate: z.array(z.any()).max(50) }),
    departments: f.stringList({
      required: true,
      validate: z.array(normalisedName(departmentNameSchema)).max(50),
    }),
  }),
  authScopes: { installationAdmin: true },
  run: (input, ctx, by) =>
    createOrganisation(
      ctx.services.commands,
      {
        organisationId: newOrganisationId(ctx.viewer!.userId, input.commandId),
        details: {
          name: input.name.trim(),
          isPublic: input.isPublic,
          logoUrl: input.logoUrl ?? null,
          timeZone: input.timeZone,
        },
        locations: input.locations.map((l) => ({
          ...l,
          name: l.name.trim(),
          lat: l.lat ?? null,
          long: l.long ?? null,
          locationId: crypto.randomUUID(),
        })),
        departments: input.departments.map((d) => d.trim()),
      },
      by,
    ),
  payload: { organisation: Organisation },
  answer: async (_, ctx, created) => {
    const orgId = created.events[0]?.orgId;
    if (!orgId) throw new Error('createOrganisation recorded no organisation');
    // Not through the loader: the viewer was read before this write and does not know yet that
    // the new organisation is theirs.
    const [organisation] = await readOrganisations(ctx.services.db, [orgId]);
    if (!organisation) throw new Error('The new organisation is missing');
    return { organisation };
  },
});

/**
 * A retry with the same command id must reach the same organisation stream, so the store can
 * recognise it: the id is derived from the user and the command id when one is given.
 */
const newOrganisationId = (userId: string, commandId: string | null | undefined) =>
  commandId ? deterministicUuid(`${userId}:${commandId}`) : crypto.randomUUID();

/** A UUID-shaped id that is always the same for the same seed. */
function deterministicUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

commandMutation('updateOrganisation', {
  input: (f) => ({
    organisationId: organisationIdField(f),
    name: f.string({ required: false, validate: normalisedName(organisationNameSchema) }),
    isPublic: f.boolean({ required: false }),
    logoUrl: f.string({ required: false, validate: logoUrlSchema }),
    timeZone: f.string({ required: false, validate: timeZoneSchema }),
  }),
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: (input) => ({
    orgId: input.organisationId.id,
    command: {
      type: 'ChangeOrganisationDetails' as const,
      details: {
        name: input.name?.trim() ?? undefined,
        isPublic: input.isPublic ?? undefined,
        // An explicit null clears the logo; an absent field keeps it.
        logoUrl: input.logoUrl === undefined ? undefined : input.logoUrl,
        timeZone: input.timeZone ?? undefined,
      },
    },
  }),
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

for (const [field, type] of [
  ['addDepartment', 'AddDepartment'],
  ['removeDepartment', 'RemoveDepartment'],
] as const) {
  commandMutation(field, {
    input: (f) => ({
      organisationId: organisationIdField(f),
      name: f.string({ required: true, validate: normalisedName(departmentNameSchema) }),
    }),
    command: changeOrganisation,
    organisation: ({ organisationId }) => organisationId.id,
    toCommand: ({ organisationId, name }) => ({
      orgId: organisationId.id,
      command: { type, name: name.trim() },
    }),
    payload: { organisation: Organisation },
    answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
  });
}

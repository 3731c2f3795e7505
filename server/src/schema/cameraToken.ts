import { idSchema, isDomainError } from '@kicker/events';
import type { LocationRow } from '@kicker/projections';
import { changeOrganisation } from '../commands/organisation.ts';
import { runCommand } from '../commands/pipeline.ts';
import { builder, can } from '../graphql/builder.ts';
import { cameraTokenStart, hashCameraToken, newCameraToken } from '../graphql/cameraSocket.ts';
import type { Context } from '../graphql/context.ts';
import { toGraphQLError } from '../graphql/errors.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { commandMutation, type InputFields, inputMutation, viewerActor } from './commandMutation.ts';
import { Location, Organisation, organisationIdField, organisationPayload } from './organisation.ts';

// DESIGN §12: the token a location's camera agent signs in with (graphql/cameraSocket.ts). Admins
// make it in the location editor; it is shown once and kept as a hash (the organisation's events
// CameraTokenIssued / CameraTokenRevoked). A new token replaces the location's previous one.

type TokenInfo = { start: string; issuedAt: Date };

const CameraToken = builder.objectRef<TokenInfo>('CameraToken').implement({
  description: "A location's camera agent token, as admins see it (never the token itself).",
  fields: (t) => ({
    start: t.exposeString('start', { description: 'The first characters of the token, to recognise it.' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
  }),
});

const administers = (ctx: Context, orgId: string) =>
  capabilitiesIn(ctx.viewer, { orgId, isPublic: false }).administer;

builder.objectField(Location, 'cameraToken', (t) =>
  t.field({
    type: CameraToken,
    nullable: true,
    description: "Admins of the organisation: the camera agent's token; null without one (or for others).",
    resolve: (l: LocationRow, _, ctx) =>
      administers(ctx, l.org_id) && l.camera_token_start && l.camera_token_issued_at
        ? { start: l.camera_token_start, issuedAt: l.camera_token_issued_at }
        : null,
  }),
);

const locationInput = (f: InputFields) => ({
  organisationId: organisationIdField(f),
  locationId: f.id({ required: true, validate: idSchema }),
});

inputMutation('createCameraToken', {
  description:
    "Admins of the organisation: a token for the camera agent of this location (it replaces the location's previous one).",
  input: locationInput,
  authScopes: ({ organisationId }) => can('administer', organisationId.id),
  payload: {
    token: {
      type: 'String',
      description: 'The token, for the camera agent (connection param cameraToken). Shown once: copy it now.',
    },
    organisation: Organisation,
  },
  resolve: async ({ organisationId, locationId }, ctx) => {
    const token = newCameraToken();
    const command = {
      type: 'IssueCameraToken' as const,
      locationId: String(locationId),
      tokenHash: hashCameraToken(token),
      start: cameraTokenStart(token),
    };
    // No command id: a retry makes another token (the first was never shown).
    const result = await runCommand(
      ctx.services.commands,
      changeOrganisation,
      { orgId: organisationId.id, command },
      viewerActor(ctx),
    );
    if (isDomainError(result)) throw toGraphQLError(result);
    for (const cache of Object.values(ctx.services.caches)) cache.drop(organisationId.id);
    return { token, ...(await organisationPayload(ctx, organisationId.id)) };
  },
});

commandMutation('revokeCameraToken', {
  description: 'Admins of the organisation: the camera agent of this location can no longer sign in.',
  input: locationInput,
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, locationId }) => ({
    orgId: organisationId.id,
    command: { type: 'RevokeCameraToken' as const, locationId: String(locationId) },
  }),
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

import { randomUUID } from 'node:crypto';
import { organisation as organisationRules, rejected } from '@kicker/events';
import type { OrganisationRow } from '@kicker/projections';
import { z } from 'zod';
import { findInvitation, invitationUrl } from '../auth/invitations.ts';
import { countWaiting } from '../auth/people.ts';
import { changeOrganisation, joinByInvitation } from '../commands/organisation.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { loadUserById } from '../policy/viewer.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation, organisationIdField, organisationPayload } from './organisation.ts';

// Issue 28: colleagues join from their phones through the organisation's invitation link (shown
// to its admins as a link and a QR code). On an installation without mail the link vouches for
// the address; with one, they confirm it by mail as everyone does. auth/invitations.ts makes and
// checks the links; the organisation's decider says whether one is still valid.

const tokenSchema = z.string().min(1).max(200, 'An invitation link is at most 200 characters');

const administers = (ctx: Context, org: OrganisationRow) =>
  capabilitiesIn(ctx.viewer, { orgId: org.org_id, isPublic: org.is_public }).administer;

interface LinkShape {
  url: string;
  expiresAt: Date;
}

const InvitationLink = builder.objectRef<LinkShape>('InvitationLink').implement({
  description: "An organisation's invitation link, as its admins see it.",
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The link to share (and to show as a QR code).' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(Organisation, (t) => ({
  invitation: t.field({
    type: InvitationLink,
    nullable: true,
    description: 'Admins: the invitation link while it is valid; null without one (or for others).',
    resolve: (org, _, ctx) =>
      administers(ctx, org) &&
      org.invitation_id &&
      org.invitation_expires_at &&
      org.invitation_expires_at > ctx.services.now()
        ? {
            url: invitationUrl(
              ctx.services.environment.publicUrl,
              org.invitation_id,
              ctx.services.secrets.invitation,
            ),
            expiresAt: org.invitation_expires_at,
          }
        : null,
  }),
  waitingForVerification: t.int({
    nullable: true,
    description:
      'Admins: how many of its people wait for their e-mail address to be verified (markEmailVerified); null for others.',
    resolve: (org, _, ctx) => (administers(ctx, org) ? countWaiting(ctx.services.db, org.org_id) : null),
  }),
}));

interface PreviewShape {
  organisationName: string;
  expiresAt: Date;
  confirmByMail: boolean;
}

const InvitationPreview = builder.objectRef<PreviewShape>('InvitationPreview').implement({
  description: 'What the join page shows of a valid invitation link (anyone who holds the link).',
  fields: (t) => ({
    organisationName: t.exposeString('organisationName'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    confirmByMail: t.exposeBoolean('confirmByMail', {
      description: 'New accounts confirm their e-mail address by mail (the installation sends mail).',
    }),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationPreview,
    nullable: true,
    description:
      'The invitation of this link (the part after /join/); null when it has expired or was revoked.',
    args: { token: t.arg.string({ required: true, validate: tokenSchema }) },
    resolve: async (_, { token }, ctx) => {
      const found = await findInvitation(
        ctx.services.db,
        token,
        ctx.services.secrets.invitation,
        ctx.services.now(),
      );
      return found
        ? {
            organisationName: found.organisationName,
            expiresAt: found.expiresAt,
            confirmByMail: ctx.services.environment.smtpUrl !== null,
          }
        : null;
    },
  }),
);

commandMutation('createInvitation', {
  description:
    'Admins: a new invitation link for the organisation, valid for `validForDays` (it replaces the previous link).',
  input: (f) => ({
    organisationId: organisationIdField(f),
    validForDays: f.int({
      required: true,
      validate: z.number().int().min(1).max(organisationRules.MAX_INVITATION_DAYS),
    }),
  }),
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, validForDays }, ctx) => {
    const now = ctx.services.now();
    return {
      orgId: organisationId.id,
      command: {
        type: 'CreateInvitation' as const,
        invitationId: randomUUID(),
        expiresAt: new Date(now.getTime() + validForDays * 86_400_000),
        now,
      },
    };
  },
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

commandMutation('revokeInvitation', {
  description: 'Admins: the invitation link stops working at once (people who joined through it stay).',
  input: (f) => ({ organisationId: organisationIdField(f) }),
  command: changeOrganisation,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId }) => ({
    orgId: organisationId.id,
    command: { type: 'RevokeInvitation' as const },
  }),
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

commandMutation('joinOrganisation', {
  description:
    'Signed in (verified or not): join the organisation of this invitation link. Without a mail server the link confirms your e-mail address.',
  input: (f) => ({ token: f.string({ required: true, validate: tokenSchema }) }),
  authScopes: (_, ctx) => Boolean(ctx.viewer && !ctx.viewer.viaApiKey && !ctx.viewer.camera),
  command: joinByInvitation,
  toCommand: async ({ token }, ctx) => {
    const now = ctx.services.now();
    const found = await findInvitation(ctx.services.db, token, ctx.services.secrets.invitation, now);
    if (!found) return rejected('notFound', organisationRules.INVITATION_MESSAGES.notValid);
    const viewer = ctx.viewer!;
    return {
      orgId: found.orgId,
      command: {
        type: 'JoinByInvitation' as const,
        userId: viewer.userId,
        invitationId: found.invitationId,
        emailVerified: viewer.emailVerified || ctx.services.environment.smtpUrl === null,
        now,
      },
    };
  },
  payload: { organisation: Organisation },
  answer: async (_, ctx, result) => {
    // The request's viewer was read before they joined: from here on it is the one who belongs.
    ctx.viewer = await loadUserById(ctx.services.db, ctx.viewer!.userId);
    return organisationPayload(ctx, result.events[0]?.orgId ?? ctx.viewer!.joined!.at(-1)!);
  },
});

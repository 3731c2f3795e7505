import { idSchema } from '@kicker/events';
import { z } from 'zod';
import { apiKeyRevoked } from '../auth/accountChanges.ts';
import { type ApiKeyRow, deleteApiKey, keyOrganisation, readApiKey, readApiKeysOf } from '../auth/apiKeys.ts';
import type { ApiKeyMetadata } from '../auth/requestViewer.ts';
import { builder, can } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError, orNull } from '../graphql/errors.ts';
import { capabilitiesIn, isInstallationAdmin } from '../policy/capabilities.ts';
import { inputMutation } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';

// API keys live in better-auth's `apikey` table (hashed); analysts send them as the x-api-key header.
// They are made only here (better-auth's own /api/auth/api-key/* endpoints are switched off), for
// one organisation in which the user is analyst or admin (DESIGN §11).
const ApiKey = builder.objectRef<ApiKeyRow>('ApiKey').implement({
  description: 'A key an analyst sends as the x-api-key header to read one organisation through /graphql.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (k) => k.name ?? '' }),
    start: t.string({
      description: 'The first characters of the key, to recognise it.',
      resolve: (k) => k.start ?? '',
    }),
    userId: t.exposeID('referenceId'),
    organisation: t.field({
      type: Organisation,
      nullable: true,
      description: 'The organisation the key reads; null when you can no longer see it.',
      resolve: async (k, _, ctx) => {
        const orgId = keyOrganisation(k);
        return orgId ? orNull(Organisation.getDataloader(ctx).load(orgId)) : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastRequest', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKey],
    description: 'Your API keys.',
    authScopes: { verified: true },
    resolve: (_, __, ctx) => readApiKeysOf(ctx.services.db, ctx.viewer!.userId),
  }),
);

inputMutation('createApiKey', {
  description:
    "Analysts and admins of the organisation: a key for yourself that reads this organisation's data (queries and subscriptions, no changes).",
  input: (f) => ({
    organisationId: organisationIdField(f),
    name: f.string({ required: true, validate: z.string().trim().min(1).max(32) }),
  }),
  authScopes: ({ organisationId }) => can('createApiKeys', organisationId.id),
  payload: {
    key: { type: 'String', description: 'The secret key. Shown once: store it now.' },
    apiKey: ApiKey,
  },
  resolve: async ({ organisationId, name }, ctx) => {
    const metadata: ApiKeyMetadata = { organisationId: organisationId.id };
    const created = await ctx.services.auth.api.createApiKey({
      body: { name: name.trim(), userId: ctx.viewer!.userId, metadata },
    });
    const apiKey = await readApiKey(ctx.services.db, created.id);
    if (!apiKey) throw new Error('The new API key is missing');
    return { key: created.key, apiKey };
  },
});

inputMutation('revokeApiKey', {
  description:
    'Revokes one of your keys; admins of the organisation a key reads (and installation admins) may revoke it too.',
  input: (f) => ({ id: f.id({ required: true, validate: idSchema }) }),
  authScopes: { verified: true },
  payload: { revokedId: 'ID' },
  resolve: async (input, ctx) => {
    const me = ctx.viewer!;
    const id = String(input.id);
    const key = await readApiKey(ctx.services.db, id);
    if (!key) throw new NotFoundError('API key not found');
    const orgId = keyOrganisation(key);
    const administersIt =
      isInstallationAdmin(me) ||
      (orgId !== null && capabilitiesIn(me, { orgId, isPublic: false }).administer);
    if (key.referenceId !== me.userId && !administersIt)
      throw new ForbiddenError('You may only revoke your own API keys');
    await deleteApiKey(ctx.services.db, id);
    apiKeyRevoked(ctx.services.changeFeed, key.referenceId);
    return { revokedId: id };
  },
});

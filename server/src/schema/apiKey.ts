import { idSchema } from '@kicker/events';
import { z } from 'zod';
import { apiKeyRevoked } from '../auth/accountChanges.ts';
import type { ApiKeyMetadata } from '../auth/requestViewer.ts';
import type { AuthTables } from '../db/database.ts';
import { builder, can } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import { capabilitiesIn, isInstallationAdmin } from '../policy/capabilities.ts';
import { inputMutation } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';

type ApiKeyRow = Pick<
  AuthTables['apikey'],
  'id' | 'name' | 'start' | 'referenceId' | 'createdAt' | 'lastRequest' | 'metadata'
>;

/** The organisation a key reads (createApiKey stores it in better-auth's metadata column). */
export function keyOrganisation(key: Pick<ApiKeyRow, 'metadata'>): string | null {
  try {
    const meta = (
      typeof key.metadata === 'string' ? JSON.parse(key.metadata) : key.metadata
    ) as Partial<ApiKeyMetadata> | null;
    return typeof meta?.organisationId === 'string' ? meta.organisationId : null;
  } catch {
    return null;
  }
}

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
        return orgId
          ? Organisation.getDataloader(ctx)
              .load(orgId)
              .catch(() => null)
          : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastRequest', { type: 'DateTime', nullable: true }),
  }),
});

const apiKeys = (ctx: Context) =>
  ctx.services.db
    .selectFrom('apikey')
    .select(['id', 'name', 'start', 'referenceId', 'createdAt', 'lastRequest', 'metadata']);

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKey],
    description: 'Your API keys.',
    authScopes: { verified: true },
    resolve: async (_, __, ctx) =>
      apiKeys(ctx).where('referenceId', '=', ctx.viewer!.userId).orderBy('createdAt').execute(),
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
    const row = await apiKeys(ctx).where('id', '=', created.id).executeTakeFirstOrThrow();
    return { key: created.key, apiKey: row };
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
    const key = await apiKeys(ctx).where('id', '=', id).executeTakeFirst();
    if (!key) throw new NotFoundError('API key not found');
    const orgId = keyOrganisation(key);
    const administersIt =
      isInstallationAdmin(me) ||
      (orgId !== null && capabilitiesIn(me, { orgId, isPublic: false }).administer);
    if (key.referenceId !== me.userId && !administersIt)
      throw new ForbiddenError('You may only revoke your own API keys');
    await ctx.services.db.deleteFrom('apikey').where('id', '=', id).execute();
    apiKeyRevoked(ctx.services.changeFeed, key.referenceId);
    return { revokedId: id };
  },
});

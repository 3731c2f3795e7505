import { idSchema } from '@kicker/events';
import { z } from 'zod';
import type { AuthTables } from '../db/database.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import { canAdminister, loadUserById } from '../graphql/viewer.ts';
import { MUTATION_ERRORS } from './errors.ts';

type ApiKeyRow = AuthTables['apikey'];

// API keys live in better-auth's `apikey` table (hashed); analysts send them as the x-api-key header.
const ApiKey = builder.objectRef<ApiKeyRow>('ApiKey').implement({
  description: 'A key an analyst sends as the x-api-key header to query /graphql.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (k) => k.name ?? '' }),
    start: t.string({
      description: 'The first characters of the key, to recognise it.',
      resolve: (k) => k.start ?? '',
    }),
    userId: t.exposeID('referenceId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastRequest', { type: 'DateTime', nullable: true }),
  }),
});

const apiKeys = (ctx: Context) =>
  ctx.services.db
    .selectFrom('apikey')
    .select(['id', 'name', 'start', 'referenceId', 'createdAt', 'lastRequest']);

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKey],
    description: 'Your API keys.',
    authScopes: { verified: true },
    resolve: async (_, __, ctx) =>
      apiKeys(ctx).where('referenceId', '=', ctx.viewer!.userId).orderBy('createdAt').execute(),
  }),
);

const CreateApiKeyPayload = builder
  .objectRef<{ key: string; apiKey: ApiKeyRow }>('CreateApiKeyPayload')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key', { description: 'The secret key. Shown once: store it now.' }),
      apiKey: t.expose('apiKey', { type: ApiKey }),
    }),
  });

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreateApiKeyPayload,
    description: 'Creates an API key for yourself.',
    errors: { types: MUTATION_ERRORS, directResult: true, union: { name: 'CreateApiKeyResult' } },
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateApiKeyInput', {
          fields: (f) => ({ name: f.string({ required: true, validate: z.string().trim().min(1).max(32) }) }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx) => {
      const created = await ctx.services.auth.api.createApiKey({
        body: { name: input.name.trim(), userId: ctx.viewer!.userId },
      });
      const row = await apiKeys(ctx).where('id', '=', created.id).executeTakeFirstOrThrow();
      return { key: created.key, apiKey: row };
    },
  }),
);

const RevokeApiKeyPayload = builder.objectRef<{ id: string }>('RevokeApiKeyPayload').implement({
  fields: (t) => ({ revokedId: t.exposeID('id') }),
});

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: RevokeApiKeyPayload,
    description: 'Revokes one of your keys; admins may revoke any key of their organisation.',
    errors: { types: MUTATION_ERRORS, directResult: true, union: { name: 'RevokeApiKeyResult' } },
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RevokeApiKeyInput', {
          fields: (f) => ({ id: f.id({ required: true, validate: idSchema }) }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx) => {
      const me = ctx.viewer!;
      const id = String(input.id);
      const key = await apiKeys(ctx).where('id', '=', id).executeTakeFirst();
      if (!key) throw new NotFoundError('API key not found');
      if (key.referenceId !== me.userId) {
        const owner = await loadUserById(ctx.services.db, key.referenceId);
        if (!owner || !canAdminister(me, owner))
          throw new ForbiddenError('You may only revoke your own API keys');
      }
      await ctx.services.db.deleteFrom('apikey').where('id', '=', id).execute();
      return { id };
    },
  }),
);

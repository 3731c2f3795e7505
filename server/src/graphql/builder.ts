import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import { cursorArgOptions } from './cursors.ts';
import { decodeGlobalId, nodeQueryOptions, nodesQueryOptions } from './nodeQueries.ts';
import { canAdministerOrganisation, canManageOrganisation, isAdmin, isModerator } from './viewer.ts';

export interface AuthScopes {
  signedIn: boolean;
  verified: boolean;
  admin: boolean;
  adminOrModerator: boolean;
  apiKey: boolean;
  /** Admin of this organisation (id = org id): no one edits another organisation. */
  orgAdmin: string;
  /** Admin or moderator of this organisation (id = org id). */
  orgManager: string;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, DataloaderPlugin, RelayPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      signedIn: ctx.viewer !== null,
      verified: Boolean(ctx.viewer?.emailVerified),
      admin: isAdmin(ctx.viewer),
      adminOrModerator: isAdmin(ctx.viewer) || isModerator(ctx.viewer),
      apiKey: Boolean(ctx.viewer?.viaApiKey),
      orgAdmin: (orgId: string) => canAdministerOrganisation(ctx.viewer, orgId),
      orgManager: (orgId: string) => canManageOrganisation(ctx.viewer, orgId),
    }),
    unauthorizedError: (_parent, ctx) =>
      new GraphQLError(
        ctx.viewer
          ? ctx.viewer.emailVerified
            ? 'You are not allowed to do this'
            : 'Please verify your e-mail address first'
          : 'Please sign in first',
        { extensions: { code: ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED' } },
      ),
  },
  errors: { unsafelyHandleInputErrors: true },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions,
    nodesQueryOptions,
    decodeGlobalID: decodeGlobalId,
    afterArgOptions: cursorArgOptions,
    beforeArgOptions: cursorArgOptions,
  },
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

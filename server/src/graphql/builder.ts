import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin, { InputValidationError } from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import {
  type Capability,
  capabilitiesFor,
  isInstallationAdmin,
  moderatedOrganisations,
} from '../policy/capabilities.ts';
import type { Context } from './context.ts';
import { cursorArgOptions } from './cursors.ts';
import { ConflictError, ForbiddenError, NotFoundError } from './errors.ts';
import { decodeGlobalId, nodeQueryOptions, nodesQueryOptions } from './nodeQueries.ts';
import { API_KEY_READS_ONLY } from './readOnlyKeys.ts';

/**
 * A capability in one organisation (DESIGN §11), e.g. `can('administer', orgId)`; a list: any of
 * them. Installation powers are asked the same way (in any organisation id).
 */
export interface OrganisationScope {
  orgId: string;
  capability: Capability | readonly Capability[];
}
export const can = (capability: OrganisationScope['capability'], orgId: string) => ({
  orgCan: { capability, orgId },
});

// Every scope asks the policy module (server/src/policy): no field decides a role rule itself.
export interface AuthScopes {
  signedIn: boolean;
  /** Signed in with a verified e-mail, in the app (API keys read; they never change anything). */
  verified: boolean;
  /** Holds the installation-wide powers (DESIGN §11). */
  installationAdmin: boolean;
  /** Moderates or administers at least one organisation (the admin area's people list). */
  moderatesSomewhere: boolean;
  orgCan: OrganisationScope;
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
      verified: Boolean(ctx.viewer?.emailVerified && !ctx.viewer.viaApiKey),
      installationAdmin: isInstallationAdmin(ctx.viewer),
      moderatesSomewhere: moderatedOrganisations(ctx.viewer).length > 0,
      orgCan: ({ orgId, capability }: OrganisationScope) => {
        const may = capabilitiesFor(ctx.viewer, orgId);
        return typeof capability === 'string' ? may[capability] : capability.some((c) => may[c]);
      },
    }),
    unauthorizedError: (_parent, ctx) =>
      new GraphQLError(
        !ctx.viewer
          ? 'Please sign in first'
          : ctx.viewer.viaApiKey
            ? API_KEY_READS_ONLY
            : ctx.viewer.emailVerified
              ? 'You are not allowed to do this'
              : 'Please verify your e-mail address first',
        { extensions: { code: ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED' } },
      ),
  },
  // Every mutation answers with its payload or one of these typed errors, in a union named
  // `<Mutation>Result`: a mutation says only `errors: {}` (schema/errors.ts defines the types).
  errors: {
    unsafelyHandleInputErrors: true,
    defaultTypes: [InputValidationError, ForbiddenError, NotFoundError, ConflictError],
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
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

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** '2026-02-31' is no day ('new Date' makes it 3 March). */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    // A date and a time with its zone: `new Date` alone takes '5' for the year 2005 and a time
    // without a zone in the server's own.
    const date = typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime()) || !isCalendarDay(String(value).slice(0, 10)))
      throw new GraphQLError(
        'DateTime must be an ISO 8601 date and time with a zone, e.g. 2026-03-02T10:30:00Z',
      );
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

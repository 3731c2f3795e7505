import type { IncomingMessage } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { InvalidApiKeyError, viewerFromHeaders } from '../auth/requestViewer.ts';
import { clientIpOf } from '../http/clientIp.ts';
import { schema } from '../schema/index.ts';
import { armorPlugins } from './armor.ts';
import type { Context, Services } from './context.ts';
import { databaseTrouble } from './databaseTrouble.ts';
import { asRefusal } from './errors.ts';
import { useGraphiQLPolicy } from './graphiqlPolicy.ts';
import { asInputError } from './inputErrors.ts';
import { readOnlyKeys } from './readOnlyKeys.ts';
import { corsFor, useRequestGuard } from './requestGuard.ts';
import { wellFormedVariablesPlugin } from './wellFormedText.ts';

/**
 * /graphql over HTTP. In production only persisted documents (ids from relay-compiler) run,
 * except for API-key holders (analysts), whose own documents must pass the depth and cost limits.
 */
export function createGraphQLHandler(services: Services) {
  const { environment, logger } = services;
  return createYoga<{ req: IncomingMessage }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !environment.production,
    landingPage: false,
    logging: false,
    // CSRF and CORS: see requestGuard.ts. Only JSON POSTs, so no multipart parser either.
    cors: corsFor(environment),
    multipart: false,
    // The body is read and capped before yoga sees it (http/bodyLimit.ts: 413 past the cap, before
    // any parsing), far below yoga's own 25 MB limit, whose re-streaming of every body through a
    // pipeline cost each request an AbortController and a DOMException with its stack.
    maxRequestBodySize: false,
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof InvalidApiKeyError)
          return new GraphQLError(original.message, {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        const inputError = asInputError(original) ?? asRefusal(original);
        if (inputError) return inputError;
        if (error instanceof GraphQLError && !original) return error;
        if (original instanceof GraphQLError) return original;
        const correlationId = crypto.randomUUID();
        const trouble = databaseTrouble(original ?? error);
        if (trouble) {
          logger.error({ err: original ?? error, correlationId }, `database trouble: ${trouble.message}`);
          trouble.extensions.correlationId = correlationId;
          return trouble;
        }
        logger.error({ err: original ?? error, correlationId }, 'unexpected GraphQL error');
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId } });
      },
    },
    context: async ({ request, req }) => ({
      services,
      viewer: await viewerFromHeaders(services, request.headers),
      clientIp: clientIpOf(req, environment.trustProxy),
    }),
    plugins: [
      useRequestGuard(environment),
      ...(environment.production ? [] : [useGraphiQLPolicy()]),
      // A GET (never a mutation) must carry a header a foreign page cannot add without a preflight.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'x-api-key'] }),
      usePersistedOperations({
        getPersistedOperation: (id) => services.persisted.get(id) ?? null,
        extractPersistedOperationId: (params) => {
          const p = params as {
            doc_id?: unknown;
            documentId?: unknown;
            extensions?: Record<string, unknown>;
          };
          const apq = p.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
          const id = p.doc_id ?? p.documentId ?? apq?.sha256Hash;
          return typeof id === 'string' ? id : null;
        },
        allowArbitraryOperations: async (request) => {
          if (!environment.production) return true;
          const viewer = await viewerFromHeaders(services, request.headers).catch((error: unknown) => {
            if (error instanceof InvalidApiKeyError) return null;
            throw error;
          });
          return Boolean(viewer?.viaApiKey);
        },
        customErrors: {
          persistedQueryOnly:
            'Only persisted documents are accepted here. Analysts: send your API key as x-api-key.',
          notFound: 'Unknown persisted document id',
        },
      }),
      wellFormedVariablesPlugin(),
      ...armorPlugins(environment.graphql),
      readOnlyKeys,
      // Last: a kept answer is given only to a request every check above let through.
      services.responses.plugin,
    ],
  });
}

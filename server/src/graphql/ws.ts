import type { Server } from 'node:http';
import { type DocumentNode, execute, GraphQLError, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { clientIpOf } from '../http/clientIp.ts';
import { schema } from '../schema/index.ts';
import { parseWithinLimits, validateWithinLimits } from './armor.ts';
import type { Context, Services } from './context.ts';
import { viewerFromNodeHeaders } from './requestViewer.ts';
import type { Viewer } from './viewer.ts';
import { malformedVariablesError } from './wellFormedText.ts';

/**
 * graphql-ws on the same port and path as HTTP GraphQL. The socket is authenticated from the
 * upgrade request (session cookie or x-api-key) and only trusted origins may open it. Persisted
 * ids are resolved here too: the HTTP plugin does not see WebSocket messages.
 */
export function attachGraphQLWebSocket(server: Server, services: Services) {
  const { config, logger } = services;
  // A message is held whole before graphql-ws reads it: the same cap as an HTTP body.
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.graphql.maxBodyBytes });
  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (pathname !== '/graphql') return socket.destroy();
    const origin = req.headers.origin;
    // Browsers always send Origin; tools without one must authenticate with an API key.
    const allowed = origin ? config.trustedOrigins.includes(origin) : Boolean(req.headers['x-api-key']);
    if (!allowed) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const viewers = new WeakMap<object, Promise<Viewer | null>>();
  const disposable = useServer<Record<string, unknown> | undefined, { viewer?: Promise<Viewer | null> }>(
    {
      schema,
      execute,
      subscribe,
      onConnect: async (ctx) => {
        const viewer = viewerFromNodeHeaders(services, ctx.extra.request.headers);
        viewers.set(ctx, viewer);
        try {
          await viewer;
          return true;
        } catch {
          return false;
        }
      },
      context: async (ctx): Promise<Context> => ({
        services,
        viewer: (await viewers.get(ctx)) ?? null,
        clientIp: clientIpOf(ctx.extra.request, config.trustProxy),
      }),
      onSubscribe: async (ctx, _id, payload) => {
        const viewer = await viewers.get(ctx);
        const p = payload as { query?: string; extensions?: Record<string, unknown>; doc_id?: string };
        const docId = (p.extensions?.doc_id ?? p.doc_id) as string | undefined;
        const text = docId
          ? services.persisted.get(docId)
          : config.production && !viewer?.viaApiKey
            ? undefined
            : p.query;
        if (!text)
          return [
            new GraphQLError(
              docId ? 'Unknown persisted document id' : 'Only persisted documents are accepted here',
            ),
          ];
        const malformed = malformedVariablesError(payload.variables);
        if (malformed) return [malformed];
        // A syntax error (or too many tokens) answers this operation; the socket stays open.
        let document: DocumentNode;
        try {
          document = parseWithinLimits(text, config.graphql);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        const errors = validateWithinLimits(schema, document, config.graphql);
        if (errors.length) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: {
            services,
            viewer: viewer ?? null,
            clientIp: clientIpOf(ctx.extra.request, config.trustProxy),
          },
        };
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn({ errors: errors.map((e) => e.message) }, 'graphql-ws operation failed');
      },
    },
    wss,
  );
  return {
    async close() {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

import type { IncomingMessage, Server } from 'node:http';
import { GLOBAL_ORG } from '@kicker/events';
import { type DocumentNode, execute, GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { API_KEY_TOPIC, SESSION_TOPIC } from '../auth/accountChanges.ts';
import { viewerFromNodeHeaders } from '../auth/requestViewer.ts';
import { INSTALLATION_ADMINS_TOPIC, ROLES_TOPIC } from '../commands/roles.ts';
import { clientIpOf } from '../http/clientIp.ts';
import { trustedOrigins } from '../http/origins.ts';
import type { Viewer } from '../policy/viewer.ts';
import { schema } from '../schema/index.ts';
import { parseWithinLimits, validateWithinLimits } from './armor.ts';
import { cameraMayNotRun, cameraTokenOf, viewerOfCameraToken } from './cameraSocket.ts';
import type { Services } from './context.ts';
import { databaseTrouble } from './databaseTrouble.ts';
import { keyMayNotRun } from './readOnlyKeys.ts';
import { routeOperation } from './sharedDelivery.ts';
import { subscribeShared } from './sharedSubscriber.ts';
import { malformedVariablesError } from './wellFormedText.ts';

/**
 * How long a socket's viewer is trusted before an operation reads it again. Sign-out, a revoked
 * key or session, a password reset and a role change re-check at once (through the change feed);
 * this bounds the delay for what the feed does not carry (another instance, an expired session).
 */
const DEFAULT_RECHECK_MS = 5_000;

/** WebSocket close code 1012: graphql-ws clients reconnect after it (it is not a fatal code). */
export const SERVICE_RESTART = 1012;
/** 1013 (Try Again Later), also retried: the database could not tell who the socket belongs to. */
const TRY_AGAIN_LATER = 1013;

/** One connection: how it authenticated, and who that is as of `readAt`. */
interface Connection {
  request: IncomingMessage;
  socket: WebSocket;
  /** The signed-in user (or key holder, or camera) the socket opened as; null for an anonymous socket. */
  userId: string | null;
  /** A camera agent's socket authenticates with its token (connection params), not with headers. */
  cameraToken: string | null | undefined;
  viewer: Promise<Viewer | null>;
  readAt: number;
}

/**
 * graphql-ws on the same port and path as HTTP GraphQL. The socket is authenticated from the
 * upgrade request (session cookie or x-api-key), or a camera agent's from the token in its
 * connection params (cameraSocket.ts), and only trusted origins may open it. Every
 * operation runs as the viewer the socket's credentials give now, not when it opened: a socket
 * whose session ended is closed (4401), one whose user lost a role is closed with 4403 so the
 * client reconnects and subscribes again under its new rights. Persisted ids are resolved here too:
 * the HTTP plugin does not see WebSocket messages.
 */
export function attachGraphQLWebSocket(
  server: Server,
  services: Services,
  { recheckMs = DEFAULT_RECHECK_MS }: { recheckMs?: number } = {},
) {
  const { environment, logger } = services;
  // A message is held whole before graphql-ws reads it: the same cap as an HTTP body. No
  // permessage-deflate (ws's default, said here on purpose): a shared message is written as is to
  // every socket (sharedDelivery.ts), compressing it once per socket would cost more than the write.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: environment.graphql.maxBodyBytes,
    perMessageDeflate: false,
  });
  const trusted = trustedOrigins(environment);
  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (pathname !== '/graphql') return socket.destroy();
    const origin = req.headers.origin;
    // Browsers always send Origin; tools without one must authenticate with an API key or, the
    // camera agent, a camera token in its connection params (checked in onConnect).
    if (origin && !trusted(origin)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const connections = new Map<object, Connection>();
  const read = (c: Connection) => {
    c.viewer = (
      c.cameraToken !== undefined
        ? viewerOfCameraToken(services, c.cameraToken)
        : viewerFromNodeHeaders(services, c.request.headers)
    ).catch((error: unknown) => {
      // Not knowing who it is (the database is away) is not "signed out": the client tries later.
      if (databaseTrouble(error)) c.socket.close(TRY_AGAIN_LATER, 'The database is not reachable right now');
      return null;
    });
    c.readAt = Date.now();
    return c.viewer;
  };
  /** The viewer now; a socket that opened signed in and is no longer is closed. */
  const current = async (c: Connection): Promise<Viewer | null> => {
    const viewer = await (Date.now() - c.readAt > recheckMs ? read(c) : c.viewer);
    if (c.socket.readyState !== c.socket.OPEN) return null;
    if (c.userId && viewer?.userId !== c.userId) {
      c.socket.close(CloseCode.Unauthorized, 'Your session has ended');
      return null;
    }
    return viewer;
  };

  const accounts = watchAccounts(services, connections, read, current);

  const disposable = useServer<
    Record<string, unknown> | undefined,
    { request: IncomingMessage; socket: WebSocket }
  >(
    {
      schema,
      execute,
      // graphql-js subscribe, sharing one execution per event where a subscription allows it; a
      // shared result is written to the subscribers' sockets directly (sharedDelivery.ts).
      subscribe: subscribeShared,
      onConnect: async (ctx) => {
        try {
          const { headers } = ctx.extra.request;
          const cameraToken = cameraTokenOf(ctx.connectionParams);
          if (cameraToken === undefined && !headers.origin && !headers['x-api-key']) return false;
          const viewer =
            cameraToken === undefined
              ? await viewerFromNodeHeaders(services, headers)
              : await viewerOfCameraToken(services, cameraToken);
          if (cameraToken !== undefined && !viewer) return false;
          const c: Connection = {
            request: ctx.extra.request,
            socket: ctx.extra.socket,
            userId: viewer?.userId ?? null,
            cameraToken,
            viewer: Promise.resolve(viewer),
            readAt: Date.now(),
          };
          connections.set(ctx, c);
          ctx.extra.socket.once('close', () => connections.delete(ctx));
          return true;
        } catch (error) {
          // The database is away: the client is told to try later (graphql-ws retries 1013), not 4403.
          if (databaseTrouble(error))
            ctx.extra.socket.close(TRY_AGAIN_LATER, 'The database is not reachable right now');
          return false;
        }
      },
      onSubscribe: async (ctx, id, payload) => {
        const c = connections.get(ctx);
        const viewer = c ? await current(c) : null;
        if (c?.userId && !viewer) return [new GraphQLError('Your session has ended')];
        const p = payload as { query?: string; extensions?: Record<string, unknown>; doc_id?: string };
        const docId = (p.extensions?.doc_id ?? p.doc_id) as string | undefined;
        const text = docId
          ? services.persisted.get(docId)
          : environment.production && !viewer?.viaApiKey && !viewer?.camera
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
          document = parseWithinLimits(text, environment.graphql);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        // A camera may run its one subscription (as text: the agent is no build of the app's) and
        // nothing else, valid or not.
        const cameraRefused = viewer?.camera ? cameraMayNotRun(schema, document) : null;
        if (cameraRefused) return [cameraRefused];
        const errors = validateWithinLimits(schema, document, environment.graphql);
        if (errors.length) return errors;
        const refused = keyMayNotRun(viewer, document, payload.operationName);
        if (refused) return [refused];
        const contextValue = {
          services,
          viewer,
          clientIp: clientIpOf(ctx.extra.request, environment.trustProxy),
        };
        routeOperation(contextValue, ctx.extra.socket, id);
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn({ errors: errors.map((e) => e.message) }, 'graphql-ws operation failed');
      },
    },
    wss,
  );
  return {
    /**
     * Closes every socket with 1012 (Service Restart), which graphql-ws clients retry: they connect
     * again, are authenticated again, subscribe again and refetch what they show (the app does on a
     * retried connection). For when this instance may have missed changes.
     */
    reconnectAll(reason: string) {
      for (const client of wss.clients) client.close(SERVICE_RESTART, reason);
    },
    async close() {
      accounts.stop();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * Follows account changes on the change feed: when a user signs out, loses a session, an API key
 * or a role, their open sockets read their viewer again at once. A socket that is no longer signed
 * in closes (4401, through `current`); one whose user lost a role closes with 4403 (the client
 * reconnects, and its subscriptions are authorised again).
 */
function watchAccounts(
  services: Services,
  connections: Map<object, Connection>,
  read: (c: Connection) => Promise<Viewer | null>,
  current: (c: Connection) => Promise<Viewer | null>,
) {
  const stop = new AbortController();
  const topics = new Set([SESSION_TOPIC, API_KEY_TOPIC, ROLES_TOPIC, INSTALLATION_ADMINS_TOPIC]);
  const feed = services.changeFeed.subscribe(
    (change) =>
      change.topic === 'organisation' ||
      (topics.has(change.topic) && (change.topic === ROLES_TOPIC || change.orgId === GLOBAL_ORG)),
    stop.signal,
  );
  void (async () => {
    for await (const change of feed) {
      if (change.topic === 'organisation') {
        // A camera token revoked or replaced, or its location removed: its socket closes (4401).
        for (const c of connections.values())
          if (c.cameraToken !== undefined && (await c.viewer)?.camera?.orgId === change.orgId) {
            await read(c);
            await current(c);
          }
        continue;
      }
      for (const c of connections.values()) {
        if (!c.userId || !change.ids.includes(c.userId)) continue;
        const before = await c.viewer;
        await read(c);
        const after = await current(c);
        if (after && before && lostSomething(before, after))
          c.socket.close(CloseCode.Forbidden, 'Your roles changed');
      }
    }
  })().catch((err) => services.logger.error({ err }, 'account watch on sockets failed'));
  return { stop: () => stop.abort() };
}

/** A grant or the installation admin role the viewer held before and holds no more. */
function lostSomething(before: Viewer, after: Viewer): boolean {
  if (before.installationAdmin && !after.installationAdmin) return true;
  for (const [orgId, roles] of before.grants)
    if (roles.some((role) => !after.grants.get(orgId)?.includes(role))) return true;
  return false;
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { catalogue, createInMemoryChangeFeed, createPostgresChangeFeed } from '@kicker/events';
import { ProjectionFailedError, projections, startCatchUpLoop } from '@kicker/projections';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { sql } from 'kysely';
import pino, { type Logger } from 'pino';
import { sessionEnded, userChanged } from './auth/accountChanges.ts';
import { CLIENT_IP_HEADER, createAuth } from './auth/auth.ts';
import { feedbackTokenSecret } from './auth/feedbackToken.ts';
import { invitationSecret } from './auth/invitations.ts';
import { createMailer } from './auth/mailer.ts';
import { createSessionViewers } from './auth/sessionViewers.ts';
import { signUpSteps } from './auth/signUp.ts';
import { createOrgCache } from './cache/orgCache.ts';
import { SEASON_READ_TOPICS } from './cache/seasonReads.ts';
import { createCameraProxy } from './camera/cameraProxy.ts';
import type { CommandDeps } from './commands/command.ts';
import { migrateLegacyRoles } from './commands/legacyRoles.ts';
import { type LiveSweeper, startLiveSweeper } from './commands/liveSweeper.ts';
import { connect } from './db/database.ts';
import { createDatabaseHealth } from './db/health.ts';
import { migrate, migrationsDone } from './db/migrate.ts';
import type { Environment } from './environment.ts';
import type { Services } from './graphql/context.ts';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from './graphql/databaseTrouble.ts';
import { createResponseCache } from './graphql/responseCache.ts';
import { attachGraphQLWebSocket } from './graphql/ws.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { readBodyWithin } from './http/bodyLimit.ts';
import { clientIpOf } from './http/clientIp.ts';
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy } from './http/contentSecurityPolicy.ts';
import { createFrameSources, organisationsAsking } from './http/frameSources.ts';
import { createRateLimiter } from './http/rateLimiter.ts';
import { createSeasonFirstScreen } from './http/seasonFirstScreen.ts';
import { setSecurityHeaders } from './http/securityHeaders.ts';
import { serveClient } from './http/static.ts';
import { startCatchUpLeader } from './maintenance/catchUpLeader.ts';
import { type ErrorReportRetention, startErrorReportRetention } from './maintenance/errorReportRetention.ts';
import { followTheFeed } from './maintenance/followTheFeed.ts';
import { createRebuilds } from './maintenance/rebuilds.ts';
import { tenantNetworkOf } from './net/tenantNetwork.ts';
import { loadPersisted, storedSecret } from './startup.ts';

export interface App {
  server: Server;
  services: Services;
  /** Ends idle live games every minute (commands/liveSweeper.ts); tests sweep at once. */
  liveSweeper: LiveSweeper;
  /** Deletes old error reports every hour (maintenance/errorReportRetention.ts). */
  errorReportRetention: ErrorReportRetention;
  /** Resolves with the port actually bound (environment.port may be 0 in tests). */
  listen(): Promise<number>;
  close(): Promise<void>;
}

export interface AppOptions {
  logger?: Logger;
  /** Persisted GraphQL documents by id; defaults to the client's relay-compiler output. */
  persisted?: ReadonlyMap<string, string>;
  /** How long a socket's viewer is trusted before an operation reads it again (graphql/ws.ts). */
  socketRecheckMs?: number;
  /** How often idle live games are looked for (default LIVE_SWEEP_EVERY_MS). */
  liveSweepMs?: number;
}

export async function createApp(
  environment: Environment,
  databaseUrl: string,
  options: AppOptions = {},
): Promise<App> {
  const logger = options.logger;
  const log = logger ?? pino({ level: environment.logLevel });
  // The server asks the database itself (db/health.ts): while it does not answer, requests are
  // answered 503 at once and the queries in flight are cut off. DATABASE_TIMEOUT_MS is the
  // backstop for a single query. Migrations and rebuilds run on connections of their own.
  const health = createDatabaseHealth(databaseUrl, {
    onChange: (down) => {
      if (!down) return log.info('the database answers again');
      log.error('the database does not answer: requests get 503');
      // The queries in flight would only hang: they fail now, and are answered 503.
      database.cutOff();
    },
  });
  const database = connect(databaseUrl, {
    timeoutMs: environment.databaseTimeoutMs,
    onFailure: (error) => health.noteFailure(error),
    isDown: () => health.down,
  });
  const maintenance = connect(databaseUrl, { max: 2 });
  const { db } = database;
  const changeFeed =
    environment.changeFeed === 'postgres'
      ? await createPostgresChangeFeed(databaseUrl, {
          onError: (err) => log.error({ err }, 'change feed: the LISTEN connection failed; reconnecting'),
        })
      : createInMemoryChangeFeed();
  let nudge = () => {};
  const sessions = createSessionViewers(changeFeed);
  // Before `services` exists: the commands' afterCommit and better-auth's hooks end kept answers.
  const responses = createResponseCache(changeFeed, {
    maxAgeMs: environment.responseCacheMs,
    now: () => services.now(),
  });
  const commands: CommandDeps = {
    db,
    changeFeed,
    projections,
    logger: log,
    budgetMs: environment.commandBudgetMs,
    health,
    queryTimeoutMs: environment.databaseTimeoutMs,
    afterCommit: (changes) => {
      nudge();
      responses.forgetAll();
      sessions.forget(changes);
    },
  };
  const mailer = createMailer(environment.smtpUrl, environment.mailFrom, log);

  await migrate(maintenance.db);
  const secret = environment.authSecret ?? (await storedSecret(db));
  const auth = createAuth({
    environment,
    db,
    secret,
    mailer,
    logger: log,
    onSessionEnded: (userId) => {
      responses.forgetAll();
      sessions.forgetUser(userId);
      sessionEnded(changeFeed, userId);
    },
    onUserChanged: (userId) => {
      responses.forgetAll();
      sessions.forgetUser(userId);
      userChanged(changeFeed, userId);
    },
    ...signUpSteps({
      commands,
      mailDelivers: mailer.delivers,
      invitationSecret: invitationSecret(secret),
      logger: log,
      now: () => services.now(),
      forgetUser: (userId) => sessions.forgetUser(userId),
    }),
  });
  await migrate(maintenance.db, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  });
  const legacy = await migrateLegacyRoles(commands);
  if (legacy && (legacy.grants > 0 || legacy.admins > 0))
    log.info(legacy, 'roles are per organisation now: the old role claims became grants');

  const services: Services = {
    environment,
    db,
    auth,
    sessions,
    responses,
    logger: log,
    changeFeed,
    commands,
    persisted: options.persisted ?? loadPersisted(),
    now: () => new Date(),
    secrets: {
      feedbackToken: feedbackTokenSecret(environment.feedbackTokenSecret, secret),
      invitation: invitationSecret(secret),
    },
    rateLimits: {
      errorReports: createRateLimiter({ max: environment.rateLimit.errorReports, windowMs: 60_000 }),
      anonymousErrorReports: createRateLimiter({
        max: environment.rateLimit.anonymousErrorReports,
        windowMs: 60_000,
      }),
      allAnonymousErrorReports: createRateLimiter({
        max: environment.rateLimit.allAnonymousErrorReports,
        windowMs: 60_000,
      }),
    },
    rebuilds: createRebuilds(maintenance.db, changeFeed, log),
    tenantNetwork: tenantNetworkOf(environment, databaseUrl),
    caches: {
      settings: createOrgCache(changeFeed, { topics: ['config', 'organisation'] }),
      seasonReads: createOrgCache(changeFeed, { topics: SEASON_READ_TOPICS }),
      rows: createOrgCache(changeFeed, { topics: ['organisation', 'season', 'player'] }),
    },
  };

  const catchUp = startCatchUpLeader(databaseUrl, {
    logger: log,
    lead: (leaderDb) =>
      startCatchUpLoop(leaderDb, catalogue, projections, {
        onError: (err, projection) =>
          log.error(
            { err, projection },
            err instanceof ProjectionFailedError ? err.message : 'catch-up failed',
          ),
        onResumed: (projection) => log.info({ projection }, `read model "${projection}" resumed`),
      }),
  });
  nudge = catchUp.nudge;
  const liveSweeper = startLiveSweeper(commands, {
    now: () => services.now(),
    everyMs: options.liveSweepMs,
    onError: (err) => log.error({ err }, 'ending idle live games failed'),
  });

  const errorReportRetention = startErrorReportRetention(db, {
    days: environment.errorReportRetentionDays,
    now: () => services.now(),
    onError: (err) => log.error({ err }, 'deleting old error reports failed'),
  });

  const graphql = createGraphQLHandler(services);
  const camera = createCameraProxy(services);
  const authHandler = toNodeHandler(auth);
  const frames = await createFrameSources(db, changeFeed);
  const client = serveClient(environment.clientDist, {
    contentSecurityPolicy: (html, frameOrigins) =>
      appContentSecurityPolicy(html, environment.publicUrl, frameOrigins.split(' ').filter(Boolean)),
    // Issue 29: only the tools of the viewer's own organisations may be framed on their pages.
    policyKey: async (req) => (await frames.of(await organisationsAsking(services, req))).join(' '),
    firstScreen: createSeasonFirstScreen(environment, graphql, log).render,
  });

  const server = createServer(async (req, res) => {
    try {
      await route(req, res);
    } catch (err) {
      log.error({ err, url: req.url }, 'request failed');
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    }
  });

  let warnedAboutPublicUrl = false;
  async function route(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const { https } = setSecurityHeaders(req, res, environment);
    if (https && !environment.publicUrl.startsWith('https://') && !warnedAboutPublicUrl) {
      warnedAboutPublicUrl = true;
      log.warn(
        'Requests arrive over HTTPS but PUBLIC_URL is http: session cookies are not Secure. Set PUBLIC_URL to the https address.',
      );
    }
    // The API's answers are not pages; the client's HTML gets the app's policy in serveClient.
    const api = pathname === '/healthz' || pathname === '/readyz' || pathname === '/graphql';
    if (api || pathname.startsWith('/api/auth/'))
      res.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
    if (pathname === '/healthz') return json(res, 200, { status: 'ok' });
    if (pathname === '/readyz') return json(res, ...(await readiness()));
    // While the database does not answer, what needs it is answered at once (db/health.ts).
    if (health.down && (pathname === '/graphql' || pathname.startsWith('/api/auth/')))
      return databaseDown(res, pathname === '/graphql');
    if (pathname.startsWith('/api/auth/')) {
      // Rate limits count per client: the socket address, or the proxy's header when trusted.
      req.headers[CLIENT_IP_HEADER] = clientIpOf(req, environment.trustProxy);
      if (!(await readBodyWithin(req, res, environment.auth.maxBodyBytes, 'better-auth'))) return;
      return authHandler(req, res);
    }
    if (pathname === '/graphql') {
      if (!(await readBodyWithin(req, res, environment.graphql.maxBodyBytes, 'yoga'))) return;
      return graphql(req, res);
    }
    if (pathname.startsWith('/camera/')) return camera(req, res);
    return client(req, res);
  }

  async function readiness(): Promise<[number, object]> {
    if (health.down) return [503, { status: 'database unreachable' }];
    try {
      // Within seconds, whatever the database does (health.ts may not have decided yet).
      await Promise.race([
        sql`SELECT 1`.execute(db),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('not ready in time')), READY_WITHIN_MS).unref(),
        ),
      ]);
      const migrated = await migrationsDone(db);
      return migrated ? [200, { status: 'ready' }] : [503, { status: 'migrating' }];
    } catch {
      return [503, { status: 'database unreachable' }];
    }
  }

  const ws = attachGraphQLWebSocket(server, services, { recheckMs: options.socketRecheckMs });
  const followers = followTheFeed(services, {
    nudgeCatchUp: () => catchUp.nudge(),
    reconnectSockets: (reason) => ws.reconnectAll(reason),
  });

  return {
    server,
    services,
    liveSweeper,
    errorReportRetention,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(environment.port, environment.host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : environment.port);
        });
      }),
    async close() {
      followers.stop();
      await ws.close();
      await liveSweeper.stop();
      await errorReportRetention.stop();
      await services.rebuilds.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await catchUp.stop();
      frames.close();
      services.caches.settings.close();
      services.caches.seasonReads.close();
      services.caches.rows.close();
      responses.close();
      sessions.close();
      await changeFeed.close();
      mailer.close();
      health.close();
      await database.close();
      await maintenance.close();
    },
  };
}

/** How long /readyz waits for the database's answer. */
const READY_WITHIN_MS = 2500;

/** 503 with Retry-After, as a GraphQL answer for /graphql (the app's clients read its message). */
function databaseDown(res: ServerResponse, graphql: boolean) {
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  const error = { message: DATABASE_UNAVAILABLE, extensions: { code: 'DATABASE_UNAVAILABLE' } };
  json(
    res,
    503,
    graphql ? { errors: [error] } : { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE },
  );
}

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

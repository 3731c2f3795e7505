import type { ChangeFeed } from '@kicker/events';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Auth } from '../auth/auth.ts';
import type { SessionViewers } from '../auth/sessionViewers.ts';
import type { OrgCache } from '../cache/orgCache.ts';
import type { CommandDeps } from '../commands/command.ts';
import type { Database } from '../db/database.ts';
import type { Environment } from '../environment.ts';
import type { RateLimiter } from '../http/rateLimiter.ts';
import type { Rebuilds } from '../maintenance/rebuilds.ts';
/** What every resolver may use: long-lived services, plus who is asking. */
import type { TenantNetwork } from '../net/tenantNetwork.ts';
import type { Viewer } from '../policy/viewer.ts';
import type { ResponseCache } from './responseCache.ts';

export interface Services {
  environment: Environment;
  db: Kysely<Database>;
  auth: Auth;
  /** The viewer of each session cookie, kept while nothing changed it (auth/sessionViewers.ts). */
  sessions: SessionViewers;
  logger: Logger;
  changeFeed: ChangeFeed;
  commands: CommandDeps;
  /** Persisted documents by id (relay-compiler's output). */
  persisted: ReadonlyMap<string, string>;
  now: () => Date;
  rateLimits: {
    errorReports: RateLimiter;
    anonymousErrorReports: RateLimiter;
    allAnonymousErrorReports: RateLimiter;
  };
  /** feedbackToken: signs the feedback tool's tokens (auth/feedbackToken.ts). */
  /** Derived from the auth secret: the feedback tool's token, the invitation links' signatures. */
  secrets: { feedbackToken: string; invitation: string };
  rebuilds: Rebuilds;
  /**
   * Answers kept per organisation (cache/orgCache.ts): `settings` (configuration and rank ladder,
   * dropped on configuration and organisation changes) and `seasonReads` (season tables, awards and
   * the other season statistics, dropped on every change that can move them) and `rows` (the
   * organisation, season and player rows the node loaders answer with).
   */
  caches: { settings: OrgCache; seasonReads: OrgCache; rows: OrgCache };
  /** Whole answers to queries, per viewer, ended by any change (graphql/responseCache.ts). */
  responses: ResponseCache;
  /** Which addresses the server may reach for a tenant: the camera agents (net/tenantNetwork.ts). */
  tenantNetwork: TenantNetwork;
}

export interface Context {
  services: Services;
  viewer: Viewer | null;
  /** For limits on open endpoints. */
  clientIp: string;
}

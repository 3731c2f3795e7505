import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CAMERA_NETWORKS } from './net/tenantNetwork.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// Every setting the server reads, in one place (README has the same table for people).
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kicker League <no-reply@kicker.local>'),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  CHANGE_FEED: z.enum(['memory', 'postgres']).default('memory'),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_IN_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Issue 29: failed sign-ins of one account from all addresses it never signed in from.
  RATE_LIMIT_SIGN_IN_ACCOUNT_ANY: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_ERROR_REPORTS: z.coerce.number().int().min(1).default(10),
  // Issue 29: reports from signed-out people, per address and from all addresses together.
  RATE_LIMIT_ERROR_REPORTS_ANONYMOUS: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_ERROR_REPORTS_ANONYMOUS_ALL: z.coerce.number().int().min(1).default(30),
  ERROR_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).default(20000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(5000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(50),
  GRAPHQL_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  AUTH_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024),
  CAMERA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  CAMERA_IDLE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  CAMERA_MAX_STREAMS: z.coerce.number().int().min(1).max(1000).default(20),
  // Issue 29: the networks where cameras live (net/tenantNetwork.ts), private ranges by default.
  CAMERA_NETWORKS: z.string().max(2000).default(DEFAULT_CAMERA_NETWORKS),
  FEEDBACK_TOKEN_SECRET: z.string().min(32).optional(),
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  COMMAND_BUDGET_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  FIRST_SCREEN_WITHIN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST: z.string().optional(),
});

/**
 * The server's settings, read from environment variables at start-up. Not the league's
 * configuration (SPEC §3: bounty, challenges, rank ladder), which is events and a read model:
 * `schema/config.ts`, `commands/config.ts`, `projections/src/config/`.
 */
export interface Environment {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  smtpUrl: string | null;
  mailFrom: string;
  authSecret: string | null;
  trustedOrigins: string[];
  trustProxy: boolean;
  /** 'memory': one instance; 'postgres': LISTEN/NOTIFY, for several instances on one database. */
  changeFeed: 'memory' | 'postgres';
  /** signInAccount: failed sign-ins per account (e-mail) within SIGN_IN_ACCOUNT_WINDOW_MS. */
  rateLimit: {
    signIn: number;
    signInAccount: number;
    signInAccountAny: number;
    signUp: number;
    errorReports: number;
    anonymousErrorReports: number;
    allAnonymousErrorReports: number;
  };
  /** Error reports older than this many days are deleted (maintenance/errorReportRetention.ts). */
  errorReportRetentionDays: number;
  graphql: { maxDepth: number; maxCost: number; maxTokens: number; maxAliases: number; maxBodyBytes: number };
  auth: { maxBodyBytes: number };
  /**
   * The camera proxy (server/src/camera): how long a camera may take to answer, how long a
   * running answer may stall, and how many live streams one camera serves through the app at once.
   */
  camera: { timeoutMs: number; idleMs: number; maxStreams: number; networks: string };
  /** Signs the feedback tool's tokens (generateCustomToken); unset: derived from the auth secret. */
  feedbackTokenSecret: string | null;
  /** How long a whole answer to a query is kept per viewer (graphql/responseCache.ts); 0: never. */
  responseCacheMs: number;
  /** How long a command may wait for its turn on its stream before it answers ConflictError (commands/pipeline.ts). */
  commandBudgetMs: number;
  /** The longest a request's query may wait for a connection and its answer before it is answered 503 (db/database.ts). */
  databaseTimeoutMs: number;
  /** How long the server may take to render the season screen (http/seasonFirstScreen.ts); 0: never renders. */
  firstScreenWithinMs: number;
  logLevel: string;
  clientDist: string;
}

export function loadEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL || null,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? null,
    trustedOrigins: [
      publicUrl,
      ...e.TRUSTED_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ],
    trustProxy: e.TRUST_PROXY,
    changeFeed: e.CHANGE_FEED,
    rateLimit: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      signInAccount: e.RATE_LIMIT_SIGN_IN_ACCOUNT,
      signInAccountAny: e.RATE_LIMIT_SIGN_IN_ACCOUNT_ANY,
      signUp: e.RATE_LIMIT_SIGN_UP,
      errorReports: e.RATE_LIMIT_ERROR_REPORTS,
      anonymousErrorReports: e.RATE_LIMIT_ERROR_REPORTS_ANONYMOUS,
      allAnonymousErrorReports: e.RATE_LIMIT_ERROR_REPORTS_ANONYMOUS_ALL,
    },
    errorReportRetentionDays: e.ERROR_REPORT_RETENTION_DAYS,
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxBodyBytes: e.GRAPHQL_MAX_BODY_BYTES,
    },
    auth: { maxBodyBytes: e.AUTH_MAX_BODY_BYTES },
    camera: {
      timeoutMs: e.CAMERA_TIMEOUT_MS,
      idleMs: e.CAMERA_IDLE_MS,
      maxStreams: e.CAMERA_MAX_STREAMS,
      networks: e.CAMERA_NETWORKS,
    },
    feedbackTokenSecret: e.FEEDBACK_TOKEN_SECRET ?? null,
    responseCacheMs: e.RESPONSE_CACHE_MS,
    commandBudgetMs: e.COMMAND_BUDGET_MS,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    firstScreenWithinMs: e.FIRST_SCREEN_WITHIN_MS,
    logLevel: e.LOG_LEVEL,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(import.meta.dirname, '../../client/dist')),
  };
}

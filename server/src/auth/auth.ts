import { apiKey } from '@better-auth/api-key';
import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from './mailer.ts';

/** The header our HTTP layer sets from the socket (or the proxy) so rate limits know the client. */
export const CLIENT_IP_HEADER = 'x-kicker-client-ip';
export const API_KEY_HEADER = 'x-api-key';

/** better-auth's API key endpoints, switched off (under /api/auth). */
export const API_KEY_PATHS = [
  '/api-key/create',
  '/api-key/update',
  '/api-key/get',
  '/api-key/list',
  '/api-key/delete',
  '/api-key/verify',
  '/api-key/delete-all-expired-api-keys',
];

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** Runs once after a user row is created (first-user admin, auto-verification). */
  onUserCreated: (user: { id: string; email: string }) => Promise<void>;
  /** Runs after a session row is deleted (sign-out, revocation, password reset). */
  onSessionEnded: (userId: string) => void;
}

export function createAuth({ config, db, secret, mailer, logger, onUserCreated, onSessionEnded }: AuthDeps) {
  return betterAuth({
    appName: 'Kicker League',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres' },
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // API keys are made only through the app's createApiKey mutation, for an organisation in which
    // the user is analyst or admin (DESIGN §11); the plugin's own endpoints would skip that rule.
    disabledPaths: API_KEY_PATHS,
    logger: { disabled: config.logLevel === 'silent' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Kicker League password',
          text: `Someone asked to reset the password of your Kicker League account.\n\nChoose a new password here: ${url}\n\nIf it was not you, ignore this mail; nothing changes.`,
          link: url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Verify your e-mail for Kicker League',
          text: `Welcome to Kicker League!\n\nConfirm your e-mail address to start recording matches: ${url}\n\nIf you did not sign up, ignore this mail.`,
          link: url,
        });
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.rateLimit.signIn },
        '/sign-up/email': { window: 60, max: config.rateLimit.signUp },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      // Open sockets of the user check their session again at once (graphql/ws.ts).
      session: { delete: { after: async (session) => onSessionEnded(session.userId) } },
      user: {
        create: {
          after: async (user) => {
            try {
              await onUserCreated(user);
            } catch (error) {
              logger.error({ err: error, userId: user.id }, 'post sign-up step failed');
            }
          },
        },
      },
    },
    plugins: [
      apiKey({
        apiKeyHeaders: API_KEY_HEADER,
        defaultPrefix: 'kl_',
        enableMetadata: true,
        rateLimit: { enabled: true, timeWindow: 60_000, maxRequests: 600 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

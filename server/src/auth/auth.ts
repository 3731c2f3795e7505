import { apiKey } from '@better-auth/api-key';
import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { Environment } from '../environment.ts';
import { takeAccountMail } from './accountMailLimit.ts';
import { accountSignInLimit, clearSignInAttempts } from './accountSignInLimit.ts';
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
  environment: Environment;
  db: Kysely<Database>;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /**
   * Before a user row is created: whether the account starts verified (a sign-up through an
   * invitation link on an installation without mail, auth/invitations.ts).
   */
  verifiedAtSignUp: (headers: Headers | null) => Promise<boolean>;
  /** Runs once after a user row is created (first-user admin, auto-verification, the invitation). */
  onUserCreated: (
    user: { id: string; email: string; emailVerified: boolean },
    headers: Headers | null,
  ) => Promise<void>;
  /** Runs after a session row is deleted (sign-out, revocation, password reset). */
  onSessionEnded: (userId: string) => void;
  /** Runs after better-auth changed or deleted a user row (name, e-mail, verification). */
  onUserChanged: (userId: string) => void;
}

export function createAuth({
  environment,
  db,
  secret,
  mailer,
  logger,
  verifiedAtSignUp,
  onUserCreated,
  onSessionEnded,
  onUserChanged,
}: AuthDeps) {
  return betterAuth({
    appName: 'Kicker League',
    baseURL: environment.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres' },
    trustedOrigins: environment.trustedOrigins,
    telemetry: { enabled: false },
    // API keys are made only through the app's createApiKey mutation, for an organisation in which
    // the user is analyst or admin (DESIGN §11); the plugin's own endpoints would skip that rule.
    disabledPaths: API_KEY_PATHS,
    logger: { disabled: environment.logLevel === 'silent' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => clearSignInAttempts(db, user.email),
      sendResetPassword: async ({ user, url }) => {
        if (!(await takeAccountMail(db, user.email, 'reset')))
          return logger.warn(
            { userId: user.id },
            'password-reset mail not sent: the account had its mails for the hour',
          );
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
        if (!(await takeAccountMail(db, user.email, 'verification')))
          return logger.warn(
            { userId: user.id },
            'verification mail not sent: the account had its mails for the hour',
          );
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
        '/sign-in/email': { window: 60, max: environment.rateLimit.signIn },
        '/sign-up/email': { window: 60, max: environment.rateLimit.signUp },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin (CSRF) check when NODE_ENV is test; tests must see production's.
      disableOriginCheck: false,
      ...cookieSettings(environment.publicUrl.startsWith('https://')),
    },
    databaseHooks: {
      // Open sockets of the user check their session again at once (graphql/ws.ts).
      session: { delete: { after: async (session) => onSessionEnded(session.userId) } },
      user: {
        // Kept viewers of that user are read again (auth/sessionViewers.ts).
        update: { after: async (user) => onUserChanged(user.id) },
        delete: { after: async (user) => onUserChanged(user.id) },
        create: {
          before: async (user, context) =>
            (await verifiedAtSignUp(context?.headers ?? null))
              ? { data: { ...user, emailVerified: true } }
              : undefined,
          after: async (user, context) => {
            try {
              await onUserCreated(user, context?.headers ?? null);
            } catch (error) {
              logger.error({ err: error, userId: user.id }, 'post sign-up step failed');
            }
          },
        },
      },
    },
    plugins: [
      accountSignInLimit(db, {
        perAddress: environment.rateLimit.signInAccount,
        unknownAddresses: environment.rateLimit.signInAccountAny,
        addressHeader: CLIENT_IP_HEADER,
      }),
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

/** better-auth's cookies (session, its cache, "don't remember me", account cache). */
const AUTH_COOKIES = ['session_token', 'session_data', 'dont_remember', 'account_data'];

/**
 * Over HTTPS (PUBLIC_URL https) the cookies are Secure and named `__Host-…`: the browser then keeps
 * them only for this exact host, path / and https, so neither a sibling subdomain nor a plain-http
 * page can set or shadow the session. better-auth's own switch (`useSecureCookies`) would prefix
 * `__Secure-` to whatever name it is given, so it stays off and the names are given whole;
 * better-call forces Secure, Path=/ and no Domain on `__Host-` names. Over http the names stay
 * better-auth's defaults.
 */
function cookieSettings(https: boolean) {
  return {
    useSecureCookies: false,
    cookies: https
      ? Object.fromEntries(AUTH_COOKIES.map((name) => [name, { name: `__Host-better-auth.${name}` }]))
      : {},
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/' },
  };
}

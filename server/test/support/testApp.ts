import pino, { type Logger } from 'pino';
import { type App, createApp } from '../../src/app.ts';
import { loadEnvironment } from '../../src/environment.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { freePort } from './globalSetup.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
  baseUrl: string;
  /** A client with its own cookie jar, like one browser. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestOptions {
  smtpUrl?: string;
  production?: boolean;
  env?: Record<string, string>;
  persisted?: ReadonlyMap<string, string>;
  socketRecheckMs?: number;
  /** How often the app looks for idle live games (default: every minute). */
  liveSweepMs?: number;
  /** The server's logger (default: silent); see support/logCapture.ts to read what it logged. */
  logger?: Logger;
  /** A second instance on another app's database (not dropped by this one's close). */
  sameDatabaseAs?: TestApp;
  /** A database of the test's own (e.g. on a PostgreSQL server it stops and starts); not dropped. */
  database?: TestDatabase;
}

/** The real server (HTTP + WebSocket) on a fresh database and a free port. */
export async function startTestApp(options: TestOptions = {}): Promise<TestApp> {
  const given = options.sameDatabaseAs?.database ?? options.database;
  const database = given ?? (await createTestDatabase({ migrated: false }));
  const port = await freePort();
  const environment = loadEnvironment({
    NODE_ENV: options.production ? 'production' : 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN: '1000',
    RATE_LIMIT_SIGN_UP: '1000',
    RATE_LIMIT_ERROR_REPORTS: '1000',
    RATE_LIMIT_ERROR_REPORTS_ANONYMOUS: '1000',
    RATE_LIMIT_ERROR_REPORTS_ANONYMOUS_ALL: '1000',
    // The tests' camera agents and stand-ins listen on loopback: the operator allows it here (the
    // default is private networks only; server/test/cameraNetwork.int.test.ts runs with it).
    CAMERA_NETWORKS: '127.0.0.0/8',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const app = await createApp(environment, database.url, {
    logger: options.logger ?? pino({ level: 'silent' }),
    persisted: options.persisted,
    socketRecheckMs: options.socketRecheckMs,
    liveSweepMs: options.liveSweepMs,
  });
  await app.listen();
  const baseUrl = `http://localhost:${port}`;
  return {
    app,
    database,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async close() {
      await app.close();
      if (!given) await database.drop();
    },
  };
}

export class TestClient {
  cookies = new Map<string, string>();
  headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(new URL(path, this.baseUrl), {
      redirect: 'manual',
      ...init,
      headers: {
        origin: this.baseUrl,
        'content-type': 'application/json',
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...this.headers,
        ...(init.headers as Record<string, string>),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return res;
  }

  async auth(path: string, body: object) {
    const res = await this.fetch(`/api/auth/${path}`, { method: 'POST', body: JSON.stringify(body) });
    return {
      status: res.status,
      body: (await res.json().catch(() => null)) as Record<string, unknown> | null,
    };
  }

  signUp(email: string, password = 'correct-horse-1', name = email.split('@')[0]) {
    return this.auth('sign-up/email', { email, password, name });
  }

  signIn(email: string, password = 'correct-horse-1') {
    return this.auth('sign-in/email', { email, password });
  }

  // biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
  async gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
    const res = await this.fetch('/graphql', { method: 'POST', body: JSON.stringify({ query, variables }) });
    return res.json() as Promise<never>;
  }
}

/**
 * A signed-in user. Without SMTP only the installation's first user is verified automatically;
 * `verified` marks others verified in the database, as an admin would for an install without mail.
 */
export async function signedInClient(
  t: TestApp,
  email: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestClient & { userId: string }> {
  const client = t.client();
  const up = await client.signUp(email);
  if (up.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const userId = String((up.body?.user as { id: string } | undefined)?.id);
  if (verified)
    await t.database.pool.query(`UPDATE "user" SET "emailVerified" = true WHERE id = $1`, [userId]);
  const inRes = await client.signIn(email);
  if (verified && inRes.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(inRes.body)}`);
  return Object.assign(client, { userId });
}

export async function eventCount(t: { database: TestDatabase } | TestDatabase): Promise<number> {
  const db = 'database' in t ? t.database : t;
  const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]?.n ?? 0;
}

/** Creates an organisation as `admin` (defaults: private, Europe/Berlin, one location) and returns its global id. */
export async function createOrganisation(
  admin: TestClient,
  input: Partial<{
    name: string;
    isPublic: boolean;
    timeZone: string;
    logoUrl: string | null;
    locations: { name: string; lat: number; long: number }[];
    departments: string[];
  }> = {},
): Promise<string> {
  const res = await admin.gql(
    `mutation ($input: CreateOrganisationInput!) {
      createOrganisation(input: $input) {
        __typename
        ... on CreateOrganisationPayload { organisation { id } }
        ... on Error { message }
      }
    }`,
    {
      input: {
        name: 'Kicker Club',
        isPublic: false,
        timeZone: 'Europe/Berlin',
        locations: [{ name: 'Main office', lat: 52.52, long: 13.4 }],
        departments: [],
        ...input,
      },
    },
  );
  const id = res.data?.createOrganisation?.organisation?.id;
  if (!id) throw new Error(`createOrganisation failed: ${JSON.stringify(res)}`);
  return String(id);
}

/** The global id (User:…) of the signed-in user of a client. */
export async function globalUserIdOf(c: TestClient): Promise<string> {
  const res = await c.gql('{ viewer { user { id } } }');
  const id = res.data?.viewer?.user?.id;
  if (!id) throw new Error(`not signed in: ${JSON.stringify(res)}`);
  return String(id);
}

/**
 * `admin` grants (or revokes) a role in an organisation (DESIGN §11): an admin of that organisation
 * for its members, or an installation admin for anyone. Throws unless it succeeds.
 */
export async function grantRole(
  admin: TestClient,
  organisationId: string,
  user: TestClient | string,
  role: 'admin' | 'moderator' | 'analyst',
  granted = true,
): Promise<void> {
  const userId = typeof user === 'string' ? user : await globalUserIdOf(user);
  const res = await admin.gql(
    `mutation ($input: SetUserRoleInput!) {
      setUserRole(input: $input) { __typename ... on Error { message } }
    }`,
    { input: { organisationId, userId, role, granted } },
  );
  if (res.data?.setUserRole?.__typename !== 'SetUserRolePayload')
    throw new Error(`setUserRole failed: ${JSON.stringify(res)}`);
}

/** `admin` (an installation admin) appoints `user` installation admin, e.g. to run their own organisations. */
export async function appointInstallationAdmin(admin: TestClient, user: TestClient): Promise<void> {
  const res = await admin.gql(
    `mutation ($input: SetInstallationAdminInput!) {
      setInstallationAdmin(input: $input) { __typename ... on Error { message } }
    }`,
    { input: { userId: await globalUserIdOf(user), appointed: true } },
  );
  if (res.data?.setInstallationAdmin?.__typename !== 'SetInstallationAdminPayload')
    throw new Error(`setInstallationAdmin failed: ${JSON.stringify(res)}`);
}

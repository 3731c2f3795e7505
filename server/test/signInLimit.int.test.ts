import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { loadEnvironment } from '../src/environment.ts';
import { freePort } from './support/globalSetup.ts';
import { startSmtpSink } from './support/smtpSink.ts';
import { signedInClient, startTestApp, type TestApp } from './support/testApp.ts';

// Three failed sign-ins per account and address, and three from addresses the account never signed
// in from; two sign-ins per address per minute, so that the attacker below, who comes from a new
// address each time, is never stopped by the per-address limit.
const ENV = {
  RATE_LIMIT_SIGN_IN_ACCOUNT: '3',
  RATE_LIMIT_SIGN_IN_ACCOUNT_ANY: '3',
  RATE_LIMIT_SIGN_IN: '2',
  TRUST_PROXY: 'true',
};
const PASSWORD = 'correct-horse-1';

let address = 0;
/** A sign-in from an address nobody used before (the proxy's X-Forwarded-For is trusted). */
async function signIn(baseUrl: string, email: string, password: unknown) {
  address += 1;
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  return {
    status: res.status,
    body,
    retryAfter: res.headers.get('retry-after'),
    cookies: res.headers.getSetCookie(),
  };
}

describe('sign-in limited per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: ENV });
    // The first user (admin) signs up first, so the accounts below are ordinary ones.
    await signedInClient(t, 'admin@kicker.test');
  });
  afterAll(() => t?.close());

  /** A verified account, signed up from an address of its own. */
  const account = async (email: string, { verified = true } = {}) => {
    const client = t.client();
    address += 1;
    client.headers['x-forwarded-for'] = `10.100.${(address >> 8) & 255}.${address & 255}`;
    const up = await client.signUp(email);
    expect(up.status).toBe(200);
    if (verified)
      await t.database.pool.query(`UPDATE "user" SET "emailVerified" = true WHERE email = $1`, [email]);
    return email;
  };

  it('answers 429 after 3 failed sign-ins from 3 new addresses, also to the right password from a new one', async () => {
    const email = await account('victim@kicker.test');
    for (const _ of [1, 2, 3]) expect((await signIn(t.baseUrl, email, 'wrong-password')).status).toBe(401);
    expect((await signIn(t.baseUrl, email, 'wrong-password')).status).toBe(429);
    const right = await signIn(t.baseUrl, email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body?.message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(right.cookies.some((c) => c.includes('session_token='))).toBe(false);
  });

  it('counts the e-mail however it is capitalised', async () => {
    const email = await account('casey@kicker.test');
    for (const spelling of ['Casey@Kicker.test', 'casey@KICKER.test', 'CASEY@KICKER.TEST'])
      expect((await signIn(t.baseUrl, spelling, 'wrong-password')).status).toBe(401);
    expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(429);
  });

  it('leaves other accounts alone, also from the attacking addresses', async () => {
    const email = await account('target@kicker.test');
    const other = await account('bystander@kicker.test');
    for (const _ of [1, 2, 3]) await signIn(t.baseUrl, email, 'wrong-password');
    expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(429);
    expect((await signIn(t.baseUrl, other, PASSWORD)).status).toBe(200);
  });

  it('lets the account in again once its failures are older than 15 minutes', async () => {
    const email = await account('patient@kicker.test');
    for (const _ of [1, 2, 3]) await signIn(t.baseUrl, email, 'wrong-password');
    expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(429);
    await t.database.pool.query(
      `UPDATE sign_in_attempts SET attempted_at = attempted_at - interval '15 minutes 1 second'`,
    );
    expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(200);
  });

  it('does not count sign-ins that did not fail on the password (successful, unverified, malformed)', async () => {
    const email = await account('fine@kicker.test');
    for (const _ of [1, 2, 3, 4]) expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(200);
    const unverified = await account('new@kicker.test', { verified: false });
    for (const _ of [1, 2, 3, 4]) expect((await signIn(t.baseUrl, unverified, PASSWORD)).status).toBe(403);
    expect((await signIn(t.baseUrl, email, 12345678)).status).toBe(400);
    expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(200);
  });

  it('lets no more than 3 of many simultaneous attempts through to the password check', async () => {
    const email = await account('burst@kicker.test');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn(t.baseUrl, email, 'wrong-password')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('counts across instances on the same database', async () => {
    const port = await freePort();
    const environment = loadEnvironment({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: t.baseUrl,
      LOG_LEVEL: 'silent',
      ...ENV,
    });
    const second: App = await createApp(environment, t.database.url, { logger: pino({ level: 'silent' }) });
    await second.listen();
    try {
      const email = await account('roaming@kicker.test');
      const secondUrl = `http://localhost:${port}`;
      // Its origin check wants PUBLIC_URL; the request goes to the second instance's port.
      const onSecond = (password: string) => signInAt(secondUrl, t.baseUrl, email, password);
      await signIn(t.baseUrl, email, 'wrong-password');
      expect(await onSecond('wrong-password')).toBe(401);
      await signIn(t.baseUrl, email, 'wrong-password');
      expect(await onSecond(PASSWORD)).toBe(429);
    } finally {
      await second.close();
    }
  });
});

async function signInAt(url: string, origin: string, email: string, password: string): Promise<number> {
  address += 1;
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `10.200.0.${address & 255}` },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe('sign-in limit and password reset', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ smtpUrl: sink.url, env: ENV });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('lets the owner in with the new password at once after a reset by the mailed link', async () => {
    const email = 'forgetful@kicker.test';
    const c = t.client();
    c.headers['x-forwarded-for'] = '10.250.0.1';
    await c.signUp(email, PASSWORD);
    await c.fetch(await sink.linkFor(email));
    for (const _ of [1, 2, 3]) await signIn(t.baseUrl, email, 'wrong-password');
    expect((await signIn(t.baseUrl, email, PASSWORD)).status).toBe(429);

    const before = sink.mails.length;
    expect(
      (await c.auth('request-password-reset', { email, redirectTo: `${t.baseUrl}/auth/reset` })).status,
    ).toBe(200);
    await expect.poll(() => sink.mails.length).toBeGreaterThan(before);
    const followed = await t.client().fetch(await sink.linkFor(email));
    const token = new URL(String(followed.headers.get('location')), t.baseUrl).searchParams.get('token');
    expect((await c.auth('reset-password', { token, newPassword: 'new-password-2' })).status).toBe(200);

    expect((await signIn(t.baseUrl, email, 'new-password-2')).status).toBe(200);
  });
});

// Issue 29: the lock-out hurt the owner (ten wrong passwords from anywhere kept an admin out). Now
// an attacker at one address locks out only that address, and many addresses together lock out
// only addresses the account never signed in from.
describe('sign-in limited per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_SIGN_IN_ACCOUNT: '3', RATE_LIMIT_SIGN_IN_ACCOUNT_ANY: '6', TRUST_PROXY: 'true' },
    });
    await signedInClient(t, 'admin@kicker.test');
  });
  afterAll(() => t?.close());

  const from = async (at: string, email: string, password: string) =>
    (
      await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: t.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': at },
        body: JSON.stringify({ email, password }),
      })
    ).status;
  const verifiedAccount = async (email: string) => {
    const client = t.client();
    client.headers['x-forwarded-for'] = '10.60.0.1';
    expect((await client.signUp(email)).status).toBe(200);
    await t.database.pool.query(`UPDATE "user" SET "emailVerified" = true WHERE email = $1`, [email]);
    return email;
  };

  it('locks out only the address that failed, not the owner elsewhere', async () => {
    const email = await verifiedAccount('admin-before-the-tourney@kicker.test');
    for (const _ of [1, 2, 3]) expect(await from('10.61.0.1', email, 'wrong-password')).toBe(401);
    expect(await from('10.61.0.1', email, PASSWORD)).toBe(429);
    expect(await from('10.62.0.1', email, PASSWORD)).toBe(200);
  });

  it('holds up new addresses after many failures from many, but not an address the owner signed in from', async () => {
    const email = await verifiedAccount('owner@kicker.test');
    expect(await from('10.63.0.1', email, PASSWORD)).toBe(200); // the owner's table
    for (let i = 1; i <= 6; i++) expect(await from(`10.64.0.${i}`, email, 'wrong-password')).toBe(401);
    expect(await from('10.64.0.99', email, PASSWORD)).toBe(429); // a new address: held up
    expect(await from('10.63.0.1', email, PASSWORD)).toBe(200); // the owner: in
  });
});

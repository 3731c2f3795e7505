import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './support/smtpSink.ts';
import { signedInClient, startTestApp, type TestApp, type TestClient } from './support/testApp.ts';

const VIEWER = '{ viewer { user { name email } emailVerified roles isInstallationAdmin } }';

async function viewerOf(c: TestClient) {
  return (await c.gql(VIEWER)).data?.viewer;
}

describe('accounts with a mail server', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('verifies by the mailed link, signs in, and makes only the first user the installation admin', async () => {
    const first = t.client();
    expect((await first.signUp('ada@example.com', 'correct-horse-1', 'Ada')).status).toBe(200);
    // With a mail server even the first user verifies by mail before signing in.
    expect((await first.signIn('ada@example.com')).status).toBe(403);
    const firstVerify = await first.fetch(await sink.linkFor('ada@example.com'));
    expect(firstVerify.status).toBe(302);
    expect((await viewerOf(first))?.emailVerified).toBe(true);

    const second = t.client();
    const up = await second.signUp('bob@example.com', 'correct-horse-1', 'Bob');
    expect(up.status).toBe(200);
    expect(second.cookies.size).toBe(0);
    const refused = await second.signIn('bob@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body?.code).toBe('EMAIL_NOT_VERIFIED');

    const link = await sink.linkFor('bob@example.com');
    expect(link).toContain('/api/auth/verify-email?token=');
    const verified = await second.fetch(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.getSetCookie().join('\n')).toMatch(/session_token=/);

    const browser = t.client();
    expect((await browser.signIn('bob@example.com')).status).toBe(200);
    expect(await viewerOf(browser)).toEqual({
      user: { name: 'Bob', email: 'bob@example.com' },
      emailVerified: true,
      roles: ['guest'],
      isInstallationAdmin: false,
    });
    // The first user runs the installation; an organisation's admin they become by creating one.
    expect((await viewerOf(first))?.isInstallationAdmin).toBe(true);
    expect((await viewerOf(first))?.roles).toEqual(['guest']);
    expect((await viewerOf(second))?.isInstallationAdmin).toBe(false);
  });

  it('resets a password by the mailed link: the new one works, the old one no longer does', async () => {
    const email = 'reset@example.com';
    const c = t.client();
    await c.signUp(email, 'old-password-1');
    await c.fetch(await sink.linkFor(email));
    const before = sink.mails.length;

    const asked = await t
      .client()
      .auth('request-password-reset', { email, redirectTo: `${t.baseUrl}/reset-password` });
    expect(asked.status).toBe(200);
    await expect.poll(() => sink.mails.length).toBeGreaterThan(before);
    const link = await sink.linkFor(email);
    expect(link).toContain('/api/auth/reset-password/');

    const followed = await t.client().fetch(link);
    expect(followed.status).toBe(302);
    const target = new URL(String(followed.headers.get('location')), t.baseUrl);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.client().auth('reset-password', { token, newPassword: 'new-password-2' });
    expect(reset.status).toBe(200);
    // The token is single-use.
    expect((await t.client().auth('reset-password', { token, newPassword: 'other-pass-3' })).status).toBe(
      400,
    );

    expect((await t.client().signIn(email, 'old-password-1')).status).toBe(401);
    const fresh = t.client();
    expect((await fresh.signIn(email, 'new-password-2')).status).toBe(200);
    expect((await viewerOf(fresh))?.user.email).toBe(email);
    // Resetting the password revoked the sessions that existed before.
    expect(await viewerOf(c)).toBeNull();
  });
});

describe('accounts without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('verifies the first user at once and makes them installation admin; a second user must verify first', async () => {
    const first = t.client();
    expect((await first.signUp('first@example.com')).status).toBe(200);
    expect((await first.signIn('first@example.com')).status).toBe(200);
    const me = await viewerOf(first);
    expect(me?.emailVerified).toBe(true);
    expect(me?.isInstallationAdmin).toBe(true);

    const second = t.client();
    expect((await second.signUp('second@example.com')).status).toBe(200);
    const refused = await second.signIn('second@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await viewerOf(second)).toBeNull();
  });

  it('refuses an unverified user where verification is required', async () => {
    const c = await signedInClient(t, 'unverified@example.com');
    await t.database.pool.query(`UPDATE "user" SET "emailVerified" = false WHERE id = $1`, [c.userId]);
    const me = await viewerOf(c);
    expect(me?.emailVerified).toBe(false);

    const res = await c.gql(
      'mutation { revokeApiKey(input: { id: "some-key" }) { __typename ... on RevokeApiKeyPayload { revokedId } } }',
    );
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Please verify your e-mail address first');
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('ends the session on sign-out, also for a copy of the old cookie', async () => {
    const c = await signedInClient(t, 'leaver@example.com');
    expect((await viewerOf(c))?.user.email).toBe('leaver@example.com');
    // The server remembers which session a cookie names (requestViewer.ts); a stolen or cached copy
    // of the cookie must still stop working the moment the session ends.
    const copy = t.client();
    for (const [name, value] of c.cookies) copy.cookies.set(name, value);
    expect((await viewerOf(copy))?.user.email).toBe('leaver@example.com');
    const out = await c.auth('sign-out', {});
    expect(out.status).toBe(200);
    expect(await viewerOf(c)).toBeNull();
    expect(copy.cookies.size).toBeGreaterThan(0);
    expect(await viewerOf(copy)).toBeNull();
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const c = t.client();
    await c.signUp('cookie@example.com');
    await t.database.pool.query(`UPDATE "user" SET "emailVerified" = true WHERE email = $1`, [
      'cookie@example.com',
    ]);
    const res = await c.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'cookie@example.com', password: 'correct-horse-1' }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((line) => /session_token=/.test(line));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_SIGN_IN: '3' } });
  });
  afterAll(() => t?.close());

  it('answers 429 to the fourth sign-in attempt within a minute', async () => {
    const c = t.client();
    await c.signUp('limited@example.com');
    for (let i = 0; i < 3; i++) {
      const attempt = await c.signIn('limited@example.com', 'wrong-password');
      expect(attempt.status).toBe(401);
    }
    expect((await c.signIn('limited@example.com')).status).toBe(429);
  });
});

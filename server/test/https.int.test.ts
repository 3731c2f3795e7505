import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './support/testApp.ts';

const PATHS = ['/', '/stats/season', '/graphql?query=%7B__typename%7D', '/api/auth/ok', '/healthz'];

async function hsts(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { 'x-graphql-yoga-csrf': '1', ...headers } });
  expect(res.status, path).toBeLessThan(400);
  return res.headers.get('strict-transport-security');
}

/** Signs the installation's first user up and in; returns the Set-Cookie lines of the sign-in. */
async function signIn(client: TestClient, email: string): Promise<string[]> {
  expect((await client.signUp(email)).status).toBe(200);
  const res = await client.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'correct-horse-1' }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie();
}

const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('served over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('never sends Strict-Transport-Security, not even when an untrusted X-Forwarded-Proto says https', async () => {
    for (const path of PATHS) {
      expect(await hsts(t, path)).toBeNull();
      expect(await hsts(t, path, { 'x-forwarded-proto': 'https' })).toBeNull();
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, without Secure (the browser would drop it)', async () => {
    const lines = await signIn(t.client(), 'plain@kicker.test');
    const session = lines.find((l) => l.startsWith('better-auth.session_token='));
    expect(session).toBeDefined();
    const attrs = attributes(String(session));
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attrs).not.toContain('secure');
  });
});

describe('served over HTTPS by a trusted proxy (PUBLIC_URL https, TRUST_PROXY=true)', () => {
  const PUBLIC = 'https://kicker.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: PUBLIC, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t?.close());

  /** A browser on the https address, as the proxy forwards it. */
  function browser() {
    const client = t.client();
    client.headers = { origin: PUBLIC, 'x-forwarded-proto': 'https' };
    return client;
  }

  it('sends Strict-Transport-Security on every answer that came over https', async () => {
    for (const path of PATHS)
      expect(await hsts(t, path, { 'x-forwarded-proto': 'https' }), path).toBe('max-age=31536000');
  });

  it('sends no Strict-Transport-Security when the proxy says the request came over http', async () => {
    for (const path of PATHS) expect(await hsts(t, path, { 'x-forwarded-proto': 'http' }), path).toBeNull();
  });

  it('sets the session cookie as __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain', async () => {
    const client = browser();
    const lines = await signIn(client, 'secure@kicker.test');
    const names = lines.map((l) => l.slice(0, l.indexOf('=')));
    expect(names).toContain('__Host-better-auth.session_token');
    for (const line of lines) {
      expect(line.startsWith('__Host-'), line).toBe(true);
      const attrs = attributes(line);
      expect(attrs).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
    }
    // The session works with its new name, for GraphQL and for better-auth itself.
    expect((await client.gql('{ viewer { user { email } } }')).data).toEqual({
      viewer: { user: { email: 'secure@kicker.test' } },
    });
    const session = await client.fetch('/api/auth/get-session');
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('secure@kicker.test');
    // A cookie without the prefix (as a plain-http page could set one) is not the session.
    const token = client.cookies.get('__Host-better-auth.session_token');
    const plain = t.client();
    plain.headers = { origin: PUBLIC, 'x-forwarded-proto': 'https' };
    plain.cookies.set('better-auth.session_token', String(token));
    expect((await plain.gql('{ viewer { user { email } } }')).data).toEqual({ viewer: null });
  });
});

describe('behind a trusted proxy while PUBLIC_URL says http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t?.close());

  it('sends Strict-Transport-Security exactly when X-Forwarded-Proto says https', async () => {
    for (const path of PATHS) {
      expect(await hsts(t, path, { 'x-forwarded-proto': 'https' }), path).toBe('max-age=31536000');
      expect(await hsts(t, path, { 'x-forwarded-proto': 'http' }), path).toBeNull();
      expect(await hsts(t, path), path).toBeNull();
    }
  });
});

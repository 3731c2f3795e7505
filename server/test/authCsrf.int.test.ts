import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from './support/testApp.ts';

// better-auth's own CSRF check (Origin against PUBLIC_URL/TRUSTED_ORIGINS) runs under test as in production.
describe('/api/auth refuses what a foreign page can make a browser send', () => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    user = await signedInClient(t, 'signed-in@kicker.test');
  });
  afterAll(() => t?.close());

  const viewer = async () =>
    (await user.gql('{ viewer { user { email } } }')).data?.viewer?.user?.email ?? null;

  it('refuses a sign-out from a foreign origin, as a form post or as JSON, and keeps the session', async () => {
    for (const origin of ['http://localhost:1', 'null']) {
      // A form post is refused for its type (415) before anything else; JSON by the Origin check.
      const form = await fetch(`${t.baseUrl}/api/auth/sign-out`, {
        method: 'POST',
        headers: { origin, cookie: user.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect([403, 415], origin).toContain(form.status);
      const json = await fetch(`${t.baseUrl}/api/auth/sign-out`, {
        method: 'POST',
        headers: { origin, cookie: user.cookieHeader, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status, origin).toBe(403);
    }
    expect(await viewer()).toBe('signed-in@kicker.test');
  });

  it('signs out a POST from the app itself', async () => {
    const other = await signedInClient(t, 'leaving@kicker.test');
    expect((await other.auth('sign-out', {})).status).toBe(200);
    expect((await other.gql('{ viewer { user { email } } }')).data?.viewer).toBeNull();
  });
});

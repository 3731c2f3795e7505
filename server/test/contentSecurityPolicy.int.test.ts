import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Inline scripts of a page as the browser hashes them: the text between the tags. */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, a]) => !a?.includes('src='),
  );
  return scripts.map(
    ([, , body]) => `'sha256-${createHash('sha256').update(String(body)).digest('base64')}'`,
  );
}

describe('Content-Security-Policy of the built client', () => {
  let t: TestApp;
  let indexHtml: string;
  beforeAll(async () => {
    t = await startTestApp();
    indexHtml = fs.readFileSync(path.join(t.app.services.environment.clientDist, 'index.html'), 'utf8');
  });
  afterAll(() => t?.close());

  it('sends the policy on every HTML answer: index.html, client routes and unknown paths', async () => {
    for (const p of ['/', '/index.html', '/stats/season', '/auth', '/no/such/page', '/assets/gone-1234.js']) {
      const res = await fetch(`${t.baseUrl}${p}`);
      expect(res.headers.get('content-type'), p).toContain('text/html');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), p).toEqual(["'self'"]);
    }
  });

  it("allows exactly the built index.html's inline scripts by hash, and no 'unsafe-inline' script", async () => {
    const expected = inlineScriptHashes(indexHtml);
    expect(expected.length).toBeGreaterThanOrEqual(2); // colour mode, first-screen chooser, views
    const csp = directives((await fetch(`${t.baseUrl}/stats`)).headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(expected)].sort());
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.some((s) => s === '*' || s.endsWith(':'))).toBe(false);
  });

  it('closes what the app does not use and allows what it does', async () => {
    const csp = directives((await fetch(`${t.baseUrl}/`)).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Logos and player pictures are addresses people enter.
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    // The API and the graphql-ws socket of the same origin only.
    expect(csp.get('connect-src')).toEqual(["'self'", t.baseUrl.replace(/^http/, 'ws')]);
  });

  it('gives non-HTML files of the client no page policy (the service worker must load its scripts)', async () => {
    const res = await fetch(`${t.baseUrl}/sw.js`);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('gives API answers a policy that runs and loads nothing', async () => {
    const answers = [
      await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      await fetch(`${t.baseUrl}/api/auth/error?error=some_error`),
      await fetch(`${t.baseUrl}/healthz`),
    ];
    for (const res of answers) {
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('script-src')).toBe(false);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it("allows GraphiQL's inline scripts (development only) by hash, not 'unsafe-inline'", async () => {
    const res = await fetch(`${t.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const scriptSrc = directives(res.headers.get('content-security-policy')).get('script-src') ?? [];
    expect(scriptSrc).toEqual(expect.arrayContaining(inlineScriptHashes(html)));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('Content-Security-Policy follows the index.html being served', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script>window.a = 1</script><p>one</p>');
    t = await startTestApp({ env: { CLIENT_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const scriptHashes = async () =>
    (
      directives((await fetch(`${t.baseUrl}/`)).headers.get('content-security-policy')).get('script-src') ??
      []
    ).filter((s) => s.startsWith("'sha256-"));

  it('hashes the inline scripts of the file as it is now, after it changes too', async () => {
    expect(await scriptHashes()).toEqual(inlineScriptHashes('<script>window.a = 1</script>'));
    const changed = '<!doctype html><script>window.b = 2</script><script type="module" src="/x.js"></script>';
    fs.writeFileSync(path.join(dist, 'index.html'), changed);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    expect(await scriptHashes()).toEqual(inlineScriptHashes('<script>window.b = 2</script>'));
  });
});

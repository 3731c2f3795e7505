import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp.ts';

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, encoding?: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('answers client routes with index.html, never cached', async () => {
    const res = await get('/stats/season');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  // fetch() would decompress for us; read the bytes as they travel.
  const raw = (path: string, encoding: string) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(`${t.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });

  it('sends text compressed with brotli or gzip, as the browser accepts, with the same content', async () => {
    const plain = await raw('/index.html', 'identity');
    expect(plain.encoding).toBeUndefined();
    const br = await raw('/index.html', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = await raw('/index.html', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(plain.body);
    expect(gz.body.length).toBeLessThan(plain.body.length);
  });

  it('does not serve files outside the client folder', async () => {
    const res = await get('/..%2f..%2fpackage.json');
    expect(await res.text()).not.toContain('"packageManager"');
  });
});

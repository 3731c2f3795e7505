// TEMPORARY, not committed: a trace of /stats/season's load.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createApp } from '../src/app.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { loadEnvironment } from '../src/environment.ts';
import { freePort } from '../test/support/freePort.ts';
import { DEMO_ADMIN_EMAIL, seedDemo } from './demoData.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-zz-pg-'));
fs.chmodSync(dataDir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'zz' });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = await createApp(
  loadEnvironment({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN: '1000',
  }),
  pg.url,
);
await app.listen();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const password = randomBytes(12).toString('base64url');
  await seedDemo(app.services, { password });
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password }),
  });
  const cookies = res.headers.getSetCookie().map((l) => {
    const [nv] = l.split(';');
    const i = nv!.indexOf('=');
    return { name: nv!.slice(0, i), value: nv!.slice(i + 1), url: base };
  });
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (!process.env.ZZ_ANON) await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  // warm
  await page.goto(`${base}${process.env.ZZ_PATH ?? '/stats/season'}`);
  await page.waitForTimeout(3000);
  const page2 = await ctx.newPage();
  await page2.addInitScript(() => {
    (window as any).__lcp = [];
    (window as any).__rm = [];
    new MutationObserver((ms) => {
      for (const m of ms)
        for (const n of m.removedNodes)
          if (n instanceof HTMLElement)
            for (const d of [n, ...n.querySelectorAll('div')])
              if (
                d.tagName === 'DIV' &&
                [...d.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim())
              )
                (window as any).__rm.push(`${Math.round(performance.now())} ${d.outerHTML.slice(0, 300)}`);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as any[])
        (window as any).__lcp.push(
          `${Math.round(e.startTime)} ${e.size} ${e.element?.outerHTML?.slice(0, 400)} PARENT ${e.element?.parentElement?.className}`,
        );
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await ctx.newCDPSession(page2);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page2, {
    path: '/tmp/zz-trace.json',
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  await page2.goto(`${base}${process.env.ZZ_PATH ?? '/stats/season'}`);
  await page2.waitForSelector(process.env.ZZ_WAIT ?? 'table', { timeout: 60000 });
  await page2.waitForTimeout(4000);
  await browser.stopTracing();
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync('/tmp/zz-page.cpuprofile', JSON.stringify(profile));
  await page2.screenshot({ path: '/tmp/zz-page.png' });
  console.log(
    await page2.evaluate(() => {
      const out: number[] = [];
      for (let i = 0; i < 4; i++) {
        const t = performance.now();
        document.body.style.width = i % 2 ? '' : '380px';
        void document.body.offsetHeight;
        out.push(Math.round((performance.now() - t) * 10) / 10);
      }
      const t = performance.now();
      document.body.style.fontFamily = 'serif';
      void document.body.offsetHeight;
      out.push(Math.round((performance.now() - t) * 10) / 10);
      const t2 = performance.now();
      document.body.style.fontFamily = 'monospace';
      void document.body.offsetHeight;
      out.push(Math.round((performance.now() - t2) * 10) / 10);
      return 'relayout ms: ' + out.join(' ');
    }),
  );
  console.log(
    'TEXTDIVS',
    await page2.evaluate(() =>
      [...document.querySelectorAll('div')]
        .filter((d) => [...d.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim()))
        .map((d) => {
          const r = d.getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)} ${d.outerHTML.slice(0, 200)}`;
        })
        .join('\n'),
    ),
  );
  console.log('REMOVED', await page2.evaluate(() => (window as any).__rm.join('\n')));
  console.log('LCP', await page2.evaluate(() => (window as any).__lcp.join('\n')));
  console.log('FONT', await page2.evaluate(() => getComputedStyle(document.querySelector('td') ?? document.body).fontFamily));
  console.log(
    'NONASCII',
    await page2.evaluate(() =>
      [...new Set([...document.body.innerText].filter((c) => c.charCodeAt(0) > 127))].join(' '),
    ),
  );
  const fcdp = await ctx.newCDPSession(page2);
  await fcdp.send('DOM.enable');
  await fcdp.send('CSS.enable');
  const doc = await fcdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await fcdp.send('DOM.querySelector', { nodeId: doc.root.nodeId, selector: 'body' });
  console.log(
    'PLATFORMFONTS',
    JSON.stringify((await fcdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts),
  );
  console.log(
    await page2.evaluate(() => {
      const c: Record<string, number> = {};
      for (const e of document.querySelectorAll('*')) c[e.tagName] = (c[e.tagName] ?? 0) + 1;
      return JSON.stringify(Object.entries(c).sort((a, b) => b[1] - a[1]));
    }),
  );
  console.log(
    await page2.evaluate(() => {
      const c: Record<string, number> = {};
      for (const e of document.querySelectorAll('body *')) {
        const k = (e.closest('[class]')?.className?.toString() ?? '').split(' ')[0]!;
        c[k] = (c[k] ?? 0) + 1;
      }
      return JSON.stringify(
        Object.entries(c)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25),
      );
    }),
  );
  console.log('ok');
} finally {
  await browser.close();
  await app.close();
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

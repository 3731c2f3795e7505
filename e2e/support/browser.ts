import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { programPath, systemPackage } from '../../scripts/systemPackages.ts';
import { STEP_MS } from './budget.ts';

/** Debian's Chromium, or CHROMIUM_PATH; `pnpm test` installs it first when it is missing. */
export const CHROMIUM = programPath(systemPackage('chromium'));

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Debian's Chromium, headless; Playwright gives each launch a fresh profile. No browser downloads
 * (they fail here). `extraArgs` for a launch that needs more (a fake microphone, support/wav.ts).
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    timeout: STEP_MS,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/** Content-Security-Policy violations per browser, as `<page url>: <directive> <blocked>`. */
const violations = new WeakMap<Browser, string[]>();
const CSP_TAG = '[csp-violation]';

/** The violations seen so far in this browser's pages, emptied. */
export function takeCspViolations(browser: Browser): string[] {
  const seen = violations.get(browser) ?? [];
  violations.set(browser, []);
  return seen;
}

/**
 * Every page reports what its Content-Security-Policy blocked (the `securitypolicyviolation` event)
 * to the console, where the test collects it: startE2E fails a test file whose flows hit one.
 */
async function watchCsp(browser: Browser, context: BrowserContext) {
  if (!violations.has(browser)) violations.set(browser, []);
  await context.addInitScript((tag) => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`${tag} ${location.href}: ${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
    );
  }, CSP_TAG);
  context.on('console', (message) => {
    if (message.text().startsWith(CSP_TAG))
      violations.get(browser)?.push(message.text().slice(CSP_TAG.length + 1));
  });
}

/** A fresh browser profile; each step in it (action, navigation, wait) may take STEP_MS. */
export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string,
  colorScheme: 'light' | 'dark' = 'light',
  /** 'no-preference' where a flow checks the motion itself (the last-score badge's fade). */
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    colorScheme,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: viewport === 'phone' ? 2 : 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    serviceWorkers: 'block',
    // Animations off (our CSS honours it): axe then measures colours at rest, not mid-fade.
    reducedMotion,
  });
  await watchCsp(browser, context);
  context.setDefaultTimeout(STEP_MS);
  context.setDefaultNavigationTimeout(STEP_MS);
  return context;
}

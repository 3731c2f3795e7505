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

/** Debian's Chromium, headless; Playwright gives each launch a fresh profile. No browser downloads (they fail here). */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
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
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/** A fresh browser profile; each step in it (action, navigation, wait) may take STEP_MS. */
export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: viewport === 'phone' ? 2 : 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    serviceWorkers: 'block',
    // Animations off (our CSS honours it): axe then measures colours at rest, not mid-fade.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(STEP_MS);
  context.setDefaultNavigationTimeout(STEP_MS);
  return context;
}

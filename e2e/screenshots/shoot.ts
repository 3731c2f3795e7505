import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signInInBrowser } from '../support/app.ts';
import { newContext, VIEWPORTS, type ViewportName } from '../support/browser.ts';

const OUT = path.join(import.meta.dirname, '..', '..', 'screenshots');

export interface Shot {
  /** The file name's stem: `<area>-<name>-<viewport>-<mode>.png`. */
  name: string;
  path: string;
  /** Waits until the screen shows what it is about (a heading, a text). */
  ready(page: Page): Promise<unknown>;
  /** Only what the window shows, not the whole page: what a player sees before scrolling. */
  fold?: boolean;
  /** The screen keeps a request open (a live camera stream): wait for the load, not for a quiet network. */
  streaming?: boolean;
}

/**
 * Each shot at 390 and 1440 px, light and dark, signed in as `email`, into screenshots/ (git-ignored).
 * Full-page images, animations off (newContext sets reduced motion).
 */
export async function shoot(
  browser: Browser,
  baseUrl: string,
  area: string,
  login: { email: string; password: string },
  shots: readonly Shot[],
) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
    for (const mode of ['light', 'dark'] as const) {
      const context = await newContext(browser, viewport, baseUrl, mode);
      const page = await context.newPage();
      await signInInBrowser(page, login.email, login.password);
      await page.waitForURL('**/stats/season');
      for (const shot of shots) {
        const file = path.join(OUT, `${area}-${shot.name}-${VIEWPORTS[viewport].width}-${mode}.png`);
        await page.goto(shot.path);
        try {
          await shot.ready(page);
        } catch (error) {
          // What the screen showed instead is the first clue.
          await page.screenshot({ path: file.replace(/\.png$/, '-failed.png'), fullPage: true });
          throw error;
        }
        // Fonts and images settle; nothing moves (reduced motion).
        await page.waitForLoadState(shot.streaming ? 'load' : 'networkidle');
        await page.screenshot({ path: file, fullPage: !shot.fold });
      }
      await context.close();
    }
}

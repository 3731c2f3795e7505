import type { BrowserContext, Page } from 'playwright-core';

// What the season screen signals of a match besides its tables (SPEC §4): the last-score badge,
// which is gone after 5 s, and the bounty dialogs' sound, which leaves nothing on screen. Both are
// recorded as they happen, so a flow can check them afterwards on a busy machine.

export interface BadgeSeen {
  text: string;
  /** What the figure is made of (its title): '+90 MMR (40 match points + 50 challenge bonus)'. */
  title: string;
  /** The badge's opacity when it entered the page: 1 without a fade-in (reduced motion), else 0. */
  opacity: string;
}

/** Records every last-score badge (`data-testid="last-score"`) as it enters the page. */
export async function watchBadges(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: { text: string; title: string; opacity: string }[] = [];
    (window as unknown as { kickerBadges: typeof seen }).kickerBadges = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const badges = node.matches('[data-testid="last-score"]')
            ? [node]
            : [...node.querySelectorAll('[data-testid="last-score"]')];
          for (const badge of badges)
            seen.push({
              text: badge.textContent ?? '',
              title: badge.getAttribute('title') ?? '',
              opacity: getComputedStyle(badge).opacity,
            });
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const badgesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { kickerBadges: BadgeSeen[] }).kickerBadges ?? []);

/**
 * Counts the tones the page starts (the app's sounds are Web Audio oscillators, lib/sound.ts): a spy
 * at the browser's audio boundary, the sound itself still plays (muted in headless Chromium).
 */
export async function watchSounds(context: BrowserContext) {
  await context.addInitScript(() => {
    const counter = window as unknown as { kickerTones: number };
    counter.kickerTones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      counter.kickerTones++;
      return start.apply(this, args);
    };
  });
}

export const tonesPlayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { kickerTones: number }).kickerTones ?? 0);

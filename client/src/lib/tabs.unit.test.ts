import { describe, expect, it } from 'vitest';
import { revealTabAt } from './tabs';

describe('scrolling the active tab into view', () => {
  const bar = { scrollLeft: 0, width: 360 };

  it('leaves a tab in view alone', () => {
    expect(revealTabAt({ ...bar, tabStart: 100, tabEnd: 200 }, 48)).toBeNull();
  });

  it('scrolls a tab hidden on the right in, clear of the faded edge', () => {
    expect(revealTabAt({ ...bar, tabStart: 400, tabEnd: 470 }, 48)).toBe(470 + 48 - 360);
    // Partly under the fade counts as hidden.
    expect(revealTabAt({ ...bar, tabStart: 280, tabEnd: 340 }, 48)).toBe(340 + 48 - 360);
  });

  it('scrolls back to a tab hidden on the left, never before the start', () => {
    expect(revealTabAt({ scrollLeft: 300, width: 360, tabStart: 200, tabEnd: 260 }, 48)).toBe(152);
    expect(revealTabAt({ scrollLeft: 100, width: 360, tabStart: 0, tabEnd: 60 }, 48)).toBe(0);
  });
});

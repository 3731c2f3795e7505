import { describe, expect, it } from 'vitest';
import { RULES_MAX_NESTING, RulesNestedTooDeeplyError, sanitiseRulesHtml } from './sanitise.ts';

describe('sanitiseRulesHtml', () => {
  it('keeps rules nested as deep as the limit', () => {
    const html = `${'<blockquote>'.repeat(RULES_MAX_NESTING)}Tor${'</blockquote>'.repeat(RULES_MAX_NESTING)}`;
    expect(sanitiseRulesHtml(html)).toBe(html);
  });

  it('refuses rules nested deeper than the limit, whether the tags are closed or not', () => {
    const depth = RULES_MAX_NESTING + 1;
    for (const html of [
      `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`,
      '<b>'.repeat(depth),
      `${'<b>'.repeat(depth)}${'</i>'.repeat(depth)}`,
      '<ul><li>'.repeat(depth),
      '<div>'.repeat(depth), // dropped from the output, but the parser still nests it
    ])
      expect(() => sanitiseRulesHtml(html)).toThrow(RulesNestedTooDeeplyError);
  });

  it('stops parsing at the first element past the limit (the work stays linear in the length)', () => {
    // 30,000 nested tags: without the limit the parser shifts an array of up to 30,000 open
    // elements for each tag. With it, it never sees more than the limit plus one.
    let opened = 0;
    const counting = '<b>'.repeat(30_000);
    const original = Array.prototype.unshift;
    Array.prototype.unshift = function (this: unknown[], ...items: unknown[]) {
      opened += 1;
      return original.apply(this, items);
    };
    try {
      expect(() => sanitiseRulesHtml(counting)).toThrow(RulesNestedTooDeeplyError);
    } finally {
      Array.prototype.unshift = original;
    }
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThanOrEqual(RULES_MAX_NESTING + 1);
  });

  it('does not count elements that close themselves or each other as nesting', () => {
    const flat = '<p>a<br><hr><p>b'.repeat(RULES_MAX_NESTING * 2);
    expect(() => sanitiseRulesHtml(flat)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { nameKey, normalisedName, normaliseName, playerNameSchema } from './fields.ts';

describe('names as people read them', () => {
  it('folds full-width letters and ligatures (NFKC)', () => {
    expect(normaliseName('Ｍａｘ')).toBe('Max');
    expect(normaliseName('ﬁfa')).toBe('fifa');
  });

  it('drops zero-width, bidi-control and other invisible characters', () => {
    for (const hidden of [
      '\u200B',
      '\u200C',
      '\u200D',
      '\u200E',
      '\u202E',
      '\u2066',
      '\u00AD',
      '\uFEFF',
      '\u061C',
    ])
      expect(normaliseName(`Ma${hidden}x`), JSON.stringify(hidden)).toBe('Max');
  });

  it('compares names after normalising, trimmed and ignoring case', () => {
    expect(nameKey(' Ｍａ\u200Bx ')).toBe(nameKey('max'));
    expect(nameKey('Maxi')).not.toBe(nameKey('Max'));
  });

  it('normalises before the name rules check, so an invisible-only name is too short', () => {
    expect(normalisedName(playerNameSchema).parse('Ｍａｘ')).toBe('Max');
    const tooShort = normalisedName(playerNameSchema).safeParse('\u200B\u200B\u200B');
    expect(tooShort.success).toBe(false);
    expect(tooShort.error?.issues[0]?.message).toBe('Minimum of 2 characters');
  });
});

import { describe, expect, it } from 'vitest';
import {
  departmentNameSchema,
  hasHiddenCharacters,
  locationNameSchema,
  normalisedName,
  normaliseName,
  organisationNameSchema,
  playerNameSchema,
} from './fields.ts';
import { nameKey } from './nameKey.ts';

const HIDDEN = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u202E',
  '\u2066',
  '\u00AD',
  '\uFEFF',
  '\u061C',
  '\uFE0F',
];

describe('names as people read them', () => {
  it('folds full-width letters and ligatures (NFKC)', () => {
    expect(normaliseName('Ｍａｘ')).toBe('Max');
    expect(normaliseName('ﬁfa')).toBe('fifa');
  });

  it('refuses zero-width, bidi-control and other invisible characters in every kind of name (issue 29)', () => {
    for (const hidden of HIDDEN) {
      const name = `Ma${hidden}x`;
      expect(hasHiddenCharacters(name), JSON.stringify(hidden)).toBe(true);
      const player = normalisedName(playerNameSchema).safeParse(name);
      expect(player.error?.issues[0]?.message, JSON.stringify(hidden)).toBe('No weird characters allowed');
      for (const schema of [organisationNameSchema, locationNameSchema, departmentNameSchema])
        expect(normalisedName(schema).safeParse(name).error?.issues[0]?.message).toBe(
          'Invisible or direction-changing characters are not allowed',
        );
    }
    // "Anna" written backwards by a right-to-left override.
    expect(normalisedName(playerNameSchema).safeParse('\u202Eanna').success).toBe(false);
  });

  it('keeps emoji written with a joiner or a variation selector', () => {
    for (const name of ['Herz ❤️', 'Familie 👨\u200D👩\u200D👧', 'Feuer 🔥'])
      expect(normalisedName(playerNameSchema).safeParse(name).success, name).toBe(true);
  });

  it('compares names after normalising, without hidden characters, trimmed and ignoring case', () => {
    expect(nameKey(' Ｍａ\u200Bx ')).toBe(nameKey('max'));
    expect(nameKey('Maxi')).not.toBe(nameKey('Max'));
  });

  it('compares names by their look (UTS #39 skeleton): look-alikes are the same name', () => {
    expect(nameKey('\u0410nna')).toBe(nameKey('Anna')); // Cyrillic А
    expect(nameKey('Ηammer')).toBe(nameKey('Hammer')); // Greek Η
    expect(nameKey('Rnauer')).toBe(nameKey('Mauer'));
    expect(nameKey('F1inke Hand')).toBe(nameKey('Flinke Hand'));
    expect(nameKey('IAN')).toBe(nameKey('ian'));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('Anne')).not.toBe(nameKey('Anna'));
    expect(nameKey('Müller')).not.toBe(nameKey('Muller'));
  });

  it('normalises before the name rules check', () => {
    expect(normalisedName(playerNameSchema).parse('Ｍａｘ')).toBe('Max');
    expect(normalisedName(playerNameSchema).safeParse('\u200B\u200B\u200B').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { inline, literal } from './literals.ts';

describe('statements with their values written in (several in one round trip)', () => {
  it('writes each value as the literal pg would bind', () => {
    expect(literal(null)).toBe('NULL');
    expect(literal(undefined)).toBe('NULL');
    expect(literal(42)).toBe("'42'");
    expect(literal(true)).toBe("'true'");
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal(['a', 'b,c'])).toBe(`'{"a","b,c"}'`);
    expect(literal({ k: "it's" })).toBe(`'{"k":"it''s"}'`);
    expect(literal(Buffer.from('hi'))).toBe("'\\x6869'");
  });

  it('writes backslashes so they stay what they were', () => {
    // escapeLiteral turns a string with a backslash into an E'' string with it doubled.
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
  });

  it('puts values in for $n, and leaves $n inside quotes, identifiers and comments alone', () => {
    expect(inline('SELECT $1, $2::int, $10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 'ten'])).toBe(
      "SELECT '1', '2'::int, 'ten'",
    );
    expect(inline(`SELECT '$1', "$1", $1 -- $1\n`, ['x'])).toBe(`SELECT '$1', "$1", 'x' -- $1\n`);
    expect(inline("SELECT 'it''s $1', $1", ['x'])).toBe("SELECT 'it''s $1', 'x'");
    expect(inline('SELECT 1', [])).toBe('SELECT 1');
  });

  it('refuses a statement that names more values than it has', () => {
    expect(() => inline('SELECT $2', ['only one'])).toThrow('names $2');
  });
});

import { describe, expect, it } from 'vitest';
import { answerRange } from './range.ts';

describe('Range header', () => {
  it.each([
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'part', start: 100, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'part', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'part', start: 999, end: 999 }],
    [' Bytes=1-2 ', { kind: 'part', start: 1, end: 2 }],
  ])('%s of 1000 bytes is a part', (header, answer) => {
    expect(answerRange(header, 1000)).toEqual(answer);
  });

  it.each([
    'bytes=1000-',
    'bytes=1000-1001',
    'bytes=5-2',
    'bytes=-0',
    'bytes=-',
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=0-1,x',
  ])('%s of 1000 bytes cannot be satisfied (416)', (header) => {
    expect(answerRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers with the whole file without a header, for another unit, or for several ranges', () => {
    expect(answerRange(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(answerRange('items=0-1', 1000)).toEqual({ kind: 'whole' });
    expect(answerRange('bytes=0-1,5-9', 1000)).toEqual({ kind: 'whole' });
  });

  it('cannot serve any range of an empty file', () => {
    expect(answerRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(answerRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

/**
 * The answer to a `Range` header for a file of `size` bytes, as nginx gives it (the camera host SPEC
 * reads was an nginx): one byte range is served as 206; a range that starts past the end, or one
 * that is malformed or reversed, is 416; a header that is not about bytes is ignored (200). Several
 * ranges at once are answered with the whole file, which RFC 9110 allows: a video player asks for one.
 */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

export function answerRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  if (!value.toLowerCase().startsWith('bytes=')) return { kind: 'whole' };
  const specs = value.slice(6).split(',');
  if (specs.length > 1) return specs.every((s) => SPEC.test(s.trim())) ? { kind: 'whole' } : unsatisfiable;
  const m = SPEC.exec(specs[0]!.trim());
  if (!m) return unsatisfiable;
  const [, first, last] = m as unknown as [string, string, string];
  if (first === '' && last === '') return unsatisfiable;
  if (first === '') {
    // The last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return unsatisfiable;
    return { kind: 'part', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return unsatisfiable;
  if (last === '') return { kind: 'part', start, end: size - 1 };
  const end = Number(last);
  if (end < start) return unsatisfiable;
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}

const unsatisfiable: RangeAnswer = { kind: 'unsatisfiable' };

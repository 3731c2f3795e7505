import unhomoglyph from 'unhomoglyph';
import { normaliseName, withoutHidden } from './fields.ts';

// Issue 29: names are compared by what a reader sees. "Аnna" with a Cyrillic А is "Anna", "rn"
// is "m": two players may not take nicknames that look alike, nor an organisation two departments.
// The comparison is UTS #39's skeleton (NFD, each character replaced by its prototype in Unicode's
// confusables.txt, NFD again), with the table from the maintained `unhomoglyph` package. Its own
// module: the client imports fields.ts, and does not need the 100 KB table.

/** UTS #39 skeleton: equal skeletons look alike. Not for reading ('m' becomes 'rn'). */
export const skeleton = (value: string): string => unhomoglyph(value.normalize('NFD')).normalize('NFD');

/**
 * What two names are compared by (nicknames, departments): normalised, without hidden characters
 * (names stored before they were refused), trimmed, ignoring case and look-alikes.
 */
export const nameKey = (value: string): string => {
  const name = withoutHidden(normaliseName(value)).trim();
  // The skeleton tells case apart ('I' looks like 'l', 'i' does not): of the upper case first, so
  // "IAN" and "ian" stay one name, then of the lower case, where 'rn' looks like 'm'.
  return skeleton(skeleton(name.toUpperCase()).toLowerCase());
};

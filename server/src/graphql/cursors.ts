import { decodeBase64, PothosValidationError } from '@pothos/core';
import { z } from 'zod';

// The app's cursors are of two kinds: Pothos's offset cursors (base64 of `OffsetConnection:<n>`)
// and log positions (decimal). Anything else is refused at the edge, before a resolver reads it.

const POSITION = /^\d{1,18}$/;
const OFFSET = /^OffsetConnection:\d{1,9}$/;

function isCursor(value: string): boolean {
  if (POSITION.test(value)) return true;
  try {
    return OFFSET.test(decodeBase64(value));
  } catch {
    return false;
  }
}

/** `after`/`before` of every connection (relay plugin options). */
export const cursorArgOptions = {
  validate: z.string().max(100, 'Cursors have at most 100 characters').refine(isCursor, 'Invalid cursor'),
};

/** A log-position cursor as a number; an offset cursor sent to such a connection is refused. */
export function positionCursor(cursor: string): number {
  if (!POSITION.test(cursor)) throw new PothosValidationError('Invalid cursor');
  return Number(cursor);
}

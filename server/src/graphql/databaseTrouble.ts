import { GraphQLError } from 'graphql';
import { databaseTroubleOf } from '../db/unavailable.ts';

// When the database itself is the trouble, the answer says so in words a user can act on instead
// of "Unexpected error." (issue 17, faults): nothing is wrong with what they sent.

export const DATABASE_DISK_FULL =
  "The server's database is out of disk space, so nothing was saved. Please tell your administrator.";
export const DATABASE_UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';

/** A GraphQL error for a database that is full or unreachable, or null for any other error. */
export function databaseTrouble(error: unknown): GraphQLError | null {
  const trouble = databaseTroubleOf(error);
  if (trouble === 'diskFull') return answer(DATABASE_DISK_FULL, 'DATABASE_DISK_FULL');
  if (trouble === 'unavailable') return answer(DATABASE_UNAVAILABLE, 'DATABASE_UNAVAILABLE');
  return null;
}

/** How long a client should wait before it asks again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 2;

const answer = (message: string, code: string) =>
  new GraphQLError(message, {
    extensions: { code, http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } },
  });

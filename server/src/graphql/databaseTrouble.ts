import { GraphQLError } from 'graphql';

// When the database itself is the trouble, the answer says so in words a user can act on instead
// of "Unexpected error." (issue 17, faults): nothing is wrong with what they sent.

export const DATABASE_DISK_FULL =
  "The server's database is out of disk space, so nothing was saved. Please tell your administrator.";
export const DATABASE_UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';

// SQLSTATE: 53100 disk_full (also "could not extend file … No space left on device"); class 08
// connection exceptions; 57P01–57P03 the server shutting down, crashed or starting.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error',
  'the database system is',
  'timeout exceeded when trying to connect',
];

/** A GraphQL error for a database that is full or unreachable, or null for any other error. */
export function databaseTrouble(error: unknown): GraphQLError | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? '');
    const message = e instanceof Error ? e.message : '';
    if (code === '53100' || message.includes('No space left on device'))
      return answer(DATABASE_DISK_FULL, 'DATABASE_DISK_FULL');
    if (
      code.startsWith('08') ||
      UNAVAILABLE_CODES.has(code) ||
      // A server reached through a Unix socket (DATABASE_URL with ?host=/dir) removes it while down.
      (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') ||
      UNAVAILABLE_MESSAGES.some((m) => message.includes(m))
    )
      return answer(DATABASE_UNAVAILABLE, 'DATABASE_UNAVAILABLE');
  }
  return null;
}

const answer = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 503 } } });

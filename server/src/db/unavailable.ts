// When the database itself is the trouble: it does not answer, it went away, or its disk is full.
// The HTTP answers (graphql/databaseTrouble.ts), the health of the pool (health.ts) and the
// commands' retries read the same classification.

// SQLSTATE class 08 connection exceptions; 57P01–57P03 the server shutting down, crashed or starting.
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
  // The pool waited too long for a connection, or a query for its answer (database.ts's timeouts).
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/** What kind of database trouble an error is (its cause chain searched), or null for any other error. */
export function databaseTroubleOf(error: unknown): 'unavailable' | 'diskFull' | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? '');
    const message = e instanceof Error ? e.message : '';
    // 53100 disk_full (also "could not extend file … No space left on device").
    if (code === '53100' || message.includes('No space left on device')) return 'diskFull';
    if (
      code.startsWith('08') ||
      UNAVAILABLE_CODES.has(code) ||
      // A server reached through a Unix socket (DATABASE_URL with ?host=/dir) removes it while down.
      (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') ||
      UNAVAILABLE_MESSAGES.some((m) => message.includes(m))
    )
      return 'unavailable';
  }
  return null;
}

/** Thrown where work would wait for a database known to be down (db/health.ts): answered 503. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  /** connection_failure: its class (08) is what databaseTroubleOf recognises. */
  readonly code = '08006';
  constructor() {
    super('The database does not answer');
  }
}

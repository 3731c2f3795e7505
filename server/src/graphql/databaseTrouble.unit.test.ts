import { describe, expect, it } from 'vitest';
import { DATABASE_DISK_FULL, DATABASE_UNAVAILABLE, databaseTrouble } from './databaseTrouble.ts';

// Which errors are the database's trouble (answered in words, 503) and which are not ("Unexpected
// error." with a correlation id). The whole path is tested with a real restart and a full disk
// (server/test/databaseRestart.int.test.ts, diskFull.int.test.ts); these are the cases a test
// machine cannot easily cause.
const errorWith = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('databaseTrouble', () => {
  it('says the database is unreachable when its socket or port does not answer', () => {
    for (const error of [
      errorWith('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
      errorWith('connect ENOENT /data/postgres/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }),
      errorWith('terminating connection due to administrator command', { code: '57P01' }),
      errorWith('Connection terminated unexpectedly', {}),
    ])
      expect(databaseTrouble(error)?.message, error.message).toBe(DATABASE_UNAVAILABLE);
  });

  it('finds the cause under a wrapping error', () => {
    const wrapped = new Error('query failed', { cause: errorWith('x', { code: '53100' }) });
    expect(databaseTrouble(wrapped)?.message).toBe(DATABASE_DISK_FULL);
    expect(databaseTrouble(wrapped)?.extensions.code).toBe('DATABASE_DISK_FULL');
  });

  it('leaves every other error alone, a missing file included', () => {
    for (const error of [
      errorWith("ENOENT: no such file or directory, open '/clips/a.mp4'", {
        code: 'ENOENT',
        syscall: 'open',
      }),
      errorWith('duplicate key value violates unique constraint', { code: '23505' }),
      new TypeError('x is undefined'),
    ])
      expect(databaseTrouble(error), error.message).toBeNull();
  });
});

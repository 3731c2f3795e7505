import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS and ESM; one realm for the schema and the executor.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: [
      'events/src/**/*.test.ts',
      'projections/src/**/*.test.ts',
      'server/**/*.test.ts',
      'client/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'camera/src/**/*.test.ts',
      'e2e/**/*.e2e.ts',
    ],
    globalSetup: ['server/test/support/globalSetup.ts'],
    pool: 'forks',
    // One file at a time (Vitest's default on two cores). Files share one PostgreSQL server, and the
    // catch-up reads wait for transactions in flight server-wide (the snapshot's xmin): another
    // file's open transactions held them back, and two files at once failed five tests (2026-11-27).
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

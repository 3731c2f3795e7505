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
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines this runs on,
    // which made the line serial (22 minutes). Most of a file's time is waiting (PostgreSQL, the
    // browser, sockets), so two files at once use the cores; browser flows' budgets allow for it.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

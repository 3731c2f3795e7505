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
    // Two files at a time, each on its own PostgreSQL server (globalSetup starts one per worker,
    // support/db.ts picks the worker's): catch-up reads wait for every transaction in flight on
    // their server (the snapshot's xmin), so two files on one server held each other up and five
    // tests failed (2026-11-27). DATABASE_URL is one server, hence one file at a time.
    maxWorkers: process.env.DATABASE_URL ? 1 : 2,
    // A worker runs its files one after another in one process, importing the server once rather
    // than once per file (2 s a file, a fifth of the run). Each file still gets its own database
    // and its own app; see docs/decisions.md, "The test line's length". `--isolate` brings back a
    // fresh process per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

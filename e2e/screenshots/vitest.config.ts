import { defineConfig } from 'vitest/config';
import root from '../../vitest.config.ts';

// `pnpm screenshots [area]`: only the *.shots.ts files (or those whose name contains `area`), with
// the test suite's PostgreSQL set-up. Not part of `vitest run`.
export default defineConfig({
  ...root,
  test: { ...root.test, include: ['e2e/screenshots/**/*.shots.ts'] },
});

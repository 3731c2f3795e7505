import { expect, it } from 'vitest';
import './zodConfig';
import { config, z } from 'zod';

it('makes zod run without compiling code (the CSP allows no eval)', () => {
  expect(config().jitless).toBe(true);
  // Still validates, and still in English.
  expect(z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message).toMatch(
    /expected number/,
  );
});

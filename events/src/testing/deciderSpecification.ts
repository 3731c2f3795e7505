import { expect } from 'vitest';
import { type DomainError, isDomainError } from '../catalogue/domainError.ts';

/**
 * Emmett's given / when / then for deciders: the state comes from past events (folded with
 * `evolve`), the command is decided on it, and the outcome is compared with the expected facts or
 * refusal. Test support only.
 */
export const DeciderSpecification = {
  for<C, S, E>(decider: {
    decide: (command: C, state: S) => E[] | DomainError;
    evolve: (state: S, event: E) => S;
    initialState: S;
  }) {
    return {
      given(past: readonly E[]) {
        const state = past.reduce(decider.evolve, decider.initialState);
        return {
          when(command: C) {
            const outcome = decider.decide(command, state);
            return {
              // biome-ignore lint/suspicious/noThenProperty: Emmett's given / when / then; never awaited
              then(expected: readonly E[]) {
                expect(outcome).toEqual(expected);
              },
              thenRejects(expected: Partial<DomainError>) {
                expect(isDomainError(outcome), 'the decider refuses').toBe(true);
                expect(outcome).toMatchObject(expected);
              },
            };
          },
        };
      },
    };
  },
};

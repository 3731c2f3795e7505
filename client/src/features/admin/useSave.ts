import { useState } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, VariablesOf } from 'relay-runtime';
import { toaster } from '../../app/toaster';
import { type PayloadOf, useCommand } from '../../app/useCommand';

/**
 * An admin mutation with the app's answers: a short 'Saved' toast, or the server's reason as an
 * error toast. Resolves to the payload when it went through, else null. The admin's mutation hooks
 * (useOrganisationMutations.ts, …) are this with their document and their success text.
 */
export function useSave<T extends MutationParameters>(mutation: GraphQLTaggedNode, saved = 'Saved') {
  const [run, busy] = useCommand<T>(mutation);
  const [error, setError] = useState<string | null>(null);
  const save = (variables: VariablesOf<T>, success = saved) =>
    new Promise<PayloadOf<T> | null>((resolve) => {
      setError(null);
      run(variables, {
        done: (payload) => {
          toaster.create({ type: 'success', title: success, duration: 2500 });
          resolve(payload);
        },
        failed: (message) => {
          setError(message);
          toaster.create({ type: 'error', title: 'Error', description: message });
          resolve(null);
        },
      });
    });
  return { save, busy, error };
}

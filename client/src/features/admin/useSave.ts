import { useState } from 'react';
import { type GraphQLTaggedNode, useMutation } from 'react-relay';
import type { MutationParameters, VariablesOf } from 'relay-runtime';
import { toaster } from '../../app/toaster';
import { errorMessageOf } from '../../lib/mutationResult';

interface Result {
  readonly __typename: string;
  readonly message?: string;
  readonly issues?: readonly { readonly message: string }[];
}

/**
 * An admin mutation with the app's answers: a short 'Saved' toast, or the server's reason as an
 * error toast. Resolves to the payload when it went through, else null. Every admin mutation answers
 * with its payload (a type ending in "Payload") or a typed error.
 */
export function useSave<T extends MutationParameters>(mutation: GraphQLTaggedNode, saved = 'Saved') {
  const [commit, busy] = useMutation<T>(mutation);
  const [error, setError] = useState<string | null>(null);
  type Payload = T['response'][keyof T['response']];
  const save = (variables: VariablesOf<T>, success = saved) =>
    new Promise<Payload | null>((resolve) => {
      setError(null);
      commit({
        variables,
        onCompleted: (response) => {
          const result = Object.values(response as Record<string, Result>)[0];
          if (result?.__typename.endsWith('Payload')) {
            toaster.create({ type: 'success', title: success, duration: 2500 });
            resolve(result as Payload);
          } else {
            const message = result ? errorMessageOf(result) : 'Error';
            setError(message);
            toaster.create({ type: 'error', title: 'Error', description: message });
            resolve(null);
          }
        },
        onError: (e) => {
          setError(e.message);
          toaster.create({ type: 'error', title: 'Error', description: e.message });
          resolve(null);
        },
      });
    });
  return { save, busy, error };
}

import { type GraphQLTaggedNode, useMutation } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater, VariablesOf } from 'relay-runtime';
import { errorMessageOf } from '../lib/mutationResult';

type Result<T extends MutationParameters> = T['response'][keyof T['response']];

type Payloads<R> = Extract<R, { readonly __typename: `${string}Payload` }>;

/**
 * A mutation's answer when it went through: its own `<Mutation>Payload` (DESIGN §7). Relay types a
 * result that also selects `... on Error` as one object with optional fields; then it is that.
 */
export type PayloadOf<T extends MutationParameters> = [Payloads<Result<T>>] extends [never]
  ? Result<T>
  : Payloads<Result<T>>;

type Answer = Parameters<typeof errorMessageOf>[0] & { readonly __typename: string };

export interface CommandOutcome<T extends MutationParameters> {
  done(payload: PayloadOf<T>): void;
  /**
   * The server refused (a typed error: its message, validation issues joined), or the request
   * failed on the way (`network`, with the transport's message).
   */
  failed(message: string, network: boolean): void;
}

/**
 * A mutation of the app (a command): every one answers with its `<Mutation>Payload` or a typed
 * error, so this tells the two apart once. The mutation hooks of the features (useRecordMatch,
 * useVote, admin's useSave, …) run their module-level document through it; `busy` while in flight.
 */
export function useCommand<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, busy] = useMutation<T>(mutation);
  const run = (
    variables: VariablesOf<T>,
    outcome: CommandOutcome<T>,
    updater?: SelectorStoreUpdater<T['response']>,
  ) =>
    commit({
      variables,
      ...(updater ? { updater } : {}),
      onCompleted: (response) => {
        const result = Object.values(response as Record<string, Answer>)[0];
        if (result?.__typename.endsWith('Payload')) outcome.done(result as PayloadOf<T>);
        else outcome.failed(result ? errorMessageOf(result) : 'Error', false);
      },
      onError: (error) => outcome.failed(error.message, true),
    });
  return [run, busy] as const;
}

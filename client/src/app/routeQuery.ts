import { useCallback } from 'react';
import { loadQuery, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type {
  FetchPolicy,
  GraphQLTaggedNode,
  IEnvironment,
  OperationType,
  PreloadableConcreteRequest,
  VariablesOf,
} from 'relay-runtime';
import { useLiveReconnect } from './useLiveReconnect';

// Render as you fetch (DESIGN §8, as relay-examples' issue tracker does it): a route's loader starts
// the route's query when the navigation starts, while the route's code is still downloading; the
// route's component reads the answer with usePreloadedQuery. The loader needs only the query's id:
// a query marked `@preloadable` has a `<Query>$parameters` artifact of a few bytes, so the routes
// table stays small, and Relay puts the answer into the store once the full query has arrived with
// the component's code.

type Variables<Q extends OperationType> = VariablesOf<Q> | null;

/**
 * The loader of a route whose component shows `query`. `variables` come from the URL (path
 * parameters, search); null means there is nothing to load (the component will not ask). The loader
 * never fails: a failed request shows where the component reads it, inside the route's guards.
 */
export function queryLoader<Q extends OperationType>(
  environment: IEnvironment,
  query: PreloadableConcreteRequest<Q>,
  variables: (args: LoaderFunctionArgs) => Variables<Q> | Promise<Variables<Q>> = () =>
    ({}) as VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-and-network',
) {
  return async (args: LoaderFunctionArgs): Promise<PreloadedQuery<Q> | null> => {
    const wanted = await Promise.resolve(variables(args)).catch(() => null);
    return wanted && loadQuery<Q>(environment, query, wanted, { fetchPolicy });
  };
}

/**
 * In the route's component: the data of the query its loader started, and `refresh`, which asks
 * again with the same variables (by default showing what the store has meanwhile). The query stays
 * in the store while the component shows it (useQueryLoader releases it afterwards).
 */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode) {
  const loaded = useLoaderData() as PreloadedQuery<Q> | null;
  const [reference, load] = useQueryLoader<Q>(query, loaded);
  if (!reference) throw new Error('This route has no query to show: its loader found nothing to load.');
  const data = usePreloadedQuery<Q>(query, reference);
  const { variables } = reference;
  const refresh = useCallback(
    (fetchPolicy: FetchPolicy = 'store-and-network') => load(variables, { fetchPolicy }),
    [load, variables],
  );
  // Live screens missed what happened while their socket was cut: ask again when it is back.
  const refetch = useCallback(() => refresh(), [refresh]);
  useLiveReconnect(refetch);
  return [data, refresh] as const;
}

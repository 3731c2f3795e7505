import { type DocumentNode, GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Viewer } from '../policy/viewer.ts';
import type { Context } from './context.ts';

export const API_KEY_READS_ONLY = 'An API key reads league data only: sign in to the app for this';

/**
 * DESIGN §11: an API key reads its organisation; it never changes anything. Every mutation's scope
 * refuses keys already; this refuses the whole operation up front, so a mutation added later
 * without a scope (an open one, like reportError) cannot be reached with a key either.
 */
export function keyMayNotRun(
  viewer: Viewer | null,
  document: DocumentNode,
  operationName?: string | null,
): GraphQLError | null {
  if (!viewer?.viaApiKey) return null;
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation?.operation !== 'mutation') return null;
  return new GraphQLError(API_KEY_READS_ONLY, { extensions: { code: 'FORBIDDEN' } });
}

/** The same rule for HTTP requests (graphql-yoga / envelop). */
export const readOnlyKeys: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    const refused = keyMayNotRun(args.contextValue.viewer, args.document, args.operationName);
    if (refused) setResultAndStopExecution({ errors: [refused] });
  },
};

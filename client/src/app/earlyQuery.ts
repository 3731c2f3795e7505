// The request behind the first screen (who is signed in) starts with the first script, while the
// app's JavaScript still downloads; Relay's network layer (relayEnvironment.ts) takes the answer
// instead of asking again. Only a query without variables is started early.

export interface GraphQLResponse {
  data?: unknown;
  errors?: unknown;
}

/** Persisted documents: only their ids travel (relay-compiler's persistConfig). */
export async function postGraphQL(
  docId: string | null | undefined,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ doc_id: docId, operationName, variables }),
  });
  return res.json();
}

const early = new Map<string, Promise<GraphQLResponse>>();

export function startEarly(query: { params: { id?: string | null; name: string } }) {
  const id = query.params.id;
  if (!id || early.has(id)) return;
  const answer = postGraphQL(id, query.params.name, {});
  answer.catch(() => {}); // Relay sees the failure when it takes the answer.
  early.set(id, answer);
}

/** The early answer for this document, once; later requests go to the network again. */
export function takeEarly(
  id: string | null | undefined,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse> | undefined {
  if (!id || Object.keys(variables).length > 0) return undefined;
  const answer = early.get(id);
  early.delete(id);
  return answer;
}

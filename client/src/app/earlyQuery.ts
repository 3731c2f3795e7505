// The requests behind the first screen (who is signed in; on the season screen its tables) start with
// the first script, while the app's JavaScript still downloads (and before its chunks take the
// browser's connections); Relay's network layer (relayEnvironment.ts) takes an answer instead of
// asking again when it asks for the same document with the same variables.

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

/** The same variables give the same key: keys sorted, a missing value as null (as Relay sends it). */
export function keyOf(id: string, variables: Record<string, unknown>): string {
  const sorted = Object.keys(variables)
    .sort()
    .map((k) => [k, variables[k] ?? null]);
  return `${id}\u0000${JSON.stringify(sorted)}`;
}

export function startEarly(
  query: { params: { id?: string | null; name: string } },
  variables: Record<string, unknown> = {},
) {
  const id = query.params.id;
  if (!id) return;
  const key = keyOf(id, variables);
  if (early.has(key)) return;
  const answer = postGraphQL(id, query.params.name, variables);
  answer.catch(() => {}); // Relay sees the failure when it takes the answer.
  early.set(key, answer);
}

/**
 * The answers the server put into the page with the screen it rendered (server/src/http/
 * seasonFirstScreen.ts): taken as early answers, so the app shows that screen without asking again.
 */
export function takeServerAnswers() {
  const block = document.getElementById('first-answers');
  if (!block) return;
  block.remove();
  try {
    const given = JSON.parse(block.textContent ?? '[]') as {
      id: string;
      variables: Record<string, unknown>;
      answer: GraphQLResponse;
    }[];
    for (const { id, variables, answer } of given) early.set(keyOf(id, variables), Promise.resolve(answer));
  } catch {
    // A page cut short: the app asks the server itself.
  }
}

/** The early answer for this document and these variables, once; later requests go to the network. */
export function takeEarly(
  id: string | null | undefined,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse> | undefined {
  if (!id) return undefined;
  const key = keyOf(id, variables);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

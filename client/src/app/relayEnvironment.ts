import { type Client, createClient } from 'graphql-ws';
import {
  Environment,
  type FetchFunction,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';

// Documents are persisted at build time (relay-compiler); only their ids travel, over HTTP and WebSocket.
const fetchFn: FetchFunction = async (params, variables) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ doc_id: params.id, operationName: params.name, variables }),
  });
  return res.json();
};

let wsClient: Client | null = null;

function socket(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: 5,
  });
  return wsClient;
}

const subscribeFn: SubscribeFunction = (params, variables) =>
  Observable.create((sink) =>
    socket().subscribe(
      { query: '', operationName: params.name, variables, extensions: { doc_id: params.id } },
      {
        next: (value) => sink.next(value as never),
        error: (error) => sink.error(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => sink.complete(),
      },
    ),
  );

export function createEnvironment() {
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    store: new Store(new RecordSource()),
  });
}

/** Ends every live subscription (logout): the socket closes and its subscriptions with it. */
export async function closeLiveData() {
  const client = wsClient;
  wsClient = null;
  await client?.dispose();
}

import type { Client } from 'graphql-ws';
import {
  Environment,
  type FetchFunction,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import { liveReconnects } from '../lib/liveReconnects';
import { postGraphQL, takeEarly } from './earlyQuery';

// Documents are persisted at build time (relay-compiler); only their ids travel, over HTTP and WebSocket.
const fetchFn: FetchFunction = (params, variables) =>
  (takeEarly(params.id, variables) ??
    postGraphQL(params.id, params.name, variables)) as ReturnType<FetchFunction>;

let wsClient: Promise<Client> | null = null;

// graphql-ws loads with the first subscription, not with the app.
function socket(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      retryAttempts: 5,
      // Back after a cut: screens refetch what they show (events sent meanwhile were lost).
      on: { connected: liveReconnects.connected },
    }),
  );
  return wsClient;
}

const subscribeFn: SubscribeFunction = (params, variables) =>
  Observable.create((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    socket().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          { query: '', operationName: params.name, variables, extensions: { doc_id: params.id } },
          {
            next: (value) => sink.next(value as never),
            error: (error) => sink.error(error instanceof Error ? error : new Error(JSON.stringify(error))),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

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
  await client?.then(
    (c) => c.dispose(),
    () => {},
  );
}

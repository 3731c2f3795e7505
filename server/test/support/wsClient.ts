import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client that opens its socket with this browser's cookie and the given Origin
 * (`options` for the benchmarks: bench/lib/liveFanoutReceiver.ts keeps its sockets open).
 */
export function wsClient(
  baseUrl: string,
  browser: { cookieHeader: string },
  origin = baseUrl,
  options: Partial<ClientOptions> = {},
): Client {
  const cookie = browser.cookieHeader;
  class WS extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  }
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WS,
    retryAttempts: 0,
    lazy: true,
    ...options,
  });
}

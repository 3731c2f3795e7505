import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestClient } from './testApp.ts';

/** A graphql-ws client that opens its socket with this browser's cookie and the given Origin. */
export function wsClient(baseUrl: string, browser: TestClient, origin = baseUrl): Client {
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
  });
}

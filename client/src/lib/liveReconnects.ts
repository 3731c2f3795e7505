/**
 * When the live connection (graphql-ws) comes back after a cut — a server restarted, an instance
 * replaced, a database restarted, or the server asked its sockets to reconnect (close code 1012) —
 * the events sent meanwhile are lost, so screens that follow live data ask for what they show again.
 * A first connection is not a reconnection: screens have just loaded their data.
 */
export function createLiveReconnects() {
  const listeners = new Set<() => void>();
  return {
    /** graphql-ws's `connected` listener (`wasRetry`: the client connected again after a close). */
    connected(_socket: unknown, _payload: unknown, wasRetry: boolean) {
      if (!wasRetry) return;
      for (const listener of [...listeners]) listener();
    },
    /** Calls `listener` after each reconnection; returns the way to stop. */
    listen(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one live connection's reconnections (app/relayEnvironment.ts tells them). */
export const liveReconnects = createLiveReconnects();

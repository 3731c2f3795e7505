import WebSocket from 'ws';

// A graphql-ws subscriber that speaks the protocol (graphql-transport-ws) on a plain `ws` socket,
// for `pnpm bench live` with many subscribers in one process: graphql-ws's own client validates and
// dispatches every message through several layers, which on a two-core machine is what the p95
// at 2,000 subscribers measured. This one hands each `next` payload over as it arrives. Only what
// the benchmark uses: connect with a cookie, subscribe, unsubscribe, dispose.

export interface Sink {
  next(value: { data?: unknown; errors?: unknown }): void;
  error(error: unknown): void;
  complete(): void;
}

export interface RawClient {
  subscribe(payload: { query: string; variables?: Record<string, unknown> }, sink: Sink): () => void;
  dispose(): void;
}

/** Opens the socket and resolves once the server acknowledged the connection. */
export function rawGraphqlWs(baseUrl: string, cookie: string, origin = baseUrl): Promise<RawClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie, origin },
  });
  const sinks = new Map<string, Sink>();
  let nextId = 0;
  const send = (message: object) => socket.send(JSON.stringify(message));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`closed before the ack: ${code} ${reason}`)));
    socket.once('open', () => send({ type: 'connection_init' }));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { id?: string; type: string; payload?: unknown };
      switch (message.type) {
        case 'connection_ack':
          socket.removeAllListeners('close');
          socket.on('close', (code) => {
            for (const sink of sinks.values()) sink.error(new Error(`socket closed: ${code}`));
          });
          resolve({
            subscribe(payload, sink) {
              const id = String(++nextId);
              sinks.set(id, sink);
              send({ id, type: 'subscribe', payload });
              return () => {
                if (sinks.delete(id) && socket.readyState === WebSocket.OPEN) send({ id, type: 'complete' });
              };
            },
            dispose() {
              sinks.clear();
              socket.close(1000);
            },
          });
          return;
        case 'ping':
          send({ type: 'pong' });
          return;
        case 'next':
          sinks.get(message.id!)?.next(message.payload as { data?: unknown });
          return;
        case 'error':
          sinks.get(message.id!)?.error(message.payload);
          sinks.delete(message.id!);
          return;
        case 'complete':
          sinks.get(message.id!)?.complete();
          sinks.delete(message.id!);
          return;
      }
    });
  });
}

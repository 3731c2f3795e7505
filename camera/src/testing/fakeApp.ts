import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { LiveGameUpdate } from '../goalTracker.ts';

/**
 * The app's side of the camera subscription, as small as it gets: graphql-ws on `/graphql` with
 * `liveGameChanged(locationId)` shaped as in schema.graphql, which admits a socket only when its
 * `connectionParams.cameraToken` is the location's token (docs/decisions.md) and closes it with
 * 4403 otherwise. `publish` sends a live game to the location's subscribers.
 */
export async function startFakeApp({ token, locationId }: { token: string; locationId: string }) {
  const schema = buildSchema(`
    type Query { ok: Boolean }
    enum LiveSide { BLACKS WHITES }
    enum LiveGameStatus { RUNNING ENDED }
    type LiveGoal { at: String! side: LiveSide! }
    type LiveGame { id: ID! status: LiveGameStatus! goals: [LiveGoal!]! }
    type Subscription { liveGameChanged(locationId: ID!): LiveGame }
  `);
  const subscribers = new Set<(game: LiveGameUpdate | null) => void>();
  const refused: number[] = [];
  const server = http.createServer((_, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const disposable = useServer(
    {
      schema,
      onConnect: (ctx) => {
        const ok = (ctx.connectionParams as { cameraToken?: unknown } | undefined)?.cameraToken === token;
        if (!ok) refused.push(Date.now());
        return ok;
      },
      roots: {
        subscription: {
          liveGameChanged: ({ locationId: asked }: { locationId: string }) => {
            if (asked !== locationId) throw new Error('Location not found');
            return updates(subscribers);
          },
        },
      },
    },
    wss,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    subscribers: () => subscribers.size,
    /** Sockets turned away for a wrong or missing token. */
    refused: () => refused.length,
    publish: (game: LiveGameUpdate | null) => {
      for (const send of subscribers) send(game);
    },
    async stop() {
      await disposable.dispose();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function* updates(subscribers: Set<(game: LiveGameUpdate | null) => void>) {
  const queue: (LiveGameUpdate | null)[] = [];
  let wake: (() => void) | null = null;
  const send = (game: LiveGameUpdate | null) => {
    queue.push(game);
    wake?.();
  };
  subscribers.add(send);
  try {
    for (;;) {
      while (queue.length > 0) yield { liveGameChanged: queue.shift() };
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    subscribers.delete(send);
  }
}

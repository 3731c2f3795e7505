import { type ExecutionResult, GraphQLError } from 'graphql';
import { MessageType, stringifyMessage } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { deliver, nextMessage, routeOf, routeOperation } from './sharedDelivery.ts';

// A shared result goes to each socket byte for byte as graphql-ws would write it for that
// subscription, its JSON made once.

/** What graphql-ws's emit.next writes for a result (graphql-ws/dist/server: `emit.next`). */
function graphqlWs(id: string, result: ExecutionResult) {
  const { errors, ...rest } = result;
  const payload = { ...rest, ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}) };
  return stringifyMessage({ id, type: MessageType.Next, payload });
}

function route(id: string, readyState = 1) {
  const sent: { data: unknown; options: unknown }[] = [];
  const socket = {
    readyState,
    OPEN: 1,
    send: (data: unknown, options: unknown) => sent.push({ data, options }),
  };
  const ctx = {};
  routeOperation(ctx, socket as unknown as WebSocket, id);
  return { route: routeOf(ctx)!, sent };
}

const IDS = ['1', '0b8e7f2a-3c1d-4e5f-8a9b-0c1d2e3f4a5b', 'quote" back\\ line\u2028 é 😀'];

describe('shared delivery', () => {
  it('writes the message graphql-ws would write, for any id, with and without errors', () => {
    const plain: ExecutionResult = {
      data: { liveGameChanged: { id: 'g1', scoreBlacks: 2, at: 'x"\u0000y' } },
    };
    const failed: ExecutionResult = {
      data: { liveGameChanged: { id: 'g1', blacks: null } },
      errors: [
        new GraphQLError('Player not found', {
          path: ['liveGameChanged', 'blacks', 0],
          extensions: { code: 'NOT_FOUND' },
        }),
      ],
    };
    for (const id of IDS)
      for (const result of [plain, failed])
        expect(nextMessage(route(id).route, result).toString('utf8')).toBe(graphqlWs(id, result));
  });

  it('makes the JSON of a result once for all its subscribers', () => {
    let made = 0;
    const error = new GraphQLError('Player not found');
    const toJSON = error.toJSON.bind(error);
    error.toJSON = () => {
      made++;
      return toJSON();
    };
    const result: ExecutionResult = { data: { n: 1 }, errors: [error] };
    const messages = IDS.map((id) => nextMessage(route(id).route, result).toString('utf8'));
    expect(made).toBe(1);
    expect(messages).toEqual(IDS.map((id) => graphqlWs(id, result)));
  });

  it('sends a text message to an open socket, and nothing once the subscription or the socket ended', () => {
    const result: ExecutionResult = { data: { n: 1 } };
    const open = route('a');
    deliver(open.route, result);
    expect(open.sent).toHaveLength(1);
    expect(open.sent[0]!.options).toEqual({ binary: false });
    expect(Buffer.isBuffer(open.sent[0]!.data)).toBe(true);
    expect(String(open.sent[0]!.data)).toBe(graphqlWs('a', result));

    open.route.open = false;
    deliver(open.route, result);
    expect(open.sent).toHaveLength(1);

    const closing = route('b', 2);
    deliver(closing.route, result);
    expect(closing.sent).toEqual([]);
  });

  it('knows no route for a context graphql-ws did not give one', () => {
    expect(routeOf({})).toBeUndefined();
    expect(routeOf(undefined)).toBeUndefined();
  });
});

import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';

// A result shared by many subscribers (graphql/sharedExecution.ts) is written to their sockets
// here, all in one go when it is ready, instead of through each subscription's graphql-ws loop
// (issue 15: a goal reaches 2,000 scoreboards; that loop's promises, its JSON.stringify of the
// envelope and the string's framing cost more per subscriber than the socket write itself). The
// message is the one graphql-ws would send: `{"id":<id>,"type":"next","payload":<result>}`, its
// payload's JSON made once per result and each subscription's start made once for its life.
// graphql-ws's loop sends everything else (errors, complete, results that are not shared).

/** Where one subscription's shared results go. */
export interface Route {
  socket: WebSocket;
  /** `{"id":<id>,"type":"next","payload":` as bytes: the start of each of its `next` messages. */
  head: Buffer;
  /** False once the subscription has ended (completed, failed or its socket closed). */
  open: boolean;
}

const routes = new WeakMap<object, Route>();
const bodies = new WeakMap<ExecutionResult, Buffer>();

/** The operation run with `contextValue` is graphql-ws subscription `id` on `socket` (ws.ts). */
export function routeOperation(contextValue: object, socket: WebSocket, id: string) {
  const head = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  routes.set(contextValue, { socket, head, open: true });
}

/** The route of an operation's context, if it came over graphql-ws. */
export const routeOf = (contextValue: unknown): Route | undefined =>
  typeof contextValue === 'object' && contextValue !== null ? routes.get(contextValue) : undefined;

/** The payload's JSON, as graphql-ws writes a result: errors through toJSON, none when there are none. */
function bodyOf(result: ExecutionResult): Buffer {
  let body = bodies.get(result);
  if (!body) {
    const { errors, ...rest } = result;
    body = Buffer.from(JSON.stringify(errors ? { ...rest, errors: errors.map((e) => e.toJSON()) } : rest));
    bodies.set(result, body);
  }
  return body;
}

/** The `next` message of `result` on this route, byte for byte what graphql-ws would send. */
export function nextMessage(route: Route, result: ExecutionResult): Buffer {
  const body = bodyOf(result);
  const message = Buffer.allocUnsafe(route.head.length + body.length + 1);
  // TypedArray#set: a plain copy, about twice as fast here as Buffer#copy.
  message.set(route.head, 0);
  message.set(body, route.head.length);
  message[message.length - 1] = 0x7d; // }
  return message;
}

/** Writes `result` as a text message to the route's socket, unless the subscription or socket ended. */
export function deliver(route: Route, result: ExecutionResult) {
  if (!route.open || route.socket.readyState !== route.socket.OPEN) return;
  route.socket.send(nextMessage(route, result), { binary: false });
}

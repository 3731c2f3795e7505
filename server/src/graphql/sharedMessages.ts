import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';

// The JSON of a result shared by many subscribers (graphql/sharedExecution.ts) is made once, not
// once per socket: graphql-ws writes each `next` message with JSON.stringify(message, replacer),
// and its `onNext` hook may answer with the payload to send. For a shared result, `onNext` answers
// with the result itself; the replacer then puts a marker in its place and keeps the result's JSON
// (made once per result) aside; the socket's send, which graphql-ws calls right after stringifying
// (in the same synchronous step, so nothing can come between), puts the JSON where the marker is.
// Every other message goes out exactly as graphql-ws writes it.

const shared = new WeakSet<object>();
const serialised = new WeakMap<object, string>();
const MARKER = '\u0000shared result';
const MARKER_JSON = JSON.stringify(MARKER);
/** The shared JSON the replacer has just stood in for, until the socket's send takes it. */
let pending: string | null = null;

/** Marks a result that many subscribers receive. */
export function markShared(result: ExecutionResult) {
  shared.add(result);
}

/** graphql-ws `onNext`: a shared result is sent as itself (the replacer recognises it). */
export const sharedNext = (result: ExecutionResult): ExecutionResult | undefined =>
  shared.has(result) ? result : undefined;

/** graphql-ws `jsonMessageReplacer`. */
export function replaceSharedPayload(key: string, value: unknown): unknown {
  if (key !== 'payload' || typeof value !== 'object' || value === null || !shared.has(value)) return value;
  let json = serialised.get(value);
  if (json === undefined) {
    // As graphql-ws writes a result: its errors through toJSON, none when there are none.
    const { errors, ...rest } = value as ExecutionResult;
    json = JSON.stringify(errors ? { ...rest, errors: errors.map((e) => e.toJSON()) } : rest);
    serialised.set(value, json);
  }
  pending = json;
  return MARKER;
}

/** Wraps a socket's send so the shared JSON takes the marker's place (before graphql-ws uses the socket). */
export function sendSharedPayloads(socket: WebSocket) {
  const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    if (pending !== null && typeof data === 'string') {
      const at = data.lastIndexOf(MARKER_JSON);
      if (at >= 0) data = data.slice(0, at) + pending + data.slice(at + MARKER_JSON.length);
      pending = null;
    }
    send(data, ...rest);
  }) as WebSocket['send'];
}

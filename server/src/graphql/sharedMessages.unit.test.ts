import { type ExecutionResult, GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { markShared, replaceSharedPayload, sendSharedPayloads, sharedNext } from './sharedMessages.ts';

// A shared result goes out byte for byte as graphql-ws would write it for each socket, with its JSON
// made once; anything else goes out untouched.

/** What graphql-ws's emit.next writes: its payload (onNext's answer, else the result) in a message. */
function written(id: string, result: ExecutionResult) {
  const { errors, ...rest } = result;
  const payload = sharedNext(result) ?? {
    ...rest,
    ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}),
  };
  return JSON.stringify({ id, type: 'next', payload }, replaceSharedPayload);
}

function socket() {
  const sent: unknown[] = [];
  const ws = { send: (data: unknown) => sent.push(data) } as unknown as WebSocket;
  sendSharedPayloads(ws);
  return { ws, sent };
}

describe('shared messages', () => {
  const plain = (id: string, result: ExecutionResult) =>
    JSON.stringify({
      id,
      type: 'next',
      payload: {
        ...result,
        ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
      },
    });

  it('sends a shared result to each socket as graphql-ws would, errors included', () => {
    const result: ExecutionResult = {
      data: { liveGameChanged: { id: 'g1', scoreBlacks: 2, goals: [{ side: 'BLACKS', at: 'x"\u0000y' }] } },
      errors: [new GraphQLError('Player not found', { path: ['liveGameChanged', 'blacks', 0] })],
    };
    markShared(result);
    const [a, b] = [socket(), socket()];
    a.ws.send(written('1', result));
    b.ws.send(written('\u0000shared result', result));
    expect(a.sent).toEqual([plain('1', result)]);
    expect(b.sent).toEqual([plain('\u0000shared result', result)]);
    expect(JSON.parse(a.sent[0] as string).payload.errors[0].message).toBe('Player not found');
  });

  it('leaves other results and other messages alone', () => {
    const result: ExecutionResult = { data: { liveGameChanged: null } };
    const { ws, sent } = socket();
    ws.send(written('7', result));
    ws.send('{"type":"pong"}');
    const binary = Buffer.from('x');
    ws.send(binary);
    expect(sent).toEqual([plain('7', result), '{"type":"pong"}', binary]);
  });
});

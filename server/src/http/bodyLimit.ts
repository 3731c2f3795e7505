import type { IncomingMessage, ServerResponse } from 'node:http';

export type BodyFor = 'yoga' | 'better-auth';

/**
 * How deep a GraphQL request's JSON may nest (the deepest input here is a handful of levels).
 * JSON.parse took 850 ms for 1 MB of `[[[[…]]]]`: the depth is checked on the bytes first.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text never nests arrays and objects deeper than `max` (one pass, no parsing). */
export function jsonNestedWithin(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c)
        i++; // a backslash escapes the next byte
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      if (++depth > max) return false;
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return true;
}

/**
 * Reads a request body of at most `maxBytes` and hands it on as `req.body`, which graphql-yoga
 * and better-auth take in place of the stream. A larger body is refused with 413 before it is
 * parsed: at once when Content-Length announces it, else as soon as the bytes read pass the cap
 * (what was read is dropped, and nothing more is kept). Returns false when it answered 413 itself.
 */
export function readBodyWithin(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  bodyFor: BodyFor,
): Promise<boolean> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(true);
  const announced = Number(req.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    tooLarge(req, res, maxBytes);
    return Promise.resolve(false);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd);
      chunks.length = 0;
      tooLarge(req, res, maxBytes);
      resolve(false);
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks);
      if (bodyFor === 'yoga' && !jsonNestedWithin(body, MAX_JSON_DEPTH)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            errors: [{ message: `JSON nested too deeply: at most ${MAX_JSON_DEPTH} levels` }],
          }),
        );
        return resolve(false);
      }
      (req as IncomingMessage & { body?: unknown }).body =
        bodyFor === 'yoga' ? asStreamedBody(body) : body.toString('utf8');
      resolve(true);
    };
    req.on('data', onData).on('end', onEnd).once('error', reject);
  });
}

function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number) {
  const body = JSON.stringify({ errors: [{ message: `Request body too large: at most ${maxBytes} bytes` }] });
  // The connection closes after the answer; what the client still sends is discarded unread.
  res.writeHead(413, { 'content-type': 'application/json', connection: 'close' }).end(body);
  req.resume();
}

/**
 * The body as whatwg-node (yoga's server adapter) takes it: an async iterable with one own key.
 * Given a string or a Buffer it first lists the body's keys (Object.keys), one per character or
 * byte: a second per megabyte, holding the event loop.
 */
function asStreamedBody(body: Buffer) {
  return {
    bytes: body.length,
    async *[Symbol.asyncIterator]() {
      yield body;
    },
  };
}

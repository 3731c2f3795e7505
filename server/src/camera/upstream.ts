import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** The camera did not answer: unreachable (502) or too slow (504). */
export class CameraUnavailable extends Error {
  override readonly name = 'CameraUnavailable';
  constructor(readonly reason: 'unreachable' | 'timeout') {
    super(reason === 'timeout' ? 'The camera did not answer in time' : 'The camera is not reachable');
  }
}

export interface UpstreamOptions {
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  /** Until the camera's answer starts. */
  timeoutMs: number;
  /** Then: the longest pause in its answer before it is cut. */
  idleMs: number;
}

/**
 * One request to a camera agent, streamed: resolves with the answer as soon as its headers are
 * there (the caller reads or destroys the body), rejects with CameraUnavailable. No redirects are
 * followed and nothing of the viewer's request (cookies, credentials) is sent along.
 */
export function requestCamera(url: URL, options: UpstreamOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: options.method,
      headers: { ...options.headers, 'user-agent': 'kicker-league-camera-proxy' },
      // One connection per answer: a stream that ends closes its connection to the camera.
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(new CameraUnavailable('timeout')), options.timeoutMs);
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(err instanceof CameraUnavailable ? err : new CameraUnavailable('unreachable'));
    });
    req.once('response', (res) => {
      clearTimeout(timer);
      req.setTimeout(options.idleMs, () => res.destroy(new CameraUnavailable('timeout')));
      // After the answer started, an error ends the answer (the caller's pipeline sees it).
      req.on('error', () => {});
      resolve(res);
    });
    req.end();
  });
}

/** The whole (small) body of an answer, refused beyond `maxBytes`. */
export async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new Error(`The camera's answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { TenantNetwork } from '../net/tenantNetwork.ts';
import { CHALLENGE_HEADER, newChallenge, PROOF_HEADER, provesToken } from './cameraProof.ts';

const WHY = {
  unreachable: 'The camera is not reachable',
  timeout: 'The camera did not answer in time',
  refused: 'The camera address is not in an allowed network',
  unproven: 'The answer did not prove the camera token',
} as const;

/**
 * The camera did not answer as a camera agent. The reason is for the operator's log; a viewer is
 * told only that the camera is unavailable (issue 29: the reasons told a scanner what lies where).
 */
export class CameraUnavailable extends Error {
  override readonly name = 'CameraUnavailable';
  constructor(readonly reason: keyof typeof WHY) {
    super(WHY[reason]);
  }
}

/** Who the camera must be: where it may be (the network rule) and the token it must prove. */
export interface CameraIdentity {
  network: TenantNetwork;
  /** SHA-256 of the location's camera token (cameraProof.ts). */
  tokenHash: string;
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
 * there (the caller reads or destroys the body), rejects with CameraUnavailable. Only to an address
 * the network rule allows, checked after DNS on the address connected to (every request), and only
 * an answer that proves the location's camera token. No redirects are followed and nothing of the
 * viewer's request (cookies, credentials) is sent along.
 */
export function requestCamera(
  url: URL,
  options: UpstreamOptions,
  camera: CameraIdentity,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    // A literal address is connected to without a lookup: checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !camera.network.allows(literal, port))
      return reject(new CameraUnavailable('refused'));
    const challenge = newChallenge();
    const path = `${url.pathname}${url.search}`;
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: options.method,
      headers: {
        ...options.headers,
        'user-agent': 'kicker-league-camera-proxy',
        [CHALLENGE_HEADER]: challenge,
      },
      // One connection per answer: a stream that ends closes its connection to the camera.
      agent: false,
      lookup: camera.network.lookupFor(port),
    });
    const timer = setTimeout(() => req.destroy(new CameraUnavailable('timeout')), options.timeoutMs);
    req.once('error', (err) => {
      clearTimeout(timer);
      if (err instanceof CameraUnavailable) return reject(err);
      reject(
        new CameraUnavailable(
          (err as { name?: string }).name === 'AddressRefused' ? 'refused' : 'unreachable',
        ),
      );
    });
    req.once('response', (res) => {
      clearTimeout(timer);
      if (!provesToken(res.headers[PROOF_HEADER], camera.tokenHash, challenge, path)) {
        res.destroy();
        req.destroy();
        return reject(new CameraUnavailable('unproven'));
      }
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

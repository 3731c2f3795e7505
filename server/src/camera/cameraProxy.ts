import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { InvalidApiKeyError, viewerFromNodeHeaders } from '../auth/requestViewer.ts';
import type { Services } from '../graphql/context.ts';
import { type CameraTarget, fileContentType, parseCameraPath, upstreamPath } from './cameraAddress.ts';
import { watchableCamera } from './cameraLocations.ts';
import { fetchDayListing, UnreadableListing } from './dayListing.ts';
import { type CameraIdentity, CameraUnavailable, requestCamera } from './upstream.ts';

// DESIGN §12: the same-origin proxy to the camera agents (SPEC §2 Live view, Replay, Archive).
// GET/HEAD /camera/{locationId}/stream | frame | clips/{date}/ | clips/{date}/{name}. Only a
// configured camera of a location the viewer may watch, only these paths (no host or URL from the
// viewer), streamed through without holding whole files, Range passed both ways, and the request to
// the camera ends when the viewer leaves. Whatever the camera says, the app decides the content
// type: these answers come from the app's own origin.

/** No page, script or frame may come from these answers. */
const PROXY_POLICY = "default-src 'none'; frame-ancestors 'self'; sandbox";
/** Header names passed to the camera for files (Range and revalidation), and back from it. */
const FILE_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];
const FILE_ANSWER_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];
const PASSED_STATUSES = new Set([200, 206, 304, 416]);

export function createCameraProxy(services: Services) {
  const { camera: limits } = services.environment;
  /** One answer to the viewer for every kind of camera trouble, the reason logged for the operator. */
  const unavailable = (res: ServerResponse, err: Error) => {
    services.logger.warn({ reason: err.message }, 'camera unavailable');
    return fail(res, 502, CAMERA_UNAVAILABLE);
  };
  /** Live streams open per camera (its base URL), so a camera is not swamped by one office. */
  const streams = new Map<string, number>();

  return async function proxyCamera(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('content-security-policy', PROXY_POLICY);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return fail(res, 405, 'Only GET and HEAD');
    }
    const parsed = parseCameraPath((req.url ?? '/').split('?')[0]!);
    if ('error' in parsed) return fail(res, 400, parsed.error);
    let viewer: Awaited<ReturnType<typeof viewerFromNodeHeaders>>;
    try {
      viewer = await viewerFromNodeHeaders(services, req.headers);
    } catch (err) {
      if (err instanceof InvalidApiKeyError) return fail(res, 401, err.message);
      throw err;
    }
    if (!viewer) return fail(res, 401, 'Please sign in first');
    const camera = await watchableCamera(services, viewer, parsed.locationId);
    if ('status' in camera) return fail(res, camera.status, camera.message);
    const { target } = parsed;
    if (target.kind === 'stream') {
      const key = camera.base.href;
      const open = streams.get(key) ?? 0;
      if (open >= limits.maxStreams) return fail(res, 503, 'Too many people are watching this camera');
      streams.set(key, open + 1);
      res.once('close', () => {
        const left = (streams.get(key) ?? 1) - 1;
        if (left > 0) streams.set(key, left);
        else streams.delete(key);
      });
    }
    if (target.kind === 'listing')
      return listing(res, camera.base, camera.identity, target.date, req.method === 'HEAD');
    await relay(req, res, new URL(upstreamPath(target), camera.base), target, camera.identity);
  };

  /** The day's clips as the app lists them (parsed and written anew: only names it serves). */
  async function listing(
    res: ServerResponse,
    base: URL,
    camera: CameraIdentity,
    date: string,
    head: boolean,
  ) {
    let body: string;
    try {
      body = JSON.stringify(await fetchDayListing(base, date, limits, camera));
    } catch (err) {
      if (err instanceof CameraUnavailable || err instanceof UnreadableListing) return unavailable(res, err);
      throw err;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(head ? undefined : body);
  }

  async function relay(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    target: CameraTarget,
    camera: CameraIdentity,
  ) {
    const headers: Record<string, string> = {};
    if (target.kind === 'file')
      for (const name of FILE_REQUEST_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string' && value.length <= 200) headers[name] = value;
      }
    const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
    let upstream: IncomingMessage;
    try {
      upstream = await requestCamera(url, { method, headers, ...limits }, camera);
    } catch (err) {
      if (err instanceof CameraUnavailable) return unavailable(res, err);
      throw err;
    }
    // The viewer left while the camera was answering: end the camera's request too.
    if (res.destroyed) return void upstream.destroy();
    const status = upstream.statusCode ?? 502;
    if (!PASSED_STATUSES.has(status)) {
      upstream.destroy();
      return status === 404
        ? fail(res, 404, 'Not found on the camera')
        : unavailable(res, new Error(`The camera answered ${status}`));
    }
    const type = contentTypeFor(target, upstream);
    if (!type) {
      upstream.destroy();
      return unavailable(res, new Error('The camera sent something other than images'));
    }
    const answer: Record<string, string> = {
      'content-type': type,
      // Clips never change once cut; frames and the stream are of this moment.
      'cache-control': target.kind === 'file' ? 'private, max-age=3600' : 'no-store',
    };
    if (target.kind !== 'stream')
      for (const name of FILE_ANSWER_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') answer[name] = value;
      }
    res.writeHead(status, answer);
    if (req.method === 'HEAD' || status === 304) {
      upstream.destroy();
      return void res.end();
    }
    // pipeline destroys the camera's answer (and its connection) when the viewer goes away.
    await pipeline(upstream, res).catch(() => {
      upstream.destroy();
      res.destroy();
    });
  }
}

/** What the app serves a target as; null when the camera's answer is not that kind of thing. */
function contentTypeFor(target: CameraTarget, upstream: IncomingMessage): string | null {
  const said = String(upstream.headers['content-type'] ?? '');
  switch (target.kind) {
    case 'stream': {
      // The boundary is the camera's; the rest of its header is not passed on.
      const boundary =
        /^multipart\/x-mixed-replace\s*;\s*boundary="?([A-Za-z0-9'()+_,.\-:=? ]{1,70})"?/i.exec(said);
      return boundary ? `multipart/x-mixed-replace; boundary=${boundary[1]!.trim()}` : null;
    }
    case 'frame':
      return 'image/jpeg';
    case 'file':
      return fileContentType(target.name);
    case 'listing':
      return 'application/json';
  }
}

/** What a viewer is told of any camera trouble (issue 29); the operator's log has the reason. */
export const CAMERA_UNAVAILABLE = 'Camera unavailable';

function fail(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: message }));
}

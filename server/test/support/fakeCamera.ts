import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isChallenge, proofFor } from '../../../camera/src/auth.ts';

// A stand-in for the camera agent (camera/, DESIGN §12) with its HTTP contract: on one port,
// `/?action=stream` (multipart MJPEG), `/picture/1/frame` (one JPEG), `/{YYYY-MM-DD}/` (nginx
// autoindex JSON) and `/{YYYY-MM-DD}/{name}` (clips and thumbnails, with Range). The pictures and
// the clip are real: made once by ffmpeg's testsrc2 (a Debian package the tests install).

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const MEDIA = path.join(os.tmpdir(), 'kicker-fake-camera-v1');
export const BOUNDARY = 'kickframe';

export interface FakeMedia {
  frames: Buffer[];
  clip: Buffer;
  thumb: Buffer;
  /** The clip's length in seconds. */
  clipSeconds: number;
}

/** Three JPEG frames, a 4 s H.264 MP4 (+faststart) and its thumbnail, made once per machine. */
export async function fakeMedia(): Promise<FakeMedia> {
  const file = (name: string) => path.join(MEDIA, name);
  const names = ['frame-0.jpg', 'frame-1.jpg', 'frame-2.jpg', 'clip.mp4', 'clip.thumb.jpg'];
  if (!names.every((n) => fs.existsSync(file(n)))) {
    const work = fs.mkdtempSync(`${MEDIA}-`);
    const source = ['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25'];
    const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
    for (const [i, at] of [0.2, 1.2, 2.2].entries())
      await run(FFMPEG, [
        ...quiet,
        ...source,
        '-ss',
        String(at),
        '-frames:v',
        '1',
        path.join(work, `frame-${i}.jpg`),
      ]);
    await run(FFMPEG, [
      ...quiet,
      ...source,
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      path.join(work, 'clip.mp4'),
    ]);
    fs.copyFileSync(path.join(work, 'frame-1.jpg'), path.join(work, 'clip.thumb.jpg'));
    // Another process may have made them meanwhile: a rename puts a whole folder in place or fails.
    try {
      fs.renameSync(work, MEDIA);
    } catch {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  return {
    frames: [0, 1, 2].map((i) => fs.readFileSync(file(`frame-${i}.jpg`))),
    clip: fs.readFileSync(file('clip.mp4')),
    thumb: fs.readFileSync(file('clip.thumb.jpg')),
    clipSeconds: 4,
  };
}

export interface FakeCamera {
  /** `http://127.0.0.1:<port>`: what an admin enters as the location's camera address. */
  url: string;
  media: FakeMedia;
  /** Each day's clip names (thumbnails are added beside them); change it at will. */
  clips: Map<string, string[]>;
  /** Requests seen, by path, with whether the client has closed them. */
  requests: { path: string; headers: http.IncomingHttpHeaders; closed: boolean }[];
  /** Resolves when a request for this path has been closed by the app. */
  closedRequest(pathname: string): Promise<void>;
  /** Stop answering (the requests hang) or answer again. */
  hang: boolean;
  /**
   * The location's camera token it proves to the app (issue 29, as the real agent does:
   * camera/src/auth.ts proofFor); null: it proves nothing, like any other service at its address.
   */
  token: string | null;
  close(): Promise<void>;
}

export async function startFakeCamera(clips: Record<string, string[]> = {}): Promise<FakeCamera> {
  const media = await fakeMedia();
  const camera = {
    media,
    clips: new Map(Object.entries(clips)),
    requests: [] as FakeCamera['requests'],
    hang: false,
    token: null as string | null,
  };
  const waiting = new Map<string, (() => void)[]>();
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const seen = { path: req.url ?? '/', headers: req.headers, closed: false };
    camera.requests.push(seen);
    res.once('close', () => {
      seen.closed = true;
      for (const wake of waiting.get(seen.path) ?? []) wake();
      waiting.delete(seen.path);
    });
    if (camera.hang) return;
    const challenge = req.headers['kicker-challenge'];
    if (camera.token && isChallenge(challenge))
      res.setHeader('kicker-proof', proofFor(camera.token, challenge, req.url ?? '/'));
    answer(req, res, pathname);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });

  function answer(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.url === '/?action=stream') return stream(res);
    if (pathname === '/picture/1/frame') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': media.frames[0]!.length });
      return res.end(media.frames[0]);
    }
    const day = /^\/(\d{4}-\d{2}-\d{2})\/(.*)$/.exec(pathname);
    const names = day ? camera.clips.get(day[1]!) : undefined;
    if (!day || !names) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
    if (day[2] === '') {
      const entries = names.flatMap((n) => [n, n.replace(/\.mp4$/, '.thumb.jpg')]);
      const listing = entries.map((name) => ({
        name,
        type: 'file',
        mtime: 'Wed, 26 Nov 2026 10:15:02 GMT',
        size: name.endsWith('.mp4') ? media.clip.length : media.thumb.length,
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify([{ name: 'older', type: 'directory', mtime: '', size: 0 }, ...listing]));
    }
    const name = day[2]!;
    const body = names.includes(name)
      ? media.clip
      : names.includes(name.replace(/\.thumb\.jpg$/, '.mp4'))
        ? media.thumb
        : null;
    if (!body) return res.writeHead(404).end();
    file(req, res, body, name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg');
  }

  /** nginx-like: Range (one range) answers 206, a range past the end 416. */
  function file(req: IncomingMessage, res: ServerResponse, body: Buffer, type: string) {
    const headers = { 'content-type': type, 'accept-ranges': 'bytes', etag: '"fake-1"' };
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (!range) {
      res.writeHead(200, { ...headers, 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    const size = body.length;
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] ? (range[2] ? Math.min(Number(range[2]), size - 1) : size - 1) : size - 1;
    if (start >= size || start < 0 || start > end) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
      return res.end();
    }
    start = Math.max(0, start);
    end = Math.max(start, end);
    const part = body.subarray(start, end + 1);
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': part.length,
    });
    res.end(req.method === 'HEAD' ? undefined : part);
  }

  function stream(res: ServerResponse) {
    res.writeHead(200, {
      'content-type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
      'cache-control': 'no-cache',
    });
    let i = 0;
    const send = () => {
      const frame = media.frames[i++ % media.frames.length]!;
      res.write(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${frame.length}\r\n\r\n`);
      res.write(frame);
      res.write('\r\n');
    };
    send();
    const timer = setInterval(send, 100);
    res.once('close', () => clearInterval(timer));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(camera, {
    url: `http://127.0.0.1:${port}`,
    closedRequest(pathname: string) {
      const done = camera.requests.find((r) => r.path === pathname && r.closed);
      if (done) return Promise.resolve();
      return new Promise<void>((resolve) =>
        waiting.set(pathname, [...(waiting.get(pathname) ?? []), resolve]),
      );
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

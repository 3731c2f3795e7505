import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MultipartJpegParser } from '../multipart.ts';

export interface FakeCamera {
  /** The MJPEG stream, `http://127.0.0.1:<port>/mjpeg`. */
  url: string;
  /** Frames sent so far. */
  frames(): number;
  /** Ends every client's stream, as a camera does when it reboots. */
  dropClients(): void;
  stop(): Promise<void>;
}

/**
 * A network camera for tests and benchmarks. ffmpeg renders a few seconds of `testsrc2` as JPEGs
 * once; a small HTTP server then sends them in a loop at `fps`, as `multipart/x-mixed-replace`
 * (what an IP camera's MJPEG URL answers), each client from its first whole frame on. Rendering
 * ahead keeps the camera's own cost out of the figures and its frame rate steady on a busy machine;
 * like a real camera, it drops frames rather than bursting when it falls behind.
 */
export async function startFakeCamera({
  ffmpeg,
  size = '320x240',
  fps = 15,
  quality = 5,
  loopSeconds = 4,
}: {
  ffmpeg: string;
  size?: string;
  fps?: number;
  quality?: number;
  loopSeconds?: number;
}): Promise<FakeCamera> {
  const loop = await render(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=${fps}`,
    '-t',
    String(loopSeconds),
    '-c:v',
    'mjpeg',
    '-q:v',
    String(quality),
    '-f',
    'mpjpeg',
    'pipe:1',
  ]);
  const clients = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (req.url !== '/mjpeg') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace;boundary=fakecam' });
    clients.add(res);
    res.on('close', () => clients.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const started = performance.now();
  let sent = 0;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const due = Math.floor(((performance.now() - started) * fps) / 1000) + 1;
    // More than a frame behind (the machine was busy): skip to now.
    if (due - sent > 1) sent = due - 1;
    const frame = loop[sent % loop.length]!;
    sent++;
    for (const res of clients) {
      if (res.writableNeedDrain) continue;
      res.write(`--fakecam\r\nContent-Type: image/jpeg\r\nContent-Length: ${frame.length}\r\n\r\n`);
      res.write(frame);
      res.write('\r\n');
    }
    timer = setTimeout(tick, Math.max(0, started + (sent * 1000) / fps - performance.now()));
  };
  tick();

  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mjpeg`,
    frames: () => sent,
    dropClients: () => {
      for (const res of clients) res.destroy();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The JPEG frames ffmpeg writes as multipart JPEG to stdout. */
function render(ffmpeg: string, args: string[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const parser = new MultipartJpegParser();
    const frames: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => frames.push(...parser.push(chunk)));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 && frames.length > 0
        ? resolve(frames)
        : reject(new Error(`ffmpeg rendered no frames (${code})`)),
    );
  });
}

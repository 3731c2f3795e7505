import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MultipartJpegParser } from '../multipart.ts';
import { stopChild } from '../processes.ts';

export interface FakeCamera {
  /** The MJPEG stream, `http://127.0.0.1:<port>/mjpeg`. */
  url: string;
  /** The ffmpeg that draws the picture. */
  pid: number;
  /** Frames sent so far. */
  frames(): number;
  /** Ends every client's stream, as a camera does when it reboots. */
  dropClients(): void;
  stop(): Promise<void>;
}

/**
 * A network camera for tests and benchmarks: ffmpeg draws `testsrc2` in real time and encodes it
 * as JPEG; a small HTTP server sends every client the frames from its first whole one on, as
 * `multipart/x-mixed-replace` (what an IP camera's MJPEG URL answers).
 */
export async function startFakeCamera({
  ffmpeg,
  size = '320x240',
  fps = 15,
  quality = 5,
}: {
  ffmpeg: string;
  size?: string;
  fps?: number;
  quality?: number;
}): Promise<FakeCamera> {
  const child: ChildProcess = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${size}:rate=${fps}`,
      '-c:v',
      'mjpeg',
      '-q:v',
      String(quality),
      '-f',
      'mpjpeg',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const clients = new Set<http.ServerResponse>();
  const parser = new MultipartJpegParser();
  let sent = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const frame of parser.push(chunk)) {
      sent++;
      for (const res of clients) {
        if (res.writableNeedDrain) continue;
        res.write(`--fakecam\r\nContent-Type: image/jpeg\r\nContent-Length: ${frame.length}\r\n\r\n`);
        res.write(frame);
        res.write('\r\n');
      }
    }
  });
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
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mjpeg`,
    pid: child.pid!,
    frames: () => sent,
    dropClients: () => {
      for (const res of clients) res.destroy();
    },
    async stop() {
      await stopChild(child, 2000);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { promisify } from 'node:util';
import { programPath, systemPackage } from '../../../scripts/systemPackages.ts';
import { MultipartJpegParser } from '../multipart.ts';
import { siblingProgram } from '../options.ts';

/** Debian's ffmpeg, or FFMPEG_PATH (what `pnpm test` installs). */
export const FFMPEG = programPath(systemPackage('ffmpeg'));
export const FFPROBE = process.env.FFPROBE_PATH || siblingProgram(FFMPEG, 'ffprobe');
const execFileAsync = promisify(execFile);

/**
 * What ffprobe says about a video file. Asynchronous: a blocked event loop would stall the fake
 * camera in the same process, and the stall would show in the next clip.
 */
export async function probe(file: string): Promise<{ codec: string; seconds: number }> {
  const { stdout } = await execFileAsync(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_name',
    '-of',
    'json',
    file,
  ]);
  const out = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string }[] };
  return { codec: out.streams[0]!.codec_name, seconds: Number(out.format.duration) };
}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `POST /goals`, with the token as a bearer token when there is one. */
export function sendGoal(base: string, body: unknown, token: string | null): Promise<Response> {
  return fetch(`${base}/goals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A GET with the path exactly as given (fetch would resolve `..` before sending). */
export function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first `n` frames of a multipart JPEG stream, with the response's content type. */
export async function readFrames(url: string, n: number): Promise<{ contentType: string; frames: Buffer[] }> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const contentType = res.headers.get('content-type') ?? '';
  const parser = new MultipartJpegParser();
  const frames: Buffer[] = [];
  const reader = res.body!.getReader();
  while (frames.length < n) {
    const { value, done } = await reader.read();
    if (done) break;
    frames.push(...parser.push(Buffer.from(value)));
  }
  controller.abort();
  await reader.cancel().catch(() => {});
  return { contentType, frames: frames.slice(0, n) };
}

/** Running processes whose command line contains `text` (for: no ffmpeg left behind). */
export function processesMentioning(text: string): number[] {
  const found: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
      if (cmdline.includes(text) && state !== 'Z') found.push(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Every file under a folder, with its size: what "writes nothing" compares. */
export function filesUnder(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      out[`${entry.parentPath}/${entry.name}`] = fs.statSync(`${entry.parentPath}/${entry.name}`).size;
  return out;
}

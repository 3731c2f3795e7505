import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { autoindexJson, type DirectoryEntry } from './listing.ts';
import { contentType, isDayFolder, isServedName } from './naming.ts';
import { answerRange } from './range.ts';

/** `GET /`: the day folders; `GET /{YYYY-MM-DD}/`: that day's clips and thumbnails. */
export async function sendListing(res: ServerResponse, dir: string, kind: 'days' | 'clips') {
  const entries = await readEntries(dir);
  const body = autoindexJson(entries, (e) =>
    kind === 'days' ? e.isDirectory && isDayFolder(e.name) : !e.isDirectory && isServedName(e.name),
  );
  sendJson(res, 200, body);
}

/**
 * A clip or thumbnail, with byte ranges (a video element seeks by asking for them). A day with no
 * clips yet lists as `[]`, not 404: the replay screen asks for today before the first goal.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string) {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new Error('not a file');
  } catch {
    return sendJson(res, 404, { error: 'Not found' });
  }
  const range = answerRange(req.headers.range, stat.size);
  const headers = {
    'Content-Type': contentType(path.basename(file)),
    'Accept-Ranges': 'bytes',
    'Last-Modified': stat.mtime.toUTCString(),
  };
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}`, 'Content-Length': 0 });
    return res.end();
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, stat.size - 1];
  res.writeHead(range.kind === 'part' ? 206 : 200, {
    ...headers,
    'Content-Length': end - start + 1,
    ...(range.kind === 'part' ? { 'Content-Range': `bytes ${start}-${end}/${stat.size}` } : {}),
  });
  if (req.method === 'HEAD' || stat.size === 0) return res.end();
  const stream = fs.createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

async function readEntries(dir: string): Promise<DirectoryEntry[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      try {
        const s = await fs.promises.stat(path.join(dir, name));
        return { name, isDirectory: s.isDirectory(), mtime: s.mtime, size: s.size };
      } catch {
        return null; // deleted meanwhile
      }
    }),
  );
  return entries.filter((e): e is DirectoryEntry => e !== null);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

interface Encoded {
  mtimeMs: number;
  br: Buffer;
  gzip: Buffer;
}

export interface ServeClientOptions {
  /**
   * The Content-Security-Policy of an HTML file, from its content (inline scripts by hash) and the
   * policy key (what else it depends on: the embedded tools' origins).
   */
  contentSecurityPolicy?: (html: string, key: string) => string;
  /**
   * The policy key for this request now; a new value makes the policy anew. It may depend on who
   * asks (the embedded tools of the viewer's organisations): HTML answers then vary by cookie.
   */
  policyKey?: (req: IncomingMessage) => string | Promise<string>;
  /**
   * A first screen rendered for this request (seasonFirstScreen.ts): its markup goes into
   * index.html's `#root` (the app hydrates it), its answers after it. Null sends the file as it is.
   */
  firstScreen?: (req: IncomingMessage) => Promise<{ markup: string; answers: string; key?: string } | null>;
}

const ROOT = '<div id="root"></div>';
const FIRST_SCREEN = '<div id="first-screen"></div>';

/**
 * Serves the built client; unknown paths get index.html so the client router can answer them.
 * Text files are sent compressed (brotli or gzip), compressed once per file version and kept.
 * Every HTML answer carries the policy made from that file's version.
 */
export function serveClient(dist: string, options: ServeClientOptions = {}) {
  const root = path.resolve(dist);
  const cache = new Map<string, Encoded>();
  const policies = new Map<string, { mtimeMs: number; key: string; policy: string }>();

  async function policyOf(req: IncomingMessage, file: string, stat: fs.Stats): Promise<string | null> {
    if (!options.contentSecurityPolicy) return null;
    const key = (await options.policyKey?.(req)) ?? '';
    const id = `${file}\u0000${key}`;
    const hit = policies.get(id);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.policy;
    const policy = options.contentSecurityPolicy(fs.readFileSync(file, 'utf8'), key);
    // A policy per file and key (a few keys: the organisations' tool sets); old ones go.
    if (policies.size >= 1000) policies.clear();
    policies.set(id, { mtimeMs: stat.mtimeMs, key, policy });
    return policy;
  }

  function encoded(file: string, stat: fs.Stats): Encoded {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const raw = fs.readFileSync(file);
    const entry = {
      mtimeMs: stat.mtimeMs,
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(raw, { level: 9 }),
    };
    cache.set(file, entry);
    return entry;
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const requested = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    const inside = requested.startsWith(root + path.sep) || requested === root;
    const file = inside && statFile(requested) ? requested : path.join(root, 'index.html');
    const stat = statFile(file);
    if (!stat) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built yet. Run: pnpm build');
      return;
    }
    const ext = path.extname(file);
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed asset names never change content; the HTML and service worker must always be fresh.
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    const policy = ext === '.html' ? await policyOf(req, file, stat) : null;
    if (policy) headers['content-security-policy'] = policy;
    if (ext === '.html' && options.policyKey) headers.vary = 'accept-encoding, cookie';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const rendered = file !== requested && options.firstScreen ? await options.firstScreen(req) : null;
    if (rendered) return sendRendered(res, req, file, stat, headers, accepts, rendered);
    const encoding = COMPRESSIBLE.has(ext)
      ? /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null
      : null;
    if (!encoding) {
      res.writeHead(200, { ...headers, 'content-length': String(stat.size) });
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(file).pipe(res);
      return;
    }
    const body = encoded(file, stat)[encoding];
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Rendered pages as sent, compressed, by file version, rendered screen and encoding (issue 29). */
const sentPages = new Map<string, { encoding: string | null; body: Buffer }>();
const KEEP_SENT = 400;

/**
 * index.html with a screen rendered for this visitor: theirs alone (private, never kept by a shared
 * cache), compressed quickly per answer and kept by the screen's key (a reload sends the same
 * bytes). The answers are a data block (type application/json), which the browser never runs, so
 * the file's script hashes (the policy) stay what they are.
 */
function sendRendered(
  res: ServerResponse,
  req: IncomingMessage,
  file: string,
  stat: fs.Stats,
  headers: Record<string, string>,
  accepts: string,
  rendered: { markup: string; answers: string; key?: string },
) {
  const wanted = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const id = rendered.key && `${file}:${stat.mtimeMs}:${rendered.key}:${wanted}`;
  let page = id ? sentPages.get(id) : undefined;
  if (!page) {
    page = compressPage(pageWith(file, rendered), wanted);
    if (id) {
      if (sentPages.size >= KEEP_SENT) sentPages.delete(sentPages.keys().next().value!);
      sentPages.set(id, page);
    }
  }
  res.writeHead(200, {
    ...headers,
    'cache-control': 'private, no-cache',
    vary: 'accept-encoding, cookie',
    ...(page.encoding && { 'content-encoding': page.encoding }),
    'content-length': String(page.body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

function pageWith(file: string, { markup, answers }: { markup: string; answers: string }): Buffer {
  const html = fs
    .readFileSync(file, 'utf8')
    // Told to index.html's inline script, which would otherwise show a prerendered screen above it.
    .replace(FIRST_SCREEN, '<div id="first-screen" data-server-rendered=""></div>')
    // A function, not a string: in a replacement string `$'`, `$&`, ... (a player may be called
    // that) would stand for parts of the page.
    .replace(
      ROOT,
      () =>
        `<div id="root" data-rendered="">${markup}</div><script type="application/json" id="first-answers">${answers}</script>`,
    );
  return Buffer.from(html);
}

function compressPage(
  raw: Buffer,
  encoding: 'br' | 'gzip' | null,
): { encoding: string | null; body: Buffer } {
  if (encoding === 'br')
    return {
      encoding,
      body: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (encoding === 'gzip') return { encoding, body: zlib.gzipSync(raw, { level: 6 }) };
  return { encoding: null, body: raw };
}

function statFile(p: string): fs.Stats | null {
  try {
    const stat = fs.statSync(p);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

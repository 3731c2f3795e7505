import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy of the app's HTML (index.html and every client route that falls back to
 * it). Scripts: our own files and the inline scripts of that very file, by hash (computed from the
 * file served, so editing an inline script cannot silently break the page or widen the policy).
 * - style-src 'unsafe-inline': Chakra (Emotion) injects <style> elements at run time, the first
 *   screens carry style attributes, and neither can take a hash or nonce. Styles cannot run code.
 * - img-src http(s): logos and player pictures are addresses admins and players enter.
 * - connect-src: the API and the graphql-ws socket of the same origin ('self' covers ws(s) in
 *   current browsers; PUBLIC_URL's ws(s) origin is named for older ones).
 * - frame-ancestors 'self': no framing by other sites (clickjacking), as X-Frame-Options does.
 * - frame-src: the app, and the origins of the tools organisations embed (Sounds, Archive,
 *   Feedback; frameSources.ts). Camera pictures and clips come through the app (same origin).
 */
export function appContentSecurityPolicy(
  html: string,
  publicUrl: string,
  frameOrigins: readonly string[] = [],
): string {
  const scripts = inlineScriptHashes(html).map((hash) => `'${hash}'`);
  const socket = new URL(publicUrl);
  socket.protocol = socket.protocol === 'https:' ? 'wss:' : 'ws:';
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    `connect-src 'self' ${socket.origin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src 'self' ${frameOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Everything that is not the app (JSON from /graphql and /api/auth, better-auth's HTML error page):
 * no scripts, nothing loaded, no framing by others.
 */
export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * GraphiQL (development only): yoga's page loads its editor from a CDN and starts it with inline
 * scripts (allowed by hash) and blob: workers.
 */
export function graphiqlContentSecurityPolicy(html: string): string {
  const cdn = 'https://unpkg.com';
  const scripts = inlineScriptHashes(html).map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${cdn} ${scripts.join(' ')}`.trim(),
    `style-src 'self' 'unsafe-inline' ${cdn}`,
    "img-src 'self' data: https:",
    `font-src 'self' data: ${cdn}`,
    `connect-src 'self' ${cdn}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** sha256-… of each inline <script> (one without src) in the HTML, as CSP source expressions want them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

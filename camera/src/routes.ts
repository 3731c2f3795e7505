import { isDayFolder, isServedName } from './naming.ts';

/**
 * What a request asks for, read from its raw URL. The paths are SPEC's (`/picture/1/frame`,
 * `?action=stream`, `/{YYYY-MM-DD}/`) plus the agent's own. Every path segment is decoded once and
 * must then be a plain name: `.`/`..`, a slash or backslash, a NUL or a broken escape make the
 * request `bad` (400) before any file is looked at, so no spelling of `../` reaches the disk.
 */
export type Route =
  | { kind: 'stream' }
  | { kind: 'frame' }
  | { kind: 'health' }
  | { kind: 'days' }
  | { kind: 'day'; date: string }
  | { kind: 'file'; date: string; name: string }
  | { kind: 'goals'; liveGameId: string | null }
  | { kind: 'bad'; reason: string }
  | { kind: 'notFound' };

export function routeOf(rawUrl: string): Route {
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1));
  if (!rawPath.startsWith('/')) return { kind: 'bad', reason: 'The path must start with /' };

  const parts: string[] = [];
  const raw = rawPath.slice(1).split('/');
  for (const [i, part] of raw.entries()) {
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return { kind: 'bad', reason: 'Malformed escape in the path' };
    }
    if (name === '.' || name === '..' || /[/\\\0]/.test(name))
      return { kind: 'bad', reason: 'The path may only name files' };
    // An empty part is allowed only as the trailing slash of a folder.
    if (name === '' && i !== raw.length - 1) return { kind: 'bad', reason: 'Empty path segment' };
    if (name !== '') parts.push(name);
  }

  const [first, second, third] = parts;
  if (parts.length === 0) {
    const action = query.get('action');
    if (action === 'stream') return { kind: 'stream' };
    if (action === 'snapshot') return { kind: 'frame' };
    return { kind: 'days' };
  }
  if (parts.length === 1 && first === 'stream') return { kind: 'stream' };
  if (parts.length === 1 && first === 'healthz') return { kind: 'health' };
  if (parts.length === 1 && first === 'goals') return { kind: 'goals', liveGameId: query.get('liveGameId') };
  if (parts.length === 3 && first === 'picture' && second === '1' && third === 'frame')
    return { kind: 'frame' };
  if (first !== undefined && isDayFolder(first)) {
    if (parts.length === 1) return { kind: 'day', date: first };
    if (parts.length === 2 && second !== undefined && isServedName(second))
      return { kind: 'file', date: first, name: second };
  }
  return { kind: 'notFound' };
}

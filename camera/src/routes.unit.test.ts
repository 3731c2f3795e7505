import { describe, expect, it } from 'vitest';
import { routeOf } from './routes.ts';

describe('routes', () => {
  it('are SPEC’s camera paths', () => {
    expect(routeOf('/?action=stream')).toEqual({ kind: 'stream' });
    expect(routeOf('/stream')).toEqual({ kind: 'stream' });
    expect(routeOf('/picture/1/frame')).toEqual({ kind: 'frame' });
    expect(routeOf('/?action=snapshot')).toEqual({ kind: 'frame' });
    expect(routeOf('/2026-11-26/')).toEqual({ kind: 'day', date: '2026-11-26' });
    expect(routeOf('/2026-11-26')).toEqual({ kind: 'day', date: '2026-11-26' });
    expect(routeOf('/2026-11-26/101500-g-1.mp4')).toEqual({
      kind: 'file',
      date: '2026-11-26',
      name: '101500-g-1.mp4',
    });
  });

  it('and the agent’s own', () => {
    expect(routeOf('/')).toEqual({ kind: 'days' });
    expect(routeOf('/healthz')).toEqual({ kind: 'health' });
    expect(routeOf('/goals')).toEqual({ kind: 'goals', liveGameId: null });
    expect(routeOf('/goals?liveGameId=TGl2%2Fx%3D')).toEqual({ kind: 'goals', liveGameId: 'TGl2/x=' });
  });

  it.each([
    '/../etc/passwd',
    '/2026-11-26/../../etc/passwd',
    '/2026-11-26/%2e%2e/%2e%2e/etc/passwd',
    '/2026-11-26/..%2f..%2fetc%2fpasswd',
    '/2026-11-26/%2E%2E%5Csecret.mp4',
    '/2026-11-26/a.mp4%00.jpg',
    '/2026-11-26//a.mp4',
    '/./healthz',
    '/%E0%A4%A',
    'http://evil/2026-11-26/',
  ])('refuse %s before any file is looked at', (url) => {
    expect(routeOf(url).kind).toBe('bad');
  });

  it.each([
    '/2026-02-30/',
    '/2026-11-26/notes.txt',
    '/2026-11-26/.a.mp4.partial',
    '/goals/x',
    '/picture/2/frame',
    '/clips',
  ])('know nothing of %s', (url) => {
    expect(routeOf(url)).toEqual({ kind: 'notFound' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  archiveAddress,
  clipPath,
  clipsOf,
  clipTime,
  handshakeMessage,
  parseClipPath,
  replaySteps,
  thumbnailOf,
  todayUtc,
  tokenFailureTitle,
  toolOrigin,
} from './camera';

const listing = [
  { name: '101900-g1-2.mp4' },
  { name: '101900-g1-2.thumb.jpg' },
  { name: '100001-g1-1.mp4' },
  { name: '100001-g1-1.thumb.jpg' },
  { name: '120000-g2-1.mp4' },
];

describe('camera screens', () => {
  it("lists the day's clips oldest first, thumbnails excluded, and finds a clip's thumbnail", () => {
    expect(clipsOf(listing)).toEqual(['100001-g1-1.mp4', '101900-g1-2.mp4', '120000-g2-1.mp4']);
    expect(thumbnailOf('101900-g1-2.mp4', listing)).toBe('101900-g1-2.thumb.jpg');
    expect(thumbnailOf('120000-g2-1.mp4', listing)).toBeNull();
  });

  it('steps between clips and never before the first or past the last', () => {
    const clips = clipsOf(listing);
    expect(replaySteps(clips, '100001-g1-1.mp4')).toEqual({
      index: 0,
      previous: null,
      next: '101900-g1-2.mp4',
    });
    expect(replaySteps(clips, '101900-g1-2.mp4')).toEqual({
      index: 1,
      previous: '100001-g1-1.mp4',
      next: '120000-g2-1.mp4',
    });
    expect(replaySteps(clips, '120000-g2-1.mp4')).toEqual({
      index: 2,
      previous: '101900-g1-2.mp4',
      next: null,
    });
    expect(replaySteps(clips, 'gone.mp4')).toEqual({ index: -1, previous: null, next: null });
  });

  it('reads back a clip path and nothing else', () => {
    const path = clipPath('/camera/loc-1', '2026-11-26', '101900-g1-2.mp4');
    expect(parseClipPath(path)).toEqual({
      cameraPath: '/camera/loc-1',
      day: '2026-11-26',
      name: '101900-g1-2.mp4',
    });
    for (const bad of [
      'https://evil.example/camera/loc-1/clips/2026-11-26/a.mp4',
      '/camera/loc-1/clips/2026-11-26/../a.mp4',
      '/camera/loc-1/clips/2026-11-26/a.thumb.mp4',
      '/camera/loc-1/clips/2026-11-26/a.jpg',
      '/camera/loc-1/clips/today/a.mp4',
      'javascript:alert(1)',
    ])
      expect(parseClipPath(bad), bad).toBeNull();
  });

  it('dates by UTC, times clips by their names, and builds the archive address', () => {
    expect(todayUtc(new Date('2026-11-26T23:30:00-02:00'))).toBe('2026-11-27');
    expect(clipTime('101502-g1-3.mp4')).toBe('10:15:02');
    expect(clipTime('clip.mp4')).toBeNull();
    expect(archiveAddress('http://nas.local/archive/', '2026-11-26')).toBe(
      'http://nas.local/archive/2026-11-26',
    );
  });

  it('tells a tool only its own origin, and builds the handshake message', () => {
    expect(toolOrigin('https://feedback.example.com/kicker?x=1')).toBe('https://feedback.example.com');
    expect(toolOrigin('javascript:alert(1)')).toBeNull();
    expect(toolOrigin('not a url')).toBeNull();
    expect(
      handshakeMessage(
        { token: 't', uid: 'u', displayName: 'Ada', role: 'player', status: 200 } as never,
        true,
      ),
    ).toEqual({
      token: 't',
      uid: 'u',
      displayName: 'Ada',
      role: 'player',
      darkMode: true,
    });
  });

  it("names a token failure as SPEC's error catalogue does", () => {
    expect(tokenFailureTitle({ status: 200, token: 'x' }, false)).toBeNull();
    expect(tokenFailureTitle({ status: 500, token: 'x' }, false)).toBe('SSO failed');
    expect(tokenFailureTitle({ status: 200, token: '' }, false)).toBe('SSO failed');
    expect(tokenFailureTitle(null, false)).toBe('SSO failed');
    expect(tokenFailureTitle(null, true)).toBe('Function Failed');
  });
});

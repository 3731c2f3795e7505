import { describe, expect, it } from 'vitest';
import { cameraBase, isDay, parseCameraPath, upstreamPath } from './cameraAddress.ts';

describe('camera addresses', () => {
  it('uses the port the address names, else 8081', () => {
    expect(cameraBase('http://192.168.1.20').href).toBe('http://192.168.1.20:8081/');
    expect(cameraBase('http://kickcam.local:8080').href).toBe('http://kickcam.local:8080/');
    expect(cameraBase('https://cam.example').href).toBe('https://cam.example:8081/');
  });

  it('reads the four kinds of camera paths and maps them to the agent', () => {
    const id = 'a6f1c0de-1111-4222-8333-944455556666';
    const paths = {
      [`/camera/${id}/stream`]: '/?action=stream',
      [`/camera/${id}/frame`]: '/picture/1/frame',
      [`/camera/${id}/clips/2026-11-26/`]: '/2026-11-26/',
      [`/camera/${id}/clips/2026-11-26/101502-game-3.mp4`]: '/2026-11-26/101502-game-3.mp4',
      [`/camera/${id}/clips/2026-11-26/101502-game-3.thumb.jpg`]: '/2026-11-26/101502-game-3.thumb.jpg',
    };
    for (const [path, upstream] of Object.entries(paths)) {
      const parsed = parseCameraPath(path);
      expect('target' in parsed && parsed.locationId === id && upstreamPath(parsed.target), path).toBe(
        upstream,
      );
    }
  });

  it('refuses anything else: traversal, encoded characters, other files, bad days', () => {
    for (const bad of [
      '/camera/x/clips/2026-11-26/../secret.mp4',
      '/camera/x/clips/2026-11-26/..%2Fsecret.mp4',
      '/camera/x/clips/2026-11-26/%2e%2e',
      '/camera/x/clips/2026-11-26/a..mp4',
      '/camera/x/clips/2026-11-26/clip.html',
      '/camera/x/clips/2026-11-26/.hidden.mp4',
      '/camera/x/clips/2026-11-26/sub/clip.mp4',
      '/camera/x/clips/2026-13-01/',
      '/camera/x/clips/2026-02-30/',
      '/camera/x/clips/today/',
      '/camera/x/clips/2026-11-26',
      '/camera/x/stream/more',
      '/camera/x/',
      '/camera/x%2Fy/stream',
      '/camera/../stream',
      '/camera//stream',
    ])
      expect(parseCameraPath(bad), bad).toHaveProperty('error');
  });

  it('knows a real day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readOptions, siblingProgram } from './options.ts';

describe('readOptions', () => {
  it('needs only a source; the rest has defaults', () => {
    expect(readOptions(['--source', '/dev/video0'], {})).toEqual({
      source: '/dev/video0',
      device: { size: '1280x720', fps: 30, inputFormat: 'mjpeg' },
      host: '0.0.0.0',
      port: 8081,
      clipsDir: './clips',
      seconds: 8,
      bufferSeconds: 30,
      keepDays: 30,
      segmentSeconds: 1,
      token: null,
      app: null,
      locationId: null,
      ffmpeg: 'ffmpeg',
      ffprobe: 'ffprobe',
    });
  });

  it('reads the flags and the environment', () => {
    const o = readOptions(
      [
        '--source',
        'rtsp://cam/live',
        '--port',
        '9000',
        '--clips',
        '/srv/clips',
        '--seconds',
        '10',
        '--app',
        'https://kicker.example',
        '--location',
        'loc1',
      ],
      { CAMERA_TOKEN: ' tok ', FFMPEG_PATH: '/opt/ff/bin/ffmpeg' },
    );
    expect(o).toMatchObject({
      port: 9000,
      clipsDir: '/srv/clips',
      seconds: 10,
      token: 'tok',
      app: 'https://kicker.example',
      locationId: 'loc1',
      ffmpeg: '/opt/ff/bin/ffmpeg',
      ffprobe: '/opt/ff/bin/ffprobe',
    });
  });

  it.each([
    [[], '--source is required'],
    [['--source', 'camera'], '--source must be'],
    [['--source', 'file:///etc/passwd'], '--source must be'],
    [['--source', '/dev/video0', '--port', '0'], '--port'],
    [['--source', '/dev/video0', '--port', '80x'], '--port'],
    [['--source', '/dev/video0', '--seconds', '29'], 'at least 2 below --buffer'],
    [['--source', '/dev/video0', '--app', 'https://k.example'], 'go together'],
    [['--source', '/dev/video0', '--app', 'https://k.example', '--location', 'l'], 'CAMERA_TOKEN'],
    [['--source', '/dev/video0', '--size', 'big'], '--size'],
    [['--source', '/dev/video0', '--keep-days', '-1'], '--keep-days'],
    [['--source', '/dev/video0', '--colour', 'red'], 'Unknown option'],
  ])('refuses %j', (argv, message) => {
    expect(() => readOptions(argv, {})).toThrow(message);
  });

  it('finds ffprobe beside the given ffmpeg', () => {
    expect(siblingProgram('ffmpeg', 'ffprobe')).toBe('ffprobe');
    expect(siblingProgram('/usr/bin/ffmpeg', 'ffprobe')).toBe('/usr/bin/ffprobe');
  });
});

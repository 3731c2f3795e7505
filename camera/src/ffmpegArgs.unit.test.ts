import { describe, expect, it } from 'vitest';
import { cutArgs, h264EncodeArgs, inputArgs, recorderArgs } from './ffmpegArgs.ts';

const device = { size: '1280x720', fps: 30, inputFormat: 'mjpeg' };
const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('ffmpeg arguments', () => {
  it('open each kind of source', () => {
    expect(inputArgs('/dev/video0', device)).toEqual([
      '-f',
      'v4l2',
      '-input_format',
      'mjpeg',
      '-video_size',
      '1280x720',
      '-framerate',
      '30',
      '-i',
      '/dev/video0',
    ]);
    expect(inputArgs('rtsp://cam/live', device)).toEqual(['-rtsp_transport', 'tcp', '-i', 'rtsp://cam/live']);
    expect(inputArgs('http://cam/mjpeg', device)).toEqual([
      '-use_wallclock_as_timestamps',
      '1',
      '-i',
      'http://cam/mjpeg',
    ]);
  });

  it('copy H.264 as it comes, and encode anything else once, fast, with a keyframe per segment', () => {
    expect(h264EncodeArgs({ codec: 'h264', pixFmt: 'yuv420p' }, 1)).toEqual(['-c:v', 'copy']);
    const encode = h264EncodeArgs({ codec: 'mjpeg', pixFmt: 'yuvj422p' }, 1);
    expect(after(encode, '-c:v')).toBe('libx264');
    expect(after(encode, '-preset')).toBe('ultrafast');
    expect(after(encode, '-pix_fmt')).toBe('yuvj420p');
    expect(after(encode, '-force_key_frames')).toBe('expr:gte(t,n_forced*1)');
    expect(after(h264EncodeArgs({ codec: 'rawvideo', pixFmt: 'yuyv422' }, 2), '-pix_fmt')).toBe('yuv420p');
  });

  it('copy an MJPEG source’s JPEGs to the live view, and encode them from anything else', () => {
    const base = { input: ['-i', 'x'], segmentDir: '/tmp/b', segmentSeconds: 1, startNumber: 42 };
    const fromMjpeg = recorderArgs({ ...base, video: { codec: 'mjpeg', pixFmt: 'yuvj420p' } });
    const live = fromMjpeg.slice(0, fromMjpeg.indexOf('pipe:1'));
    expect(after(live, '-c:v')).toBe('copy');
    expect(after(live, '-f')).toBe('mpjpeg');
    const fromH264 = recorderArgs({ ...base, video: { codec: 'h264', pixFmt: 'yuv420p' } });
    expect(after(fromH264, '-c:v')).toBe('mjpeg');
    expect(fromH264.slice(fromH264.indexOf('pipe:1'))).toContain('copy');
    expect(after(fromH264, '-segment_list')).toBe('pipe:3');
    expect(after(fromH264, '-segment_start_number')).toBe('42');
    expect(fromH264.at(-1)).toBe('/tmp/b/seg%09d.ts');
  });

  it('cut from two pipes: the segments’ bytes into an MP4 copy, a live JPEG into the thumbnail', () => {
    const args = cutArgs('/c/.cuts/cut-1.mp4', '/c/.cuts/cut-1.jpg');
    expect(args.filter((_, i) => args[i - 1] === '-i')).toEqual(['pipe:0', 'pipe:3']);
    expect(args.filter((_, i) => args[i - 1] === '-f')).toEqual(['mpegts', 'mjpeg', 'mp4', 'image2']);
    expect(after(args, '-c')).toBe('copy');
    expect(after(args, '-movflags')).toBe('+faststart');
    expect(after(args, '-vf')).toBe('scale=320:-2');
    expect(args.at(-1)).toBe('/c/.cuts/cut-1.jpg');
  });
});

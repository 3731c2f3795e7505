import type { AgentOptions } from './options.ts';

/** What ffprobe says about the source's video. */
export interface SourceVideo {
  codec: string;
  pixFmt: string | null;
}

/** How ffmpeg opens the source. */
export function inputArgs(source: string, device: AgentOptions['device']): string[] {
  if (source.startsWith('/dev/'))
    return [
      '-f',
      'v4l2',
      '-input_format',
      device.inputFormat,
      '-video_size',
      device.size,
      '-framerate',
      String(device.fps),
      '-i',
      source,
    ];
  // TCP: a lost UDP packet is a broken frame in every clip that holds it.
  if (source.startsWith('rtsp')) return ['-rtsp_transport', 'tcp', '-i', source];
  // An MJPEG stream over HTTP has no timestamps: each frame gets the time it arrived.
  return ['-use_wallclock_as_timestamps', '1', '-i', source];
}

/**
 * The H.264 encode when the source is not H.264 already: x264 `ultrafast` (the cheapest preset:
 * about 0.17 of a core at 1280×720, 30 fps, on the reference machine, see docs/benchmarks.md),
 * constant quality, a keyframe at every segment boundary so segments join without re-encoding.
 * Full-range JPEG input stays full-range 4:2:0 (`yuvj420p`): converting the range would cost a
 * quarter more CPU and buy nothing a browser shows.
 */
export function h264EncodeArgs(video: SourceVideo, segmentSeconds: number): string[] {
  if (video.codec === 'h264') return ['-c:v', 'copy'];
  const pixFmt = video.pixFmt?.startsWith('yuvj') ? 'yuvj420p' : 'yuv420p';
  return [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '23',
    '-pix_fmt',
    pixFmt,
    '-force_key_frames',
    `expr:gte(t,n_forced*${segmentSeconds})`,
  ];
}

/**
 * The recorder: one ffmpeg reading the source once, with two outputs. Its stdout is the live view,
 * multipart JPEG (the source's own JPEGs copied when it sends MJPEG); the other output is the ring
 * buffer, H.264 in MPEG-TS segments of `segmentSeconds`, each announced on fd 3 as a CSV line when
 * it is closed. Timestamps pass through: a camera's frame rate is whatever it delivers.
 */
export function recorderArgs(p: {
  input: string[];
  video: SourceVideo;
  segmentDir: string;
  segmentSeconds: number;
  startNumber: number;
}): string[] {
  // The live view needs no timestamps, but the muxer refuses two frames in one tick of a coarse
  // time base (a burst from a busy source): numbering the frames keeps every one.
  const live =
    p.video.codec === 'mjpeg'
      ? ['-c:v', 'copy', '-bsf:v', 'setts=ts=N']
      : ['-c:v', 'mjpeg', '-q:v', '5', '-pix_fmt', 'yuvj420p'];
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    ...p.input,
    '-map',
    '0:v:0',
    ...live,
    '-fps_mode',
    'passthrough',
    '-an',
    '-f',
    'mpjpeg',
    'pipe:1',
    '-map',
    '0:v:0',
    ...h264EncodeArgs(p.video, p.segmentSeconds),
    '-fps_mode',
    'passthrough',
    '-an',
    '-f',
    'segment',
    '-segment_time',
    String(p.segmentSeconds),
    '-segment_format',
    'mpegts',
    // Each segment starts its continuity counters afresh: marked, the joined bytes read cleanly.
    '-segment_format_options',
    'mpegts_flags=+initial_discontinuity',
    '-segment_list',
    'pipe:3',
    '-segment_list_type',
    'csv',
    '-segment_start_number',
    String(p.startNumber),
    `${p.segmentDir}/seg%09d.ts`,
  ];
}

/**
 * The cut of one goal: one ffmpeg, started before the goal (see cutter.ts), reading two pipes.
 * stdin gets the clip's segments, whose bytes join into one MPEG-TS stream (segments of one run
 * have continuous timestamps); it is copied into an MP4 without re-encoding, `+faststart` putting
 * the index first so a browser plays while it loads. fd 3 gets one live JPEG from the goal's
 * moment, which becomes the 320 px thumbnail.
 */
export function cutArgs(clipOut: string, thumbOut: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-f',
    'mpegts',
    '-i',
    'pipe:0',
    '-f',
    'mjpeg',
    '-i',
    'pipe:3',
    '-map',
    '0:v:0',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    clipOut,
    '-map',
    '1:v:0',
    '-frames:v',
    '1',
    '-vf',
    'scale=320:-2',
    '-q:v',
    '5',
    '-update',
    '1',
    '-f',
    'image2',
    '-y',
    thumbOut,
  ];
}

/** ffprobe's question about the source's first video stream. */
export function probeArgs(input: string[]): string[] {
  return [
    '-v',
    'error',
    ...input,
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,pix_fmt',
    '-of',
    'json',
  ];
}

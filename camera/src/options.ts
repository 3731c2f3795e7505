import { parseArgs } from 'node:util';

/** How the agent is started: `pnpm camera --source … [--port 8081] [--clips ./clips] [--seconds 8]`. */
export interface AgentOptions {
  /** A V4L2 device (`/dev/video0`), an `rtsp://` URL or an `http(s)://` MJPEG URL. */
  source: string;
  /** For a V4L2 device: the size, rate and format to ask the camera for. */
  device: { size: string; fps: number; inputFormat: string };
  host: string;
  port: number;
  clipsDir: string;
  /** Length of a goal's clip. */
  seconds: number;
  /** How much video the ring buffer holds. */
  bufferSeconds: number;
  /** Day folders older than this many days are deleted (0 keeps everything). */
  keepDays: number;
  /** Length of one buffer segment (the clip's granularity). */
  segmentSeconds: number;
  /** The per-location token: `POST /goals` must bear it, the app subscription presents it. */
  token: string | null;
  /** The app's base URL, for the live-game subscription; with `locationId`. */
  app: string | null;
  locationId: string | null;
  ffmpeg: string;
  ffprobe: string;
}

export const USAGE = `Usage: pnpm camera --source <device|rtsp://…|http://…> [options]

  --source <s>       /dev/video0, rtsp://camera/stream or http://camera/mjpeg (required)
  --port <n>         port to serve on (8081)
  --host <h>         address to listen on (0.0.0.0)
  --clips <dir>      where the dated clip folders go (./clips)
  --seconds <n>      length of a goal's clip in seconds (8)
  --buffer <n>       seconds of video kept in the ring buffer (30)
  --keep-days <n>    delete day folders older than n days, 0 keeps all (30)
  --app <url>        the app (https://kicker.example.com): clip its live games' goals
  --location <id>    the location whose live games to follow (with --app)
  --size <WxH>       V4L2 only: frame size (1280x720)
  --fps <n>          V4L2 only: frame rate (30)
  --input-format <f> V4L2 only: mjpeg (default) or yuyv422

Environment: CAMERA_TOKEN (the location's camera token from Administration → Locations),
FFMPEG_PATH and FFPROBE_PATH (default: ffmpeg and ffprobe on the PATH).`;

export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): AgentOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      source: { type: 'string' },
      port: { type: 'string', default: '8081' },
      host: { type: 'string', default: '0.0.0.0' },
      clips: { type: 'string', default: './clips' },
      seconds: { type: 'string', default: '8' },
      buffer: { type: 'string', default: '30' },
      'keep-days': { type: 'string', default: '30' },
      app: { type: 'string' },
      location: { type: 'string' },
      size: { type: 'string', default: '1280x720' },
      fps: { type: 'string', default: '30' },
      'input-format': { type: 'string', default: 'mjpeg' },
    },
    strict: true,
  });
  const source = values.source;
  if (!source) throw new Error('--source is required');
  if (!/^(\/dev\/\S+|rtsps?:\/\/\S+|https?:\/\/\S+)$/.test(source))
    throw new Error('--source must be a /dev/… device, an rtsp:// URL or an http(s):// MJPEG URL');
  const port = whole(values.port, '--port', 1, 65535);
  const seconds = whole(values.seconds, '--seconds', 1, 60);
  const bufferSeconds = whole(values.buffer, '--buffer', 5, 600);
  if (seconds > bufferSeconds - 2) throw new Error('--seconds must be at least 2 below --buffer');
  if (!/^\d{2,5}x\d{2,5}$/.test(values.size)) throw new Error('--size must look like 1280x720');
  if (!/^[a-z0-9_]{1,20}$/.test(values['input-format']))
    throw new Error('--input-format must be a format name');
  const app = values.app ?? null;
  const locationId = values.location ?? null;
  if (app !== null && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(app))
    throw new Error('--app must be an http(s):// URL');
  if ((app === null) !== (locationId === null)) throw new Error('--app and --location go together');
  const token = env.CAMERA_TOKEN?.trim() || null;
  if (app !== null && token === null)
    throw new Error('--app needs the location camera token in CAMERA_TOKEN');
  const ffmpeg = env.FFMPEG_PATH || 'ffmpeg';
  return {
    source,
    device: {
      size: values.size,
      fps: whole(values.fps, '--fps', 1, 120),
      inputFormat: values['input-format'],
    },
    host: values.host,
    port,
    clipsDir: values.clips,
    seconds,
    bufferSeconds,
    keepDays: whole(values['keep-days'], '--keep-days', 0, 3650),
    segmentSeconds: 1,
    token,
    app,
    locationId,
    ffmpeg,
    ffprobe: env.FFPROBE_PATH || siblingProgram(ffmpeg, 'ffprobe'),
  };
}

function whole(value: string, flag: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new Error(`${flag} must be a whole number from ${min} to ${max}`);
  return n;
}

/** ffprobe beside a given ffmpeg (`/opt/ff/bin/ffmpeg` → `/opt/ff/bin/ffprobe`), else on the PATH. */
export function siblingProgram(ffmpeg: string, name: string): string {
  const slash = ffmpeg.lastIndexOf('/');
  return slash < 0 ? name : `${ffmpeg.slice(0, slash + 1)}${name}`;
}

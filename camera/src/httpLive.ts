import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './httpFiles.ts';
import type { Recorder } from './recorder.ts';

const BOUNDARY = 'kickerframe';
/** Each viewer costs a copy of the stream's bandwidth; a small office has a few screens. */
export const MAX_VIEWERS = 20;

/**
 * The live view: `multipart/x-mixed-replace` JPEG frames, what an `<img>` shows as video and
 * mjpg-streamer's `?action=stream` serves. A viewer who cannot keep up skips frames instead of
 * queuing them; the stream ends for a viewer when they leave.
 */
export class LiveStream {
  private viewers = 0;

  constructor(private readonly recorder: Recorder) {}

  serve(req: IncomingMessage, res: ServerResponse) {
    if (this.viewers >= MAX_VIEWERS) return sendJson(res, 503, { error: 'Too many viewers' });
    this.viewers++;
    res.writeHead(200, {
      'Content-Type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Connection: 'close',
    });
    if (req.method === 'HEAD') {
      this.viewers--;
      return res.end();
    }
    const send = (frame: Buffer) => {
      if (res.writableNeedDrain) return;
      res.write(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${frame.length}\r\n\r\n`);
      res.write(frame);
      res.write('\r\n');
    };
    if (this.recorder.latestFrame) send(this.recorder.latestFrame);
    const off = this.recorder.onFrame(send);
    res.on('close', () => {
      off();
      this.viewers--;
    });
  }

  /** `/picture/1/frame`: the newest frame as one JPEG. */
  frame(res: ServerResponse) {
    const frame = this.recorder.latestFrame;
    if (!frame || this.recorder.state() !== 'recording')
      return sendJson(res, 503, { error: 'The camera has no picture yet' });
    res.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': frame.length,
      'Cache-Control': 'no-cache, no-store, must-revalidate',
    });
    res.end(frame);
  }
}

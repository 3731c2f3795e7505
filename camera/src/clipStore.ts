import fs from 'node:fs/promises';
import path from 'node:path';
import { type ClipEntry, clipOf, type GameClips, withClip } from './clipIndex.ts';
import { clipArgs } from './ffmpegArgs.ts';
import { clipMoment, type GoalReport, goalKey } from './goals.ts';
import { clipNames, fileSafeId } from './naming.ts';
import type { Children } from './processes.ts';
import { run } from './processes.ts';
import type { Recorder } from './recorder.ts';
import { offsetIn, planClip, type Segment } from './ringBuffer.ts';

/** Where a file is written before it is complete: a dot name, never listed or served. */
const hidden = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.partial`);

/** A goal that could not be clipped, with the HTTP status that says why. */
export class ClipError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Recorded {
  /** False when this goal had been clipped already (reported twice). */
  created: boolean;
  entry: ClipEntry;
}

/**
 * Cuts goals into clips: waits until the buffer holds the goal's moment, joins the segments into
 * an MP4 (no re-encoding), adds the thumbnail, and writes the game's index. A file appears under its
 * name only when complete (written under a dot name, then renamed), so a listing never offers half
 * a video. The same goal reported twice (subscription and HTTP) is cut once.
 */
export class ClipStore {
  private readonly inFlight = new Map<string, Promise<Recorded>>();
  private readonly indexWrites = new Map<string, Promise<unknown>>();

  constructor(
    private readonly p: {
      clipsDir: string;
      segmentDir: string;
      seconds: number;
      ffmpeg: string;
      children: Children;
      recorder: Recorder;
      log: (line: string) => void;
    },
  ) {}

  record(report: GoalReport, receivedAt = Date.now()): Promise<Recorded> {
    const key = goalKey(report);
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.cut(report, receivedAt).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  async readIndex(liveGameId: string): Promise<GameClips | null> {
    try {
      return JSON.parse(await fs.readFile(this.indexPath(liveGameId), 'utf8')) as GameClips;
    } catch {
      return null;
    }
  }

  private async cut(report: GoalReport, receivedAt: number): Promise<Recorded> {
    const existing = clipOf(await this.readIndex(report.liveGameId), report.goal, report.at);
    if (existing) return { created: false, entry: existing };

    const moment = clipMoment(report.at, receivedAt);
    const segments = await this.segmentsFor(moment);
    const { recorder } = this.p;
    recorder.buffer.pin(segments);
    try {
      const names = clipNames(new Date(moment), report.liveGameId, report.goal);
      const dayDir = path.join(this.p.clipsDir, names.date);
      await fs.mkdir(dayDir, { recursive: true });
      const clipFile = path.join(dayDir, names.clip);
      const segmentPath = (seg: Segment) => path.resolve(this.p.segmentDir, seg.file);
      const last = segments.at(-1)!;
      const thumbFile = path.join(dayDir, names.thumb);
      const hasThumb = await this.make(
        clipFile,
        thumbFile,
        clipArgs({
          segments: segments.map(segmentPath),
          clipOut: hidden(clipFile),
          thumbOut: hidden(thumbFile),
          offset: offsetIn(last, moment),
        }),
      );
      const entry: ClipEntry = {
        goal: report.goal,
        side: report.side,
        at: report.at,
        path: `/${names.date}/${names.clip}`,
        thumb: hasThumb ? `/${names.date}/${names.thumb}` : null,
        seconds: segments.reduce((sum, s) => sum + s.seconds, 0),
      };
      await this.addToIndex(report.liveGameId, entry);
      return { created: true, entry };
    } finally {
      recorder.discard(recorder.buffer.unpin(segments));
    }
  }

  /** The segments of the clip, once the segment holding the moment is closed. */
  private async segmentsFor(moment: number): Promise<Segment[]> {
    const { recorder, seconds } = this.p;
    // A segment closes every second; a recorder that is still starting may take a while.
    const deadline = Date.now() + (recorder.buffer.segments().length === 0 ? 20_000 : 8_000);
    for (;;) {
      const plan = planClip(recorder.buffer.segments(), moment, seconds);
      if (plan.kind === 'ready') return plan.segments;
      if (plan.kind === 'gone') throw new ClipError(409, 'That moment is no longer in the camera buffer');
      const left = deadline - Date.now();
      if (left <= 0) throw new ClipError(503, 'The camera is not recording');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        const off = recorder.onSegment(done);
        function done() {
          clearTimeout(timer);
          off();
          resolve();
        }
      });
    }
  }

  /**
   * Runs the cut into hidden files, then gives them their names: the clip must be there, the
   * thumbnail may be missing (the clip is still worth having). True when the thumbnail was made.
   */
  private async make(clipFile: string, thumbFile: string, args: string[]): Promise<boolean> {
    const r = await run(this.p.children, this.p.ffmpeg, args, { timeoutMs: 30_000 });
    // ffmpeg can exit 0 having written nothing when it had no frame to write.
    const written = async (file: string) =>
      r.code === 0 &&
      (await fs.stat(hidden(file)).then(
        (s) => s.size > 0,
        () => false,
      ));
    const [clip, thumb] = [await written(clipFile), await written(thumbFile)];
    if (!clip) {
      await Promise.all([clipFile, thumbFile].map((f) => fs.rm(hidden(f), { force: true })));
      const why = r.stderr.split('\n').at(-1) || 'nothing was written';
      throw new ClipError(500, `ffmpeg could not make ${path.basename(clipFile)}: ${why}`);
    }
    await fs.rename(hidden(clipFile), clipFile);
    if (thumb) await fs.rename(hidden(thumbFile), thumbFile);
    else {
      await fs.rm(hidden(thumbFile), { force: true });
      this.p.log(`no thumbnail for ${path.basename(clipFile)}: ${r.stderr.split('\n').at(-1) || 'no frame'}`);
    }
    return thumb;
  }

  private indexPath(liveGameId: string) {
    return path.join(this.p.clipsDir, 'goals', `${fileSafeId(liveGameId)}.json`);
  }

  /** One write at a time per game, each a whole new file renamed into place. */
  private addToIndex(liveGameId: string, entry: ClipEntry): Promise<unknown> {
    const previous = this.indexWrites.get(liveGameId) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const file = this.indexPath(liveGameId);
        const index = withClip((await this.readIndex(liveGameId)) ?? { liveGameId, goals: [] }, entry);
        await fs.mkdir(path.dirname(file), { recursive: true });
        const hidden = `${file}.partial`;
        await fs.writeFile(hidden, `${JSON.stringify(index, null, 2)}\n`);
        await fs.rename(hidden, file);
      });
    this.indexWrites.set(liveGameId, next);
    const forget = () => {
      if (this.indexWrites.get(liveGameId) === next) this.indexWrites.delete(liveGameId);
    };
    next.then(forget, forget);
    return next;
  }
}

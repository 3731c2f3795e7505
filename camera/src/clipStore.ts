import fs from 'node:fs/promises';
import path from 'node:path';
import { type ClipEntry, clipOf, type GameClips, withClip } from './clipIndex.ts';
import type { Cutter } from './cutter.ts';
import { clipMoment, type GoalReport, goalKey } from './goals.ts';
import { clipNames, fileSafeId } from './naming.ts';
import type { Recorder } from './recorder.ts';
import { planClip, type Segment } from './ringBuffer.ts';

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
      cutter: Cutter;
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
      const frame = recorder.latestFrame;
      if (!frame) throw new ClipError(503, 'The camera has no picture yet');
      const cut = await this.p.cutter
        .cut(
          segments.map((seg) => path.resolve(this.p.segmentDir, seg.file)),
          frame,
        )
        .catch((e: Error) => {
          throw new ClipError(500, `ffmpeg could not make ${names.clip}: ${e.message}`);
        });
      // Thumbnail first: whoever lists the day sees a clip with its thumbnail.
      const hasThumb = cut.thumb !== null;
      if (cut.thumb) await fs.rename(cut.thumb, path.join(dayDir, names.thumb));
      await fs.rename(cut.clip, clipFile);
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

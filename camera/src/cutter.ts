import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { cutArgs } from './ffmpegArgs.ts';
import { type Children, outcome, type RunResult } from './processes.ts';

interface Cut {
  child: ChildProcess;
  clipOut: string;
  thumbOut: string;
  result: Promise<RunResult> & { arm: () => void };
}

export interface CutFiles {
  /** The finished clip, in the work folder: rename it into place. */
  clip: string;
  /** The thumbnail, or null when none was made (the clip is still good). */
  thumb: string | null;
}

/**
 * Cuts clips with an ffmpeg started ahead of time: it loads its two hundred libraries while
 * nothing is waiting and then sits on its pipes, so a goal pays only for the work. Each cut uses
 * the waiting ffmpeg (or starts one, when two goals come at once) and starts the next.
 */
export class Cutter {
  private waiting: Cut | null = null;
  private count = 0;

  constructor(
    private readonly p: { ffmpeg: string; children: Children; workDir: string; log: (line: string) => void },
  ) {
    fs.mkdirSync(p.workDir, { recursive: true });
  }

  /** Has an ffmpeg waiting for the next goal. */
  prepare() {
    this.waiting ??= this.start();
  }

  /** Joins `segments` into an MP4 and makes the thumbnail from `frame` (a JPEG). */
  async cut(segments: readonly string[], frame: Buffer): Promise<CutFiles> {
    let cut = this.waiting;
    this.waiting = null;
    if (!cut || cut.child.exitCode !== null || cut.child.signalCode !== null) cut = this.start();
    this.prepare();
    cut.result.arm();
    await Promise.all([feed(cut.child.stdin!, segments), feedBuffer(cut.child.stdio[3] as Writable, frame)]);
    const r = await cut.result;
    const written = (file: string) =>
      r.code === 0 && (fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0) > 0;
    const why = r.stderr.split('\n').at(-1) || `ffmpeg exited with ${r.code}`;
    if (!written(cut.clipOut)) {
      remove(cut);
      throw new Error(why);
    }
    if (!written(cut.thumbOut)) {
      fs.rmSync(cut.thumbOut, { force: true });
      this.p.log(`no thumbnail: ${why}`);
      return { clip: cut.clipOut, thumb: null };
    }
    return { clip: cut.clipOut, thumb: cut.thumbOut };
  }

  private start(): Cut {
    const base = path.join(this.p.workDir, `cut-${process.pid}-${++this.count}`);
    const clipOut = `${base}.mp4`;
    const thumbOut = `${base}.jpg`;
    const child = this.p.children.spawn(this.p.ffmpeg, cutArgs(clipOut, thumbOut), {
      stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
    });
    // A waiting ffmpeg that is stopped (the agent ends) or fails leaves no files behind.
    const result = outcome(child, this.p.ffmpeg, 30_000, false);
    const cut: Cut = { child, clipOut, thumbOut, result };
    result.catch(() => {});
    child.once('close', () => {
      if (this.waiting === cut) {
        this.waiting = null;
        remove(cut);
      }
    });
    return cut;
  }
}

function remove(cut: Cut) {
  for (const f of [cut.clipOut, cut.thumbOut]) fs.rmSync(f, { force: true });
}

/** Writes the files one after another into `to`, then ends it. A closed pipe ends the feeding. */
async function feed(to: Writable, files: readonly string[]) {
  to.on('error', () => {});
  for (const file of files) {
    if (to.destroyed) return;
    await new Promise<void>((resolve) => {
      const from = fs.createReadStream(file);
      const done = () => {
        to.off('close', done);
        from.destroy();
        resolve();
      };
      from.once('end', done);
      from.once('error', done);
      to.once('close', done);
      from.pipe(to, { end: false });
    });
  }
  to.end();
}

function feedBuffer(to: Writable, data: Buffer): Promise<void> {
  to.on('error', () => {});
  return new Promise((resolve) => {
    to.once('close', resolve);
    to.end(data, () => resolve());
  });
}

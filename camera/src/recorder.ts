import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { inputArgs, probeArgs, recorderArgs, type SourceVideo } from './ffmpegArgs.ts';
import { MultipartJpegParser } from './multipart.ts';
import type { AgentOptions } from './options.ts';
import { type Children, run } from './processes.ts';
import { parseSegmentLine, RingBuffer, type Segment } from './ringBuffer.ts';

export type RecorderState = 'starting' | 'recording' | 'stopped';

/** A frame older than this means the source is not delivering. */
const LIVE_FRAME_MS = 5_000;
const MAX_BACKOFF_MS = 10_000;
const SEGMENT_NAME = /^seg(\d+)\.ts$/;

/**
 * Keeps ffmpeg recording the source: probes it, runs the recorder (live JPEG frames on stdout,
 * H.264 segments into the buffer folder), feeds the ring buffer and deletes what ages out. When
 * ffmpeg ends (the camera was unplugged, the stream dropped) it starts again, waiting 1 s, then
 * longer up to 10 s while it keeps failing.
 */
export class Recorder {
  readonly buffer: RingBuffer;
  latestFrame: Buffer | null = null;
  latestFrameAt = 0;
  restarts = 0;
  lastError: string | null = null;
  private run = 0;
  /** The last segment ffmpeg announced: its length is known only when the next one starts. */
  private previousSegment: { file: string; start: number; run: number } | null = null;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wakeBackoff: (() => void) | null = null;
  private readonly frameListeners = new Set<(frame: Buffer) => void>();
  private readonly segmentListeners = new Set<() => void>();

  constructor(
    private readonly options: AgentOptions,
    private readonly children: Children,
    private readonly segmentDir: string,
    private readonly log: (line: string) => void,
  ) {
    this.buffer = new RingBuffer(options.bufferSeconds);
  }

  start() {
    this.loop ??= this.supervise();
  }

  state(now = Date.now()): RecorderState {
    if (this.stopped) return 'stopped';
    return now - this.latestFrameAt <= LIVE_FRAME_MS ? 'recording' : 'starting';
  }

  /** Calls `fn` with every new frame; returns the unsubscribe. */
  onFrame(fn: (frame: Buffer) => void): () => void {
    this.frameListeners.add(fn);
    return () => this.frameListeners.delete(fn);
  }

  /** Calls `fn` after every closed segment; returns the unsubscribe. */
  onSegment(fn: () => void): () => void {
    this.segmentListeners.add(fn);
    return () => this.segmentListeners.delete(fn);
  }

  /** Deletes buffer files that aged out (after a clip released them, too). */
  discard(segments: readonly Segment[]) {
    for (const s of segments) fs.rm(path.join(this.segmentDir, s.file), { force: true }, () => {});
  }

  async stop() {
    this.stopped = true;
    this.wakeBackoff?.();
    // The probe or the recorder, and any clip being cut: the agent is going away.
    await this.children.stopAll(3000);
    await this.loop;
    this.buffer.clear();
  }

  private async supervise() {
    let backoff = 1000;
    while (!this.stopped) {
      const started = Date.now();
      try {
        await this.recordOnce();
      } catch (e) {
        this.lastError = (e as Error).message;
      }
      if (this.stopped) break;
      this.restarts++;
      if (Date.now() - started > 30_000) backoff = 1000;
      this.log(
        `recorder stopped (${this.lastError ?? 'the source ended'}); starting again in ${backoff / 1000} s`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, backoff);
        this.wakeBackoff = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }

  private async recordOnce() {
    const input = inputArgs(this.options.source, this.options.device);
    const video = await this.probe(input);
    if (this.stopped) return;
    this.run++;
    const args = recorderArgs({
      input,
      video,
      segmentDir: this.segmentDir,
      segmentSeconds: this.options.segmentSeconds,
      startNumber: this.nextSegmentNumber(),
    });
    const child = this.children.spawn(this.options.ffmpeg, args, {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const run = this.run;
    const parser = new MultipartJpegParser();
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const frame of parser.push(chunk)) this.frame(frame);
    });
    let pending = '';
    (child.stdio[3] as Readable | null)?.setEncoding('utf8').on('data', (text: string) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.segment(line, run);
    });
    let errors = 0;
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      for (const line of text.split('\n').filter((l) => l.trim())) {
        this.lastError = line.trim().slice(0, 300);
        // A broken source can repeat one error per frame: the first few say enough.
        if (errors++ < 10) this.log(`ffmpeg: ${this.lastError}`);
      }
    });
    await new Promise<void>((resolve, reject) => {
      child.once('error', (e) =>
        reject(new Error(`Could not start ffmpeg (${this.options.ffmpeg}): ${e.message}`)),
      );
      child.once('close', () => resolve());
    });
  }

  private async probe(input: string[]): Promise<SourceVideo> {
    const r = await run(this.children, this.options.ffprobe, probeArgs(input), { timeoutMs: 20_000 });
    const stream = (() => {
      try {
        return (JSON.parse(r.stdout) as { streams?: { codec_name?: string; pix_fmt?: string }[] })
          .streams?.[0];
      } catch {
        return undefined;
      }
    })();
    if (r.code !== 0 || !stream?.codec_name)
      throw new Error(
        `The source has no readable video${r.stderr ? `: ${r.stderr.split('\n').at(-1)}` : ''}`,
      );
    return { codec: stream.codec_name, pixFmt: stream.pix_fmt ?? null };
  }

  private frame(frame: Buffer) {
    this.latestFrame = frame;
    this.latestFrameAt = Date.now();
    for (const fn of this.frameListeners) fn(frame);
  }

  private segment(line: string, run: number) {
    const parsed = parseSegmentLine(line);
    if (!parsed) return;
    const previous = this.previousSegment;
    if (previous?.run === run) this.buffer.extend(previous.file, parsed.start - previous.start);
    this.previousSegment = { file: parsed.file, start: parsed.start, run };
    const segment = { file: parsed.file, run, seconds: parsed.end - parsed.start, endsAt: Date.now() };
    this.discard(this.buffer.add(segment));
    for (const fn of this.segmentListeners) fn();
  }

  /**
   * The first number of a new run: after every segment file present, so a run never overwrites a
   * segment still in the buffer. Files the buffer does not know (the segment a killed ffmpeg was
   * writing) are deleted.
   */
  private nextSegmentNumber(): number {
    const known = new Set(this.buffer.segments().map((s) => s.file));
    let highest = -1;
    for (const name of fs.readdirSync(this.segmentDir)) {
      const m = SEGMENT_NAME.exec(name);
      if (m) highest = Math.max(highest, Number(m[1]));
      if (!known.has(name)) fs.rmSync(path.join(this.segmentDir, name), { force: true });
    }
    return highest + 1;
  }
}

/**
 * The bookkeeping of the recording: which short H.264 segments exist, which have aged out of the
 * buffer, and which of them make the clip of a moment. Pure: the recorder feeds it the segments
 * ffmpeg closes and deletes the files it says are expired.
 */
export interface Segment {
  /** File name in the buffer folder. */
  file: string;
  /** ffmpeg run the segment belongs to: segments of different runs do not join into one clip. */
  run: number;
  /** Length in seconds, from ffmpeg's segment list. */
  seconds: number;
  /** Wall-clock time (ms) the segment's last frame was taken: when ffmpeg closed it. */
  endsAt: number;
}

export const startsAt = (s: Segment) => s.endsAt - s.seconds * 1000;

export class RingBuffer {
  private list: Segment[] = [];
  private pins = new Map<string, number>();

  constructor(private readonly keepSeconds: number) {}

  segments(): readonly Segment[] {
    return this.list;
  }

  /** Seconds of video held, counting only the newest run (what a clip can use). */
  bufferedSeconds(): number {
    const newest = this.list.at(-1);
    if (!newest) return 0;
    return this.list.filter((s) => s.run === newest.run).reduce((sum, s) => sum + s.seconds, 0);
  }

  /** Adds a closed segment; returns the segments to delete now. */
  add(segment: Segment): Segment[] {
    this.list.push(segment);
    this.list.sort((a, b) => a.endsAt - b.endsAt);
    return this.expire();
  }

  /**
   * Lengthens a segment to reach the next one's start. ffmpeg's `end` is its last frame's end; when
   * the source stalled before the next frame, the joined video still shows the last frame until
   * then, so that time belongs to the segment.
   */
  extend(file: string, seconds: number) {
    this.list = this.list.map((s) => (s.file === file && seconds > s.seconds ? { ...s, seconds } : s));
  }

  /** Keeps segments from deletion while a clip is cut from them. */
  pin(segments: readonly Segment[]) {
    for (const s of segments) this.pins.set(s.file, (this.pins.get(s.file) ?? 0) + 1);
  }

  /** Releases a pin; returns the segments that may be deleted now. */
  unpin(segments: readonly Segment[]): Segment[] {
    for (const s of segments) {
      const n = (this.pins.get(s.file) ?? 0) - 1;
      if (n > 0) this.pins.set(s.file, n);
      else this.pins.delete(s.file);
    }
    return this.expire();
  }

  /** Everything, for the stop: pins no longer matter. */
  clear(): Segment[] {
    const all = this.list;
    this.list = [];
    this.pins.clear();
    return all;
  }

  /** Segments that ended more than keepSeconds before the newest one ended, unless pinned. */
  private expire(): Segment[] {
    const newest = this.list.at(-1);
    if (!newest) return [];
    const cutoff = newest.endsAt - this.keepSeconds * 1000;
    const expired = this.list.filter((s) => s.endsAt <= cutoff && !this.pins.has(s.file));
    if (expired.length > 0) this.list = this.list.filter((s) => !expired.includes(s));
    return expired;
  }
}

export type ClipPlan =
  /** The segments to join, oldest first, and their total length. */
  | { kind: 'ready'; segments: Segment[]; seconds: number }
  /** The moment has not been recorded yet (its segment is still being written). */
  | { kind: 'wait' }
  /** The moment is older than the buffer. */
  | { kind: 'gone' };

/**
 * The segments that show the `seconds` before `moment` (ms): they end with the segment the moment
 * falls in (or the first one after it), and go back, within the same ffmpeg run, as long as one
 * more segment brings the length closer to `seconds`. Whole segments are taken, so the clip can be
 * joined without re-encoding; with 1-second segments its length is within half a second of the
 * request (shorter only when the run began later).
 */
export function planClip(segments: readonly Segment[], moment: number, seconds: number): ClipPlan {
  const first = segments[0];
  if (!first || moment < startsAt(first)) return first ? { kind: 'gone' } : { kind: 'wait' };
  const last = segments.findIndex((s) => s.endsAt >= moment);
  if (last < 0) return { kind: 'wait' };
  const end = segments[last]!;
  const picked = [end];
  let total = end.seconds;
  for (let i = last - 1; i >= 0; i--) {
    const prev = segments[i]!;
    if (prev.run !== end.run) break;
    if (Math.abs(total + prev.seconds - seconds) >= Math.abs(total - seconds)) break;
    picked.unshift(prev);
    total += prev.seconds;
  }
  return { kind: 'ready', segments: picked, seconds: total };
}

/**
 * One line of ffmpeg's CSV segment list (`-segment_list_type csv`): `file,start,end` in seconds of
 * the stream. ffmpeg quotes a file name with a comma; the recorder's names never have one.
 */
export function parseSegmentLine(line: string): { file: string; start: number; end: number } | null {
  const m = /^([A-Za-z0-9_.-]+),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(line.trim());
  if (!m) return null;
  const [start, end] = [Number(m[2]), Number(m[3])];
  return end > start ? { file: m[1]!, start, end } : null;
}

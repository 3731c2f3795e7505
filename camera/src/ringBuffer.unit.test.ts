import { describe, expect, it } from 'vitest';
import { parseSegmentLine, planClip, RingBuffer, type Segment } from './ringBuffer.ts';

const T = 1_800_000_000_000;
/** n one-second segments of run `run`, the last ending at `end` (ms). */
const segments = (n: number, end = T, run = 1, seconds = 1): Segment[] =>
  Array.from({ length: n }, (_, i) => ({
    file: `seg${run}-${i}.ts`,
    run,
    seconds,
    endsAt: end - (n - 1 - i) * seconds * 1000,
  }));

describe('ring buffer', () => {
  it('keeps the last 30 seconds and hands back what aged out, oldest first', () => {
    const buffer = new RingBuffer(30);
    const all = segments(40);
    const expired = all.flatMap((s) => buffer.add(s));
    expect(expired).toEqual(all.slice(0, 10));
    expect(buffer.segments()).toEqual(all.slice(10));
    expect(buffer.bufferedSeconds()).toBe(30);
  });

  it('keeps pinned segments until their clip is cut', () => {
    const buffer = new RingBuffer(5);
    const all = segments(10);
    for (const s of all.slice(0, 5)) buffer.add(s);
    buffer.pin(all.slice(0, 2));
    buffer.pin(all.slice(1, 2));
    const expired = all.slice(5).flatMap((s) => buffer.add(s));
    expect(expired).toEqual(all.slice(2, 5));
    expect(buffer.unpin(all.slice(0, 2))).toEqual([all[0]]);
    expect(buffer.unpin(all.slice(1, 2))).toEqual([all[1]]);
    expect(buffer.segments()).toEqual(all.slice(5));
  });

  it('counts only the newest ffmpeg run as buffered', () => {
    const buffer = new RingBuffer(30);
    for (const s of [...segments(5, T - 10_000, 1), ...segments(3, T, 2)]) buffer.add(s);
    expect(buffer.bufferedSeconds()).toBe(3);
  });
});

describe('planClip', () => {
  const buffered = segments(30);

  it('ends with the segment the goal falls in and goes back the requested length', () => {
    const plan = planClip(buffered, T - 2_500, 8);
    expect(plan).toEqual({ kind: 'ready', segments: buffered.slice(20, 28), seconds: 8 });
  });

  it('waits while the goal’s segment is still being written', () => {
    expect(planClip(buffered, T + 400, 8)).toEqual({ kind: 'wait' });
    expect(planClip([], T, 8)).toEqual({ kind: 'wait' });
  });

  it('says when the moment is older than the buffer', () => {
    expect(planClip(buffered, T - 31_000, 8)).toEqual({ kind: 'gone' });
  });

  it('takes what there is when the buffer is younger than the clip', () => {
    const plan = planClip(segments(3), T, 8);
    expect(plan).toMatchObject({ kind: 'ready', seconds: 3 });
  });

  it('does not join segments of two ffmpeg runs', () => {
    const restarted = [...segments(10, T - 12_000, 1), ...segments(4, T, 2)];
    const plan = planClip(restarted, T, 8);
    expect(plan).toEqual({ kind: 'ready', segments: restarted.slice(10), seconds: 4 });
  });

  it('comes within half a segment of the length, with segments of any length', () => {
    for (const seconds of [0.96, 1, 1.04, 2, 2.5]) {
      for (const want of [3, 8, 10]) {
        const plan = planClip(segments(Math.ceil(30 / seconds), T, 1, seconds), T, want);
        if (plan.kind !== 'ready') throw new Error('not ready');
        expect(Math.abs(plan.seconds - want)).toBeLessThanOrEqual(seconds / 2 + 1e-9);
      }
    }
  });
});

describe('parseSegmentLine', () => {
  it('reads ffmpeg’s CSV segment list', () => {
    expect(parseSegmentLine('seg000000012.ts,12.000000,13.033333')).toEqual({
      file: 'seg000000012.ts',
      start: 12,
      end: 13.033333,
    });
  });

  it('refuses anything else', () => {
    for (const line of ['', 'seg1.ts,1.0', '../x.ts,0,1', 'seg1.ts,2,1', '"a,b.ts",0,1'])
      expect(parseSegmentLine(line)).toBeNull();
  });
});

describe('extend', () => {
  it('gives a segment the time until the next one started, so clips are as long as they play', () => {
    const buffer = new RingBuffer(30);
    // The source stalled after 0.16 s of the segment; the next began 1 s after it.
    const all = segments(10).map((s, i) => (i === 5 ? { ...s, seconds: 0.16 } : s));
    for (const s of all) buffer.add(s);
    buffer.extend(all[5]!.file, 1);
    buffer.extend(all[6]!.file, 0.5);
    expect(buffer.segments().map((s) => s.seconds)).toEqual(Array(10).fill(1));
    expect(planClip(buffer.segments(), T, 8)).toMatchObject({ kind: 'ready', seconds: 8 });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Sound for Chromium's fake microphone (--use-file-for-fake-audio-capture): a 16-bit PCM mono WAV
// of bell tones, written by the test. Chromium plays the file in a loop.

export interface Segment {
  seconds: number;
  /** The partials sounding in this segment, in Hz (none: silence). */
  tones?: readonly number[];
  /** Peak amplitude of each partial, 0..1. */
  amplitude?: number;
}

const FADE_SECONDS = 0.01;

/**
 * The samples of `segments` one after the other. Each tone fades in and out over 10 ms: an abrupt
 * start is a click, whose energy spreads over the whole spectrum (a bell does not start that way).
 */
export function bellSamples(segments: readonly Segment[], sampleRate: number): Int16Array {
  const total = segments.reduce((n, s) => n + Math.round(s.seconds * sampleRate), 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const segment of segments) {
    const length = Math.round(segment.seconds * sampleRate);
    const fade = Math.round(FADE_SECONDS * sampleRate);
    const amplitude = segment.amplitude ?? 0.2;
    for (let i = 0; i < length; i++) {
      const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
      let value = 0;
      for (const hz of segment.tones ?? []) value += Math.sin((2 * Math.PI * hz * i) / sampleRate);
      samples[offset + i] = Math.round(Math.max(-1, Math.min(1, value * amplitude * envelope)) * 32767);
    }
    offset += length;
  }
  return samples;
}

/** A RIFF/WAVE file (PCM, 16 bit, mono) of the samples. */
export function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Writes a WAV of the segments into a fresh temporary folder; its path and a clean-up. */
export function writeBellWav(name: string, segments: readonly Segment[], sampleRate = 48_000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-wav-'));
  const file = path.join(dir, `${name}.wav`);
  fs.writeFileSync(file, wavFile(bellSamples(segments, sampleRate), sampleRate));
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Partials across a band (its ends and its middle): a bell heard in every bin of its range. */
export const bandTones = (range: { from: number; to: number }) => [
  range.from,
  (range.from + range.to) / 2,
  range.to,
];

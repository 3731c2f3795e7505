// Test support for bellDetector: the spectrum an AnalyserNode would report for a synthetic sound,
// so the detector is tested on realistic input rather than hand-written bytes. Not shipped: only
// unit tests import it.

import { FFT_SIZE } from './bellDetector';

export interface Tone {
  hz: number;
  /** Peak amplitude; full scale is 1. */
  amplitude: number;
}

/** A small deterministic generator (mulberry32), so "random" noise is the same on every run. */
function pseudoRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** In-place iterative radix-2 FFT; re and im have a power-of-two length. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const cos = Math.cos(angle * k);
        const sin = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tre = re[b]! * cos - im[b]! * sin;
        const tim = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tre;
        im[b] = im[a]! - tim;
        re[a] = re[a]! + tre;
        im[a] = im[a]! + tim;
      }
    }
  }
}

/**
 * getByteFrequencyData of 1024 samples of the tones plus uniform noise of the given peak amplitude:
 * Hann window, |X[k]| / N, dB, mapped from minDecibels -100 .. maxDecibels -30 onto 0..255.
 * (The browser windows with Blackman and smooths over time; neither changes what a bell looks like.)
 */
export function byteSpectrum(
  tones: readonly Tone[],
  options: { sampleRate: number; noise?: number; seed?: number },
): Uint8Array {
  const { sampleRate, noise = 0, seed = 1 } = options;
  const random = pseudoRandom(seed);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  for (let n = 0; n < FFT_SIZE; n++) {
    let sample = noise * (2 * random() - 1);
    for (const tone of tones) sample += tone.amplitude * Math.sin((2 * Math.PI * tone.hz * n) / sampleRate);
    const hann = 0.5 * (1 - Math.cos((2 * Math.PI * n) / FFT_SIZE));
    re[n] = sample * hann;
  }
  fft(re, im);
  const bytes = new Uint8Array(FFT_SIZE / 2);
  for (let k = 0; k < bytes.length; k++) {
    const magnitude = Math.hypot(re[k]!, im[k]!) / FFT_SIZE;
    const decibels = magnitude > 0 ? 20 * Math.log10(magnitude) : -Infinity;
    bytes[k] = Math.max(0, Math.min(255, Math.floor((255 / 70) * (decibels + 100))));
  }
  return bytes;
}

/**
 * A bell near the microphone: one loud partial in the middle of its band. The window spreads it
 * over the neighbouring bins, the band of about 100 Hz an admin reads off the recording screen.
 */
export function bellTone(range: { from: number; to: number }, amplitude = 0.2): Tone[] {
  return [{ hz: (range.from + range.to) / 2, amplitude }];
}

// SPEC §4 "Audio bell detection", §7 microphone, §9 audio constants: the microphone through
// getUserMedia with the browser's voice processing off (it would filter out a bell as noise or
// echo), an AnalyserNode with FFT size 1024, read every 10 ms. Each reading goes to the caller with
// the context's real sample rate; bellDetector.ts decides what it means.
import { ANALYSIS_INTERVAL_MS, FFT_SIZE, type SpectrumTick } from './bellDetector';

/** A bell must reach the analyser as it sounds: no echo cancellation, noise suppression or gain. */
export const MICROPHONE_CONSTRAINTS = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
} as const;

/**
 * Little smoothing between readings: a ring shows in the ticks it sounds in, not in the next ones
 * (the default 0.8 would drag a ring along and blur two close ones).
 */
export const SMOOTHING = 0.2;

/** The browser parts used here, so tests hand in stand-ins (the boundary we do not own). */
export interface AudioParts {
  getUserMedia(constraints: typeof MICROPHONE_CONSTRAINTS): Promise<{ getTracks(): { stop(): void }[] }>;
  createContext(): {
    sampleRate: number;
    state?: string;
    resume?(): Promise<void>;
    close(): Promise<void>;
    createMediaStreamSource(stream: unknown): { connect(node: unknown): void; disconnect(): void };
    createAnalyser(): {
      fftSize: number;
      smoothingTimeConstant: number;
      frequencyBinCount: number;
      getByteFrequencyData(array: Uint8Array<ArrayBuffer>): void;
    };
  };
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

export function browserAudioParts(): AudioParts {
  return {
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    createContext: () => new AudioContext() as unknown as ReturnType<AudioParts['createContext']>,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    now: () => performance.now(),
  };
}

export interface AudioAnalysis {
  sampleRate: number;
  stop(): void;
}

/**
 * Opens the microphone and hands a spectrum to `onTick` every 10 ms until `stop()`. Rejects when
 * there is no microphone or no permission (the caller logs it and shows that listening is off).
 * The spectrum array is reused between ticks: copy it to keep it.
 */
export async function startAudioAnalysis(
  onTick: (tick: SpectrumTick) => void,
  parts: AudioParts = browserAudioParts(),
): Promise<AudioAnalysis> {
  const stream = await parts.getUserMedia(MICROPHONE_CONSTRAINTS);
  const context = parts.createContext();
  try {
    // A context made without a fresh tap may start suspended.
    if (context.state === 'suspended') await context.resume?.();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = FFT_SIZE;
    analyser.smoothingTimeConstant = SMOOTHING;
    source.connect(analyser);
    const spectrum = new Uint8Array(analyser.frequencyBinCount);
    const { sampleRate } = context;
    const timer = parts.setInterval(() => {
      analyser.getByteFrequencyData(spectrum);
      onTick({ spectrum, sampleRate, now: parts.now() });
    }, ANALYSIS_INTERVAL_MS);
    let stopped = false;
    return {
      sampleRate,
      stop() {
        if (stopped) return;
        stopped = true;
        parts.clearInterval(timer);
        source.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close().catch(() => {});
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => {});
    throw error;
  }
}

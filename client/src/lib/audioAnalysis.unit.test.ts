import { describe, expect, it, vi } from 'vitest';
import { type AudioParts, MICROPHONE_CONSTRAINTS, startAudioAnalysis } from './audioAnalysis';
import { type BellRanges, detectBells, initialBellState } from './bellDetector';
import { bellTone, byteSpectrum } from './syntheticSpectrum.testSupport';

// The microphone and the Web Audio graph are the boundary: stand-ins that record what was asked of
// them and hand out spectra of synthetic sound, with a clock the test moves.
function fakeAudio(sampleRate: number, spectra: () => Uint8Array) {
  const calls = {
    constraints: null as unknown,
    intervalMs: 0,
    trackStopped: 0,
    closed: 0,
    disconnected: 0,
    resumed: 0,
    fftSize: 0,
  };
  let tick: (() => void) | null = null;
  let clock = 0;
  const analyser = {
    fftSize: 2048,
    smoothingTimeConstant: 0.8,
    get frequencyBinCount() {
      return this.fftSize / 2;
    },
    getByteFrequencyData(array: Uint8Array) {
      calls.fftSize = analyser.fftSize;
      array.set(spectra().subarray(0, array.length));
    },
  };
  const parts: AudioParts = {
    getUserMedia: async (constraints) => {
      calls.constraints = constraints;
      return { getTracks: () => [{ stop: () => void calls.trackStopped++ }] };
    },
    createContext: () => ({
      sampleRate,
      state: 'suspended',
      resume: async () => void calls.resumed++,
      close: async () => void calls.closed++,
      createMediaStreamSource: () => ({ connect: () => {}, disconnect: () => void calls.disconnected++ }),
      createAnalyser: () => analyser,
    }),
    setInterval: (fn, ms) => {
      tick = fn;
      calls.intervalMs = ms;
      return 7;
    },
    clearInterval: () => {
      tick = null;
    },
    now: () => clock,
  };
  return {
    parts,
    calls,
    analyser,
    /** Lets `ms` pass: one tick per 10 ms, while the interval runs. */
    advance(ms: number) {
      for (let t = 0; t < ms; t += 10) {
        clock += 10;
        tick?.();
      }
    },
  };
}

const ranges: BellRanges = {
  frequencyBlack: { from: 4000, to: 4100 },
  frequencyWhite: { from: 6000, to: 6100 },
};

describe('the audio service (SPEC §4 bell detection, §7 microphone, §9)', () => {
  it('opens the microphone without voice processing and reads an FFT of 1024 every 10 ms', async () => {
    const audio = fakeAudio(48_000, () => new Uint8Array(1024));
    const ticks: number[] = [];
    const analysis = await startAudioAnalysis((t) => ticks.push(t.spectrum.length), audio.parts);
    expect(audio.calls.constraints).toEqual(MICROPHONE_CONSTRAINTS);
    expect(MICROPHONE_CONSTRAINTS.audio).toEqual({
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
    expect(audio.calls.intervalMs).toBe(10);
    expect(audio.calls.resumed).toBe(1);
    expect(analysis.sampleRate).toBe(48_000);
    audio.advance(100);
    expect(audio.calls.fftSize).toBe(1024);
    expect(ticks).toEqual(Array(10).fill(512));
  });

  it('feeds the detector with the real sample rate: a white bell at 44.1 kHz scores for the whites', async () => {
    let sounding = false;
    const audio = fakeAudio(44_100, () =>
      byteSpectrum(sounding ? bellTone(ranges.frequencyWhite) : [], { sampleRate: 44_100, noise: 0.001 }),
    );
    let state = initialBellState;
    const goals: string[] = [];
    await startAudioAnalysis((tick) => {
      const result = detectBells(state, tick, ranges);
      state = result.state;
      goals.push(...result.goals);
    }, audio.parts);
    audio.advance(500);
    sounding = true;
    audio.advance(300);
    sounding = false;
    audio.advance(6000);
    expect(goals).toEqual(['whites']);
  });

  it('stops everything on stop(): the readings, the microphone and the context', async () => {
    const audio = fakeAudio(48_000, () => new Uint8Array(512));
    const onTick = vi.fn();
    const analysis = await startAudioAnalysis(onTick, audio.parts);
    audio.advance(20);
    analysis.stop();
    analysis.stop();
    audio.advance(100);
    expect(onTick).toHaveBeenCalledTimes(2);
    expect(audio.calls).toMatchObject({ trackStopped: 1, closed: 1, disconnected: 1 });
  });

  it('rejects when the microphone is refused, and starts nothing', async () => {
    const audio = fakeAudio(48_000, () => new Uint8Array(512));
    audio.parts.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    const onTick = vi.fn();
    await expect(startAudioAnalysis(onTick, audio.parts)).rejects.toThrow('Permission denied');
    audio.advance(100);
    expect(onTick).not.toHaveBeenCalled();
  });
});

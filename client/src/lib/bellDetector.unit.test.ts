import { describe, expect, it } from 'vitest';
import {
  ACTIVE_BYTE_LEVEL,
  ACTIVE_DECIBELS,
  ANALYSIS_INTERVAL_MS,
  activeRuns,
  type BellRanges,
  type BellState,
  bandBins,
  countFrequencies,
  detectBells,
  type FrequencyCounts,
  frequencyCountsByLength,
  initialBellState,
  isDetectable,
  type Team,
} from './bellDetector';
import { bellTone, byteSpectrum, type Tone } from './syntheticSpectrum.testSupport';

const black = { from: 4000, to: 4100 };
const white = { from: 5200, to: 5300 };
const ranges: BellRanges = { frequencyBlack: black, frequencyWhite: white };
const ROOM_NOISE = 0.05;

const spectrumOf = (tones: readonly Tone[], sampleRate = 44_100, seed = 1) =>
  byteSpectrum(tones, { sampleRate, noise: ROOM_NOISE, seed });

/** Runs the detector every 10 ms from `from` for `durationMs`, the sound changing per tick. */
function listen(
  sound: (now: number) => readonly Tone[],
  durationMs: number,
  options: { sampleRate?: number; bellRanges?: BellRanges; state?: BellState; from?: number } = {},
) {
  const { sampleRate = 44_100, bellRanges = ranges, from = 0 } = options;
  let state = options.state ?? initialBellState;
  const goals: { team: Team; at: number }[] = [];
  for (let now = from; now < from + durationMs; now += ANALYSIS_INTERVAL_MS) {
    const tick = detectBells(
      state,
      { spectrum: spectrumOf(sound(now), sampleRate, now + 1), sampleRate, now },
      bellRanges,
    );
    state = tick.state;
    for (const team of tick.goals) goals.push({ team, at: now });
  }
  return { goals, state };
}

describe('the synthetic spectra the tests listen to', () => {
  it('scale like getByteFrequencyData: an on-bin sine of amplitude A reads 20·log10(A / 4) dB', () => {
    // Hann's coherent gain 1/2 times a real sine's half in the positive bin: A / 4; -40 dB -> 218.
    const bin = 93;
    const spectrum = byteSpectrum([{ hz: (bin * 44_100) / 1_024, amplitude: 0.04 }], { sampleRate: 44_100 });
    expect(spectrum[bin]).toBe(Math.floor((255 / 70) * (-40 + 100)));
    expect(spectrum.indexOf(Math.max(...spectrum))).toBe(bin);
  });

  it('keep room noise well under the active level', () => {
    expect(Math.max(...spectrumOf([]))).toBeLessThan(ACTIVE_BYTE_LEVEL - 30);
  });
});

describe('a bell ringing (SPEC §4 audio bell detection)', () => {
  it("scores blacks only for the black bell's tone", () => {
    expect(listen(() => bellTone(black), 200).goals).toEqual([{ team: 'blacks', at: 0 }]);
  });

  it("scores whites only for the white bell's tone", () => {
    expect(listen(() => bellTone(white), 200).goals).toEqual([{ team: 'whites', at: 0 }]);
  });

  it('scores nothing for room noise alone, nor for a tone beside a band', () => {
    expect(listen(() => [], 1_000).goals).toEqual([]);
    expect(listen(() => bellTone({ from: 4_600, to: 4_700 }), 200).goals).toEqual([]);
  });

  it('scores nothing when only part of the band sounds: every bin must be active', () => {
    const atLowerEdge: Tone[] = [{ hz: black.from, amplitude: 0.2 }];
    const levels = bandBins(black, 44_100).map((bin) => spectrumOf(atLowerEdge)[bin]!);
    expect(levels.filter((level) => level > ACTIVE_BYTE_LEVEL).length).toBe(levels.length - 1);
    expect(listen(() => atLowerEdge, 200).goals).toEqual([]);
  });

  it('never counts a tone at or below 3000 Hz, even in a band configured there', () => {
    const low = { from: 2_600, to: 2_700 };
    const lowRanges = { frequencyBlack: low, frequencyWhite: white };
    expect(bandBins(low, 44_100)).toEqual([]);
    expect(isDetectable(low)).toBe(false);
    expect(listen(() => bellTone(low, 0.5), 200, { bellRanges: lowRanges }).goals).toEqual([]);
    const straddling = { from: 2_950, to: 3_100 };
    expect(bandBins(straddling, 48_000).every((bin) => (bin * 48_000) / 1_024 > 3_000)).toBe(true);
  });

  it('rings once per 5 s while a tone is sustained (cooldown per bell)', () => {
    const { goals } = listen(() => bellTone(black), 12_000);
    expect(goals).toEqual([
      { team: 'blacks', at: 0 },
      { team: 'blacks', at: 5_000 },
      { team: 'blacks', at: 10_000 },
    ]);
  });

  it("lets the other bell ring during one bell's cooldown", () => {
    const sound = (now: number) => (now < 1_000 ? bellTone(black) : now < 2_000 ? [] : bellTone(white));
    expect(listen(sound, 2_500).goals).toEqual([
      { team: 'blacks', at: 0 },
      { team: 'whites', at: 2_000 },
    ]);
  });

  it('scores both when both bells ring at once', () => {
    const sound = (now: number) => [...(now >= 30 ? bellTone(black) : []), ...bellTone(white)];
    expect(listen(sound, 500).goals).toEqual([
      { team: 'whites', at: 0 },
      { team: 'blacks', at: 30 },
    ]);
    expect(listen(() => [...bellTone(black), ...bellTone(white)], 100).goals).toEqual([
      { team: 'blacks', at: 0 },
      { team: 'whites', at: 0 },
    ]);
  });

  it('maps a band to its bins from the real sample rate: 44100 and 48000 Hz both hear it', () => {
    expect(bandBins(black, 44_100)).toEqual([93, 94, 95]);
    expect(bandBins(black, 48_000)).toEqual([85, 86, 87]);
    for (const sampleRate of [44_100, 48_000])
      expect(listen(() => bellTone(white), 100, { sampleRate }).goals).toEqual([{ team: 'whites', at: 0 }]);
  });

  it('hears float spectra in dB (getFloatFrequencyData) with ACTIVE_DECIBELS', () => {
    const inDecibels = (bytes: Uint8Array) => Float32Array.from(bytes, (byte) => -100 + (byte * 70) / 255);
    const tick = (tones: readonly Tone[]) => ({
      spectrum: inDecibels(spectrumOf(tones)),
      sampleRate: 44_100,
      now: 0,
    });
    const options = { activeLevel: ACTIVE_DECIBELS };
    expect(detectBells(initialBellState, tick(bellTone(white)), ranges, options).goals).toEqual(['whites']);
    expect(detectBells(initialBellState, tick([]), ranges, options).goals).toEqual([]);
  });

  it('gives a band narrower than a bin the one bin it falls in', () => {
    expect(bandBins({ from: 5_010, to: 5_020 }, 48_000)).toEqual([107]);
  });

  it('keeps the state when nothing rings, and remembers when each bell rang', () => {
    const quiet = detectBells(
      initialBellState,
      { spectrum: spectrumOf([]), sampleRate: 44_100, now: 0 },
      ranges,
    );
    expect(quiet).toEqual({ goals: [], state: initialBellState });
    const { state } = listen(() => bellTone(black), 100, { from: 7_000 });
    expect(state.lastRungAt).toEqual({ blacks: 7_000, whites: null });
  });
});

describe('the frequency counts of the audio recording screen (SPEC §2)', () => {
  it('finds the runs of consecutive active bins above 3000 Hz', () => {
    const spectrum = spectrumOf([
      ...bellTone(black),
      { hz: 6_000, amplitude: 0.05 },
      ...bellTone({ from: 2_000, to: 2_400 }),
    ]);
    const runs = activeRuns({ spectrum, sampleRate: 44_100 });
    expect(runs.map((run) => run.bins)).toEqual([3, 2]);
    // A run names the centres of its first and last bin: entered as a band, it gives those bins back.
    expect(runs[0]).toEqual({ from: 4_005, to: 4_091, bins: 3 });
    expect(bandBins(runs[0]!, 44_100)).toEqual(bandBins(black, 44_100));
    expect(runs[1]!.from).toBeLessThanOrEqual(6_000);
    expect(runs[1]!.to).toBeGreaterThanOrEqual(6_000);
    expect(runs.every((run) => run.from > 3_000)).toBe(true);
  });

  it('counts each run as often as it is seen, grouped by length and sorted by count', () => {
    let counts: FrequencyCounts = new Map();
    const sounds: Tone[][] = [
      bellTone(white),
      bellTone(white),
      bellTone(white),
      [{ hz: 6_000, amplitude: 0.05 }],
      [],
    ];
    for (const tones of sounds)
      counts = countFrequencies(counts, { spectrum: spectrumOf(tones), sampleRate: 44_100 });
    const groups = frequencyCountsByLength(counts);
    // The lone 6000 Hz tone makes a 2-bin run, seen once; the white bell a 3-bin run, seen thrice.
    expect(groups.map((group) => group.bins)).toEqual([2, 3]);
    expect(groups[0]!.counts).toMatchObject([{ count: 1 }]);
    expect(groups[1]!.counts).toMatchObject([{ count: 3 }]);
    expect(bandBins(groups[1]!.counts[0]!, 44_100)).toEqual(bandBins(white, 44_100));
  });

  it('sorts a group by count, most often seen first', () => {
    const counts: FrequencyCounts = new Map([
      ['4000-4100', { from: 4_000, to: 4_100, bins: 3, count: 2 }],
      ['5000-5100', { from: 5_000, to: 5_100, bins: 3, count: 9 }],
      ['6000-6000', { from: 6_000, to: 6_000, bins: 1, count: 4 }],
    ]);
    expect(frequencyCountsByLength(counts)).toEqual([
      { bins: 1, counts: [{ from: 6_000, to: 6_000, bins: 1, count: 4 }] },
      {
        bins: 3,
        counts: [
          { from: 5_000, to: 5_100, bins: 3, count: 9 },
          { from: 4_000, to: 4_100, bins: 3, count: 2 },
        ],
      },
    ]);
  });
});

// SPEC §4 "Audio bell detection" and §9: each table has a black and a white goal bell, each ringing
// in a configured frequency band. Every 10 ms the screen hands over the microphone's spectrum (an
// AnalyserNode with FFT size 1024); a bell rings when every bin of its band is active, at most once
// per 5 s. Pure: the audio graph and the clock stay with the caller.

export type Team = 'blacks' | 'whites';

/** A bell's band in Hz, as the config values frequencyBlack and frequencyWhite hold it (SPEC §3). */
export interface FrequencyRange {
  from: number;
  to: number;
}

export interface BellRanges {
  frequencyBlack: FrequencyRange;
  frequencyWhite: FrequencyRange;
}

/** SPEC §9. */
export const FFT_SIZE = 1024;
export const ANALYSIS_INTERVAL_MS = 10;
export const BELL_COOLDOWN_MS = 5_000;
/** Bins at or below this are ignored: voices, the ball and the rods are loud down there. */
export const IGNORED_UP_TO_HZ = 3_000;

/**
 * The level above which a bin is active, on getByteFrequencyData's scale (0..255 for the
 * AnalyserNode's minDecibels -100 .. maxDecibels -30 dB): 200 is about -45 dB. A bell near the
 * table's microphone reaches the top of the scale in its band, while room noise and speech stay
 * well under it. For getFloatFrequencyData pass ACTIVE_DECIBELS instead.
 */
export const ACTIVE_BYTE_LEVEL = 200;
export const ACTIVE_DECIBELS = -100 + (ACTIVE_BYTE_LEVEL / 255) * 70;

/** One analysis: the spectrum (frequencyBinCount = fftSize / 2 values), its sample rate, the time. */
export interface SpectrumTick {
  spectrum: ArrayLike<number>;
  sampleRate: number;
  now: number;
}

/** The spectrum's scale: bytes by default; ACTIVE_DECIBELS for float data. */
export interface DetectorOptions {
  activeLevel?: number;
}

/** Width of one bin in Hz: the spectrum holds fftSize / 2 bins spanning 0 .. sampleRate / 2. */
const binWidth = (binCount: number, sampleRate: number) => sampleRate / (2 * binCount);

/** Bin i is centred on i * sampleRate / fftSize; it counts only above 3000 Hz. */
const isListenedTo = (bin: number, width: number) => bin * width > IGNORED_UP_TO_HZ;

/**
 * The bins a band covers: from the bin nearest its start to the bin nearest its end, so a band
 * narrower than a bin still has one; minus the ignored ones at or below 3000 Hz and any beyond
 * the spectrum. Empty for a band wholly at or below 3000 Hz: such a bell never rings.
 */
export function bandBins(range: FrequencyRange, sampleRate: number, binCount = FFT_SIZE / 2): number[] {
  const width = binWidth(binCount, sampleRate);
  const first = Math.max(0, Math.round(range.from / width));
  const last = Math.min(binCount - 1, Math.round(range.to / width));
  const bins: number[] = [];
  for (let bin = first; bin <= last; bin++) if (isListenedTo(bin, width)) bins.push(bin);
  return bins;
}

/** Whether a bell in this band can be heard at all (for the admin form to warn). */
export const isDetectable = (range: FrequencyRange, sampleRate = 48_000) =>
  bandBins(range, sampleRate).length > 0;

const bandIsActive = (tick: SpectrumTick, range: FrequencyRange, activeLevel: number) => {
  const bins = bandBins(range, tick.sampleRate, tick.spectrum.length);
  return bins.length > 0 && bins.every((bin) => (tick.spectrum[bin] ?? 0) > activeLevel);
};

/** When each bell last rang (null: not yet). */
export interface BellState {
  lastRungAt: Readonly<Record<Team, number | null>>;
}

export const initialBellState: BellState = { lastRungAt: { blacks: null, whites: null } };

const BELLS: readonly { team: Team; range: (ranges: BellRanges) => FrequencyRange }[] = [
  { team: 'blacks', range: (ranges) => ranges.frequencyBlack },
  { team: 'whites', range: (ranges) => ranges.frequencyWhite },
];

/**
 * One tick: the goals rung now (black bell: blacks, white bell: whites; both when both ring) and
 * the next state. A bell still sounding 5 s after it rang rings again: the cooldown is the rule.
 */
export function detectBells(
  state: BellState,
  tick: SpectrumTick,
  ranges: BellRanges,
  options: DetectorOptions = {},
): { goals: Team[]; state: BellState } {
  const activeLevel = options.activeLevel ?? ACTIVE_BYTE_LEVEL;
  const goals: Team[] = [];
  const lastRungAt = { ...state.lastRungAt };
  for (const bell of BELLS) {
    const last = lastRungAt[bell.team];
    if (last !== null && tick.now - last < BELL_COOLDOWN_MS) continue;
    if (!bandIsActive(tick, bell.range(ranges), activeLevel)) continue;
    goals.push(bell.team);
    lastRungAt[bell.team] = tick.now;
  }
  return goals.length === 0 ? { goals, state } : { goals, state: { lastRungAt } };
}

// ---- The audio recording screen (SPEC §2): which bands sound, to find a bell's range ----

/** A run of consecutive active bins, by the centre frequencies of its first and last bin. */
export interface ActiveRun {
  from: number;
  to: number;
  /** How many bins long: the screen groups by it. */
  bins: number;
}

/** The runs of consecutive active bins above 3000 Hz in one spectrum, lowest first. */
export function activeRuns(tick: Omit<SpectrumTick, 'now'>, options: DetectorOptions = {}): ActiveRun[] {
  const activeLevel = options.activeLevel ?? ACTIVE_BYTE_LEVEL;
  const width = binWidth(tick.spectrum.length, tick.sampleRate);
  const runs: ActiveRun[] = [];
  let start: number | null = null;
  for (let bin = 0; bin <= tick.spectrum.length; bin++) {
    const active =
      bin < tick.spectrum.length && isListenedTo(bin, width) && (tick.spectrum[bin] ?? 0) > activeLevel;
    if (active && start === null) start = bin;
    if (!active && start !== null) {
      runs.push({ from: Math.round(start * width), to: Math.round((bin - 1) * width), bins: bin - start });
      start = null;
    }
  }
  return runs;
}

export interface FrequencyCount extends ActiveRun {
  /** In how many ticks this exact run was seen. */
  count: number;
}

/** The counts so far, keyed by 'from-to'. */
export type FrequencyCounts = ReadonlyMap<string, FrequencyCount>;

/** Adds one spectrum's runs to the counts (a new map; the old one is left as it was). */
export function countFrequencies(
  counts: FrequencyCounts,
  tick: Omit<SpectrumTick, 'now'>,
  options: DetectorOptions = {},
): FrequencyCounts {
  const runs = activeRuns(tick, options);
  if (runs.length === 0) return counts;
  const next = new Map(counts);
  for (const run of runs) {
    const key = `${run.from}-${run.to}`;
    next.set(key, { ...run, count: (next.get(key)?.count ?? 0) + 1 });
  }
  return next;
}

/**
 * The screen's table: one group per run length, shortest first, each sorted by count (most often
 * seen first, then by frequency). A bell shows as the same run seen again and again.
 */
export function frequencyCountsByLength(
  counts: FrequencyCounts,
): { bins: number; counts: FrequencyCount[] }[] {
  const groups = new Map<number, FrequencyCount[]>();
  for (const count of counts.values()) groups.set(count.bins, [...(groups.get(count.bins) ?? []), count]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bins, group]) => ({ bins, counts: group.sort((a, b) => b.count - a.count || a.from - b.from) }));
}

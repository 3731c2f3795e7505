import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listenForGoals,
  RESTART_AFTER_ERROR_MS,
  type Recogniser,
  type RecognitionResultEvent,
  speechRecognitionIn,
} from './speechGoals';
import { DEFAULT_VOICE_KEYWORDS } from './voiceKeywords';

// The browser's recogniser is the boundary: a stand-in that behaves like Chrome's (results as a
// growing list with resultIndex, 'end' after stop() and after silence, errors before 'end').
class FakeRecognition implements Recogniser {
  static made: FakeRecognition[] = [];
  lang = '';
  interimResults = true;
  continuous = false;
  onresult: Recogniser['onresult'] = null;
  onend: Recogniser['onend'] = null;
  onerror: Recogniser['onerror'] = null;
  starts = 0;
  running = false;
  private results: { transcript: string; isFinal: boolean }[] = [];
  constructor() {
    FakeRecognition.made.push(this);
  }
  start() {
    if (this.running) throw new Error('InvalidStateError: already started');
    this.running = true;
    this.starts++;
  }
  stop() {
    if (!this.running) return;
    this.running = false;
    this.onend?.();
  }
  /** The recogniser hears a phrase: first maybe an interim result, then the final one. */
  say(transcript: string, { interim = false } = {}) {
    const index = this.results.length;
    this.results.push({ transcript, isFinal: !interim });
    const results = this.results.map((r) =>
      Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }),
    );
    this.onresult?.({ resultIndex: index, results } as RecognitionResultEvent);
  }
  /** The service ends on its own (silence, a network hiccup). */
  endsByItself() {
    this.running = false;
    this.onend?.();
  }
  fails(error: string) {
    this.onerror?.({ error });
    this.running = false;
    this.onend?.();
  }
}

afterEach(() => {
  vi.useRealTimers();
  FakeRecognition.made = [];
  vi.restoreAllMocks();
});

function listen() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const heard: { text: string; goals: string[] }[] = [];
  const states: string[] = [];
  const listening = listenForGoals(FakeRecognition, {
    keywords: () => DEFAULT_VOICE_KEYWORDS,
    onHeard: (h) => heard.push(h),
    onState: (s) => states.push(s),
  });
  return { listening, heard, states, recogniser: FakeRecognition.made[0]! };
}

describe('the speech service (SPEC §4 voice recognition, §7)', () => {
  it('finds the standard recogniser, else the webkit one, else none', () => {
    class A {}
    class B {}
    expect(speechRecognitionIn({ SpeechRecognition: A, webkitSpeechRecognition: B })).toBe(A);
    expect(speechRecognitionIn({ webkitSpeechRecognition: B })).toBe(B);
    expect(speechRecognitionIn({})).toBeNull();
    expect(speechRecognitionIn(undefined)).toBeNull();
  });

  it('listens in German, continuously, to final results only', () => {
    const { recogniser, states } = listen();
    expect(recogniser.lang).toBe('de-DE');
    expect(recogniser.interimResults).toBe(false);
    expect(recogniser.continuous).toBe(true);
    expect(recogniser.starts).toBe(1);
    expect(states).toEqual(['running']);
  });

  it('hands on lower-cased final transcripts with a trigger word, and the goals they name', () => {
    const { recogniser, heard } = listen();
    recogniser.say('Tor für SCHWARZ', { interim: true });
    recogniser.say('Schwarz ist am Ball');
    recogniser.say('Tor für Weiß');
    recogniser.say('TOR!');
    expect(heard).toEqual([
      { text: 'tor für weiß', goals: ['whites'] },
      { text: 'tor!', goals: [] },
    ]);
  });

  it('starts again whenever the recogniser ends by itself, and not after stop()', () => {
    const { recogniser, listening, states, heard } = listen();
    recogniser.endsByItself();
    recogniser.endsByItself();
    expect(recogniser.starts).toBe(3);
    expect(recogniser.running).toBe(true);
    listening.stop();
    expect(recogniser.running).toBe(false);
    expect(recogniser.starts).toBe(3);
    expect(states).toEqual(['running', 'idle']);
    recogniser.say('tor schwarz');
    expect(heard).toEqual([]);
  });

  it('restarts a moment after a passing error (no speech, network) but stops on a missing permission', () => {
    vi.useFakeTimers();
    const { recogniser, states } = listen();
    recogniser.fails('network');
    expect(recogniser.starts).toBe(1);
    vi.advanceTimersByTime(RESTART_AFTER_ERROR_MS);
    expect(recogniser.starts).toBe(2);
    // An end without an error restarts at once again.
    recogniser.endsByItself();
    expect(recogniser.starts).toBe(3);
    recogniser.fails('not-allowed');
    vi.advanceTimersByTime(RESTART_AFTER_ERROR_MS);
    expect(recogniser.starts).toBe(3);
    expect(states).toEqual(['running', 'idle']);
  });

  it('does not restart after stop(), even with a restart pending', () => {
    vi.useFakeTimers();
    const { recogniser, listening } = listen();
    recogniser.fails('no-speech');
    listening.stop();
    vi.advanceTimersByTime(RESTART_AFTER_ERROR_MS);
    expect(recogniser.starts).toBe(1);
  });
});

// SPEC §4 "Voice recognition" and §7: the browser's speech recogniser (the Web Speech API), in
// German, final results only, listening continuously and restarted whenever it ends until stopped
// (voiceKeywords' restart rule). Each final transcript goes through voiceKeywords' `heardGoals`.
import {
  type HeardGoals,
  heardGoals,
  nextRecogniserState,
  type RecogniserEvent,
  type RecogniserState,
  SPEECH_LANGUAGE,
  type VoiceKeywords,
} from './voiceKeywords';

/** The part of SpeechRecognition used here (the DOM typings do not ship it everywhere). */
export interface Recogniser {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}

/** SpeechRecognitionEvent: the results so far, the first changed one at `resultIndex`. */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

export type RecogniserConstructor = new () => Recogniser;

/** How long a restart waits after the recogniser ended on an error. */
export const RESTART_AFTER_ERROR_MS = 1_000;

/** The browser's recogniser (standard or webkit-prefixed), or null where there is none. */
export function speechRecognitionIn(scope: object | undefined): RecogniserConstructor | null {
  if (!scope) return null;
  const s = scope as {
    SpeechRecognition?: RecogniserConstructor;
    webkitSpeechRecognition?: RecogniserConstructor;
  };
  return s.SpeechRecognition ?? s.webkitSpeechRecognition ?? null;
}

export const hasSpeechRecognition = () =>
  speechRecognitionIn(typeof window === 'undefined' ? undefined : window) !== null;

/** Shown where the browser has no recogniser (Settings, Add Game's live mode). */
export const NO_SPEECH_TEXT = 'This browser has no speech recognition, so goals cannot be called out here.';

export interface SpeechGoalsOptions {
  /** Read when listening starts (Settings may have changed them since the last time). */
  keywords: () => VoiceKeywords;
  /** A final transcript with a trigger word: its text and the goals it names (maybe none). */
  onHeard: (heard: HeardGoals) => void;
  onState?: (state: RecogniserState, error?: string) => void;
}

/**
 * Starts listening; `stop()` ends it for good. The recogniser restarts on its own `end` while
 * running; an error that would come back on every restart (no permission, no microphone) stops it.
 */
export function listenForGoals(Recognition: RecogniserConstructor, options: SpeechGoalsOptions) {
  const recogniser = new Recognition();
  recogniser.lang = SPEECH_LANGUAGE;
  recogniser.interimResults = false;
  recogniser.continuous = true;
  let state: RecogniserState = 'idle';
  // After an error the service reported (network, no speech) the restart waits a moment: a
  // recogniser that fails at once on every start would otherwise spin.
  let failedBefore = false;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const keywords = options.keywords();

  const start = () => {
    try {
      recogniser.start();
    } catch (error) {
      // Already started (InvalidStateError): it runs, which is what was wanted.
      console.warn('speech recognition start', error);
    }
  };
  const on = (event: RecogniserEvent) => {
    const next = nextRecogniserState(state, event);
    const changed = next.state !== state;
    state = next.state;
    if (changed) options.onState?.(state, event.type === 'error' ? event.error : undefined);
    if (next.restart && failedBefore) {
      failedBefore = false;
      pending = setTimeout(() => {
        pending = null;
        if (state === 'running') start();
      }, RESTART_AFTER_ERROR_MS);
    } else if (next.restart) start();
    if (event.type === 'error' && state === 'idle') recogniser.stop();
  };

  recogniser.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      if (!result?.isFinal) continue;
      const transcript = (result[0]?.transcript ?? '').toLowerCase();
      const heard = heardGoals(transcript, keywords);
      if (heard) options.onHeard(heard);
    }
  };
  recogniser.onend = () => on({ type: 'end' });
  recogniser.onerror = (event) => {
    // SPEC §8: failures are only logged; the state says listening is off.
    console.warn('speech recognition error', event.error);
    failedBefore = true;
    on({ type: 'error', error: event.error });
  };

  on({ type: 'start' });
  start();
  return {
    stop() {
      if (pending) clearTimeout(pending);
      on({ type: 'stop' });
      recogniser.onresult = null;
      recogniser.stop();
    },
  };
}

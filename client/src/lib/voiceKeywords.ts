// SPEC §4 "Voice recognition": what a final transcript means for the live game, and the three
// keyword lists the Settings form edits (SPEC §3 local storage keys blacks, whites, trigger).
// Pure: the recogniser, the storage and the clock stay with the caller.

export type Team = 'blacks' | 'whites';
export type KeywordListKey = 'trigger' | 'blacks' | 'whites';

export interface VoiceKeywords {
  trigger: readonly string[];
  blacks: readonly string[];
  whites: readonly string[];
}

/** SPEC §9: the recogniser listens in German. */
export const SPEECH_LANGUAGE = 'de-DE';
export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 30;

// German first (the recogniser runs de-DE), English because players say "goal" anyway. Team words
// list the inflections a sentence produces ("Tor für die Schwarzen"), since matching is by whole
// word. 'weiss' needs no entry: ß and ss, ä and ae... match each other (see foldWord).
export const DEFAULT_VOICE_KEYWORDS: VoiceKeywords = {
  trigger: ['tor', 'goal', 'treffer'],
  blacks: ['schwarz', 'schwarze', 'schwarzen', 'schwarzer', 'black', 'blacks'],
  whites: ['weiß', 'weiße', 'weißen', 'weißer', 'white', 'whites'],
};

export interface HeardGoals {
  /** The lower-cased transcript, emitted for the screen to show. */
  text: string;
  /** One score update per team named: none, one, or both (SPEC: an update for each). */
  goals: Team[];
}

/**
 * Lower-case and fold the spellings the recogniser and the players mix: ß/ss and umlauts/ae-oe-ue
 * ("weiß", "weiss" and "WEISS" are one word). NFC first, so a decomposed "ä" folds too.
 */
function foldWord(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue');
}

/** Words are runs of letters and digits in any script; punctuation, hyphens and spaces separate. */
function wordsOf(text: string): string[] {
  return foldWord(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether the keyword's words appear one after the other in the transcript's words. */
function containsPhrase(words: readonly string[], keyword: string): boolean {
  const phrase = wordsOf(keyword);
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++)
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  return false;
}

const mentionsAny = (words: readonly string[], keywords: readonly string[]) =>
  keywords.some((keyword) => containsPhrase(words, keyword));

/**
 * What one final transcript says. Null when it holds no trigger word (it does not count at all);
 * otherwise the text and a goal for each team it names. Keywords match whole words only, so
 * "schwarz" is not heard in "Schwarzwald" and "tor" not in "Motor".
 */
export function heardGoals(transcript: string, keywords: VoiceKeywords): HeardGoals | null {
  const words = wordsOf(transcript);
  if (!mentionsAny(words, keywords.trigger)) return null;
  const goals: Team[] = [];
  if (mentionsAny(words, keywords.blacks)) goals.push('blacks');
  if (mentionsAny(words, keywords.whites)) goals.push('whites');
  return { text: transcript.toLowerCase(), goals };
}

// ---- The lists, as the Settings form and local storage hold them ----

export type KeywordListCheck = { ok: true; words: string[] } | { ok: false; message: string };

/**
 * Trims entries, drops empty ones and repeats (by folded spelling, keeping the first), then checks
 * the bounds: 1 to 20 words of at most 30 characters, each with a letter or digit in it.
 */
export function checkKeywordList(entries: readonly string[]): KeywordListCheck {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const word = entry.trim().replace(/\s+/g, ' ');
    if (word === '') continue;
    if (word.length > MAX_KEYWORD_LENGTH)
      return {
        ok: false,
        message: `'${word.slice(0, 12)}…' is too long: at most ${MAX_KEYWORD_LENGTH} characters`,
      };
    if (wordsOf(word).length === 0) return { ok: false, message: `'${word}' has no letters to listen for` };
    const key = wordsOf(word).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  if (words.length === 0) return { ok: false, message: 'Enter at least one word' };
  if (words.length > MAX_KEYWORDS) return { ok: false, message: `At most ${MAX_KEYWORDS} words` };
  return { ok: true, words };
}

/** The form's text field: words separated by commas or new lines ("tor, goal"). */
export const keywordEntries = (text: string): string[] => text.split(/[,;\n]/);

/** The text field's value for a list. */
export const keywordText = (words: readonly string[]): string => words.join(', ');

export type VoiceKeywordsCheck =
  | { ok: true; keywords: VoiceKeywords }
  | { ok: false; errors: Partial<Record<KeywordListKey, string>> };

/**
 * All three lists for the Settings form, each with its own message. A word naming both teams is
 * refused: every goal it is heard in would score for both.
 */
export function checkVoiceKeywords(entries: Record<KeywordListKey, readonly string[]>): VoiceKeywordsCheck {
  const trigger = checkKeywordList(entries.trigger);
  const blacks = checkKeywordList(entries.blacks);
  const whites = checkKeywordList(entries.whites);
  const errors: Partial<Record<KeywordListKey, string>> = {};
  if (!trigger.ok) errors.trigger = trigger.message;
  if (!blacks.ok) errors.blacks = blacks.message;
  if (!whites.ok) errors.whites = whites.message;
  if (blacks.ok && whites.ok) {
    const blackKeys = new Set(blacks.words.map((w) => wordsOf(w).join(' ')));
    const shared = whites.words.find((w) => blackKeys.has(wordsOf(w).join(' ')));
    if (shared !== undefined) errors.whites = `'${shared}' is also a word for the blacks`;
  }
  if (!trigger.ok || !blacks.ok || !whites.ok || errors.whites !== undefined) return { ok: false, errors };
  return { ok: true, keywords: { trigger: trigger.words, blacks: blacks.words, whites: whites.words } };
}

/** The part of Storage used here, so tests pass a Map-backed stand-in. */
export interface KeywordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEYS: readonly KeywordListKey[] = ['trigger', 'blacks', 'whites'];

/** One stored list, or the default when it is missing, not a JSON array of strings, or out of bounds. */
function readList(storage: KeywordStorage, key: KeywordListKey): readonly string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!Array.isArray(stored) || !stored.every((entry) => typeof entry === 'string'))
      return DEFAULT_VOICE_KEYWORDS[key];
    const checked = checkKeywordList(stored);
    return checked.ok ? checked.words : DEFAULT_VOICE_KEYWORDS[key];
  } catch {
    // Broken JSON, or storage that throws (private mode): the defaults still listen.
    return DEFAULT_VOICE_KEYWORDS[key];
  }
}

export function readVoiceKeywords(storage: KeywordStorage): VoiceKeywords {
  return {
    trigger: readList(storage, 'trigger'),
    blacks: readList(storage, 'blacks'),
    whites: readList(storage, 'whites'),
  };
}

/** Stores checked lists as JSON arrays. A full or blocked storage forgets them; listening goes on. */
export function writeVoiceKeywords(storage: KeywordStorage, keywords: VoiceKeywords): void {
  for (const key of KEYS) {
    try {
      storage.setItem(key, JSON.stringify(keywords[key]));
    } catch {
      // Not remembered beyond this visit.
    }
  }
}

// ---- The recogniser's life (SPEC §4: idle/running, restarts when it ends unless stopped) ----

export type RecogniserState = 'idle' | 'running';
export type RecogniserEvent =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'end' }
  | { type: 'error'; error: string };

// Errors that will come back on every restart: no permission, no microphone. Restarting on them
// would loop; others (no-speech, network, aborted) pass, and the 'end' that follows restarts.
const FATAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'language-not-supported',
]);

/** The next state, and whether to call recognition.start() again now. */
export function nextRecogniserState(
  state: RecogniserState,
  event: RecogniserEvent,
): { state: RecogniserState; restart: boolean } {
  switch (event.type) {
    case 'start':
      return { state: 'running', restart: false };
    case 'stop':
      return { state: 'idle', restart: false };
    case 'end':
      return { state, restart: state === 'running' };
    case 'error':
      return { state: FATAL_ERRORS.has(event.error) ? 'idle' : state, restart: false };
  }
}

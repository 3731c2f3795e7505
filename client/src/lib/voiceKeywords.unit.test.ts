import { describe, expect, it } from 'vitest';
import {
  checkKeywordList,
  checkVoiceKeywords,
  DEFAULT_VOICE_KEYWORDS,
  heardGoals,
  type KeywordStorage,
  keywordEntries,
  keywordText,
  nextRecogniserState,
  readVoiceKeywords,
  writeVoiceKeywords,
} from './voiceKeywords';

const goals = (transcript: string) => heardGoals(transcript, DEFAULT_VOICE_KEYWORDS)?.goals;

const memoryStorage = (
  initial: Record<string, string> = {},
): KeywordStorage & { items: Map<string, string> } => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('a transcript heard while live (SPEC §4 voice recognition)', () => {
  it('counts nothing without a trigger word, even when a team is named', () => {
    expect(heardGoals('Schwarz ist am Ball', DEFAULT_VOICE_KEYWORDS)).toBeNull();
    expect(heardGoals('', DEFAULT_VOICE_KEYWORDS)).toBeNull();
  });

  it('scores for the team named after a trigger word, in any casing and punctuation', () => {
    expect(goals('Tor für Schwarz!')).toEqual(['blacks']);
    expect(goals('TOR, WEISS.')).toEqual(['whites']);
    expect(goals('goal for the whites')).toEqual(['whites']);
    expect(goals('Treffer... die Schwarzen!')).toEqual(['blacks']);
  });

  it('emits the lower-cased text, also for a trigger that names no team', () => {
    expect(heardGoals('Was für ein TOR', DEFAULT_VOICE_KEYWORDS)).toEqual({
      text: 'was für ein tor',
      goals: [],
    });
  });

  it('scores for both teams when both are named, one update each', () => {
    expect(goals('Tor schwarz, nein weiß')).toEqual(['blacks', 'whites']);
    expect(goals('tor schwarz-weiß')).toEqual(['blacks', 'whites']);
  });

  it('hears ß and ss, umlauts and their ae/oe/ue spelling as the same word', () => {
    expect(goals('tor weiß')).toEqual(['whites']);
    expect(goals('tor weiss')).toEqual(['whites']);
    expect(goals('Tor für die Weissen')).toEqual(['whites']);
    const keywords = { ...DEFAULT_VOICE_KEYWORDS, trigger: ['tür'] };
    expect(heardGoals('tuer schwarz', keywords)?.goals).toEqual(['blacks']);
    expect(heardGoals('TÜR schwarz', keywords)?.goals).toEqual(['blacks']);
    // A decomposed ü (u + combining diaeresis), as some keyboards and recognisers send it.
    expect(heardGoals('tu\u0308r schwarz', keywords)?.goals).toEqual(['blacks']);
  });

  it('matches whole words only: no keyword inside another word', () => {
    expect(heardGoals('Der Motor im Schwarzwald', DEFAULT_VOICE_KEYWORDS)).toBeNull();
    expect(goals('Tor im Schwarzwald')).toEqual([]);
    expect(goals('tor für weißbier')).toEqual([]);
    expect(goals('torwart schwarz')).toBeUndefined();
  });

  it('hears a keyword of several words only when they come together and in order', () => {
    const keywords = { trigger: ['tor'], blacks: ['team dunkel'], whites: ['team hell'] };
    expect(heardGoals('Tor für Team Dunkel', keywords)?.goals).toEqual(['blacks']);
    expect(heardGoals('Tor, Team... hell!', keywords)?.goals).toEqual(['whites']);
    expect(heardGoals('Tor dunkel team', keywords)?.goals).toEqual([]);
  });
});

describe('the keyword lists of the Settings form', () => {
  it('trims entries and drops empty ones and repeats of the same spelling', () => {
    expect(checkKeywordList(keywordEntries(' tor , ,goal,\n Tor, weiss, weiß '))).toEqual({
      ok: true,
      words: ['tor', 'goal', 'weiss'],
    });
    expect(keywordText(['tor', 'goal'])).toBe('tor, goal');
  });

  it('asks for at least one word, at most 20, of at most 30 characters, each with letters', () => {
    expect(checkKeywordList([' ', ''])).toEqual({ ok: false, message: 'Enter at least one word' });
    const many = Array.from({ length: 21 }, (_, i) => `wort${i}`);
    expect(checkKeywordList(many)).toEqual({ ok: false, message: 'At most 20 words' });
    expect(checkKeywordList(many.slice(0, 20)).ok).toBe(true);
    expect(checkKeywordList(['a'.repeat(31)])).toMatchObject({ ok: false, message: /at most 30 characters/ });
    expect(checkKeywordList(['a'.repeat(30)]).ok).toBe(true);
    expect(checkKeywordList(['?!'])).toEqual({ ok: false, message: "'?!' has no letters to listen for" });
  });

  it('refuses a word that names both teams, and reports each list on its own', () => {
    expect(checkVoiceKeywords({ trigger: ['tor'], blacks: ['dunkel', 'Weiß'], whites: ['weiss'] })).toEqual({
      ok: false,
      errors: { whites: "'weiss' is also a word for the blacks" },
    });
    expect(checkVoiceKeywords({ trigger: [], blacks: ['x'], whites: ['y'.repeat(40)] })).toMatchObject({
      ok: false,
      errors: { trigger: 'Enter at least one word', whites: /too long/ },
    });
    expect(checkVoiceKeywords({ trigger: ['tor'], blacks: ['dunkel'], whites: ['hell'] })).toEqual({
      ok: true,
      keywords: { trigger: ['tor'], blacks: ['dunkel'], whites: ['hell'] },
    });
  });
});

describe('the keyword lists in local storage (SPEC §3 keys blacks, whites, trigger)', () => {
  it('reads the defaults when nothing is stored', () => {
    expect(readVoiceKeywords(memoryStorage())).toEqual(DEFAULT_VOICE_KEYWORDS);
  });

  it('writes JSON arrays under the keys trigger, blacks and whites, and reads them back', () => {
    const storage = memoryStorage();
    const keywords = { trigger: ['tor'], blacks: ['dunkel'], whites: ['hell', 'weiß'] };
    writeVoiceKeywords(storage, keywords);
    expect(Object.fromEntries(storage.items)).toEqual({
      trigger: '["tor"]',
      blacks: '["dunkel"]',
      whites: '["hell","weiß"]',
    });
    expect(readVoiceKeywords(storage)).toEqual(keywords);
  });

  it('falls back to the default for each list that is broken, of the wrong shape or out of bounds', () => {
    const storage = memoryStorage({
      trigger: 'tor, goal',
      blacks: '{"0":"schwarz"}',
      whites: JSON.stringify(Array.from({ length: 25 }, (_, i) => `w${i}`)),
    });
    expect(readVoiceKeywords(storage)).toEqual(DEFAULT_VOICE_KEYWORDS);
    expect(readVoiceKeywords(memoryStorage({ blacks: '["dunkel", 3]', whites: '[" ", ""]' }))).toEqual(
      DEFAULT_VOICE_KEYWORDS,
    );
  });

  it('tidies a stored list that is only untidy', () => {
    expect(readVoiceKeywords(memoryStorage({ blacks: '[" dunkel ", "", "dunkel"]' })).blacks).toEqual([
      'dunkel',
    ]);
  });

  it('keeps listening with the defaults when storage throws', () => {
    const blocked: KeywordStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readVoiceKeywords(blocked)).toEqual(DEFAULT_VOICE_KEYWORDS);
    expect(() => writeVoiceKeywords(blocked, DEFAULT_VOICE_KEYWORDS)).not.toThrow();
  });
});

describe('the recogniser (SPEC §4: idle to running on start, restarts on end unless stopped)', () => {
  it('goes running on start and idle on stop', () => {
    expect(nextRecogniserState('idle', { type: 'start' })).toEqual({ state: 'running', restart: false });
    expect(nextRecogniserState('running', { type: 'stop' })).toEqual({ state: 'idle', restart: false });
  });

  it('restarts when the recogniser ends while running, not after a stop', () => {
    expect(nextRecogniserState('running', { type: 'end' })).toEqual({ state: 'running', restart: true });
    expect(nextRecogniserState('idle', { type: 'end' })).toEqual({ state: 'idle', restart: false });
  });

  it('stops for good when the microphone is not allowed, and rides out silence and network errors', () => {
    expect(nextRecogniserState('running', { type: 'error', error: 'not-allowed' }).state).toBe('idle');
    expect(nextRecogniserState('running', { type: 'error', error: 'audio-capture' }).state).toBe('idle');
    const afterSilence = nextRecogniserState('running', { type: 'error', error: 'no-speech' });
    expect(afterSilence).toEqual({ state: 'running', restart: false });
    expect(nextRecogniserState(afterSilence.state, { type: 'end' }).restart).toBe(true);
  });
});

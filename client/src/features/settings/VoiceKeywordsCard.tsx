import { Button, Card, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { toaster } from '../../app/toaster';
import { hasSpeechRecognition, NO_SPEECH_TEXT } from '../../lib/speechGoals';
import {
  checkVoiceKeywords,
  DEFAULT_VOICE_KEYWORDS,
  type KeywordListKey,
  keywordEntries,
  keywordText,
  readVoiceKeywords,
  type VoiceKeywords,
  writeVoiceKeywords,
} from '../../lib/voiceKeywords';

export const KEYWORD_TEXTS = {
  title: 'Voice keywords',
  intro:
    'In live mode a goal counts when you say a trigger word and a team word, e.g. “Tor für Schwarz”. Separate words with commas. Saved on this device.',
} as const;

const FIELDS: { key: KeywordListKey; label: string; helper: string }[] = [
  { key: 'trigger', label: 'Trigger words', helper: 'Without one of these nothing counts.' },
  { key: 'blacks', label: 'Words for Team Black', helper: 'A goal for the blacks.' },
  { key: 'whites', label: 'Words for Team White', helper: 'A goal for the whites.' },
];

const textsOf = (keywords: VoiceKeywords) => ({
  trigger: keywordText(keywords.trigger),
  blacks: keywordText(keywords.blacks),
  whites: keywordText(keywords.whites),
});

/**
 * SPEC §3 local storage keys trigger, blacks and whites, edited (lib/voiceKeywords checks and
 * stores them; German defaults). Where the browser has no speech recognition, one line says why
 * there is nothing to set.
 */
export function VoiceKeywordsCard() {
  const [available] = useState(hasSpeechRecognition);
  const [texts, setTexts] = useState(() => textsOf(readVoiceKeywords(localStorage)));
  const [errors, setErrors] = useState<Partial<Record<KeywordListKey, string>>>({});

  const save = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkVoiceKeywords({
      trigger: keywordEntries(texts.trigger),
      blacks: keywordEntries(texts.blacks),
      whites: keywordEntries(texts.whites),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    writeVoiceKeywords(localStorage, checked.keywords);
    setTexts(textsOf(checked.keywords));
    toaster.create({ type: 'success', title: 'Saved', duration: 2500 });
  };

  return (
    <Card.Root as="section" aria-label={KEYWORD_TEXTS.title}>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {KEYWORD_TEXTS.title}
        </Heading>
        {!available ? (
          <Text color="fg.muted">{NO_SPEECH_TEXT}</Text>
        ) : (
          <form onSubmit={save} noValidate>
            <Stack gap="4">
              <Text color="fg.muted" fontSize="sm">
                {KEYWORD_TEXTS.intro}
              </Text>
              {FIELDS.map(({ key, label, helper }) => (
                <Field.Root key={key} invalid={Boolean(errors[key])}>
                  <Field.Label>{label}</Field.Label>
                  <Textarea
                    autoresize
                    rows={2}
                    value={texts[key]}
                    onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
                  />
                  {errors[key] ? (
                    <Field.ErrorText>{errors[key]}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{helper}</Field.HelperText>
                  )}
                </Field.Root>
              ))}
              <Flex gap="2" justify="flex-end" wrap="wrap">
                <Button
                  variant="outline"
                  minH="11"
                  onClick={() => {
                    setErrors({});
                    setTexts(textsOf(DEFAULT_VOICE_KEYWORDS));
                  }}
                >
                  Defaults
                </Button>
                <Button type="submit" colorPalette="felt" minH="11">
                  Save keywords
                </Button>
              </Flex>
            </Stack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}

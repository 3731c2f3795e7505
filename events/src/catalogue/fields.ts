import { z } from 'zod';

// Field rules shared by events, deciders and the GraphQL edge: one place per rule.

/**
 * Characters that change nothing a reader sees, or turn the text around: zero-width spaces and
 * joiners, bidirectional controls (U+202E shows "Anna" reversed), soft hyphens, invisible fillers,
 * variation selectors. Names refuse them (issue 29; they were removed silently before), except a
 * joiner or variation selector right after an emoji, which is how emoji such as ❤️ are written.
 */
const HIDDEN =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: invisible code points (variation selectors among them) listed one by one, on purpose
  /(?<!\p{Extended_Pictographic})[\u200D\uFE0E\uFE0F]|[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0]/u;

/** Whether a name holds characters a reader cannot see or that reverse its direction. */
export const hasHiddenCharacters = (value: string): boolean => HIDDEN.test(value);

/** The name without them: how names stored before issue 29 are compared. */
export const withoutHidden = (value: string): string => value.replace(new RegExp(HIDDEN.source, 'gu'), '');

export const HIDDEN_CHARACTERS_MESSAGE = 'Invisible or direction-changing characters are not allowed';
const noHidden = (value: string) => !hasHiddenCharacters(value);

/**
 * A name as people read it: NFKC (full-width letters, ligatures and other compatibility forms
 * folded to their plain form). Applied to names where they enter; the schemas refuse hidden ones.
 */
export const normaliseName = (value: string): string => value.normalize('NFKC');

/** An input schema that normalises a name before `schema` checks it (GraphQL inputs). */
export const normalisedName = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? normaliseName(value) : value), schema);

export const idSchema = z.string().min(1).max(64);

export const organisationNameSchema = z
  .string()
  .trim()
  .min(2, 'Name must have at least 2 characters')
  .max(60, 'Name must have at most 60 characters')
  .refine(noHidden, HIDDEN_CHARACTERS_MESSAGE);

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'Unknown time zone (use an IANA name such as Europe/Berlin)' });

export const logoUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Logo URL must be an http(s) address' })
  .max(500, 'Logo URL must have at most 500 characters')
  .nullable();

export const locationNameSchema = z
  .string()
  .trim()
  .min(1, 'Location name is required')
  .max(60, 'Location name must have at most 60 characters')
  .refine(noHidden, HIDDEN_CHARACTERS_MESSAGE);

export const latitudeSchema = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');

export const longitudeSchema = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

export const departmentNameSchema = z
  .string()
  .trim()
  .min(1, 'Department name is required')
  .max(40, 'Department name must have at most 40 characters')
  .refine(noHidden, HIDDEN_CHARACTERS_MESSAGE);

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * SPEC §5: 2 to 25 characters, no quotes, <, > or &. Control characters are weird too (and
 * PostgreSQL cannot store NUL in text or jsonb).
 */
export const PLAYER_NAME_PATTERN = /^[^"'<>&`\p{Cc}]*$/u;
/** Issue 29: invisible and direction-changing characters are weird too (SPEC's message). */
export const playerNameSchema = z
  .string()
  .trim()
  .min(2, 'Minimum of 2 characters')
  .max(25, 'Maximum of 25 characters')
  .regex(PLAYER_NAME_PATTERN, 'No weird characters allowed')
  .refine(noHidden, 'No weird characters allowed');

/** A player's picture: an http(s) address. */
export const playerImageUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Image URL must be an http(s) address' })
  .max(500, 'Image URL must have at most 500 characters')
  .regex(/^[^\p{Cc}\s]*$/u, 'Image URL must be an http(s) address');

// UI error reports (SPEC "Send error report"). The mutation is open, so every field is bounded.
const hasNoNul = (value: string) => !value.includes(String.fromCharCode(0));
const noNul = { message: 'Text must not contain NUL characters' };

export const errorHeaderSchema = z
  .string()
  .trim()
  .min(1, 'Error header is required')
  .max(200, 'Error header must have at most 200 characters')
  .refine(hasNoNul, noNul);

export const errorMessageSchema = z
  .string()
  .trim()
  .min(1, 'Error message is required')
  .max(4000, 'Error message must have at most 4000 characters')
  .refine(hasNoNul, noNul);

/** The other fields of the error, as JSON text by convention; kept as given (it may be cut short). */
export const errorDetailsSchema = z
  .string()
  .max(8000, 'Error details must have at most 8000 characters')
  .refine(hasNoNul, noNul);

export const errorCommentSchema = z
  .string()
  .trim()
  .max(2000, 'Comment must have at most 2000 characters')
  .refine(hasNoNul, noNul);

export const errorUrlSchema = z
  .string()
  .trim()
  .max(500, 'URL must have at most 500 characters')
  .refine(hasNoNul, noNul);

const knownTimeZones = new Set<string>();

/** Whether Intl knows the zone; known ones are remembered (every decode of an organisation event asks). */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  if (value.length === 0) return false;
  knownTimeZones.add(value);
  return true;
}

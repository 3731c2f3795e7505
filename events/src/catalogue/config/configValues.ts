import { z } from 'zod';
import { departmentNameSchema } from '../fields.ts';
import { nameKey } from '../nameKey.ts';

// The league's configuration values (SPEC §3 "Config values") with their defaults (DESIGN §6).
// One schema per key; the decider, the read model and the GraphQL edge all use these.

/** SPEC §4 "Challenge": the three challenges a player can win once each. */
export const CHALLENGE_NAMES = ['krabbel', 'earlyGame', 'lateGame'] as const;
export type ChallengeName = (typeof CHALLENGE_NAMES)[number];

export const challengeConfigSchema = z.object({
  name: z.enum(CHALLENGE_NAMES, { error: 'Unknown challenge (krabbel, earlyGame or lateGame)' }),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(200, 'Description must have at most 200 characters'),
  points: z
    .number()
    .int('Points must be a whole number')
    .min(1, 'Points must be between 1 and 500')
    .max(500, 'Points must be between 1 and 500'),
  /** When the challenge last changed: the app shows a "new" badge for 14 days after (SPEC §9). */
  changedOn: z.iso.datetime({ offset: true }).nullable(),
});

export const bountyConfigSchema = z.object({
  bountyPoints: z
    .number()
    .int('Bounty points must be a whole number')
    .min(1, 'Bounty points must be between 1 and 200')
    .max(200, 'Bounty points must be between 1 and 200'),
  requiredWins: z
    .number()
    .int('Required wins must be a whole number')
    .min(2, 'Required wins must be between 2 and 50')
    .max(50, 'Required wins must be between 2 and 50'),
});

/** The frequency band of a goal bell, in Hz (SPEC §4 "Audio bell detection"). */
export const frequencyRangeSchema = z
  .object({
    from: z
      .number()
      .int()
      .min(20, 'Frequencies go from 20 to 20000 Hz')
      .max(20000, 'Frequencies go from 20 to 20000 Hz'),
    to: z
      .number()
      .int()
      .min(20, 'Frequencies go from 20 to 20000 Hz')
      .max(20000, 'Frequencies go from 20 to 20000 Hz'),
  })
  .refine((r) => r.from < r.to, { message: 'The range must start below its end', path: ['to'] });

export const singleConfigsSchema = z.object({ showNicknames: z.boolean() });

/**
 * The address of an embedded tool (SPEC §2 Sounds, Archive, Feedback): http(s), no credentials, no
 * fragment. The archive's address is a base the app appends the date (YYYY-MM-DD) to.
 */
export const toolUrlSchema = z
  .string()
  .trim()
  .max(500, 'An address must have at most 500 characters')
  .refine(isToolUrl, { message: 'Use an http:// or https:// address, e.g. https://sounds.example.com' })
  .nullable();

function isToolUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.hash === ''
  );
}

/** The external tools an organisation embeds; null: the app's own soundboard, archive, feedback form. */
export const externalToolsSchema = z.object({
  soundboardUrl: toolUrlSchema,
  archiveUrl: toolUrlSchema,
  feedbackUrl: toolUrlSchema,
});

export const departmentListSchema = z
  .array(departmentNameSchema)
  .max(50, 'At most 50 departments')
  .refine((names) => new Set(names.map(nameKey)).size === names.length, {
    message: 'Department names must differ',
  });

export const configValueSchemas = {
  currentChallenge: challengeConfigSchema,
  bounty: bountyConfigSchema,
  frequencyBlack: frequencyRangeSchema,
  frequencyWhite: frequencyRangeSchema,
  singleConfigs: singleConfigsSchema,
  defaultLive: z.boolean(),
  externalTools: externalToolsSchema,
} as const;

export type ConfigKey = keyof typeof configValueSchemas;
export type ConfigValues = { [K in ConfigKey]: z.infer<(typeof configValueSchemas)[K]> };
export const CONFIG_KEYS = Object.keys(configValueSchemas) as ConfigKey[];

/** What an organisation uses until an admin changes it. */
export const DEFAULT_CONFIG: ConfigValues = {
  currentChallenge: {
    name: 'krabbel',
    description: 'Win a match 6:0 and earn the bonus once.',
    points: 50,
    changedOn: null,
  },
  bounty: { bountyPoints: 10, requiredWins: 5 },
  // Two bells 500 Hz apart, each a narrow band, both above SPEC §9's 3000 Hz below which the
  // detector hears nothing (tune them per table in the admin area or on the audio page).
  frequencyBlack: { from: 3900, to: 4000 },
  frequencyWhite: { from: 3400, to: 3500 },
  singleConfigs: { showNicknames: true },
  defaultLive: false,
  externalTools: { soundboardUrl: null, archiveUrl: null, feedbackUrl: null },
};

/**
 * The installation-wide `departments` value: what organisations without departments of their own
 * offer (SPEC §3). 'Guests' is not in it: the player form always offers it.
 */
export const DEFAULT_DEPARTMENTS: string[] = ['Development', 'Product', 'Sales', 'Marketing', 'Operations'];

/** SPEC §3: an organisation's own departments, else the installation's `departments` value. */
export function effectiveDepartments(
  own: readonly string[],
  installation: readonly string[] | null,
): string[] {
  return [...(own.length > 0 ? own : (installation ?? DEFAULT_DEPARTMENTS))];
}

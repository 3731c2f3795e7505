import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';

/** The rules document of one organisation (SPEC "Rules"); without one, the app shows the default. */
export const rulesStreamId = (organisationId: string) => `rules-${organisationId}`;
export const RULES_STREAM = 'rules';

/** Rules HTML is sanitised at the edge before it becomes a fact; this only bounds its size. */
export const RULES_MAX_LENGTH = 100_000;
export const rulesHtmlSchema = z
  .string()
  .min(1, 'The rules must not be empty')
  .max(RULES_MAX_LENGTH, `The rules must have at most ${RULES_MAX_LENGTH} characters`);

export const RulesChanged = defineEvent('RulesChanged', z.object({ html: rulesHtmlSchema }));

export const rulesEventTypes = [RulesChanged] as const;
export type RulesEvent = EventOf<(typeof rulesEventTypes)[number]>;

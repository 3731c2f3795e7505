import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { isoDateTimeSchema } from '../fields.ts';

/** All seasons of one organisation live in one stream, so numbering and overlaps are checked together. */
export const seasonsStreamId = (organisationId: string) => `seasons-${organisationId}`;
export const SEASONS_STREAM = 'seasons';

const range = { number: z.number().int().min(1), startsOn: isoDateTimeSchema, endsOn: isoDateTimeSchema };

export const SeasonCreated = defineEvent('SeasonCreated', z.object(range));
export const SeasonDatesChanged = defineEvent('SeasonDatesChanged', z.object(range));

export const seasonEventTypes = [SeasonCreated, SeasonDatesChanged] as const;
export type SeasonEvent = EventOf<(typeof seasonEventTypes)[number]>;

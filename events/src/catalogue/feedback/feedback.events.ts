import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { idSchema } from '../fields.ts';
import { feedbackTextSchema } from './feedbackRules.ts';

/** One stream per piece of feedback: nothing is decided from the others. */
export const feedbackStreamId = (feedbackId: string) => `feedback-${feedbackId}`;
export const FEEDBACK_STREAM = 'feedback';

/** Who wrote it, as they were named when they did. */
export const feedbackAuthorSchema = z.object({
  userId: idSchema,
  name: z.string().max(200),
  playerId: idSchema.nullable(),
});

/** Someone of the organisation sent feedback through the app's own form. */
export const FeedbackSent = defineEvent(
  'FeedbackSent',
  z.object({ feedbackId: idSchema, text: feedbackTextSchema, author: feedbackAuthorSchema }),
);

export const feedbackEventTypes = [FeedbackSent] as const;
export type FeedbackEvent = EventOf<(typeof feedbackEventTypes)[number]>;

import { z } from 'zod';

// The built-in feedback form (SPEC §2 Feedback, when no external tool is configured): its bounds
// and texts, shared by the decider, the GraphQL edge and the form.

export const FEEDBACK_MAX_LENGTH = 2000;

const hasNoNul = (value: string) => !value.includes(String.fromCharCode(0));

export const feedbackTextSchema = z
  .string()
  .trim()
  .min(1, 'Please write your feedback first')
  .max(FEEDBACK_MAX_LENGTH, `Feedback must have at most ${FEEDBACK_MAX_LENGTH} characters`)
  .refine(hasNoNul, { message: 'Text must not contain NUL characters' });

import type { z } from 'zod';
import { type DomainError, rejected } from '../domainError.ts';
import type { FeedbackEvent, feedbackAuthorSchema } from './feedback.events.ts';
import { feedbackTextSchema } from './feedbackRules.ts';

export type FeedbackAuthor = z.output<typeof feedbackAuthorSchema>;

export interface SendFeedback {
  type: 'SendFeedback';
  feedbackId: string;
  text: string;
  author: FeedbackAuthor;
}

export interface FeedbackState {
  sent: boolean;
}

export const initialState: FeedbackState = { sent: false };

// decide: feedback is taken once per id, with a text the form's rules accept.
export function decide(cmd: SendFeedback, state: FeedbackState): FeedbackEvent[] | DomainError {
  if (state.sent) return rejected('conflict', 'This feedback was sent already');
  const text = feedbackTextSchema.safeParse(cmd.text);
  if (!text.success) return rejected('validation', text.error.issues[0]!.message, 'text');
  return [
    { type: 'FeedbackSent', data: { feedbackId: cmd.feedbackId, text: text.data, author: cmd.author } },
  ];
}

export function evolve(_state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackSent':
      return { sent: true };
  }
}

import { FEEDBACK_STREAM, type FeedbackEvent, feedback, feedbackStreamId } from '@kicker/events';
import { type Aggregate, declareCommand } from './command.ts';

// SPEC §2 Feedback, the app's own form: one new stream per piece of feedback.

const aggregate: Aggregate<feedback.FeedbackState, FeedbackEvent> = {
  streamType: FEEDBACK_STREAM,
  initialState: feedback.initialState,
  evolve: feedback.evolve,
};

export const sendFeedback = declareCommand({
  name: 'sendFeedback',
  aggregate,
  stream: ({ orgId, command }: { orgId: string; command: feedback.SendFeedback }) => ({
    orgId,
    streamId: feedbackStreamId(command.feedbackId),
    fresh: true,
  }),
  capability: 'sendFeedback',
  decide: ({ command }, state) => feedback.decide(command, state),
});

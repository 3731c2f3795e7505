import { FEEDBACK_STREAM, type FeedbackEvent, feedback, feedbackStreamId } from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/** SPEC §2 Feedback, the app's own form: one new stream per piece of feedback. */
export function sendFeedback(deps: CommandDeps, orgId: string, command: feedback.SendFeedback, actor: Actor) {
  return execute<feedback.FeedbackState, FeedbackEvent>(deps, {
    orgId,
    streamId: feedbackStreamId(command.feedbackId),
    streamType: FEEDBACK_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    newStream: true,
    initialState: feedback.initialState,
    evolve: feedback.evolve,
    decide: (state) => feedback.decide(command, state),
  });
}

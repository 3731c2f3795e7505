import type { RecordedEvent } from '@kicker/events';

/**
 * A catch-up read model could not apply one event. It says which model and which event (an
 * operator finds it in the log by position or id) and what went wrong; the model's checkpoint
 * stays right before that event, so it resumes from it once the fault is fixed.
 */
export class ProjectionFailedError extends Error {
  override readonly name = 'ProjectionFailedError';
  readonly projection: string;
  readonly event: {
    globalPosition: number;
    transactionId: string;
    eventId: string;
    type: string;
    orgId: string;
    streamId: string;
  };

  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Read model "${projection}" failed on event ${event.globalPosition} (${event.type}, id ${event.eventId}, ` +
        `organisation ${event.orgId}, stream ${event.streamId}): ${reason}. It stopped before this event ` +
        'and resumes from it once the fault is fixed; the other read models go on.',
      { cause },
    );
    this.projection = projection;
    this.event = {
      globalPosition: event.globalPosition,
      transactionId: event.transactionId,
      eventId: event.eventId,
      type: event.type,
      orgId: event.orgId,
      streamId: event.streamId,
    };
  }
}

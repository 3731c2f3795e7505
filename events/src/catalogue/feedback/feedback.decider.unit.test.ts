import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { decide, evolve, initialState } from './feedback.decider.ts';

const author = { userId: 'u1', name: 'Ada', playerId: 'p1' };
const spec = DeciderSpecification.for({ decide, evolve, initialState });

describe('feedback decider', () => {
  it('takes feedback with its text trimmed and its author', () => {
    spec
      .given([])
      .when({ type: 'SendFeedback', feedbackId: 'f1', text: '  The table wobbles.  ', author })
      .then([{ type: 'FeedbackSent', data: { feedbackId: 'f1', text: 'The table wobbles.', author } }]);
  });

  it('refuses empty and overlong feedback', () => {
    for (const text of ['   ', 'x'.repeat(2001)])
      spec
        .given([])
        .when({ type: 'SendFeedback', feedbackId: 'f1', text, author })
        .thenRejects({ kind: 'validation', field: 'text' });
  });

  it('takes a feedback id once', () => {
    spec
      .given([{ type: 'FeedbackSent', data: { feedbackId: 'f1', text: 'Hi', author } }])
      .when({ type: 'SendFeedback', feedbackId: 'f1', text: 'Hi again', author })
      .thenRejects({ kind: 'conflict' });
  });
});

import {
  type SelectionLayout,
  VOTE_STREAM,
  type VoteDirection,
  type VoteEvent,
  vote,
  voteStreamId,
} from '@kicker/events';
import { type Aggregate, declareCommand } from './command.ts';

// SPEC "Player selection": one thumbs up or down for a layout, at most one per user, layout and day
// (the organisation's local date, a stream of its own); subscribers see the new counts.

const aggregate: Aggregate<vote.VoteState, VoteEvent> = {
  streamType: VOTE_STREAM,
  initialState: vote.initialState,
  evolve: vote.evolve,
};

export interface Vote {
  orgId: string;
  userId: string;
  layout: SelectionLayout;
  direction: VoteDirection;
  /** The organisation's local date of the vote (yyyy-MM-dd, localDate). */
  day: string;
}

export const votePlayerSelection = declareCommand({
  name: 'votePlayerSelection',
  aggregate,
  stream: ({ orgId, userId, layout, day }: Vote) => ({ orgId, streamId: voteStreamId(userId, layout, day) }),
  capability: 'vote',
  decide: ({ layout, direction }, state) =>
    vote.decide({ type: 'VotePlayerSelection', layout, direction }, state),
  changes: ({ orgId }) => [{ orgId, topic: 'playerSelectionVotes', ids: [orgId] }],
});

/** yyyy-MM-dd of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

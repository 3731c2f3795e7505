import { randomUUID } from 'node:crypto';
import {
  type SelectionLayout,
  VOTE_STREAM,
  type VoteDirection,
  type VoteEvent,
  vote,
  voteStreamId,
} from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/** SPEC "Player selection": one thumbs up or down for a layout; subscribers see the new counts. */
export function votePlayerSelection(
  deps: CommandDeps,
  orgId: string,
  layout: SelectionLayout,
  direction: VoteDirection,
  actor: Actor,
) {
  return execute<vote.VoteState, VoteEvent>(deps, {
    orgId,
    streamId: voteStreamId(randomUUID()),
    streamType: VOTE_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    expect: 'no_stream',
    initialState: vote.initialState,
    evolve: vote.evolve,
    decide: (state) => vote.decide({ type: 'VotePlayerSelection', layout, direction }, state),
    changes: () => [{ orgId, topic: 'playerSelectionVotes', ids: [orgId] }],
  });
}

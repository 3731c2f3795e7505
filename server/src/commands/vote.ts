import {
  type SelectionLayout,
  VOTE_STREAM,
  type VoteDirection,
  type VoteEvent,
  vote,
  voteStreamId,
} from '@kicker/events';
import { readOrganisations } from '@kicker/projections';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/**
 * SPEC "Player selection": one thumbs up or down for a layout, at most one per user, layout and day
 * (the organisation's local date); subscribers see the new counts.
 */
export async function votePlayerSelection(
  deps: CommandDeps,
  orgId: string,
  layout: SelectionLayout,
  direction: VoteDirection,
  actor: Actor,
  now: Date,
) {
  const [org] = await readOrganisations(deps.db, [orgId]);
  return execute<vote.VoteState, VoteEvent>(deps, {
    orgId,
    streamId: voteStreamId(actor.userId, layout, localDate(now, org?.time_zone ?? 'UTC')),
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

/** yyyy-MM-dd of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

import { type DomainError, rejected } from '../domainError.ts';
import {
  PlayerSelectionVoted,
  type SelectionLayout,
  type VoteDirection,
  type VoteEvent,
} from './vote.events.ts';

export type VoteCommand = { type: 'VotePlayerSelection'; layout: SelectionLayout; direction: VoteDirection };

export const VOTE_MESSAGES = {
  votedToday: 'You have already voted for this layout today',
} as const;

/**
 * A vote stream holds one user's vote for one layout on one day (its id says whose, which and when):
 * a second vote that day finds it taken. The screen locks its buttons too, but a reload must not
 * let anyone stuff the count.
 */
export interface VoteState {
  voted: boolean;
}

export const initialState: VoteState = { voted: false };

export function decide(cmd: VoteCommand, state: VoteState): VoteEvent[] | DomainError {
  if (state.voted) return rejected('conflict', VOTE_MESSAGES.votedToday);
  const parsed = PlayerSelectionVoted.schema.safeParse({ layout: cmd.layout, direction: cmd.direction });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return rejected('validation', issue.message, String(issue.path[0] ?? ''));
  }
  return [{ type: 'PlayerSelectionVoted', data: parsed.data }];
}

export function evolve(_state: VoteState, _event: VoteEvent): VoteState {
  return { voted: true };
}

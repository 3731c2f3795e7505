import { type DomainError, rejected } from '../domainError.ts';
import {
  PlayerSelectionVoted,
  type SelectionLayout,
  type VoteDirection,
  type VoteEvent,
} from './vote.events.ts';

export type VoteCommand = { type: 'VotePlayerSelection'; layout: SelectionLayout; direction: VoteDirection };

/** A vote stream holds one vote: voting again is a new stream (the screen locks its buttons). */
export interface VoteState {
  voted: boolean;
}

export const initialState: VoteState = { voted: false };

export function decide(cmd: VoteCommand, state: VoteState): VoteEvent[] | DomainError {
  if (state.voted) return rejected('conflict', 'This vote has already been counted');
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

import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';

/**
 * SPEC "Player selection": thumbs up/down on the screen's two layouts. Each user's vote for a layout
 * on a day (the organisation's local date, yyyy-MM-dd) is its own stream, so many players voting at
 * once never conflict and nobody votes twice a day; the counts are a read model.
 */
export const voteStreamId = (userId: string, layout: string, localDate: string) =>
  `vote-${userId}-${layout}-${localDate}`;
export const VOTE_STREAM = 'playerSelectionVote';

export const SELECTION_LAYOUTS = ['single', 'double'] as const;
export type SelectionLayout = (typeof SELECTION_LAYOUTS)[number];
export const VOTE_DIRECTIONS = ['up', 'down'] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];

export const PlayerSelectionVoted = defineEvent(
  'PlayerSelectionVoted',
  z.object({
    layout: z.enum(SELECTION_LAYOUTS, { error: 'Vote for the single or the double layout' }),
    direction: z.enum(VOTE_DIRECTIONS, { error: 'Vote up or down' }),
  }),
);

export const voteEventTypes = [PlayerSelectionVoted] as const;
export type VoteEvent = EventOf<(typeof voteEventTypes)[number]>;

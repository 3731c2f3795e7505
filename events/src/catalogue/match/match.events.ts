import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { idSchema, isoDateTimeSchema, playerNameSchema } from '../fields.ts';
import { GOAL_SOURCES, LIVE_SIDES } from '../live/liveRules.ts';
import { MAX_SCORE } from './matchRules.ts';

/** One stream per match: recording matches never waits for another match's stream. */
export const matchStreamId = (matchId: string) => `match-${matchId}`;
export const MATCH_STREAM = 'match';

const participant = z.object({
  playerId: idSchema,
  /** The player's name when the match was played (SPEC §3 Match: winners and losers with name). */
  name: playerNameSchema,
  position: z.enum(['defense', 'offense']),
  team: z.enum(['blacks', 'whites']),
});
export type MatchParticipant = z.infer<typeof participant>;

/**
 * One team's lineup as entered (matchRules.ts `TeamLineup`), stored: the defense (the single
 * player, 'Solo', in 1 vs 1) and the offense, null in 1 vs 1. Live games keep their lineups so.
 */
export const teamLineupSchema = z.object({ defense: idSchema, offense: idSchema.nullable() });

/** A goal of a live game: which side, how it was noticed (button, voice, bell), when (DESIGN §12). */
export const goalSchema = z.object({
  side: z.enum(LIVE_SIDES),
  source: z.enum(GOAL_SOURCES),
  at: isoDateTimeSchema,
});

/** A game to six has at most 6 + 5 goals (undone ones are not in the timeline). */
export const MAX_GOALS = 2 * MAX_SCORE - 1;

/**
 * A match as played. Facts only: who, where, when, the score and six-in-a-row; the points it is
 * worth are derived by the rating fold (DESIGN §4: derived numbers are not stored in events).
 */
export const MatchRecorded = defineEvent(
  'MatchRecorded',
  z.object({
    matchId: idSchema,
    season: z.number().int().min(1),
    playedOn: isoDateTimeSchema,
    locationId: idSchema,
    winners: z.array(participant).min(1).max(2),
    losers: z.array(participant).min(1).max(2),
    scoreWinner: z.literal(MAX_SCORE),
    scoreLoser: z
      .number()
      .int()
      .min(0)
      .max(MAX_SCORE - 1),
    sixInARow: z.boolean(),
    /** The user who entered it; null when unknown (SPEC: createdBy 'Unknown'). */
    createdBy: idSchema.nullable(),
    /** The live game it was played as (issue 15); absent for a match entered by hand. */
    liveGameId: idSchema.optional(),
    /** That game's goals in order (its timeline); absent for a match not played live. */
    goals: z.array(goalSchema).max(MAX_GOALS).optional(),
  }),
);

/** A match that should not have counted; its season is re-folded without it. */
export const MatchDeleted = defineEvent(
  'MatchDeleted',
  z.object({ matchId: idSchema, season: z.number().int().min(1) }),
);

/**
 * A deleted match counts again, in its original place: the season is re-folded as if the deletion
 * had not happened (its recording position and the rules in effect then).
 */
export const MatchRestored = defineEvent(
  'MatchRestored',
  z.object({ matchId: idSchema, season: z.number().int().min(1) }),
);

export const matchEventTypes = [MatchRecorded, MatchDeleted, MatchRestored] as const;
export type MatchEvent = EventOf<(typeof matchEventTypes)[number]>;

import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { idSchema } from '../fields.ts';
import { MAX_SCORE } from '../match/matchRules.ts';
import {
  MAX_SIDES,
  TOURNEY_NAME_MAX,
  TOURNEY_NAME_MIN,
  WINNING_SETS_MAX,
  WINNING_SETS_MIN,
} from './tourneyRules.ts';

/** DESIGN §13: a stream per tourney, in its organisation's log. */
export const tourneyStreamId = (tourneyId: string) => `tourney-${tourneyId}`;
export const TOURNEY_STREAM = 'tourney';

const winningSets = z.number().int().min(WINNING_SETS_MIN).max(WINNING_SETS_MAX);
const score = z.number().int().min(0).max(MAX_SCORE);

/** SPEC §3 Tourney as created: 'open', with no participants yet. */
export const TourneyCreated = defineEvent(
  'TourneyCreated',
  z.object({
    tourneyId: idSchema,
    name: z.string().min(TOURNEY_NAME_MIN).max(TOURNEY_NAME_MAX),
    mode: z.union([z.literal(1), z.literal(2)]),
    teams: z.literal('random'),
    winningSets,
    finalWinningSets: winningSets,
    rank3: z.boolean(),
    /** The user who created it. */
    createdBy: idSchema,
  }),
);

export const TourneyJoined = defineEvent(
  'TourneyJoined',
  z.object({ tourneyId: idSchema, playerId: idSchema }),
);

export const ParticipantRemoved = defineEvent(
  'ParticipantRemoved',
  z.object({ tourneyId: idSchema, playerId: idSchema }),
);

/**
 * The drawn plan: the sides in drawn order, each one player (1 vs 1) or two (2 vs 2). The draw is
 * random, so it is a fact: folding this event again gives the same bracket.
 */
export const TourneyLaunched = defineEvent(
  'TourneyLaunched',
  z.object({
    tourneyId: idSchema,
    sides: z.array(z.array(idSchema).min(1).max(2)).min(2).max(MAX_SIDES),
  }),
);

/** A score typed in at the table; a 6 on either side locks the match (SPEC §4). */
export const TourneyMatchScored = defineEvent(
  'TourneyMatchScored',
  z.object({ tourneyId: idSchema, matchId: z.string().max(16), scoreHome: score, scoreAway: score }),
);

/**
 * An admin corrected a decided match's score while the matches its sides went on to had no score
 * (issue 28): the bracket is decided again as if this score had been entered (tourneyBracket.ts).
 */
export const TourneyScoreCorrected = defineEvent(
  'TourneyScoreCorrected',
  z.object({ tourneyId: idSchema, matchId: z.string().max(16), scoreHome: score, scoreAway: score }),
);

/** Back to open: the plan is gone, the participants stay. */
export const TourneyPlanReset = defineEvent('TourneyPlanReset', z.object({ tourneyId: idSchema }));

export const TourneyDeleted = defineEvent('TourneyDeleted', z.object({ tourneyId: idSchema }));

export const tourneyEventTypes = [
  TourneyCreated,
  TourneyJoined,
  ParticipantRemoved,
  TourneyLaunched,
  TourneyMatchScored,
  TourneyScoreCorrected,
  TourneyPlanReset,
  TourneyDeleted,
] as const;
export type TourneyEvent = EventOf<(typeof tourneyEventTypes)[number]>;

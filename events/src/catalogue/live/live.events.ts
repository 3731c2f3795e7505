import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { idSchema, isoDateTimeSchema } from '../fields.ts';
import { teamLineupSchema } from '../match/match.events.ts';
import { GOAL_SOURCES, LIVE_END_REASONS, LIVE_SIDES } from './liveRules.ts';

/**
 * DESIGN §12, SPEC §3 Live game (keyed by organisation and location): one stream per location in
 * its organisation's log (streams are keyed by org_id and stream_id), so a location has at most
 * one live game at a time. Successive games at a location follow each other in the stream, each
 * with its own `liveGameId`.
 */
export const liveGameStreamId = (locationId: string) => `live-${locationId}`;
export const LIVE_GAME_STREAM = 'liveGame';

/** A game starts at a location with both lineups (the shape a match's team lineup is entered in). */
export const LiveGameStarted = defineEvent(
  'LiveGameStarted',
  z.object({
    liveGameId: idSchema,
    locationId: idSchema,
    mode: z.union([z.literal(1), z.literal(2)]),
    blacks: teamLineupSchema,
    whites: teamLineupSchema,
    startedAt: isoDateTimeSchema,
  }),
);

/** A goal, from the button, voice or the bell (detected in the browser; the server sees goals only). */
export const GoalScored = defineEvent(
  'GoalScored',
  z.object({
    liveGameId: idSchema,
    side: z.enum(LIVE_SIDES),
    source: z.enum(GOAL_SOURCES),
    at: isoDateTimeSchema,
  }),
);

/** The last goal is taken back (a mis-tap, a voice or bell false alarm). */
export const GoalUndone = defineEvent(
  'GoalUndone',
  z.object({ liveGameId: idSchema, at: isoDateTimeSchema }),
);

/**
 * The game is over: submitted as match `matchId`, abandoned at the table, or ended as idle after
 * LIVE_IDLE_MINUTES without a start or goal. `matchId` is there exactly when submitted.
 */
export const LiveGameEnded = defineEvent(
  'LiveGameEnded',
  z
    .object({
      liveGameId: idSchema,
      reason: z.enum(LIVE_END_REASONS),
      matchId: idSchema.nullable(),
      at: isoDateTimeSchema,
    })
    .refine((e) => (e.reason === 'submitted') === (e.matchId !== null), {
      message: 'A submitted live game names its match; an abandoned or idle one does not',
      path: ['matchId'],
    }),
);

export const liveGameEventTypes = [LiveGameStarted, GoalScored, GoalUndone, LiveGameEnded] as const;
export type LiveGameEvent = EventOf<(typeof liveGameEventTypes)[number]>;

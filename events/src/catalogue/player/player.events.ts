import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { departmentNameSchema, idSchema, playerNameSchema } from '../fields.ts';

export const playerStreamId = (playerId: string) => `player-${playerId}`;
export const PLAYER_STREAM = 'player';

// Stored URLs were validated at the edge; the event only bounds them.
const imageUrl = z.string().max(500).nullable();

export const PlayerCreated = defineEvent(
  'PlayerCreated',
  z.object({
    playerId: idSchema,
    name: playerNameSchema,
    nickname: playerNameSchema,
    locationId: idSchema,
    department: departmentNameSchema.nullable(),
    imageUrl,
    /** The user the player belongs to; null for an unclaimed player (created by an admin or a seed). */
    userId: idSchema.nullable(),
    isHost: z.boolean(),
  }),
);

/**
 * A user took over an unclaimed player. `guest` is the player as it was before (SPEC: "guest copy
 * saved to 'guests'"); the player keeps its id, so its history stays its own.
 */
export const PlayerClaimed = defineEvent(
  'PlayerClaimed',
  z.object({
    playerId: idSchema,
    userId: idSchema,
    guest: z.object({
      name: playerNameSchema,
      nickname: playerNameSchema,
      locationId: idSchema,
      department: departmentNameSchema.nullable(),
      imageUrl,
    }),
  }),
);

/** The player's own profile after a change: full new values, not a diff. */
export const PlayerProfileChanged = defineEvent(
  'PlayerProfileChanged',
  z.object({
    playerId: idSchema,
    nickname: playerNameSchema,
    imageUrl,
    locationId: idSchema,
    department: departmentNameSchema.nullable(),
  }),
);

const playerRef = z.object({ playerId: idSchema });

/** An admin or moderator corrected the player's (last) name. */
export const PlayerRenamed = defineEvent(
  'PlayerRenamed',
  z.object({ playerId: idSchema, name: playerNameSchema }),
);
/** Hidden from selections and tables (SPEC §6), kept with its history. */
export const PlayerDisabled = defineEvent('PlayerDisabled', playerRef);
export const PlayerEnabled = defineEvent('PlayerEnabled', playerRef);
/** SPEC §6 role host: may not join tourneys. */
export const PlayerHostChanged = defineEvent(
  'PlayerHostChanged',
  z.object({ playerId: idSchema, isHost: z.boolean() }),
);
/** An unclaimed player removed by an admin. */
export const PlayerDeleted = defineEvent('PlayerDeleted', playerRef);

export const playerEventTypes = [
  PlayerCreated,
  PlayerClaimed,
  PlayerProfileChanged,
  PlayerRenamed,
  PlayerDisabled,
  PlayerEnabled,
  PlayerHostChanged,
  PlayerDeleted,
] as const;
export type PlayerEvent = EventOf<(typeof playerEventTypes)[number]>;

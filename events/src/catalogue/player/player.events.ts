import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { departmentNameSchema, idSchema, playerNameSchema } from '../fields.ts';

export const playerStreamId = (playerId: string) => `player-${playerId}`;
export const PLAYER_STREAM = 'player';

export const PlayerCreated = defineEvent(
  'PlayerCreated',
  z.object({
    playerId: idSchema,
    name: playerNameSchema,
    nickname: playerNameSchema,
    locationId: idSchema,
    department: departmentNameSchema.nullable(),
    imageUrl: z.string().max(500).nullable(),
    /** The user the player belongs to; null for an unclaimed player (created by an admin or a seed). */
    userId: idSchema.nullable(),
    isHost: z.boolean(),
  }),
);

export const playerEventTypes = [PlayerCreated] as const;
export type PlayerEvent = EventOf<(typeof playerEventTypes)[number]>;

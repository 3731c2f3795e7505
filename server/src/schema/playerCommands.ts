import { randomUUID } from 'node:crypto';
import {
  departmentNameSchema,
  idSchema,
  normalisedName,
  type player,
  playerImageUrlSchema,
  playerNameSchema,
} from '@kicker/events';
import { type PlayerRow, readPlayer } from '@kicker/projections';
import { NoResultError } from 'kysely';
import type { CommandResult } from '../commands/command.ts';
import { changePlayerProfile, claimPlayer, createPlayer } from '../commands/player.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { splitOrgKey } from '../graphql/globalIds.ts';
import { loadUserById, type Viewer as ViewerData } from '../policy/viewer.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';
import { Player, playerKey } from './player.ts';
import { ViewerType } from './viewer.ts';

type CreatePlayer = player.CreatePlayer;

// Joining as a player (SPEC §2 onboarding: create or claim) and changing one's own profile
// (Settings). What admins and moderators do with players is in playerAdmin.ts.

/** The fields of a player's profile an input may set, all optional. */
export const profileFields = (f: InputFields) => ({
  nickname: f.string({ required: false, validate: normalisedName(playerNameSchema) }),
  imageUrl: f.string({ required: false, validate: playerImageUrlSchema }),
  department: f.string({ required: false, validate: normalisedName(departmentNameSchema) }),
  locationId: f.id({ required: false, validate: idSchema }),
});

/**
 * The player as written, read past the request's loader cache (which may hold the row from before).
 * Deleted by someone else between the change and this read: the answer says so (NotFound), as a
 * read a moment later would, never "Unexpected error" (a burst of changes and a deletion, issue 27).
 */
export async function freshPlayer(ctx: Context, orgId: string, playerId: string): Promise<PlayerRow> {
  const row = await readPlayer(ctx.services.db, orgId, playerId).catch((error: unknown) => {
    if (error instanceof NoResultError || (error as Error)?.name === 'NoResultError')
      throw new NotFoundError('Player not found');
    throw error;
  });
  const key = playerKey(row);
  Player.getDataloader(ctx).clear(key).prime(key, row);
  return row;
}

/** The viewer of this request was read before the write; this one knows the new player and roles. */
async function freshViewer(ctx: Context): Promise<ViewerData> {
  const viewer = await loadUserById(ctx.services.db, ctx.viewer!.userId);
  if (!viewer) throw new Error('The signed-in user no longer exists');
  return viewer;
}

/** The player a command wrote (also when a retried command id answers with the first run's events). */
export function playerIdOf(result: CommandResult<{ type: string; data: unknown }>): string {
  const data = result.events[0]?.data as { playerId?: string } | undefined;
  if (!data?.playerId) throw new Error('The command recorded no player event');
  return data.playerId;
}

commandMutation('createPlayer', {
  description:
    'Creates your own player (onboarding). Verified users without a player only; the organisation must be one you can see.',
  input: (f) => ({
    organisationId: organisationIdField(f),
    ...newPlayerFields(f, "One of the organisation's departments, or 'Guests'."),
  }),
  command: createPlayer,
  toCommand: async (input, ctx) => {
    const orgId = input.organisationId.id;
    await Organisation.getDataloader(ctx).load(orgId);
    return { orgId, command: newPlayer(input, ctx.viewer!.userId) };
  },
  payload: { player: Player, viewer: { type: ViewerType, description: 'You, after the change.' } },
  payloadDescription: 'Your new player.',
  answer: async ({ organisationId }, ctx, result) => ({
    player: await freshPlayer(ctx, organisationId.id, playerIdOf(result)),
    viewer: await freshViewer(ctx),
  }),
});

commandMutation('claimPlayer', {
  description:
    'Takes over an unclaimed player: it becomes yours (role player); a copy of it as it was is kept as a guest.',
  input: (f) => ({ playerId: f.globalID({ required: true, for: Player }) }),
  command: claimPlayer,
  toCommand: async ({ playerId }, ctx) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    await Player.getDataloader(ctx).load(playerId.id);
    return { orgId, command: { type: 'ClaimPlayer' as const, playerId: id, userId: ctx.viewer!.userId } };
  },
  payload: { player: Player, viewer: { type: ViewerType, description: 'You, after the change.' } },
  payloadDescription: 'The player you claimed.',
  answer: async ({ playerId }, ctx) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return { player: await freshPlayer(ctx, orgId, id), viewer: await freshViewer(ctx) };
  },
});

commandMutation('updatePlayer', {
  description:
    'Changes your own player. An absent field keeps its value; null clears imageUrl and department (and keeps nickname and locationId).',
  input: (f) => ({ playerId: f.globalID({ required: true, for: Player }), ...profileFields(f) }),
  command: changePlayerProfile,
  toCommand: async (input, ctx) => {
    const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
    await Player.getDataloader(ctx).load(input.playerId.id);
    const command = {
      type: 'ChangePlayerProfile' as const,
      playerId,
      userId: ctx.viewer!.userId,
      ...profileChange(input),
    };
    return { orgId, command };
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

/** The fields of a new player, in the inputs of createPlayer and addPlayer. */
export const newPlayerFields = (f: InputFields, departmentDescription?: string) => ({
  name: f.string({ required: true, validate: normalisedName(playerNameSchema) }),
  nickname: f.string({ required: true, validate: normalisedName(playerNameSchema) }),
  locationId: f.id({ required: true, validate: idSchema }),
  department: f.string({
    required: false,
    description: departmentDescription,
    validate: normalisedName(departmentNameSchema),
  }),
  imageUrl: f.string({ required: false, validate: playerImageUrlSchema }),
});

/** A new player as createPlayer (yours) and addPlayer (nobody's yet) make it. */
export function newPlayer(
  input: Pick<CreatePlayer, 'name' | 'nickname'> & {
    locationId: string | number;
    department?: string | null;
    imageUrl?: string | null;
  },
  userId: string | null,
): CreatePlayer {
  return {
    type: 'CreatePlayer',
    playerId: randomUUID(),
    name: input.name,
    nickname: input.nickname,
    locationId: String(input.locationId),
    department: input.department ?? null,
    imageUrl: input.imageUrl ?? null,
    userId,
    isHost: false,
  };
}

/** What an input of profileFields changes: absent fields stay, null clears picture and department. */
export function profileChange(input: {
  nickname?: string | null;
  imageUrl?: string | null;
  department?: string | null;
  locationId?: string | number | null;
}) {
  return {
    nickname: input.nickname ?? undefined,
    imageUrl: input.imageUrl,
    department: input.department,
    locationId: input.locationId == null ? undefined : String(input.locationId),
  };
}

/** What a mutation that changes a player answers with: the player as written. */
export async function playerPayload(ctx: Context, playerKey: string) {
  const { orgId, id } = splitOrgKey(playerKey);
  return { player: await freshPlayer(ctx, orgId, id) };
}

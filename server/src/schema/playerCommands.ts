import { randomUUID } from 'node:crypto';
import {
  departmentNameSchema,
  idSchema,
  normalisedName,
  playerImageUrlSchema,
  playerNameSchema,
} from '@kicker/events';
import type { CommandResult } from '../commands/execute.ts';
import { changePlayerProfile, claimPlayer, createPlayer } from '../commands/player.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { splitOrgKey } from '../graphql/globalIds.ts';
import { loadUserById, type PlayerRow, type Viewer as ViewerData } from '../policy/viewer.ts';
import { Organisation } from './organisation.ts';
import { Player, playerKey } from './player.ts';
import { actor, commandIdField, payload } from './shared.ts';
import { ViewerType } from './viewer.ts';

// Joining as a player (SPEC §2 onboarding: create or claim) and changing one's own profile
// (Settings). What admins and moderators do with players is in playerAdmin.ts.

interface PlayerAndViewer {
  player: PlayerRow;
  viewer: ViewerData;
}

const playerAndViewerFields = (name: string, description: string) =>
  builder.objectRef<PlayerAndViewer>(name).implement({
    description,
    fields: (t) => ({
      player: t.expose('player', { type: Player }),
      viewer: t.expose('viewer', { type: ViewerType, description: 'You, after the change.' }),
    }),
  });

const CreatePlayerPayload = playerAndViewerFields('CreatePlayerPayload', 'Your new player.');
const ClaimPlayerPayload = playerAndViewerFields('ClaimPlayerPayload', 'The player you claimed.');
/** The payload of a mutation that answers with the player it changed (one type per mutation). */
export const playerPayloadType = (name: string) =>
  builder.objectRef<{ player: PlayerRow }>(name).implement({
    fields: (t) => ({ player: t.expose('player', { type: Player }) }),
  });

/** The player as written, read past the request's loader cache (which may hold the row from before). */
export async function freshPlayer(ctx: Context, orgId: string, playerId: string): Promise<PlayerRow> {
  const row = await ctx.services.db
    .selectFrom('players')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
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

builder.mutationField('createPlayer', (t) =>
  t.field({
    type: CreatePlayerPayload,
    description:
      'Creates your own player (onboarding). Verified users without a player only; the organisation must be one you can see.',
    errors: {},
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreatePlayerInput', {
          fields: (f) => ({
            organisationId: f.globalID({ required: true, for: Organisation }),
            name: f.string({ required: true, validate: normalisedName(playerNameSchema) }),
            nickname: f.string({ required: true, validate: normalisedName(playerNameSchema) }),
            locationId: f.id({ required: true, validate: idSchema }),
            department: f.string({
              required: false,
              description: "One of the organisation's departments, or 'Guests'.",
              validate: normalisedName(departmentNameSchema),
            }),
            imageUrl: f.string({ required: false, validate: playerImageUrlSchema }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      await Organisation.getDataloader(ctx).load(orgId);
      const result = payload(
        await createPlayer(
          ctx.services.commands,
          orgId,
          {
            type: 'CreatePlayer',
            playerId: randomUUID(),
            name: input.name,
            nickname: input.nickname,
            locationId: String(input.locationId),
            department: input.department ?? null,
            imageUrl: input.imageUrl ?? null,
            userId: ctx.viewer!.userId,
            isHost: false,
          },
          actor(ctx, input, info),
        ),
      );
      return { player: await freshPlayer(ctx, orgId, playerIdOf(result)), viewer: await freshViewer(ctx) };
    },
  }),
);

builder.mutationField('claimPlayer', (t) =>
  t.field({
    type: ClaimPlayerPayload,
    description:
      'Takes over an unclaimed player: it becomes yours (role player); a copy of it as it was is kept as a guest.',
    errors: {},
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ClaimPlayerInput', {
          fields: (f) => ({
            playerId: f.globalID({ required: true, for: Player }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
      await Player.getDataloader(ctx).load(input.playerId.id);
      payload(
        await claimPlayer(
          ctx.services.commands,
          orgId,
          { playerId, userId: ctx.viewer!.userId },
          actor(ctx, input, info),
        ),
      );
      return { player: await freshPlayer(ctx, orgId, playerId), viewer: await freshViewer(ctx) };
    },
  }),
);

builder.mutationField('updatePlayer', (t) =>
  t.field({
    type: playerPayloadType('UpdatePlayerPayload'),
    description:
      'Changes your own player. An absent field keeps its value; null clears imageUrl and department (and keeps nickname and locationId).',
    errors: {},
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdatePlayerInput', {
          fields: (f) => ({
            playerId: f.globalID({ required: true, for: Player }),
            nickname: f.string({ required: false, validate: normalisedName(playerNameSchema) }),
            imageUrl: f.string({ required: false, validate: playerImageUrlSchema }),
            department: f.string({ required: false, validate: normalisedName(departmentNameSchema) }),
            locationId: f.id({ required: false, validate: idSchema }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
      await Player.getDataloader(ctx).load(input.playerId.id);
      payload(
        await changePlayerProfile(
          ctx.services.commands,
          orgId,
          {
            playerId,
            userId: ctx.viewer!.userId,
            nickname: input.nickname ?? undefined,
            imageUrl: input.imageUrl,
            department: input.department,
            locationId: input.locationId == null ? undefined : String(input.locationId),
          },
          actor(ctx, input, info),
        ),
      );
      return { player: await freshPlayer(ctx, orgId, playerId) };
    },
  }),
);

import { randomUUID } from 'node:crypto';
import {
  departmentNameSchema,
  idSchema,
  normalisedName,
  playerImageUrlSchema,
  playerNameSchema,
  player as playerRules,
} from '@kicker/events';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import { z } from 'zod';
import type { CommandResult } from '../commands/execute.ts';
import { changePlayerProfile, claimPlayer, createPlayer, findNicknameHolder } from '../commands/player.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { loadUserById, type PlayerRow, type Viewer as ViewerData } from '../policy/viewer.ts';
import { Location, Organisation } from './organisation.ts';
import { actor, commandIdField, payload } from './shared.ts';
import { ViewerType } from './viewer.ts';

const playerKey = (p: { org_id: string; player_id: string }) => orgKey(p.org_id, p.player_id);

export const Player = builder.loadableNode('Player', {
  id: { resolve: (p: PlayerRow) => playerKey(p) },
  load: async (keys: string[], ctx: Context) => {
    // Only players of organisations the viewer sees; then one query for all of them.
    const orgLoader = Organisation.getDataloader(ctx);
    const wanted = await Promise.all(
      keys.map(async (key) => {
        const { orgId, id: playerId } = splitOrgKey(key);
        return (await orgLoader.load(orgId).catch(() => null)) ? { orgId, playerId } : null;
      }),
    );
    const found = wanted.filter((k) => k !== null);
    const rows = found.length
      ? await ctx.services.db
          .selectFrom('players')
          .selectAll()
          .where(
            sql<boolean>`(org_id, player_id) IN (SELECT * FROM unnest(${found.map((k) => k.orgId)}::text[], ${found.map((k) => k.playerId)}::text[]))`,
          )
          .execute()
      : [];
    const byKey = new Map(rows.map((r) => [playerKey(r), r]));
    return keys.map((key) => byKey.get(key) ?? new NotFoundError(`Player ${key} not found`));
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    nickname: t.exposeString('nickname'),
    department: t.exposeString('department', { nullable: true }),
    imageUrl: t.exposeString('image_url', { nullable: true }),
    isHost: t.exposeBoolean('is_host'),
    isDisabled: t.exposeBoolean('is_disabled'),
    isClaimed: t.boolean({ resolve: (p) => p.user_id !== null }),
    viewerCanEdit: t.boolean({
      description: "You may edit, disable and enable it (its organisation's admins and moderators).",
      resolve: (p, _, ctx) => capabilitiesIn(ctx.viewer, { orgId: p.org_id, isPublic: false }).managePlayers,
    }),
    viewerCanDelete: t.boolean({
      description: 'You may delete it: admins of its organisation, while no user has claimed it.',
      resolve: (p, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: p.org_id, isPublic: false }).deletePlayers &&
        playerRules.isDeletable({ claimed: p.user_id !== null }),
    }),
    viewerCanSetHost: t.boolean({
      description: 'You may make it a host or remove that (admins of its organisation).',
      resolve: (p, _, ctx) => capabilitiesIn(ctx.viewer, { orgId: p.org_id, isPublic: false }).setHosts,
    }),
    organisation: t.field({
      type: Organisation,
      resolve: (p, _, ctx) => Organisation.getDataloader(ctx).load(p.org_id),
    }),
    location: t.loadable({
      type: Location,
      nullable: true,
      description: 'Null when the location has been removed from the organisation.',
      // Batched: a list of players asks for their locations in one query.
      load: async (keys: string[], ctx) => {
        const orgIds = [...new Set(keys.map((k) => splitOrgKey(k).orgId))];
        const rows = await ctx.services.db
          .selectFrom('organisation_locations')
          .selectAll()
          .where('org_id', 'in', orgIds)
          .execute();
        const byKey = new Map(rows.map((r) => [`${r.org_id}:${r.location_id}`, r]));
        return keys.map((k) => byKey.get(k) ?? null);
      },
      resolve: (p) => `${p.org_id}:${p.location_id}`,
    }),
  }),
});

export const PlayerConnection = builder.connectionObject({ type: Player, name: 'PlayerConnection' });

builder.objectField(Organisation, 'unclaimedPlayers', (t) =>
  t.connection(
    {
      type: Player,
      description:
        'Players nobody has claimed yet (and not disabled), by name, ignoring case. Visible like the organisation (the claim screen is open).',
      resolve: async (org, args, ctx) =>
        resolveArrayConnection(
          { args },
          await ctx.services.db
            .selectFrom('players')
            .selectAll()
            .where('org_id', '=', org.org_id)
            .where('user_id', 'is', null)
            .where('is_disabled', '=', false)
            .orderBy(sql`lower(name)`)
            .orderBy('player_id')
            .execute(),
        ),
    },
    PlayerConnection,
  ),
);

builder.queryField('nicknameAvailable', (t) =>
  t.boolean({
    description:
      'False when a player of the organisation already has this nickname, ignoring case. It says nothing about whether the nickname is valid.',
    authScopes: { signedIn: true },
    args: {
      organisationId: t.arg.globalID({ required: true, for: Organisation }),
      // Only bounded here: the client asks while the user types, before the name rules pass.
      nickname: t.arg.string({ required: true, validate: z.string().trim().max(100) }),
    },
    resolve: async (_, { organisationId, nickname }, ctx) => {
      const orgId = organisationId.id;
      const visible = await Organisation.getDataloader(ctx)
        .load(orgId)
        .catch(() => null);
      if (!visible) throw new GraphQLError('Organisation not found', { extensions: { code: 'NOT_FOUND' } });
      return (await findNicknameHolder(ctx.services.db, orgId, nickname)) === null;
    },
  }),
);

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
export const UpdatePlayerPayload = builder.objectRef<{ player: PlayerRow }>('UpdatePlayerPayload').implement({
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
    type: UpdatePlayerPayload,
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

export type { PlayerRow };

import { randomUUID } from 'node:crypto';
import {
  departmentNameSchema,
  idSchema,
  normalisedName,
  playerImageUrlSchema,
  playerNameSchema,
} from '@kicker/events';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { runPlayerCommand } from '../commands/player.ts';
import { builder, can } from '../graphql/builder.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { Organisation, orgIdArg } from './organisation.ts';
import { Player, PlayerConnection } from './player.ts';
import { freshPlayer, playerIdOf, playerPayloadType } from './playerCommands.ts';
import { actor, commandIdField, containsPattern, payload, searchTextSchema } from './shared.ts';

// The People part of the admin area: admins and moderators keep their organisation's players in
// order (SPEC §6 leaves player management to them); deleting and the host role are for admins.

/** The most players one page returns; an office league fits in one. */
const PLAYERS_PAGE_MAX = 1000;

const PlayerStatus = builder.enumType('PlayerStatus', { values: ['ACTIVE', 'DISABLED', 'ALL'] as const });

builder.objectField(Organisation, 'players', (t) =>
  t.connection(
    {
      type: Player,
      description:
        'Players of the organisation by name, ignoring case, with optional filters; up to 1000 per page.',
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({
          required: false,
          description: 'Part of the name or nickname.',
          validate: searchTextSchema,
        }),
        department: t.arg.string({ required: false, validate: searchTextSchema }),
        locationId: t.arg.id({ required: false, validate: idSchema }),
        status: t.arg({ type: PlayerStatus, required: false, defaultValue: 'ACTIVE' }),
        claimed: t.arg.boolean({ required: false, description: 'Only claimed (true) or unclaimed (false).' }),
      },
      resolve: async (org, args, ctx) => {
        let query = ctx.services.db.selectFrom('players').selectAll().where('org_id', '=', org.org_id);
        const search = args.search?.trim().toLowerCase();
        if (search) {
          const pattern = containsPattern(search);
          query = query.where((eb) =>
            eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(nickname)`, 'like', pattern)]),
          );
        }
        if (args.department) query = query.where('department', '=', args.department);
        if (args.locationId) query = query.where('location_id', '=', String(args.locationId));
        if (args.status === 'ACTIVE') query = query.where('is_disabled', '=', false);
        if (args.status === 'DISABLED') query = query.where('is_disabled', '=', true);
        if (typeof args.claimed === 'boolean')
          query = query.where('user_id', args.claimed ? 'is not' : 'is', null);
        const rows = await query.orderBy(sql`lower(name)`).orderBy('player_id').execute();
        // Pickers (Add Game, player selection) need the whole organisation in one request.
        return resolveArrayConnection({ args, maxSize: PLAYERS_PAGE_MAX }, rows);
      },
    },
    PlayerConnection,
  ),
);

const playerIdField = { for: Player, required: true } as const;

builder.mutationField('addPlayer', (t) =>
  t.field({
    type: playerPayloadType('AddPlayerPayload'),
    description:
      'Admins and moderators add an unclaimed player to their organisation (a guest, or someone who claims it later).',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AddPlayerInput', {
          fields: (f) => ({
            organisationId: f.globalID({ required: true, ...orgIdArg }),
            name: f.string({ required: true, validate: normalisedName(playerNameSchema) }),
            nickname: f.string({ required: true, validate: normalisedName(playerNameSchema) }),
            locationId: f.id({ required: true, validate: idSchema }),
            department: f.string({ required: false, validate: normalisedName(departmentNameSchema) }),
            imageUrl: f.string({ required: false, validate: playerImageUrlSchema }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('managePlayers', input.organisationId.id),
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      const result = payload(
        await runPlayerCommand(
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
            userId: null,
            isHost: false,
          },
          actor(ctx, input, info),
        ),
      );
      return { player: await freshPlayer(ctx, orgId, playerIdOf(result)) };
    },
  }),
);

builder.mutationField('managePlayer', (t) =>
  t.field({
    type: playerPayloadType('ManagePlayerPayload'),
    description:
      'Admins and moderators change a player of their organisation: name, nickname, picture, department, location. Absent fields stay; null clears imageUrl and department.',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ManagePlayerInput', {
          fields: (f) => ({
            playerId: f.globalID(playerIdField),
            name: f.string({ required: false, validate: normalisedName(playerNameSchema) }),
            nickname: f.string({ required: false, validate: normalisedName(playerNameSchema) }),
            imageUrl: f.string({ required: false, validate: playerImageUrlSchema }),
            department: f.string({ required: false, validate: normalisedName(departmentNameSchema) }),
            locationId: f.id({ required: false, validate: idSchema }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('managePlayers', splitOrgKey(input.playerId.id).orgId),
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
      payload(
        await runPlayerCommand(
          ctx.services.commands,
          orgId,
          {
            type: 'ChangePlayerProfile',
            playerId,
            userId: ctx.viewer!.userId,
            asManager: true,
            name: input.name?.trim() ?? undefined,
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

builder.mutationField('setPlayerDisabled', (t) =>
  t.field({
    type: playerPayloadType('SetPlayerDisabledPayload'),
    description: 'Admins and moderators: a disabled player is hidden from selections, and keeps its history.',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetPlayerDisabledInput', {
          fields: (f) => ({
            playerId: f.globalID(playerIdField),
            disabled: f.boolean({ required: true }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('managePlayers', splitOrgKey(input.playerId.id).orgId),
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
      const type = input.disabled ? 'DisablePlayer' : 'EnablePlayer';
      payload(
        await runPlayerCommand(ctx.services.commands, orgId, { type, playerId }, actor(ctx, input, info)),
      );
      return { player: await freshPlayer(ctx, orgId, playerId) };
    },
  }),
);

builder.mutationField('setPlayerHost', (t) =>
  t.field({
    type: playerPayloadType('SetPlayerHostPayload'),
    description: 'Admins only: the host role (SPEC §6: hosts may not join tourneys).',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetPlayerHostInput', {
          fields: (f) => ({
            playerId: f.globalID(playerIdField),
            isHost: f.boolean({ required: true }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('setHosts', splitOrgKey(input.playerId.id).orgId),
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
      payload(
        await runPlayerCommand(
          ctx.services.commands,
          orgId,
          { type: 'SetPlayerHost', playerId, isHost: input.isHost },
          actor(ctx, input, info),
        ),
      );
      return { player: await freshPlayer(ctx, orgId, playerId) };
    },
  }),
);

const DeletePlayerPayload = builder.objectRef<{ deletedPlayerId: string }>('DeletePlayerPayload').implement({
  fields: (t) => ({
    deletedPlayerId: t.exposeID('deletedPlayerId', { description: 'The global id the player had.' }),
  }),
});

builder.mutationField('deletePlayer', (t) =>
  t.field({
    type: DeletePlayerPayload,
    description: 'Admins only, unclaimed players only (a claimed player belongs to its user: disable it).',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeletePlayerInput', {
          fields: (f) => ({
            playerId: f.globalID(playerIdField),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    authScopes: (_, { input }) => can('deletePlayers', splitOrgKey(input.playerId.id).orgId),
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
      payload(
        await runPlayerCommand(
          ctx.services.commands,
          orgId,
          { type: 'DeletePlayer', playerId },
          actor(ctx, input, info),
        ),
      );
      return { deletedPlayerId: globalIds.player(orgId, playerId) };
    },
  }),
);

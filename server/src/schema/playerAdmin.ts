import { idSchema, normalisedName, playerNameSchema } from '@kicker/events';
import { searchPlayers } from '@kicker/projections';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import {
  addPlayer,
  deletePlayer,
  managePlayer,
  setPlayerDisabled,
  setPlayerHost,
} from '../commands/player.ts';
import { builder } from '../graphql/builder.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';
import { Player, PlayerConnection } from './player.ts';
import {
  freshPlayer,
  newPlayer,
  newPlayerFields,
  playerIdOf,
  playerPayload,
  profileChange,
  profileFields,
} from './playerCommands.ts';
import { searchTextSchema } from './shared.ts';

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
        const rows = await searchPlayers(ctx.services.db, org.org_id, {
          search: args.search,
          department: args.department,
          locationId: args.locationId == null ? null : String(args.locationId),
          status: args.status,
          claimed: args.claimed,
        });
        // Pickers (Add Game, player selection) need the whole organisation in one request.
        return resolveArrayConnection({ args, maxSize: PLAYERS_PAGE_MAX }, rows);
      },
    },
    PlayerConnection,
  ),
);

const playerIdField = (f: InputFields) => f.globalID({ for: Player, required: true });
const orgOfPlayer = (playerId: { id: string }) => splitOrgKey(playerId.id).orgId;

commandMutation('addPlayer', {
  description:
    'Admins and moderators add an unclaimed player to their organisation (a guest, or someone who claims it later).',
  input: (f) => ({
    organisationId: organisationIdField(f),
    ...newPlayerFields(f),
  }),
  command: addPlayer,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: (input) => ({ orgId: input.organisationId.id, command: newPlayer(input, null) }),
  payload: { player: Player },
  answer: async ({ organisationId }, ctx, result) => ({
    player: await freshPlayer(ctx, organisationId.id, playerIdOf(result)),
  }),
});

commandMutation('managePlayer', {
  description:
    'Admins and moderators change a player of their organisation: name, nickname, picture, department, location. Absent fields stay; null clears imageUrl and department.',
  input: (f) => ({
    playerId: playerIdField(f),
    name: f.string({ required: false, validate: normalisedName(playerNameSchema) }),
    ...profileFields(f),
  }),
  command: managePlayer,
  organisation: ({ playerId }) => orgOfPlayer(playerId),
  toCommand: (input, ctx) => {
    const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
    const command = {
      type: 'ChangePlayerProfile' as const,
      playerId,
      userId: ctx.viewer!.userId,
      name: input.name?.trim() ?? undefined,
      ...profileChange(input),
    };
    return { orgId, command };
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

commandMutation('setPlayerDisabled', {
  description: 'Admins and moderators: a disabled player is hidden from selections, and keeps its history.',
  input: (f) => ({ playerId: playerIdField(f), disabled: f.boolean({ required: true }) }),
  command: setPlayerDisabled,
  organisation: ({ playerId }) => orgOfPlayer(playerId),
  toCommand: ({ playerId, disabled }) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    const type = disabled ? ('DisablePlayer' as const) : ('EnablePlayer' as const);
    return { orgId, command: { type, playerId: id } };
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

commandMutation('setPlayerHost', {
  description: 'Admins only: the host role (SPEC §6: hosts may not join tourneys).',
  input: (f) => ({ playerId: playerIdField(f), isHost: f.boolean({ required: true }) }),
  command: setPlayerHost,
  organisation: ({ playerId }) => orgOfPlayer(playerId),
  toCommand: ({ playerId, isHost }) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return { orgId, command: { type: 'SetPlayerHost' as const, playerId: id, isHost } };
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

commandMutation('deletePlayer', {
  description: 'Admins only, unclaimed players only (a claimed player belongs to its user: disable it).',
  input: (f) => ({ playerId: playerIdField(f) }),
  command: deletePlayer,
  organisation: ({ playerId }) => orgOfPlayer(playerId),
  toCommand: ({ playerId }) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return { orgId, command: { type: 'DeletePlayer' as const, playerId: id } };
  },
  payload: { deletedPlayerId: { type: 'ID', description: 'The global id the player had.' } },
  answer: ({ playerId }) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return { deletedPlayerId: globalIds.player(orgId, id) };
  },
});

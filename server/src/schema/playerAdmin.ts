import { idSchema, normalisedName, playerNameSchema } from '@kicker/events';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { runPlayerCommand } from '../commands/player.ts';
import { builder, can } from '../graphql/builder.ts';
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
import { containsPattern, searchTextSchema } from './shared.ts';

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

const playerIdField = (f: InputFields) => f.globalID({ for: Player, required: true });
const orgOfPlayer = (playerId: { id: string }) => splitOrgKey(playerId.id).orgId;

commandMutation('addPlayer', {
  description:
    'Admins and moderators add an unclaimed player to their organisation (a guest, or someone who claims it later).',
  input: (f) => ({
    organisationId: organisationIdField(f),
    ...newPlayerFields(f),
  }),
  authScopes: ({ organisationId }) => can('managePlayers', organisationId.id),
  run: (input, ctx, by) =>
    runPlayerCommand(ctx.services.commands, input.organisationId.id, newPlayer(input, null), by),
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
  authScopes: ({ playerId }) => can('managePlayers', orgOfPlayer(playerId)),
  run: (input, ctx, by) => {
    const { orgId, id: playerId } = splitOrgKey(input.playerId.id);
    const command = {
      type: 'ChangePlayerProfile' as const,
      playerId,
      userId: ctx.viewer!.userId,
      asManager: true,
      name: input.name?.trim() ?? undefined,
      ...profileChange(input),
    };
    return runPlayerCommand(ctx.services.commands, orgId, command, by);
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

commandMutation('setPlayerDisabled', {
  description: 'Admins and moderators: a disabled player is hidden from selections, and keeps its history.',
  input: (f) => ({ playerId: playerIdField(f), disabled: f.boolean({ required: true }) }),
  authScopes: ({ playerId }) => can('managePlayers', orgOfPlayer(playerId)),
  run: ({ playerId, disabled }, ctx, by) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    const type = disabled ? 'DisablePlayer' : 'EnablePlayer';
    return runPlayerCommand(ctx.services.commands, orgId, { type, playerId: id }, by);
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

commandMutation('setPlayerHost', {
  description: 'Admins only: the host role (SPEC §6: hosts may not join tourneys).',
  input: (f) => ({ playerId: playerIdField(f), isHost: f.boolean({ required: true }) }),
  authScopes: ({ playerId }) => can('setHosts', orgOfPlayer(playerId)),
  run: ({ playerId, isHost }, ctx, by) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return runPlayerCommand(
      ctx.services.commands,
      orgId,
      { type: 'SetPlayerHost', playerId: id, isHost },
      by,
    );
  },
  payload: { player: Player },
  answer: ({ playerId }, ctx) => playerPayload(ctx, playerId.id),
});

commandMutation('deletePlayer', {
  description: 'Admins only, unclaimed players only (a claimed player belongs to its user: disable it).',
  input: (f) => ({ playerId: playerIdField(f) }),
  authScopes: ({ playerId }) => can('deletePlayers', orgOfPlayer(playerId)),
  run: ({ playerId }, ctx, by) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return runPlayerCommand(ctx.services.commands, orgId, { type: 'DeletePlayer', playerId: id }, by);
  },
  payload: { deletedPlayerId: { type: 'ID', description: 'The global id the player had.' } },
  answer: ({ playerId }) => {
    const { orgId, id } = splitOrgKey(playerId.id);
    return { deletedPlayerId: globalIds.player(orgId, id) };
  },
});

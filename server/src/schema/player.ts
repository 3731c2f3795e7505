import { player as playerRules } from '@kicker/events';
import { findNicknameHolder, type PlayerRow, readPlayers, readUnclaimedPlayers } from '@kicker/projections';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { throughCache } from '../cache/orgCache.ts';
import { keptLocations } from '../cache/orgLists.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { Location, Organisation } from './organisation.ts';

export const playerKey = (p: { org_id: string; player_id: string }) => orgKey(p.org_id, p.player_id);

export const Player = builder.loadableNode('Player', {
  id: { resolve: (p: PlayerRow) => playerKey(p) },
  load: async (keys: string[], ctx: Context) => {
    // Only players of organisations the viewer sees; then one query for all of them.
    const orgLoader = Organisation.getDataloader(ctx);
    const wanted = await Promise.all(
      keys.map(async (key) => {
        const { orgId, id: playerId } = splitOrgKey(key);
        return (await orNull(orgLoader.load(orgId))) ? { orgId, playerId } : null;
      }),
    );
    const rows = await throughCache(
      ctx.services.caches.rows,
      wanted.filter((k) => k !== null),
      (k) => ({ orgId: k.orgId, name: `player:${k.playerId}` }),
      async (missing) => {
        const read = new Map((await readPlayers(ctx.services.db, missing)).map((r) => [playerKey(r), r]));
        return missing.map((k) => read.get(orgKey(k.orgId, k.playerId)));
      },
    );
    const byKey = new Map(rows.flatMap((r) => (r ? [[playerKey(r), r] as const] : [])));
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
        const locations = (await keptLocations(ctx, orgIds)).flat();
        const byKey = new Map(locations.map((r) => [orgKey(r.org_id, r.location_id), r]));
        return keys.map((k) => byKey.get(k) ?? null);
      },
      resolve: (p) => orgKey(p.org_id, p.location_id),
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
        resolveArrayConnection({ args }, await readUnclaimedPlayers(ctx.services.db, org.org_id)),
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
      const visible = await orNull(Organisation.getDataloader(ctx).load(orgId));
      if (!visible) throw new GraphQLError('Organisation not found', { extensions: { code: 'NOT_FOUND' } });
      return (await findNicknameHolder(ctx.services.db, orgId, nickname)) === null;
    },
  }),
);

export type { PlayerRow };

import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import type { PlayerRow } from '../graphql/viewer.ts';
import { Location, Organisation } from './organisation.ts';

const playerKey = (p: { org_id: string; player_id: string }) => `${p.org_id}:${p.player_id}`;

export const Player = builder.loadableNode('Player', {
  id: { resolve: (p: PlayerRow) => playerKey(p) },
  load: async (keys: string[], ctx: Context) => {
    const orgLoader = Organisation.getDataloader(ctx);
    return Promise.all(
      keys.map(async (key) => {
        const [orgId = '', playerId = ''] = key.split(':');
        const org = await orgLoader.load(orgId).catch(() => null);
        const row = org
          ? await ctx.services.db
              .selectFrom('players')
              .selectAll()
              .where('org_id', '=', orgId)
              .where('player_id', '=', playerId)
              .executeTakeFirst()
          : undefined;
        return row ?? new NotFoundError(`Player ${key} not found`);
      }),
    );
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    nickname: t.exposeString('nickname'),
    department: t.exposeString('department', { nullable: true }),
    imageUrl: t.exposeString('image_url', { nullable: true }),
    isHost: t.exposeBoolean('is_host'),
    isDisabled: t.exposeBoolean('is_disabled'),
    isClaimed: t.boolean({ resolve: (p) => p.user_id !== null }),
    organisation: t.field({
      type: Organisation,
      resolve: (p, _, ctx) => Organisation.getDataloader(ctx).load(p.org_id),
    }),
    location: t.field({
      type: Location,
      nullable: true,
      resolve: async (p, _, ctx) =>
        (await ctx.services.db
          .selectFrom('organisation_locations')
          .selectAll()
          .where('org_id', '=', p.org_id)
          .where('location_id', '=', p.location_id)
          .executeTakeFirst()) ?? null,
    }),
  }),
});

export type { PlayerRow };

import { USER_ROLES } from '@kicker/events';
import { setUserRole } from '../commands/user.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import type { Viewer as ViewerData } from '../graphql/viewer.ts';
import { loadViewer, rolesOf } from '../graphql/viewer.ts';
import { COMMAND_ID_DESCRIPTION, MUTATION_ERRORS } from './errors.ts';
import { Organisation } from './organisation.ts';
import { Player } from './player.ts';
import { commandIdSchema, payload } from './shared.ts';

export const RoleEnum = builder.enumType('Role', {
  description:
    'SPEC §6 roles: admin and moderator are claims on the user; host, player, guest come from the player.',
  values: ['admin', 'moderator', 'host', 'player', 'guest'] as const,
});

export const ClaimEnum = builder.enumType('UserClaim', { values: USER_ROLES });

export const User = builder.node(builder.objectRef<ViewerData>('User'), {
  id: { resolve: (u) => u.userId },
  loadOne: async (id, ctx) => {
    const me = ctx.viewer;
    if (!me) return null;
    const row = await ctx.services.db
      .selectFrom('user' as never)
      .select(['id', 'name', 'email', 'emailVerified'] as never[])
      .where('id' as never, '=', id as never)
      .executeTakeFirst();
    if (!row) return null;
    const other = await loadViewer(ctx.services.db, row as never, false);
    // You see yourself; admins see the people of their organisation and those without one.
    const sameOrg = other.orgId === null || other.orgId === me.orgId;
    return other.userId === me.userId || (me.claims.includes('admin') && me.emailVerified && sameOrg)
      ? other
      : null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    roles: t.field({ type: [RoleEnum], resolve: (u) => rolesOf(u) }),
    player: t.field({
      type: Player,
      nullable: true,
      resolve: (u) => u.player,
    }),
  }),
});

const ViewerType = builder.objectRef<ViewerData>('Viewer').implement({
  description: 'The signed-in user and what the app needs to know about them.',
  fields: (t) => ({
    user: t.field({ type: User, resolve: (v) => v }),
    roles: t.field({ type: [RoleEnum], resolve: (v) => rolesOf(v) }),
    emailVerified: t.exposeBoolean('emailVerified'),
    isAdmin: t.boolean({ resolve: (v) => v.claims.includes('admin') }),
    isModerator: t.boolean({ resolve: (v) => v.claims.includes('moderator') }),
    viaApiKey: t.exposeBoolean('viaApiKey'),
    player: t.field({ type: Player, nullable: true, resolve: (v) => v.player }),
    organisation: t.field({
      type: Organisation,
      nullable: true,
      resolve: (v, _, ctx) => (v.orgId ? Organisation.getDataloader(ctx).load(v.orgId) : null),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'You, or null when signed out.',
    resolve: (_, __, ctx) => ctx.viewer,
  }),
);

const SetUserRolePayload = builder.objectRef<{ user: ViewerData }>('SetUserRolePayload').implement({
  fields: (t) => ({ user: t.expose('user', { type: User }) }),
});

builder.mutationField('setUserRole', (t) =>
  t.field({
    type: SetUserRolePayload,
    description: 'Admins only: grant or remove the admin or moderator claim of a user of your organisation.',
    errors: { types: MUTATION_ERRORS, directResult: true, union: { name: 'SetUserRoleResult' } },
    authScopes: { admin: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetUserRoleInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true, for: User }),
            role: f.field({ type: ClaimEnum, required: true }),
            granted: f.boolean({ required: true }),
            commandId: f.string({
              required: false,
              description: COMMAND_ID_DESCRIPTION,
              validate: commandIdSchema,
            }),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx) => {
      const userId = input.userId.id;
      const visible = await loadUserFor(ctx, userId);
      if (!visible) throw new NotFoundError('User not found');
      if (visible.orgId !== null && visible.orgId !== ctx.viewer!.orgId)
        throw new ForbiddenError('This user belongs to another organisation');
      payload(
        await setUserRole(
          ctx.services.commands,
          { userId, role: input.role, granted: input.granted },
          { userId: ctx.viewer!.userId, commandId: input.commandId },
        ),
      );
      return { user: (await loadUserFor(ctx, userId))! };
    },
  }),
);

async function loadUserFor(ctx: Context, id: string) {
  const row = await ctx.services.db
    .selectFrom('user' as never)
    .select(['id', 'name', 'email', 'emailVerified'] as never[])
    .where('id' as never, '=', id as never)
    .executeTakeFirst();
  return row ? loadViewer(ctx.services.db, row as never, false) : null;
}

import { USER_ROLES } from '@kicker/events';
import { setUserRole } from '../commands/user.ts';
import { builder } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import type { Viewer as ViewerData } from '../graphql/viewer.ts';
import {
  adminOrgIds,
  canAdminister,
  isAdmin,
  isModerator,
  loadUserById,
  rolesOf,
} from '../graphql/viewer.ts';
import { MUTATION_ERRORS } from './errors.ts';
import { Organisation } from './organisation.ts';
import { Player } from './player.ts';
import { commandIdField, payload } from './shared.ts';

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
    const other = await loadUserById(ctx.services.db, id);
    // You see yourself; admins see the people they administer.
    return other && (other.userId === me.userId || canAdminister(me, other)) ? other : null;
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

export const ViewerType = builder.objectRef<ViewerData>('Viewer').implement({
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
    managedOrganisations: t.field({
      type: [Organisation],
      description:
        'The organisations you run in the admin area: as an admin your own and those you created; as a moderator your own.',
      resolve: (v, _, ctx) => {
        const ids = isAdmin(v) ? adminOrgIds(v) : isModerator(v) && v.orgId ? [v.orgId] : [];
        return Promise.all(ids.map((id) => Organisation.getDataloader(ctx).load(id)));
      },
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
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx) => {
      const userId = input.userId.id;
      const target = await loadUserById(ctx.services.db, userId);
      if (!target) throw new NotFoundError('User not found');
      if (!canAdminister(ctx.viewer, target))
        throw new ForbiddenError('This user belongs to another organisation');
      payload(
        await setUserRole(
          ctx.services.commands,
          { userId, role: input.role, granted: input.granted },
          { userId: ctx.viewer!.userId, commandId: input.commandId },
        ),
      );
      return { user: (await loadUserById(ctx.services.db, userId))! };
    },
  }),
);

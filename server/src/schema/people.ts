import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { markEmailVerified } from '../commands/user.ts';
import { builder, can } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import { canAdministerUser, isInstallationAdmin } from '../policy/capabilities.ts';
import { loadUserById } from '../policy/viewer.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation } from './organisation.ts';
import { containsPattern, searchTextSchema } from './shared.ts';
import { User, userPayload } from './viewer.ts';

// The people of an organisation as its admin area lists them: whose player is in it or who holds a
// role in it, with their roles there and e-mail state. Installation admins also see newcomers
// (no player, no role yet), to verify them or give them their first role.

builder.queryField('users', (t) =>
  t.connection({
    type: User,
    description:
      'Admins and moderators of the organisation: its people by name (installation admins: also users who joined no organisation yet).',
    args: {
      organisationId: t.arg.globalID({ required: true, for: Organisation }),
      search: t.arg.string({
        required: false,
        description: 'Part of the name or e-mail.',
        validate: searchTextSchema,
      }),
    },
    authScopes: (_, { organisationId }) => can('moderate', organisationId.id),
    resolve: (_, args, ctx) =>
      resolveOffsetConnection({ args }, async ({ limit, offset }) => {
        const orgId = args.organisationId.id;
        const newcomers = isInstallationAdmin(ctx.viewer);
        let query = ctx.services.db
          .selectFrom('user')
          .leftJoin('players', 'players.user_id', 'user.id')
          .select(['user.id'])
          .where((eb) => {
            const member = eb.or([
              eb('players.org_id', '=', orgId),
              eb.exists(
                eb
                  .selectFrom('organisation_roles')
                  .select(sql`1`.as('one'))
                  .where('organisation_roles.org_id', '=', orgId)
                  .whereRef('organisation_roles.user_id', '=', 'user.id'),
              ),
            ]);
            if (!newcomers) return member;
            const newcomer = eb.and([
              eb('players.player_id', 'is', null),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('organisation_roles')
                    .select(sql`1`.as('one'))
                    .whereRef('organisation_roles.user_id', '=', 'user.id'),
                ),
              ),
            ]);
            return eb.or([member, newcomer]);
          });
        const search = args.search?.trim().toLowerCase();
        if (search) {
          const pattern = containsPattern(search);
          query = query.where((eb) =>
            eb.or([
              eb(sql`lower("user"."name")`, 'like', pattern),
              eb(sql`lower("user"."email")`, 'like', pattern),
            ]),
          );
        }
        const rows = await query
          .orderBy(sql`lower("user"."name")`)
          .orderBy('user.id')
          .limit(limit)
          .offset(offset)
          .execute();
        const users = await Promise.all(rows.map((u) => loadUserById(ctx.services.db, u.id)));
        return users.filter((u) => u !== null);
      }),
  }),
);

commandMutation('markEmailVerified', {
  description:
    "Admins of an organisation the user belongs to, and installation admins: confirm the user's e-mail address by hand (installations without mail).",
  input: (f) => ({ userId: f.globalID({ required: true, for: User }) }),
  authScopes: { verified: true },
  run: async ({ userId }, ctx, by) => {
    const target = await loadUserById(ctx.services.db, userId.id);
    if (!target) throw new NotFoundError('User not found');
    if (!canAdministerUser(ctx.viewer, target))
      throw new ForbiddenError('Only admins of this user’s organisation confirm their e-mail address');
    const change = { userId: userId.id, alreadyVerified: target.emailVerified };
    return markEmailVerified(ctx.services.commands, change, by);
  },
  payload: { user: User },
  answer: ({ userId }, ctx) => userPayload(ctx, userId.id),
});

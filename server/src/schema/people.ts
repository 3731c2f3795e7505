import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { markEmailVerified } from '../commands/user.ts';
import { builder } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import { adminOrgIds, canAdminister, isAdmin, loadUserById, loadViewer } from '../graphql/viewer.ts';
import { MUTATION_ERRORS } from './errors.ts';
import { commandIdField, containsPattern, payload, searchTextSchema } from './shared.ts';
import { User } from './viewer.ts';

// Users as the admin area lists them: the people of your organisation (their player is in it) and
// those who have no player yet (just signed up), with their roles and e-mail state.

builder.queryField('users', (t) =>
  t.connection({
    type: User,
    description: 'Admins and moderators: users of your organisation and users without a player yet, by name.',
    authScopes: { adminOrModerator: true },
    args: {
      search: t.arg.string({
        required: false,
        description: 'Part of the name or e-mail.',
        validate: searchTextSchema,
      }),
    },
    resolve: (_, args, ctx) =>
      resolveOffsetConnection({ args }, async ({ limit, offset }) => {
        const viewer = ctx.viewer!;
        // Admins see the people of every organisation they run; moderators those of their own.
        const orgIds = isAdmin(viewer) ? adminOrgIds(viewer) : viewer.orgId ? [viewer.orgId] : [];
        let query = ctx.services.db
          .selectFrom('user')
          .leftJoin('players', 'players.user_id', 'user.id')
          .select(['user.id', 'user.name', 'user.email', 'user.emailVerified'])
          .where((eb) =>
            orgIds.length > 0
              ? eb.or([eb('players.org_id', 'in', orgIds), eb('players.player_id', 'is', null)])
              : eb('players.player_id', 'is', null),
          );
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
        return Promise.all(rows.map((u) => loadViewer(ctx.services.db, u, false)));
      }),
  }),
);

const MarkEmailVerifiedPayload = builder
  .objectRef<{ user: NonNullable<Awaited<ReturnType<typeof loadUserById>>> }>('MarkEmailVerifiedPayload')
  .implement({ fields: (t) => ({ user: t.expose('user', { type: User }) }) });

builder.mutationField('markEmailVerified', (t) =>
  t.field({
    type: MarkEmailVerifiedPayload,
    description: "Admins only: confirm a user's e-mail address by hand (installations without mail).",
    errors: { types: MUTATION_ERRORS, directResult: true, union: { name: 'MarkEmailVerifiedResult' } },
    authScopes: { admin: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('MarkEmailVerifiedInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true, for: User }),
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
        await markEmailVerified(
          ctx.services.commands,
          { userId, alreadyVerified: target.emailVerified },
          { userId: ctx.viewer!.userId, commandId: input.commandId },
        ),
      );
      return { user: (await loadUserById(ctx.services.db, userId))! };
    },
  }),
);

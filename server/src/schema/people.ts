import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { listPeople } from '../auth/people.ts';
import { markEmailVerified } from '../commands/user.ts';
import { builder, can } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import {
  canAdministerUser,
  canChangeInstallationAdminOf,
  isInstallationAdmin,
  roleChangesFor,
} from '../policy/capabilities.ts';
import { loadUserById, loadUsersByIds } from '../policy/viewer.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation } from './organisation.ts';
import { searchTextSchema } from './shared.ts';
import { OrganisationRoleEnum, User, userPayload } from './viewer.ts';

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
      waitingForVerification: t.arg.boolean({
        required: false,
        description: 'Only those whose e-mail address is not verified yet.',
      }),
    },
    authScopes: (_, { organisationId }) => can('moderate', organisationId.id),
    resolve: (_, args, ctx) =>
      resolveOffsetConnection({ args }, async ({ limit, offset }) => {
        const ids = await listPeople(ctx.services.db, {
          orgId: args.organisationId.id,
          newcomers: isInstallationAdmin(ctx.viewer),
          search: args.search,
          waiting: args.waitingForVerification ?? false,
          limit,
          offset,
        });
        // A page of people in one query (issue 30: it was one query per person).
        return loadUsersByIds(ctx.services.db, ids);
      }),
  }),
);

// What the viewer may change about a person (DESIGN §11): the People tab renders these.
builder.objectFields(User, (t) => {
  const inOrganisation = { organisationId: t.arg.globalID({ required: true, for: Organisation }) };
  return {
    viewerCanGrant: t.field({
      type: [OrganisationRoleEnum],
      description: 'The roles you may give this user in the organisation (setUserRole would accept).',
      args: inOrganisation,
      resolve: (u, { organisationId }, ctx) => roleChangesFor(ctx.viewer, u, organisationId.id).grant,
    }),
    viewerCanRevoke: t.field({
      type: [OrganisationRoleEnum],
      description:
        'The roles of this user in the organisation you may remove (never your own admin role: another admin has to).',
      args: inOrganisation,
      resolve: (u, { organisationId }, ctx) => roleChangesFor(ctx.viewer, u, organisationId.id).revoke,
    }),
    viewerCanMarkEmailVerified: t.boolean({
      description: "You may confirm this user's e-mail address by hand (markEmailVerified).",
      resolve: (u, _, ctx) => canAdministerUser(ctx.viewer, u),
    }),
    viewerCanChangeInstallationAdmin: t.boolean({
      description: 'You may appoint this user an installation admin or dismiss them (never yourself).',
      resolve: (u, _, ctx) => canChangeInstallationAdminOf(ctx.viewer, u),
    }),
  };
});

commandMutation('markEmailVerified', {
  description:
    "Admins of an organisation the user belongs to, and installation admins: confirm the user's e-mail address by hand (installations without mail).",
  input: (f) => ({ userId: f.globalID({ required: true, for: User }) }),
  command: markEmailVerified,
  toCommand: async ({ userId }, ctx) => {
    const target = await loadUserById(ctx.services.db, userId.id);
    if (!target) throw new NotFoundError('User not found');
    // The rule is about the user: admins of an organisation they belong to (the policy's).
    if (!canAdministerUser(ctx.viewer, target))
      throw new ForbiddenError('Only admins of this user’s organisation confirm their e-mail address');
    return { userId: userId.id };
  },
  payload: { user: User },
  answer: ({ userId }, ctx) => userPayload(ctx, userId.id),
});

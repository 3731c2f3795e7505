import { GLOBAL_ORG, ORGANISATION_ROLES } from '@kicker/events';
import { changeInstallationAdmin, changeRole } from '../commands/roles.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import {
  canSeeEmailOf,
  capabilitiesIn,
  installationCapabilities,
  isInstallationAdmin,
  mayGiveRolesTo,
  moderatedOrganisations,
  rolesIn,
} from '../policy/capabilities.ts';
import { loadUserById, type Viewer as ViewerData } from '../policy/viewer.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';
import { Player } from './player.ts';

export const RoleEnum = builder.enumType('Role', {
  description:
    "SPEC §6 roles in one organisation: admin, moderator and analyst are grants there (DESIGN §11); host, player and guest follow from the user's player.",
  values: ['admin', 'moderator', 'analyst', 'host', 'player', 'guest'] as const,
});

export const OrganisationRoleEnum = builder.enumType('OrganisationRole', {
  description: 'The roles an admin grants in their organisation.',
  values: ORGANISATION_ROLES,
});

export const User = builder.node(builder.objectRef<ViewerData>('User'), {
  id: { resolve: (u) => u.userId },
  loadOne: async (id, ctx) => {
    const other = await loadUserById(ctx.services.db, id);
    // Yourself; the members of organisations you moderate; everyone for installation admins.
    return other && canSeeEmailOf(ctx.viewer, other) ? other : null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.string({
      nullable: true,
      description:
        'Yours; moderators and admins see those of their organisations’ members, installation admins everyone’s. Null otherwise.',
      resolve: (u, _, ctx) => (canSeeEmailOf(ctx.viewer, u) ? u.email : null),
    }),
    emailVerified: t.exposeBoolean('emailVerified'),
    roles: t.field({
      type: [RoleEnum],
      description: "The user's roles in this organisation (default: the user's own organisation).",
      args: { organisationId: t.arg.globalID({ required: false, for: Organisation }) },
      resolve: (u, { organisationId }) => rolesIn(u, organisationId?.id ?? u.orgId),
    }),
    isInstallationAdmin: t.boolean({
      description: 'Holds the installation-wide powers. Shown to the user and to installation admins.',
      resolve: (u, _, ctx) =>
        (ctx.viewer?.userId === u.userId || isInstallationAdmin(ctx.viewer)) && u.installationAdmin,
    }),
    player: t.field({ type: Player, nullable: true, resolve: (u) => u.player }),
  }),
});

export const ViewerType = builder.objectRef<ViewerData>('Viewer').implement({
  description: 'The signed-in user and what the app needs to know about them.',
  fields: (t) => ({
    user: t.field({ type: User, resolve: (v) => v }),
    roles: t.field({
      type: [RoleEnum],
      description: 'Your roles in your organisation.',
      resolve: (v) => rolesIn(v, v.orgId),
    }),
    emailVerified: t.exposeBoolean('emailVerified'),
    isAdmin: t.boolean({
      description: 'Admin of your organisation.',
      resolve: (v) => (v.orgId ? capabilitiesIn(v, { orgId: v.orgId, isPublic: false }).administer : false),
    }),
    isModerator: t.boolean({
      description: 'Moderator (not admin) of your organisation.',
      resolve: (v) => Boolean(v.orgId && v.emailVerified && v.grants.get(v.orgId)?.includes('moderator')),
    }),
    isInstallationAdmin: t.boolean({
      description:
        'You hold the installation-wide powers (information; what they allow are the viewerCan… fields).',
      resolve: (v) => isInstallationAdmin(v),
    }),
    canOpenAdministration: t.boolean({
      description: 'You moderate or administer an organisation, or run the installation.',
      resolve: (v) => moderatedOrganisations(v).length > 0 || isInstallationAdmin(v),
    }),
    viaApiKey: t.exposeBoolean('viaApiKey'),
    player: t.field({ type: Player, nullable: true, resolve: (v) => v.player }),
    organisation: t.field({
      type: Organisation,
      nullable: true,
      resolve: (v, _, ctx) => (v.orgId ? Organisation.getDataloader(ctx).load(v.orgId) : null),
    }),
    managedOrganisations: t.field({
      type: [Organisation],
      description: 'The organisations whose admin area you open: where you are admin or moderator.',
      resolve: (v, _, ctx) =>
        Promise.all(moderatedOrganisations(v).map((id) => Organisation.getDataloader(ctx).load(id))),
    }),
    apiKeyOrganisations: t.field({
      type: [Organisation],
      description:
        'The organisations you may create API keys for: where you are analyst or admin (createApiKey).',
      resolve: (v, _, ctx) =>
        Promise.all(
          [...v.grants.keys()]
            .filter((orgId) => capabilitiesIn(v, { orgId, isPublic: false }).createApiKeys)
            .map((id) => Organisation.getDataloader(ctx).load(id)),
        ),
    }),
  }),
});

/** DESIGN §11: the installation-wide powers (installationCapabilities), a field each for the screens. */
const INSTALLATION_POWERS = {
  viewerCanCreateOrganisation: ['createOrganisations', 'create organisations and appoint their first admin'],
  viewerCanEditDefaultDepartments: [
    'changeDefaultDepartments',
    "change the installation's default departments",
  ],
  viewerCanRebuildReadModels: ['rebuildReadModels', 'rebuild read models from the event log'],
  viewerCanAppointInstallationAdmins: [
    'appointInstallationAdmins',
    'appoint and dismiss installation admins',
  ],
  viewerCanSeeNewcomers: ['seeNewcomers', 'see the users who joined no organisation yet in the people lists'],
} as const satisfies Record<string, readonly [keyof ReturnType<typeof installationCapabilities>, string]>;

builder.objectFields(ViewerType, (t) =>
  Object.fromEntries(
    Object.entries(INSTALLATION_POWERS).map(([field, [power, what]]) => [
      field,
      t.boolean({
        description: `You may ${what} (installation admins).`,
        resolve: (v) => installationCapabilities(v)[power],
      }),
    ]),
  ),
);

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'You, or null when signed out.',
    resolve: (_, __, ctx) => ctx.viewer,
  }),
);

commandMutation('setUserRole', {
  description:
    "Admins of the organisation: grant or remove admin, moderator or analyst there, for a member of it (installation admins: for anyone). The change is an event in the organisation's log.",
  input: (f) => ({
    organisationId: organisationIdField(f),
    userId: f.globalID({ required: true, for: User }),
    role: f.field({ type: OrganisationRoleEnum, required: true }),
    granted: f.boolean({ required: true }),
  }),
  command: changeRole,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: async ({ organisationId, userId, role, granted }, ctx) => {
    const orgId = organisationId.id;
    const target = await loadUserById(ctx.services.db, userId.id);
    if (!target) throw new NotFoundError('User not found');
    // A role is given to the organisation's own people; installation admins may appoint anyone.
    if (!mayGiveRolesTo(ctx.viewer, target, orgId))
      throw new ForbiddenError('This user is not a member of this organisation');
    return { orgId, userId: userId.id, role, granted, actorId: ctx.viewer!.userId };
  },
  payload: { user: User },
  answer: ({ userId }, ctx) => userPayload(ctx, userId.id),
});

commandMutation('setInstallationAdmin', {
  description: 'Installation admins: appoint or dismiss another installation admin.',
  input: (f) => ({
    userId: f.globalID({ required: true, for: User }),
    appointed: f.boolean({ required: true }),
  }),
  command: changeInstallationAdmin,
  organisation: () => GLOBAL_ORG,
  toCommand: async ({ userId, appointed }, ctx) => {
    if (!(await loadUserById(ctx.services.db, userId.id))) throw new NotFoundError('User not found');
    return { userId: userId.id, appointed, actorId: ctx.viewer!.userId };
  },
  payload: { user: User },
  answer: ({ userId }, ctx) => userPayload(ctx, userId.id),
});

/** What a mutation that changes a user answers with: the user, read after the change. */
export async function userPayload(ctx: Context, userId: string) {
  return { user: (await loadUserById(ctx.services.db, userId))! };
}

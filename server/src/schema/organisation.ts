import type { Topic } from '@kicker/events';
import {
  type LocationRow,
  listOrganisations,
  type OrganisationRow,
  readDepartments,
  readOrganisations,
  readOwnDepartments,
} from '@kicker/projections';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { throughCache } from '../cache/orgCache.ts';
import { keptLocations } from '../cache/orgLists.ts';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { capabilitiesIn, organisationsOf } from '../policy/capabilities.ts';
import type { InputFields } from './commandMutation.ts';
import { configOf } from './leagueSettings.ts';

export const Location = builder.objectRef<LocationRow>('Location').implement({
  description: 'A place of the organisation with a table.',
  fields: (t) => ({
    id: t.exposeID('location_id'),
    name: t.exposeString('name'),
    lat: t.exposeFloat('lat', { nullable: true, description: 'Null: no coordinates given.' }),
    long: t.exposeFloat('long', { nullable: true }),
    cameraHost: t.string({
      nullable: true,
      description:
        "Admins of the organisation: the address of the table's camera on the local network; null without one, and for everyone else (they watch it through cameraPath).",
      // Issue 29: an internal address is the operator's business, not a visitor's.
      resolve: (location, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: location.org_id, isPublic: false }).administer
          ? location.camera_host
          : null,
    }),
    liveScoring: t.boolean({
      description:
        "Whether Add Game offers Live here (SPEC §2): the location's own setting, else the organisation's config value defaultLive.",
      resolve: async (location, _, ctx) =>
        location.live_scoring ?? (await configOf(ctx, location.org_id)).defaultLive,
    }),
  }),
});

export const Organisation = builder.loadableNode('Organisation', {
  id: { resolve: (org: OrganisationRow) => org.org_id },
  load: async (ids: string[], ctx: Context) => {
    // Kept per organisation until it changes (services.caches.rows); who sees it is asked each time.
    const rows = await throughCache(
      ctx.services.caches.rows,
      ids,
      (id) => ({ orgId: id, name: 'organisation' }),
      async (missing) => {
        const read = new Map((await readOrganisations(ctx.services.db, missing)).map((r) => [r.org_id, r]));
        return missing.map((id) => read.get(id));
      },
    );
    return ids.map((id, i) => {
      const row = rows[i];
      return row && capabilitiesIn(ctx.viewer, { orgId: row.org_id, isPublic: row.is_public }).see
        ? row
        : new NotFoundError(`Organisation ${id} not found`);
    });
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    isPublic: t.exposeBoolean('is_public'),
    logoUrl: t.exposeString('logo_url', { nullable: true }),
    timeZone: t.exposeString('time_zone'),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    viewerCanAdminister: t.boolean({
      description: 'You are an admin of it: details, locations, departments, seasons, configuration, roles.',
      resolve: (org, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: org.org_id, isPublic: org.is_public }).administer,
    }),
    viewerCanModerate: t.boolean({
      description: 'You are an admin or moderator of it: its admin area, audit log, people and players.',
      resolve: (org, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: org.org_id, isPublic: org.is_public }).moderate,
    }),
    viewerCanChangeRoles: t.boolean({
      description:
        'You may grant and remove admin, moderator and analyst in it (its admins, installation admins).',
      resolve: (org, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: org.org_id, isPublic: org.is_public }).changeRoles,
    }),
    viewerCanCreateTourney: t.boolean({
      description: 'You may create tourneys in it (admins and moderators, SPEC §6).',
      resolve: (org, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: org.org_id, isPublic: org.is_public }).createTourneys,
    }),
    viewerCanRunTourneys: t.boolean({
      description: 'You may start, reset and delete its tourneys and remove participants (admins, SPEC §6).',
      resolve: (org, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: org.org_id, isPublic: org.is_public }).runTourneys,
    }),
    locations: t.loadableList({
      type: Location,
      load: (orgIds: string[], ctx) => keptLocations(ctx, orgIds),
      resolve: (org) => org.org_id,
    }),
    departments: t.loadableList({
      type: 'String',
      description:
        "The departments its players choose from: the organisation's own, in the order they were added, else the installation's default list.",
      load: (orgIds: string[], ctx) => readDepartments(ctx.services.db, orgIds),
      resolve: (org) => org.org_id,
    }),
    ownDepartments: t.loadableList({
      type: 'String',
      description: "The organisation's own departments (empty: it uses the installation's default list).",
      load: (orgIds: string[], ctx) => readOwnDepartments(ctx.services.db, orgIds),
      resolve: (org) => org.org_id,
    }),
  }),
});

builder.queryField('organisation', (t) =>
  t.field({
    type: Organisation,
    nullable: true,
    description: 'One organisation by id, when you can see it (as `node`, typed).',
    args: { id: t.arg.globalID({ required: true, for: Organisation }) },
    resolve: async (_, { id }, ctx) => {
      const org = await orNull(Organisation.getDataloader(ctx).load(id.id));
      return org instanceof Error ? null : org;
    },
  }),
);

builder.queryField('organisations', (t) =>
  t.connection({
    type: Organisation,
    description: 'Organisations you can see: the public ones and your own.',
    resolve: async (_, args, ctx) => {
      // The same rule as the loader's (capabilitiesIn(...).see), as a filter the database can use.
      const viewer = ctx.viewer;
      const visible = viewer?.viaApiKey
        ? { orgIds: [viewer.apiKeyOrgId ?? ''], includePublic: false }
        : { orgIds: viewer ? organisationsOf(viewer) : [], includePublic: true };
      return resolveArrayConnection({ args }, await listOrganisations(ctx.services.db, visible));
    },
  }),
);

/** The `organisationId` of an input: an id of another type is refused as malformed input. */
export const organisationIdField = (f: InputFields) => f.globalID({ required: true, for: Organisation });

/** What a mutation that changes an organisation answers with: the organisation, after the change. */
export async function organisationPayload(ctx: Context, orgId: string) {
  return { organisation: await Organisation.getDataloader(ctx).load(orgId) };
}

/** What the Organisation type shows of itself; matches, votes and players have their own subscriptions. */
const ORGANISATION_TOPICS = new Set<Topic>(['organisation', 'season']);

builder.subscriptionField('organisationChanged', (t) =>
  t.field({
    type: Organisation,
    description: 'Emits the organisation after each change to it (details, locations, departments, seasons).',
    args: { id: t.arg.globalID({ required: true, for: Organisation }) },
    subscribe: async (_, { id }, ctx) => {
      // Visibility is checked before anything is sent; the loader refuses organisations you cannot see.
      await Organisation.getDataloader(ctx).load(id.id);
      // Returned as is (not wrapped in a generator) so an unsubscribe ends it at once.
      return changesFor(ctx, (c) => c.orgId === id.id && ORGANISATION_TOPICS.has(c.topic));
    },
    resolve: (change, _args, ctx) => {
      const orgId = change.orgId;
      Organisation.getDataloader(ctx).clear(orgId);
      return Organisation.getDataloader(ctx).load(orgId);
    },
  }),
);

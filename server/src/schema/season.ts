import { isoDateTimeSchema, isSeasonActive, season } from '@kicker/events';
import { readSeasons, type SeasonRow } from '@kicker/projections';
import { createContextCache } from '@pothos/core';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { throughCache } from '../cache/orgCache.ts';
import { keptSeasons } from '../cache/orgLists.ts';
import { changeSeasons } from '../commands/season.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';

const SEASON_NUMBER = /^\d{1,6}$/;
const seasonKey = (s: { org_id: string; number: number }) => orgKey(s.org_id, s.number);
const asRange = (s: SeasonRow) => ({
  ...s,
  startsOn: s.starts_on.toISOString(),
  endsOn: s.ends_on.toISOString(),
});

export const Season = builder.loadableNode('Season', {
  id: { resolve: (s: SeasonRow) => seasonKey(s) },
  load: async (keys: string[], ctx: Context) => {
    // Only seasons of organisations the viewer sees; then one query for all of them.
    const orgLoader = Organisation.getDataloader(ctx);
    const wanted = await Promise.all(
      keys.map(async (key) => {
        const { orgId, id: number } = splitOrgKey(key);
        // A season number that no season can have (not a small integer) finds nothing.
        if (!SEASON_NUMBER.test(number)) return null;
        return (await orNull(orgLoader.load(orgId))) ? { orgId, number: Number(number) } : null;
      }),
    );
    const found = wanted.filter((k) => k !== null);
    const rows = await throughCache(
      ctx.services.caches.rows,
      found,
      (k) => ({ orgId: k.orgId, name: `season:${k.number}` }),
      async (missing) => {
        const read = new Map((await readSeasons(ctx.services.db, missing)).map((r) => [seasonKey(r), r]));
        return missing.map((k) => read.get(seasonKey({ org_id: k.orgId, number: k.number })));
      },
    );
    const byKey = new Map(rows.flatMap((r) => (r ? [[seasonKey(r), r] as const] : [])));
    return keys.map((key) => byKey.get(key) ?? new NotFoundError(`Season ${key} not found`));
  },
  fields: (t) => ({
    number: t.exposeInt('number'),
    startsOn: t.expose('starts_on', { type: 'DateTime' }),
    endsOn: t.expose('ends_on', { type: 'DateTime' }),
    isActive: t.boolean({
      description: 'Whether matches played now count in this season (now is within its range).',
      resolve: (s, _, ctx) =>
        isSeasonActive({ startsOn: s.starts_on, endsOn: s.ends_on }, ctx.services.now()),
    }),
    organisation: t.field({
      type: Organisation,
      resolve: (s, _, ctx) => Organisation.getDataloader(ctx).load(s.org_id),
    }),
  }),
});

/** Each organisation's seasons, newest first (kept per organisation: cache/orgLists.ts). */
const seasonsOf = createContextCache(
  (ctx: Context) => new DataLoader<string, SeasonRow[]>((orgIds) => keptSeasons(ctx, orgIds)),
);

/** SPEC "Season loading": the season running now, else the newest; null without seasons. */
export async function currentSeasonNumber(ctx: Context, orgId: string): Promise<number | null> {
  const rows = await seasonsOf(ctx).load(orgId);
  return season.currentSeason(rows.map(asRange), ctx.services.now())?.number ?? null;
}

builder.objectField(Organisation, 'seasons', (t) =>
  t.connection({
    type: Season,
    description: 'Newest first.',
    resolve: async (org, args, ctx) =>
      resolveArrayConnection({ args }, await seasonsOf(ctx).load(org.org_id)),
  }),
);

builder.objectField(Organisation, 'currentSeason', (t) =>
  t.field({
    type: Season,
    nullable: true,
    description: 'The season whose range contains now, else the newest; null when there is none.',
    resolve: async (org, _, ctx) => {
      const rows = await seasonsOf(ctx).load(org.org_id);
      const current = season.currentSeason(rows.map(asRange), ctx.services.now());
      return current ? rows.find((r) => r.number === current.number)! : null;
    },
  }),
);

async function seasonPayload(ctx: Context, orgId: string, number: number) {
  return { season: await Season.getDataloader(ctx).load(seasonKey({ org_id: orgId, number })) };
}

const seasonDates = (f: InputFields) => ({
  startsOn: f.string({ required: true, validate: isoDateTimeSchema }),
  endsOn: f.string({ required: true, validate: isoDateTimeSchema }),
});

commandMutation('createSeason', {
  description: 'Admins only. Seasons are numbered 1, 2, 3... per organisation and must not overlap.',
  input: (f) => ({ organisationId: organisationIdField(f), ...seasonDates(f) }),
  command: changeSeasons,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: async ({ organisationId, startsOn, endsOn }, ctx) => {
    await Organisation.getDataloader(ctx).load(organisationId.id);
    return { orgId: organisationId.id, command: { type: 'CreateSeason' as const, startsOn, endsOn } };
  },
  payload: { season: Season },
  answer: ({ organisationId }, ctx, result) =>
    seasonPayload(ctx, organisationId.id, (result.events[0]!.data as { number: number }).number),
});

commandMutation('updateSeason', {
  input: (f) => ({ seasonId: f.globalID({ required: true, for: Season }), ...seasonDates(f) }),
  command: changeSeasons,
  organisation: ({ seasonId }) => splitOrgKey(seasonId.id).orgId,
  toCommand: ({ seasonId, startsOn, endsOn }) => {
    const { orgId, id } = splitOrgKey(seasonId.id);
    return { orgId, command: { type: 'ChangeSeasonDates' as const, number: Number(id), startsOn, endsOn } };
  },
  payload: { season: Season },
  answer: ({ seasonId }, ctx) => {
    const { orgId, id } = splitOrgKey(seasonId.id);
    Season.getDataloader(ctx).clear(seasonId.id);
    return seasonPayload(ctx, orgId, Number(id));
  },
});

import type { Change } from '@kicker/events';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { globalIds } from '../graphql/globalIds.ts';
import { loadMatchRow, Match, type MatchRow } from './match.ts';
import { Organisation } from './organisation.ts';

// What open screens are told of their organisation's matches (tables, history, the last-score
// badge): each recorded, deleted or restored match.

// The feed hands every subscriber of the organisation the same change object: its match row is read
// once for all of them, not once per phone watching the tables.
const rowsOfChanges = new WeakMap<Change, Promise<MatchRow | undefined>>();
function matchOfChange(ctx: Context, change: Change) {
  let row = rowsOfChanges.get(change);
  if (!row) {
    row = loadMatchRow(ctx, change.orgId, change.ids[0]!);
    rowsOfChanges.set(change, row);
  }
  return row;
}

builder.subscriptionField('matchRecorded', (t) =>
  t.field({
    type: Match,
    description:
      'Each match recorded in the organisation, with its points (tables and the last-score badge).',
    authScopes: { signedIn: true },
    args: { organisationId: t.arg.globalID({ required: true, for: Organisation }) },
    subscribe: async (_, { organisationId }, ctx) => {
      await Organisation.getDataloader(ctx).load(organisationId.id);
      return changesFor(ctx, (c) => c.orgId === organisationId.id && c.topic === 'matchRecorded');
    },
    resolve: async (change, _, ctx) => {
      const row = await matchOfChange(ctx, change);
      if (!row) throw new NotFoundError('Match not found');
      return row;
    },
  }),
);

builder.subscriptionField('matchRestored', (t) =>
  t.field({
    type: Match,
    description:
      'Each deleted match restored in the organisation, with its points: refetch tables and history.',
    authScopes: { signedIn: true },
    args: { organisationId: t.arg.globalID({ required: true, for: Organisation }) },
    subscribe: async (_, { organisationId }, ctx) => {
      await Organisation.getDataloader(ctx).load(organisationId.id);
      return changesFor(ctx, (c) => c.orgId === organisationId.id && c.topic === 'matchRestored');
    },
    resolve: async (change, _, ctx) => {
      const row = await matchOfChange(ctx, change);
      if (!row) throw new NotFoundError('Match not found');
      return row;
    },
  }),
);

const MatchDeletedEvent = builder.objectRef<{ orgId: string; matchId: string }>('MatchDeletion').implement({
  description: 'A deleted match: its season was re-folded, so refetch the season tables and history.',
  fields: (t) => ({
    deletedMatchId: t.id({ resolve: (d) => globalIds.match(d.orgId, d.matchId) }),
  }),
});

builder.subscriptionField('matchDeleted', (t) =>
  t.field({
    type: MatchDeletedEvent,
    authScopes: { signedIn: true },
    args: { organisationId: t.arg.globalID({ required: true, for: Organisation }) },
    subscribe: async (_, { organisationId }, ctx) => {
      await Organisation.getDataloader(ctx).load(organisationId.id);
      return changesFor(ctx, (c) => c.orgId === organisationId.id && c.topic === 'matchDeleted');
    },
    resolve: (change) => ({ orgId: change.orgId, matchId: change.ids[0]! }),
  }),
);

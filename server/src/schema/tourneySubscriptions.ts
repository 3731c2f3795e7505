import type { TourneyRow } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import type { Context } from '../graphql/context.ts';
import { orNull } from '../graphql/errors.ts';
import { splitOrgKey } from '../graphql/globalIds.ts';
import { Organisation } from './organisation.ts';
import { loadTourney, Tourney } from './tourney.ts';

// What open tourney screens are told: the tourney after each change (joins, launch, scores,
// reset), and for the list any tourney of the organisation.

/**
 * The rows of the tourneys changed, read after each change; a change whose tourney is gone ends
 * the stream (`endWhenGone`: the details screen's tourney was deleted) or is skipped (the list).
 */
function tourneysAfterChanges(
  ctx: Context,
  filter: (orgId: string, tourneyId: string) => boolean,
  endWhenGone: boolean,
): AsyncIterable<TourneyRow> {
  const changes = changesFor(ctx, (c) => c.topic === 'tourney' && filter(c.orgId, c.ids[0] ?? ''));
  return {
    [Symbol.asyncIterator]() {
      const inner = changes[Symbol.asyncIterator]();
      const end = async (): Promise<IteratorResult<TourneyRow>> => {
        await inner.return?.();
        return { value: undefined, done: true };
      };
      return {
        async next(): Promise<IteratorResult<TourneyRow>> {
          for (;;) {
            const change = await inner.next();
            if (change.done) return { value: undefined, done: true };
            const row = await orNull(loadTourney(ctx, change.value.orgId, change.value.ids[0]!));
            if (row) return { value: row, done: false };
            if (endWhenGone) return end();
          }
        },
        return: end,
      };
    },
  };
}

builder.subscriptionField('tourneyChanged', (t) =>
  t.field({
    type: Tourney,
    description: 'The tourney after each change (joins, launch, scores, reset); ends when it is deleted.',
    args: { id: t.arg.globalID({ required: true, for: Tourney }) },
    subscribe: async (_, { id }, ctx) => {
      // Visibility first: the loader refuses tourneys of organisations you cannot see.
      await Tourney.getDataloader(ctx).load(id.id);
      const { orgId, id: tourneyId } = splitOrgKey(id.id);
      return tourneysAfterChanges(ctx, (o, t) => o === orgId && t === tourneyId, true);
    },
    resolve: (row) => row,
  }),
);

builder.subscriptionField('tourneysChanged', (t) =>
  t.field({
    type: Tourney,
    description: "Any tourney of the organisation after a change (the list's counts and cards).",
    args: { organisationId: t.arg.globalID({ required: true, for: Organisation }) },
    subscribe: async (_, { organisationId }, ctx) => {
      await Organisation.getDataloader(ctx).load(organisationId.id);
      return tourneysAfterChanges(ctx, (o) => o === organisationId.id, false);
    },
    resolve: (row) => row,
  }),
);

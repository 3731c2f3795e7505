import { SELECTION_LAYOUTS, type SelectionLayout, VOTE_DIRECTIONS } from '@kicker/events';
import { readSelectionVotes, type SelectionVoteCounts } from '@kicker/projections';
import { localDate, votePlayerSelection } from '../commands/vote.ts';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import type { Context } from '../graphql/context.ts';
import { globalIds } from '../graphql/globalIds.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation } from './organisation.ts';
import { playerOrganisation } from './shared.ts';

// SPEC "Player selection votes": how players like the screen's two layouts.

interface VoteCounts {
  orgId: string;
  counts: SelectionVoteCounts;
}

async function readVotes(ctx: Context, orgId: string): Promise<VoteCounts> {
  return { orgId, counts: await readSelectionVotes(ctx.services.db, orgId) };
}

const VoteCount = builder
  .objectRef<{ upvotes: number; downvotes: number }>('VoteCount')
  .implement({ fields: (t) => ({ upvotes: t.exposeInt('upvotes'), downvotes: t.exposeInt('downvotes') }) });

const PlayerSelectionVotes = builder.objectRef<VoteCounts>('PlayerSelectionVotes').implement({
  description: 'Thumbs up and down for the Single and Double layouts of player selection.',
  fields: (t) => ({
    // One record per organisation, so a subscription's counts replace the query's in the client store.
    id: t.id({ resolve: (v) => globalIds.playerSelectionVotes(v.orgId) }),
    single: t.field({ type: VoteCount, resolve: (v) => v.counts.single }),
    double: t.field({ type: VoteCount, resolve: (v) => v.counts.double }),
  }),
});

builder.objectField(Organisation, 'playerSelectionVotes', (t) =>
  t.field({
    type: PlayerSelectionVotes,
    authScopes: { signedIn: true },
    resolve: (org, _, ctx) => readVotes(ctx, org.org_id),
  }),
);

const SelectionLayoutEnum = builder.enumType('SelectionLayout', {
  values: Object.fromEntries(SELECTION_LAYOUTS.map((l) => [l.toUpperCase(), { value: l }])) as Record<
    'SINGLE' | 'DOUBLE',
    { value: SelectionLayout }
  >,
});
const VoteDirectionEnum = builder.enumType('VoteDirection', {
  values: Object.fromEntries(VOTE_DIRECTIONS.map((d) => [d.toUpperCase(), { value: d }])) as Record<
    'UP' | 'DOWN',
    { value: (typeof VOTE_DIRECTIONS)[number] }
  >,
});

commandMutation('votePlayerSelection', {
  description: "Thumbs up or down for a player-selection layout, in your player's organisation.",
  input: (f) => ({
    layout: f.field({ type: SelectionLayoutEnum, required: true }),
    direction: f.field({ type: VoteDirectionEnum, required: true }),
  }),
  command: votePlayerSelection,
  toCommand: async ({ layout, direction }, ctx) => {
    const orgId = playerOrganisation(ctx);
    const org = await Organisation.getDataloader(ctx).load(orgId);
    const day = localDate(ctx.services.now(), org.time_zone);
    return { orgId, userId: ctx.viewer!.userId, layout, direction, day };
  },
  payload: { votes: PlayerSelectionVotes },
  answer: async (_, ctx) => ({ votes: await readVotes(ctx, playerOrganisation(ctx)) }),
});

builder.subscriptionField('playerSelectionVotesChanged', (t) =>
  t.field({
    type: PlayerSelectionVotes,
    description: "The organisation's vote counts after each vote.",
    authScopes: { signedIn: true },
    args: { organisationId: t.arg.globalID({ required: true, for: Organisation }) },
    subscribe: async (_, { organisationId }, ctx) => {
      await Organisation.getDataloader(ctx).load(organisationId.id);
      return changesFor(ctx, (c) => c.orgId === organisationId.id && c.topic === 'playerSelectionVotes');
    },
    resolve: (change, _, ctx) => readVotes(ctx, change.orgId),
  }),
);

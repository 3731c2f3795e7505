import { idSchema } from '@kicker/events';
import { z } from 'zod';
import { deleteMatch, recordMatch, restoreMatch } from '../commands/match.ts';
import { builder, can } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { loadMatchRow, Match, type MatchRow } from './match.ts';
import { Player } from './player.ts';
import { actor, commandIdField, payload } from './shared.ts';

// Recording, deleting and restoring matches (SPEC §5, §6; issue 11). The Match type, the history
// and the subscriptions that tell open screens are in match.ts.

const Lineup = builder.inputType('TeamLineupInput', {
  fields: (t) => ({
    defense: t.globalID({ required: true, for: Player, description: "In 1 vs 1 the team's only player." }),
    offense: t.globalID({ required: false, for: Player }),
  }),
});

const RecordMatchPayload = builder.objectRef<{ match: MatchRow }>('RecordMatchPayload').implement({
  fields: (t) => ({ match: t.expose('match', { type: Match }) }),
});

builder.mutationField('recordMatch', (t) =>
  t.field({
    type: RecordMatchPayload,
    description:
      'Records a match of your organisation in its active season (SPEC §5 rules). Points are computed from the ranks before the match.',
    errors: {},
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RecordMatchInput', {
          fields: (f) => ({
            mode: f.int({
              required: true,
              description: '1 (1 vs 1) or 2 (2 vs 2).',
              validate: z.union([z.literal(1), z.literal(2)], { error: 'Mode is 1 or 2' }),
            }),
            whites: f.field({ type: Lineup, required: true }),
            blacks: f.field({ type: Lineup, required: true }),
            scoreWhites: f.int({ required: true }),
            scoreBlacks: f.int({ required: true }),
            sixInARow: f.boolean({ required: true }),
            locationId: f.id({
              required: false,
              description: "Absent: the organisation's first location.",
              validate: idSchema,
            }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      const orgId = ctx.viewer!.player?.org_id;
      if (!orgId) throw new ForbiddenError('Organization not set. Please complete setup.');
      const idIn = (id: { id: string } | null | undefined) => {
        if (!id) return null;
        const key = splitOrgKey(id.id);
        // Another organisation's player is simply not a player of this one.
        return key.orgId === orgId ? key.id : `foreign:${key.id}`;
      };
      const result = payload(
        await recordMatch(
          ctx.services.commands,
          orgId,
          {
            mode: input.mode as 1 | 2,
            whites: { defense: idIn(input.whites.defense)!, offense: idIn(input.whites.offense) },
            blacks: { defense: idIn(input.blacks.defense)!, offense: idIn(input.blacks.offense) },
            scoreWhites: input.scoreWhites,
            scoreBlacks: input.scoreBlacks,
            sixInARow: input.sixInARow,
            locationId: input.locationId == null ? null : String(input.locationId),
          },
          actor(ctx, input, info),
          ctx.services.now(),
        ),
      );
      const recorded = result.events[0];
      if (!recorded) throw new Error('recordMatch recorded no match');
      const matchId = (recorded.data as { matchId: string }).matchId;
      const row = await loadMatchRow(ctx, orgId, matchId);
      if (!row) throw new Error('The recorded match is missing from the history');
      return { match: row };
    },
  }),
);

const DeleteMatchPayload = builder
  .objectRef<{ deletedMatchId: string }>('DeleteMatchPayload')
  .implement({ fields: (t) => ({ deletedMatchId: t.exposeID('deletedMatchId') }) });

builder.mutationField('deleteMatch', (t) =>
  t.field({
    type: DeleteMatchPayload,
    description:
      'Admins and moderators delete any match of their organisation; players only the newest. The season is re-folded without it.',
    errors: {},
    authScopes: { verified: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteMatchInput', {
          fields: (f) => ({
            matchId: f.globalID({ required: true, for: Match }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: matchId } = splitOrgKey(input.matchId.id);
      const may = capabilitiesIn(ctx.viewer, { orgId, isPublic: false });
      if (!may.deleteAnyMatch && !may.deleteNewestMatch)
        throw new ForbiddenError('This match belongs to another organisation');
      payload(
        await deleteMatch(ctx.services.commands, orgId, matchId, may.deleteAnyMatch, actor(ctx, input, info)),
      );
      return { deletedMatchId: globalIds.match(orgId, matchId) };
    },
  }),
);

const RestoreMatchPayload = builder.objectRef<{ match: MatchRow }>('RestoreMatchPayload').implement({
  fields: (t) => ({ match: t.expose('match', { type: Match, description: 'Back, with its points.' }) }),
});

builder.mutationField('restoreMatch', (t) =>
  t.field({
    type: RestoreMatchPayload,
    description:
      'Admins and moderators of the organisation restore a deleted match: it takes its original place in its season, which is re-folded as if it had never been deleted.',
    errors: {},
    authScopes: (_, { input }) => can('restoreMatches', splitOrgKey(input.matchId.id).orgId),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RestoreMatchInput', {
          fields: (f) => ({
            matchId: f.globalID({ required: true, for: Match }),
            commandId: commandIdField(f),
          }),
        }),
      }),
    },
    resolve: async (_, { input }, ctx, info) => {
      const { orgId, id: matchId } = splitOrgKey(input.matchId.id);
      const { restoreMatches } = capabilitiesIn(ctx.viewer, { orgId, isPublic: false });
      payload(
        await restoreMatch(ctx.services.commands, orgId, matchId, restoreMatches, actor(ctx, input, info)),
      );
      const row = await loadMatchRow(ctx, orgId, matchId);
      if (!row) throw new NotFoundError('Match not found'); // deleted again in the meantime
      return { match: row };
    },
  }),
);

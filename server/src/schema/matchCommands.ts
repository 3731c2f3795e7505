import { type DomainError, idSchema, LIVE_MESSAGES, liveGameStreamId, rejected } from '@kicker/events';
import { deleteMatch, newMatch, recordMatch, restoreMatch } from '../commands/match.ts';
import type { LiveSubmission } from '../commands/matchFromLiveGame.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { commandMutation } from './commandMutation.ts';
import { Lineup, lineupIn } from './lineup.ts';
import { LiveGame } from './liveGame.ts';
import { loadMatchRow, Match } from './match.ts';
import { modeArg, playerOrganisation } from './shared.ts';

// Recording, deleting and restoring matches (SPEC §5, §6; issue 11). The Match type, the history
// and the subscriptions that tell open screens are in match.ts.

commandMutation('recordMatch', {
  description:
    'Records a match of your organisation in its active season (SPEC §5 rules). Points are computed from the ranks before the match.',
  input: (f) => ({
    mode: f.int({
      required: true,
      description: '1 (1 vs 1) or 2 (2 vs 2).',
      validate: modeArg,
    }),
    whites: f.field({ type: Lineup, required: true }),
    blacks: f.field({ type: Lineup, required: true }),
    scoreWhites: f.int({ required: true }),
    scoreBlacks: f.int({ required: true }),
    sixInARow: f.boolean({ required: true }),
    locationId: f.id({
      required: false,
      description: "Absent: the live game's location, else the organisation's first location.",
      validate: idSchema,
    }),
    liveGameId: f.globalID({
      required: false,
      for: LiveGame,
      description:
        'The live game this match was played as: recording ends it as submitted (both or neither) and the match carries its goal timeline. Refused unless the match is that running game (its location, players and score).',
    }),
  }),
  command: recordMatch,
  toCommand: async (input, ctx) => {
    const orgId = playerOrganisation(ctx);
    const live = input.liveGameId ? await liveSubmission(ctx, orgId, input) : null;
    if (live && 'kind' in live) return live;
    const played = {
      mode: input.mode as 1 | 2,
      whites: lineupIn(orgId, input.whites),
      blacks: lineupIn(orgId, input.blacks),
      scoreWhites: input.scoreWhites,
      scoreBlacks: input.scoreBlacks,
      sixInARow: input.sixInARow,
      locationId: input.locationId == null ? null : String(input.locationId),
    };
    return newMatch(orgId, played, ctx.viewer!.userId, ctx.services.now(), live);
  },
  payload: { match: Match },
  answer: async (_, ctx, result) => {
    const recorded = result.events[0];
    if (!recorded) throw new Error('recordMatch recorded no match');
    const matchId = (recorded.data as { matchId: string }).matchId;
    const row = await loadMatchRow(ctx, playerOrganisation(ctx), matchId);
    if (!row) throw new Error('The recorded match is missing from the history');
    return { match: row };
  },
});

/**
 * The live game a match is recorded from, once it is known to be a game of the recording player's
 * organisation that the viewer sees (else NotFound: another organisation's game is not revealed).
 */
async function liveSubmission(
  ctx: Context,
  orgId: string,
  input: { liveGameId?: { id: string } | null; locationId?: string | number | null },
): Promise<LiveSubmission | DomainError> {
  const liveGameId = input.liveGameId!.id;
  const key = splitOrgKey(liveGameId);
  if (key.orgId !== orgId) throw new NotFoundError(LIVE_MESSAGES.notFound);
  // The game's row, if it is still the current (or last) one at its location.
  const row = await LiveGame.getDataloader(ctx)
    .load(liveGameId)
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
  // The game's location, else the match's own (then the decider says the game has moved on).
  const locationId = row?.location_id ?? (input.locationId == null ? null : String(input.locationId));
  if (!locationId) return rejected('notFound', LIVE_MESSAGES.notFound, 'liveGameId');
  return { liveGameId: key.id, locationId, streamId: liveGameStreamId(locationId) };
}

commandMutation('deleteMatch', {
  description:
    'Admins and moderators delete any match of their organisation; players only the newest. The season is re-folded without it.',
  input: (f) => ({ matchId: f.globalID({ required: true, for: Match }) }),
  command: deleteMatch,
  organisation: ({ matchId }) => splitOrgKey(matchId.id).orgId,
  toCommand: ({ matchId }) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    return { orgId, matchId: id };
  },
  payload: {
    deletedMatchId: 'ID',
    viewerCanRestore: {
      type: 'Boolean',
      description: 'You may restore it (restoreMatch): the toast offers Undo (issue 28).',
    },
  },
  answer: ({ matchId }, ctx) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    return {
      deletedMatchId: globalIds.match(orgId, id),
      viewerCanRestore: capabilitiesIn(ctx.viewer, { orgId, isPublic: false }).restoreMatches,
    };
  },
});

commandMutation('restoreMatch', {
  description:
    'Admins and moderators of the organisation restore a deleted match: it takes its original place in its season, which is re-folded as if it had never been deleted.',
  input: (f) => ({ matchId: f.globalID({ required: true, for: Match }) }),
  command: restoreMatch,
  organisation: ({ matchId }) => splitOrgKey(matchId.id).orgId,
  toCommand: ({ matchId }) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    return { orgId, matchId: id };
  },
  payload: { match: { type: Match, description: 'Back, with its points.' } },
  answer: async ({ matchId }, ctx) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    const row = await loadMatchRow(ctx, orgId, id);
    if (!row) throw new NotFoundError('Match not found'); // deleted again in the meantime
    return { match: row };
  },
});

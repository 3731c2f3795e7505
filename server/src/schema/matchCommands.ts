import { idSchema } from '@kicker/events';
import { deleteMatch, recordMatch, restoreMatch } from '../commands/match.ts';
import { builder, can } from '../graphql/builder.ts';
import { ForbiddenError, NotFoundError } from '../graphql/errors.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { commandMutation } from './commandMutation.ts';
import { loadMatchRow, Match } from './match.ts';
import { Player } from './player.ts';
import { modeArg, playerOrganisation } from './shared.ts';

// Recording, deleting and restoring matches (SPEC §5, §6; issue 11). The Match type, the history
// and the subscriptions that tell open screens are in match.ts.

export const Lineup = builder.inputType('TeamLineupInput', {
  fields: (t) => ({
    defense: t.globalID({ required: true, for: Player, description: "In 1 vs 1 the team's only player." }),
    offense: t.globalID({ required: false, for: Player }),
  }),
});

/** A team as the match and live-game commands name it: player ids inside the organisation. */
export function lineupIn(orgId: string, team: { defense: { id: string }; offense?: { id: string } | null }) {
  const idIn = ({ id }: { id: string }) => {
    const key = splitOrgKey(id);
    // Another organisation's player is simply not a player of this one.
    return key.orgId === orgId ? key.id : `foreign:${key.id}`;
  };
  return { defense: idIn(team.defense), offense: team.offense ? idIn(team.offense) : null };
}

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
      description: "Absent: the organisation's first location.",
      validate: idSchema,
    }),
  }),
  authScopes: { verified: true },
  run: (input, ctx, by) => {
    const orgId = playerOrganisation(ctx);
    const command = {
      mode: input.mode as 1 | 2,
      whites: lineupIn(orgId, input.whites),
      blacks: lineupIn(orgId, input.blacks),
      scoreWhites: input.scoreWhites,
      scoreBlacks: input.scoreBlacks,
      sixInARow: input.sixInARow,
      locationId: input.locationId == null ? null : String(input.locationId),
    };
    return recordMatch(ctx.services.commands, orgId, command, by, ctx.services.now());
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

commandMutation('deleteMatch', {
  description:
    'Admins and moderators delete any match of their organisation; players only the newest. The season is re-folded without it.',
  input: (f) => ({ matchId: f.globalID({ required: true, for: Match }) }),
  authScopes: { verified: true },
  run: ({ matchId }, ctx, by) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    const may = capabilitiesIn(ctx.viewer, { orgId, isPublic: false });
    if (!may.deleteAnyMatch && !may.deleteNewestMatch)
      throw new ForbiddenError('This match belongs to another organisation');
    return deleteMatch(ctx.services.commands, orgId, id, may.deleteAnyMatch, by);
  },
  payload: { deletedMatchId: 'ID' },
  answer: ({ matchId }) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    return { deletedMatchId: globalIds.match(orgId, id) };
  },
});

commandMutation('restoreMatch', {
  description:
    'Admins and moderators of the organisation restore a deleted match: it takes its original place in its season, which is re-folded as if it had never been deleted.',
  input: (f) => ({ matchId: f.globalID({ required: true, for: Match }) }),
  authScopes: ({ matchId }) => can('restoreMatches', splitOrgKey(matchId.id).orgId),
  run: ({ matchId }, ctx, by) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    const { restoreMatches } = capabilitiesIn(ctx.viewer, { orgId, isPublic: false });
    return restoreMatch(ctx.services.commands, orgId, id, restoreMatches, by);
  },
  payload: { match: { type: Match, description: 'Back, with its points.' } },
  answer: async ({ matchId }, ctx) => {
    const { orgId, id } = splitOrgKey(matchId.id);
    const row = await loadMatchRow(ctx, orgId, id);
    if (!row) throw new NotFoundError('Match not found'); // deleted again in the meantime
    return { match: row };
  },
});

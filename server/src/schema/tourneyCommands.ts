import { z } from 'zod';
import { createTourney, launchTourney, runTourney } from '../commands/tourney.ts';
import { can } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField, organisationPayload } from './organisation.ts';
import { Player } from './player.ts';
import { loadTourney, Tourney } from './tourney.ts';

// SPEC §5/§6 and DESIGN §13: creating, joining, launching, scoring, resetting and deleting
// tourneys. The rules are the decider's (events/src/catalogue/tourney), who may the policy's: each
// mutation passes the actor's capabilities on, and the decider refuses with SPEC's texts.

/** Generous edge limits: the decider says what is valid ('5-30 characters', 'random' only). */
const text = (max: number) => z.string().max(max, `At most ${max} characters`);

const tourneyIdField = (f: InputFields) => f.globalID({ required: true, for: Tourney });
/** The tourney's organisation and own id, once it is known the viewer sees it (else NotFound). */
async function visibleTourney(ctx: Context, tourneyId: { id: string }) {
  await Tourney.getDataloader(ctx).load(tourneyId.id);
  const { orgId, id } = splitOrgKey(tourneyId.id);
  return { orgId, id, may: capabilitiesIn(ctx.viewer, { orgId, isPublic: false }) };
}
const orgOf = (tourneyId: { id: string }) => splitOrgKey(tourneyId.id).orgId;
const tourneyPayload = async (ctx: Context, tourneyId: { id: string }) => {
  const { orgId, id } = splitOrgKey(tourneyId.id);
  return { tourney: await loadTourney(ctx, orgId, id) };
};

commandMutation('createTourney', {
  description: 'Admins and moderators create a tourney, open for joining (SPEC §5 new tourney form).',
  input: (f) => ({
    organisationId: organisationIdField(f),
    name: f.string({ required: true, validate: text(200) }),
    mode: f.int({ required: true, description: '1 (1 vs 1) or 2 (2 vs 2).' }),
    rank3: f.boolean({ required: true, description: 'Play a small final for third place.' }),
    teams: f.string({
      required: false,
      description: 'Only "random" is accepted (default).',
      validate: text(20),
    }),
    winningSets: f.int({ required: false, description: '1 to 5, default 1.' }),
    finalWinningSets: f.int({ required: false, description: '1 to 5, default 1.' }),
  }),
  authScopes: ({ organisationId }) => can('createTourneys', organisationId.id),
  run: async ({ organisationId, name, mode, rank3, teams, winningSets, finalWinningSets }, ctx, by) => {
    await Organisation.getDataloader(ctx).load(organisationId.id);
    const may = capabilitiesIn(ctx.viewer, { orgId: organisationId.id, isPublic: false });
    const input = {
      name,
      mode,
      rank3,
      teams: teams ?? 'random',
      winningSets: winningSets ?? 1,
      finalWinningSets: finalWinningSets ?? 1,
    };
    return createTourney(ctx.services.commands, organisationId.id, input, may, by);
  },
  payload: { tourney: Tourney },
  answer: async ({ organisationId }, ctx, result) => {
    const { tourneyId } = result.events[0]!.data as { tourneyId: string };
    return { tourney: await loadTourney(ctx, organisationId.id, tourneyId) };
  },
});

commandMutation('joinTourney', {
  description: 'Your claimed player joins an open tourney of its organisation (not hosts, SPEC §6).',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  authScopes: { verified: true },
  run: async ({ tourneyId }, ctx, by) => {
    const { orgId, id, may } = await visibleTourney(ctx, tourneyId);
    const own = ctx.viewer?.player?.org_id === orgId ? ctx.viewer.player : null;
    const player = own && { playerId: own.player_id, isHost: own.is_host };
    return runTourney(ctx.services.commands, orgId, id, { type: 'JoinTourney', player }, may, by);
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('removeTourneyParticipant', {
  description: 'Admins remove a participant while the tourney is open.',
  input: (f) => ({ tourneyId: tourneyIdField(f), playerId: f.globalID({ required: true, for: Player }) }),
  authScopes: ({ tourneyId }) => can('runTourneys', orgOf(tourneyId)),
  run: async ({ tourneyId, playerId }, ctx, by) => {
    const { orgId, id, may } = await visibleTourney(ctx, tourneyId);
    const player = splitOrgKey(playerId.id);
    // Another organisation's player is simply not a participant here.
    const participant = player.orgId === orgId ? player.id : `foreign:${player.id}`;
    return runTourney(
      ctx.services.commands,
      orgId,
      id,
      { type: 'RemoveParticipant', playerId: participant },
      may,
      by,
    );
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('launchTourney', {
  description:
    'Admins launch an open tourney: the server draws the plan (random order, random teams in 2 vs 2).',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  authScopes: ({ tourneyId }) => can('runTourneys', orgOf(tourneyId)),
  run: async ({ tourneyId }, ctx, by) => {
    const { orgId, id, may } = await visibleTourney(ctx, tourneyId);
    return launchTourney(ctx.services.commands, orgId, id, may, by);
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('scoreTourneyMatch', {
  description:
    "A match's score, entered at the table by the organisation's players and moderators; a 6 locks it.",
  input: (f) => ({
    tourneyId: tourneyIdField(f),
    matchId: f.string({ required: true, validate: text(16) }),
    scoreHome: f.int({ required: true }),
    scoreAway: f.int({ required: true }),
  }),
  authScopes: ({ tourneyId }) => can('scoreTourneyMatches', orgOf(tourneyId)),
  run: async ({ tourneyId, matchId, scoreHome, scoreAway }, ctx, by) => {
    const { orgId, id, may } = await visibleTourney(ctx, tourneyId);
    const command = { type: 'ScoreTourneyMatch' as const, matchId, scoreHome, scoreAway };
    return runTourney(ctx.services.commands, orgId, id, command, may, by);
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('resetTourneyPlan', {
  description: 'Admins take a launched tourney back to open: the plan is cleared, the participants stay.',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  authScopes: ({ tourneyId }) => can('runTourneys', orgOf(tourneyId)),
  run: async ({ tourneyId }, ctx, by) => {
    const { orgId, id, may } = await visibleTourney(ctx, tourneyId);
    return runTourney(ctx.services.commands, orgId, id, { type: 'ResetTourneyPlan' }, may, by);
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('deleteTourney', {
  description: 'Admins delete a tourney.',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  authScopes: ({ tourneyId }) => can('runTourneys', orgOf(tourneyId)),
  run: async ({ tourneyId }, ctx, by) => {
    const { orgId, id, may } = await visibleTourney(ctx, tourneyId);
    return runTourney(ctx.services.commands, orgId, id, { type: 'DeleteTourney' }, may, by);
  },
  payload: { deletedTourneyId: 'ID', organisation: Organisation },
  answer: async ({ tourneyId }, ctx) => {
    const { orgId, id } = splitOrgKey(tourneyId.id);
    return { deletedTourneyId: globalIds.tourney(orgId, id), ...(await organisationPayload(ctx, orgId)) };
  },
});

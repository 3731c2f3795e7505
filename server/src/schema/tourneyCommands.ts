import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  correctTourneyScore,
  createTourney,
  deleteTourney,
  joinTourney,
  launchTourney,
  removeTourneyParticipant,
  resetTourneyPlan,
  scoreTourneyMatch,
} from '../commands/tourney.ts';
import type { Context } from '../graphql/context.ts';
import { globalIds, splitOrgKey } from '../graphql/globalIds.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField, organisationPayload } from './organisation.ts';
import { Player } from './player.ts';
import { loadTourney, Tourney } from './tourney.ts';

// SPEC §5/§6 and DESIGN §13: creating, joining, launching, scoring, resetting and deleting
// tourneys. Each runs a command declared in server/src/commands/tourney.ts: its rule is the
// decider's (events/src/catalogue/tourney), who may the capability the declaration names.

/** Generous edge limits: the decider says what is valid ('5-30 characters', 'random' only). */
const text = (max: number) => z.string().max(max, `At most ${max} characters`);

const tourneyIdField = (f: InputFields) => f.globalID({ required: true, for: Tourney });
/** The tourney's organisation and own id, once it is known the viewer sees it (else NotFound). */
async function visibleTourney(ctx: Context, tourneyId: { id: string }) {
  await Tourney.getDataloader(ctx).load(tourneyId.id);
  const { orgId, id } = splitOrgKey(tourneyId.id);
  return { orgId, tourneyId: id };
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
  command: createTourney,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: async ({ organisationId, name, mode, rank3, teams, winningSets, finalWinningSets }, ctx) => {
    await Organisation.getDataloader(ctx).load(organisationId.id);
    return {
      orgId: organisationId.id,
      tourneyId: randomUUID(),
      createdBy: ctx.viewer!.userId,
      name,
      mode,
      rank3,
      teams: teams ?? 'random',
      winningSets: winningSets ?? 1,
      finalWinningSets: finalWinningSets ?? 1,
    };
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
  command: joinTourney,
  toCommand: async ({ tourneyId }, ctx) => {
    const tourney = await visibleTourney(ctx, tourneyId);
    const own = ctx.viewer?.player?.org_id === tourney.orgId ? ctx.viewer.player : null;
    return { ...tourney, player: own && { playerId: own.player_id, isHost: own.is_host } };
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('removeTourneyParticipant', {
  description: 'Admins remove a participant while the tourney is open.',
  input: (f) => ({ tourneyId: tourneyIdField(f), playerId: f.globalID({ required: true, for: Player }) }),
  command: removeTourneyParticipant,
  organisation: ({ tourneyId }) => orgOf(tourneyId),
  toCommand: async ({ tourneyId, playerId }, ctx) => {
    const tourney = await visibleTourney(ctx, tourneyId);
    const player = splitOrgKey(playerId.id);
    // Another organisation's player is simply not a participant here.
    return { ...tourney, playerId: player.orgId === tourney.orgId ? player.id : `foreign:${player.id}` };
  },
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('launchTourney', {
  description:
    'Admins launch an open tourney: the server draws the plan (random order, random teams in 2 vs 2).',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  command: launchTourney,
  organisation: ({ tourneyId }) => orgOf(tourneyId),
  toCommand: ({ tourneyId }, ctx) => visibleTourney(ctx, tourneyId),
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
  command: scoreTourneyMatch,
  organisation: ({ tourneyId }) => orgOf(tourneyId),
  toCommand: async ({ tourneyId, matchId, scoreHome, scoreAway }, ctx) => ({
    ...(await visibleTourney(ctx, tourneyId)),
    matchId,
    scoreHome,
    scoreAway,
  }),
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('correctTourneyScore', {
  description:
    "Admins: a decided match's score corrected while the matches its sides went on to have no score; the bracket is decided again as if it had been entered so.",
  input: (f) => ({
    tourneyId: tourneyIdField(f),
    matchId: f.string({ required: true, validate: text(16) }),
    scoreHome: f.int({ required: true }),
    scoreAway: f.int({ required: true }),
  }),
  command: correctTourneyScore,
  organisation: ({ tourneyId }) => orgOf(tourneyId),
  toCommand: async ({ tourneyId, matchId, scoreHome, scoreAway }, ctx) => ({
    ...(await visibleTourney(ctx, tourneyId)),
    matchId,
    scoreHome,
    scoreAway,
  }),
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('resetTourneyPlan', {
  description: 'Admins take a launched tourney back to open: the plan is cleared, the participants stay.',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  command: resetTourneyPlan,
  organisation: ({ tourneyId }) => orgOf(tourneyId),
  toCommand: ({ tourneyId }, ctx) => visibleTourney(ctx, tourneyId),
  payload: { tourney: Tourney },
  answer: ({ tourneyId }, ctx) => tourneyPayload(ctx, tourneyId),
});

commandMutation('deleteTourney', {
  description: 'Admins delete a tourney.',
  input: (f) => ({ tourneyId: tourneyIdField(f) }),
  command: deleteTourney,
  organisation: ({ tourneyId }) => orgOf(tourneyId),
  toCommand: ({ tourneyId }, ctx) => visibleTourney(ctx, tourneyId),
  payload: { deletedTourneyId: 'ID', organisation: Organisation },
  answer: async ({ tourneyId }, ctx) => {
    const { orgId, id } = splitOrgKey(tourneyId.id);
    return { deletedTourneyId: globalIds.tourney(orgId, id), ...(await organisationPayload(ctx, orgId)) };
  },
});

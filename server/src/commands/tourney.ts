import { randomInt } from 'node:crypto';
import {
  TOURNEY_MESSAGES,
  TOURNEY_STREAM,
  type TourneyEvent,
  tourney,
  tourneyBracket,
  tourneyStreamId,
} from '@kicker/events';
import type { Capability } from '../policy/capabilities.ts';
import { type Aggregate, declareCommand } from './command.ts';

// DESIGN §13: the commands on a tourney's stream. The rules are the decider's
// (events/src/catalogue/tourney); who may, the capability each declares; open screens hear 'tourney'.

const aggregate: Aggregate<tourney.TourneyState, TourneyEvent> = {
  streamType: TOURNEY_STREAM,
  initialState: tourney.initialState,
  evolve: tourney.evolve,
};

/** A tourney of an organisation: what every command on it names. */
export interface OnTourney {
  orgId: string;
  tourneyId: string;
}

const told = ({ orgId, tourneyId }: OnTourney) => [{ orgId, topic: 'tourney' as const, ids: [tourneyId] }];

/** A command on an existing tourney's stream, as the decider takes it. */
function onTourney<In extends OnTourney>(
  name: string,
  capability: Capability,
  forbidden: string | ((input: In) => string),
  command: (input: In, state: tourney.TourneyState) => tourney.TourneyCommand,
) {
  return declareCommand({
    name,
    aggregate,
    stream: (input: In) => ({ orgId: input.orgId, streamId: tourneyStreamId(input.tourneyId) }),
    capability,
    forbidden,
    decide: (input, state, _context, may) => tourney.decide(command(input, state), state, may),
    changes: told,
  });
}

type Settings = Omit<Extract<tourney.TourneyCommand, { type: 'CreateTourney' }>, 'type'>;

/** A new tourney with a fresh id (`tourneyId`), open for joining; `createdBy` is its creator. */
export const createTourney = declareCommand({
  name: 'createTourney',
  aggregate,
  stream: (input: OnTourney & Settings) => ({
    orgId: input.orgId,
    streamId: tourneyStreamId(input.tourneyId),
    fresh: true,
  }),
  capability: 'createTourneys',
  forbidden: TOURNEY_MESSAGES.createForbidden,
  decide: ({ orgId: _, ...settings }, state, _context, may) =>
    tourney.decide({ type: 'CreateTourney', ...settings }, state, may),
  changes: told,
});

/** The actor's own player joins (null: they have none in the tourney's organisation). */
export const joinTourney = onTourney<OnTourney & { player: { playerId: string; isHost: boolean } | null }>(
  'joinTourney',
  'joinTourneys',
  ({ player }) => (player?.isHost ? TOURNEY_MESSAGES.hostsCannotJoin : TOURNEY_MESSAGES.playerNeeded),
  ({ player }) => ({ type: 'JoinTourney', player }),
);

export const removeTourneyParticipant = onTourney<OnTourney & { playerId: string }>(
  'removeTourneyParticipant',
  'runTourneys',
  TOURNEY_MESSAGES.removeForbidden,
  ({ playerId }) => ({ type: 'RemoveParticipant', playerId }),
);

/**
 * Launch: the sides are drawn from the participants just read (a crypto-random order, random teams
 * of two in 2 vs 2); the decider checks the draw is exactly them.
 */
export const launchTourney = onTourney<OnTourney>(
  'launchTourney',
  'runTourneys',
  TOURNEY_MESSAGES.launchForbidden,
  (_, state) => ({
    type: 'LaunchTourney',
    sides: tourneyBracket.drawSides(state.participants, state.mode, (n) => randomInt(n)),
  }),
);

export const scoreTourneyMatch = onTourney<
  OnTourney & { matchId: string; scoreHome: number; scoreAway: number }
>('scoreTourneyMatch', 'scoreTourneyMatches', TOURNEY_MESSAGES.scoreForbidden, (input) => ({
  type: 'ScoreTourneyMatch',
  matchId: input.matchId,
  scoreHome: input.scoreHome,
  scoreAway: input.scoreAway,
}));

/** Issue 28: an admin corrects a decided score while the next match has none (instead of a reset). */
export const correctTourneyScore = onTourney<
  OnTourney & { matchId: string; scoreHome: number; scoreAway: number }
>('correctTourneyScore', 'runTourneys', TOURNEY_MESSAGES.correctForbidden, (input) => ({
  type: 'CorrectTourneyScore',
  matchId: input.matchId,
  scoreHome: input.scoreHome,
  scoreAway: input.scoreAway,
}));

export const resetTourneyPlan = onTourney<OnTourney>(
  'resetTourneyPlan',
  'runTourneys',
  TOURNEY_MESSAGES.resetForbidden,
  () => ({ type: 'ResetTourneyPlan' }),
);

export const deleteTourney = onTourney<OnTourney>(
  'deleteTourney',
  'runTourneys',
  TOURNEY_MESSAGES.deleteForbidden,
  () => ({ type: 'DeleteTourney' }),
);

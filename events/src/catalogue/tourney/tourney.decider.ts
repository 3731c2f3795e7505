import { type DomainError, rejected } from '../domainError.ts';
import type { TourneyEvent } from './tourney.events.ts';
import {
  type Bracket,
  buildBracket,
  findMatch,
  isComplete,
  matchScoreProblem,
  recordScore,
} from './tourneyBracket.ts';
import { correctionProblem, correctScore } from './tourneyCorrection.ts';
import {
  launchProblem,
  launchProblemMessage,
  TOURNEY_MESSAGES,
  type TourneyMode,
  tourneyNameProblem,
  WINNING_SETS_MAX,
  WINNING_SETS_MIN,
} from './tourneyRules.ts';

// SPEC §4–§6 and DESIGN §13: what may happen to a tourney. The bracket's rules (byes, advancement,
// places) are tourneyBracket.ts; the texts and limits tourneyRules.ts, which the client shares.

/** What the policy lets the actor do in the tourney's organisation (server/src/policy/capabilities.ts). */
export interface TourneyCapabilities {
  createTourneys: boolean;
  /** Start, reset, delete and remove participants. */
  runTourneys: boolean;
  joinTourneys: boolean;
  scoreTourneyMatches: boolean;
}

export type TourneyCommand =
  | {
      type: 'CreateTourney';
      tourneyId: string;
      name: string;
      mode: number;
      teams: string;
      winningSets: number;
      finalWinningSets: number;
      rank3: boolean;
      createdBy: string;
    }
  /** The actor's own player in the organisation (null: none claimed there). */
  | { type: 'JoinTourney'; player: { playerId: string; isHost: boolean } | null }
  | { type: 'RemoveParticipant'; playerId: string }
  /** The sides as the command handler drew them. */
  | { type: 'LaunchTourney'; sides: string[][] }
  | { type: 'ScoreTourneyMatch'; matchId: string; scoreHome: number; scoreAway: number }
  | { type: 'CorrectTourneyScore'; matchId: string; scoreHome: number; scoreAway: number }
  | { type: 'ResetTourneyPlan' }
  | { type: 'DeleteTourney' };

export type TourneyStatus = 'open' | 'running' | 'completed';

export interface TourneyState {
  exists: boolean;
  tourneyId: string;
  mode: TourneyMode;
  rank3: boolean;
  status: TourneyStatus;
  /** Player ids in the order they joined. */
  participants: string[];
  bracket: Bracket | null;
}

export const initialState: TourneyState = {
  exists: false,
  tourneyId: '',
  mode: 1,
  rank3: true,
  status: 'open',
  participants: [],
  bracket: null,
};

const validation = (message: string, field: string) => rejected('validation', message, field);
const inRange = (n: number) => Number.isInteger(n) && n >= WINNING_SETS_MIN && n <= WINNING_SETS_MAX;

// decide: may this happen? Returns the facts, or the reason it may not.
export function decide(
  cmd: TourneyCommand,
  state: TourneyState,
  may: TourneyCapabilities,
): TourneyEvent[] | DomainError {
  if (cmd.type === 'CreateTourney') {
    if (!may.createTourneys) return rejected('forbidden', TOURNEY_MESSAGES.createForbidden);
    if (state.exists) return rejected('conflict', 'This tourney exists already');
    const name = cmd.name.trim();
    const badName = tourneyNameProblem(name);
    if (badName) return validation(badName, 'name');
    if (cmd.mode !== 1 && cmd.mode !== 2) return validation(TOURNEY_MESSAGES.invalidMode, 'mode');
    if (cmd.teams !== 'random') return validation(TOURNEY_MESSAGES.invalidTeams, 'teams');
    if (!inRange(cmd.winningSets)) return validation(TOURNEY_MESSAGES.invalidWinningSets, 'winningSets');
    if (!inRange(cmd.finalWinningSets))
      return validation(TOURNEY_MESSAGES.invalidWinningSets, 'finalWinningSets');
    const { tourneyId, winningSets, finalWinningSets, rank3, createdBy } = cmd;
    const mode = cmd.mode as TourneyMode;
    const data = {
      tourneyId,
      name,
      mode,
      teams: 'random' as const,
      winningSets,
      finalWinningSets,
      rank3,
      createdBy,
    };
    return [{ type: 'TourneyCreated', data }];
  }

  if (!state.exists) return rejected('notFound', TOURNEY_MESSAGES.notFound);
  const { tourneyId } = state;
  switch (cmd.type) {
    case 'JoinTourney': {
      if (!cmd.player) return rejected('forbidden', TOURNEY_MESSAGES.playerNeeded);
      if (cmd.player.isHost) return rejected('forbidden', TOURNEY_MESSAGES.hostsCannotJoin);
      if (!may.joinTourneys) return rejected('forbidden', TOURNEY_MESSAGES.playerNeeded);
      if (state.status !== 'open') return rejected('conflict', TOURNEY_MESSAGES.notOpen);
      if (state.participants.includes(cmd.player.playerId))
        return rejected('conflict', TOURNEY_MESSAGES.alreadyJoined);
      return [{ type: 'TourneyJoined', data: { tourneyId, playerId: cmd.player.playerId } }];
    }
    case 'RemoveParticipant': {
      if (!may.runTourneys) return rejected('forbidden', TOURNEY_MESSAGES.removeForbidden);
      if (state.status !== 'open') return rejected('conflict', TOURNEY_MESSAGES.notOpen);
      if (!state.participants.includes(cmd.playerId))
        return rejected('notFound', TOURNEY_MESSAGES.notAParticipant, 'playerId');
      return [{ type: 'ParticipantRemoved', data: { tourneyId, playerId: cmd.playerId } }];
    }
    case 'LaunchTourney': {
      if (!may.runTourneys) return rejected('forbidden', TOURNEY_MESSAGES.launchForbidden);
      if (state.status !== 'open') return rejected('conflict', TOURNEY_MESSAGES.notOpen);
      const problem = launchProblem(state.participants.length, state.mode);
      if (problem) return rejected('conflict', launchProblemMessage(problem));
      if (!sidesAreParticipants(cmd.sides, state))
        return rejected('validation', TOURNEY_MESSAGES.sidesNotParticipants, 'sides');
      return [{ type: 'TourneyLaunched', data: { tourneyId, sides: cmd.sides } }];
    }
    case 'ScoreTourneyMatch': {
      if (!may.scoreTourneyMatches) return rejected('forbidden', TOURNEY_MESSAGES.scoreForbidden);
      // Completed too: SPEC §4 completes a tourney with its final, and a small final played after it
      // still decides third place.
      if (state.status === 'open' || !state.bracket) return rejected('conflict', TOURNEY_MESSAGES.notRunning);
      const problem = matchScoreProblem(state.bracket, cmd.matchId, cmd.scoreHome, cmd.scoreAway);
      if (problem === TOURNEY_MESSAGES.noSuchMatch) return rejected('notFound', problem, 'matchId');
      if (problem === TOURNEY_MESSAGES.invalidScore) return validation(problem, 'scoreHome');
      if (problem) return rejected('conflict', problem, 'matchId');
      const { matchId, scoreHome, scoreAway } = cmd;
      return [{ type: 'TourneyMatchScored', data: { tourneyId, matchId, scoreHome, scoreAway } }];
    }
    case 'CorrectTourneyScore': {
      // Those who may reset the plan (SPEC §6: admins) correct one result instead of all of them.
      if (!may.runTourneys) return rejected('forbidden', TOURNEY_MESSAGES.correctForbidden);
      if (state.status === 'open' || !state.bracket) return rejected('conflict', TOURNEY_MESSAGES.notRunning);
      const problem = correctionProblem(state.bracket, cmd.matchId, cmd.scoreHome, cmd.scoreAway);
      if (problem === TOURNEY_MESSAGES.noSuchMatch) return rejected('notFound', problem, 'matchId');
      if (problem === TOURNEY_MESSAGES.invalidScore) return validation(problem, 'scoreHome');
      if (problem) return rejected('conflict', problem, 'matchId');
      const { match } = findMatch(state.bracket, cmd.matchId)!;
      if (match.scoreHome === cmd.scoreHome && match.scoreAway === cmd.scoreAway) return [];
      const { matchId, scoreHome, scoreAway } = cmd;
      return [{ type: 'TourneyScoreCorrected', data: { tourneyId, matchId, scoreHome, scoreAway } }];
    }
    case 'ResetTourneyPlan':
      if (!may.runTourneys) return rejected('forbidden', TOURNEY_MESSAGES.resetForbidden);
      if (state.status === 'open') return rejected('conflict', TOURNEY_MESSAGES.notLaunched);
      return [{ type: 'TourneyPlanReset', data: { tourneyId } }];
    case 'DeleteTourney':
      if (!may.runTourneys) return rejected('forbidden', TOURNEY_MESSAGES.deleteForbidden);
      return [{ type: 'TourneyDeleted', data: { tourneyId } }];
  }
}

/** Every side has `mode` players and together they are the participants, each once. */
function sidesAreParticipants(sides: readonly string[][], state: TourneyState): boolean {
  const drawn = sides.flat();
  const joined = new Set(state.participants);
  return (
    sides.every((side) => side.length === state.mode) &&
    drawn.length === joined.size &&
    new Set(drawn).size === drawn.length &&
    drawn.every((id) => joined.has(id))
  );
}

// evolve: what does a fact change? (The read model folds the same way: projections/src/tourneys.)
export function evolve(state: TourneyState, event: TourneyEvent): TourneyState {
  switch (event.type) {
    case 'TourneyCreated': {
      const { tourneyId, mode, rank3 } = event.data;
      return { ...initialState, exists: true, tourneyId, mode, rank3 };
    }
    case 'TourneyJoined':
      return { ...state, participants: [...state.participants, event.data.playerId] };
    case 'ParticipantRemoved':
      return { ...state, participants: state.participants.filter((id) => id !== event.data.playerId) };
    case 'TourneyLaunched':
      return withBracket(state, buildBracket(event.data.sides, state.rank3));
    case 'TourneyMatchScored': {
      const { matchId, scoreHome, scoreAway } = event.data;
      return withBracket(state, recordScore(state.bracket!, matchId, scoreHome, scoreAway));
    }
    case 'TourneyScoreCorrected': {
      const { matchId, scoreHome, scoreAway } = event.data;
      return withBracket(state, correctScore(state.bracket!, matchId, scoreHome, scoreAway));
    }
    case 'TourneyPlanReset':
      return { ...state, status: 'open', bracket: null };
    case 'TourneyDeleted':
      return { ...initialState, tourneyId: state.tourneyId };
  }
}

const withBracket = (state: TourneyState, bracket: Bracket): TourneyState => ({
  ...state,
  bracket,
  status: isComplete(bracket) ? 'completed' : 'running',
});

import { type DomainError, rejected } from '../domainError.ts';
import type { MatchEvent, MatchParticipant } from './match.events.ts';
import {
  lineupIds,
  MATCH_MESSAGES,
  MAX_SCORE,
  rosterProblem,
  scoreProblem,
  type TeamLineup,
  teamsProblem,
} from './matchRules.ts';

// SPEC §4/§5 and §6: what makes a match recordable, and who may delete it. The result and lineup
// rules themselves live in matchRules.ts, which the client shares.

export type { TeamLineup };

export interface RecordMatch {
  type: 'RecordMatch';
  matchId: string;
  mode: 1 | 2;
  whites: TeamLineup;
  blacks: TeamLineup;
  scoreWhites: number;
  scoreBlacks: number;
  sixInARow: boolean;
  /** The chosen location; null: the organisation's first one. */
  locationId: string | null;
  playedOn: string;
  createdBy: string | null;
  /**
   * Played as this live game, with its goal timeline (the live decider has checked that the match
   * is the game: SubmitLiveGame). Absent for a match entered by hand.
   */
  live?: { liveGameId: string; goals: readonly LiveGoal[] };
}

/** A goal of the timeline a match recorded from a live game carries. */
export interface LiveGoal {
  side: 'blacks' | 'whites';
  source: 'button' | 'voice' | 'bell';
  at: string;
}

export interface DeleteMatch {
  type: 'DeleteMatch';
  matchId: string;
}

export interface RestoreMatch {
  type: 'RestoreMatch';
  matchId: string;
}

/**
 * What the policy lets the actor do in the match's organisation (server/src/policy/capabilities.ts):
 * admins and moderators delete any match and restore them; others only delete the newest (SPEC §6).
 */
export interface MatchCapabilities {
  deleteAnyMatch: boolean;
  restoreMatches: boolean;
}

export type MatchCommand = RecordMatch | DeleteMatch | RestoreMatch;

/** What the decider needs beyond the match's own stream: read from the read models. */
export interface MatchContext {
  /** The season whose range contains the moment played, if any. */
  activeSeason: number | null;
  /** The organisation's locations, in order. */
  locations: string[];
  /** The players named in the command that exist in the organisation. */
  players: ReadonlyMap<string, { name: string; isDisabled: boolean }>;
  /** The organisation's newest match not deleted (for DeleteMatch). */
  newestMatchId: string | null;
}

export interface MatchState {
  recorded: boolean;
  deleted: boolean;
  season: number | null;
}

export const initialState: MatchState = { recorded: false, deleted: false, season: null };

/**
 * SPEC §6: admins and moderators delete any match; everyone else only the organisation's newest
 * (the first row of the history). The decider and `Match.viewerCanDelete` both ask this.
 */
export function mayDeleteMatch(
  may: { deleteAnyMatch: boolean },
  matchId: string,
  newestMatchId: string | null,
): boolean {
  return may.deleteAnyMatch || newestMatchId === matchId;
}

export function decide(
  cmd: MatchCommand,
  state: MatchState,
  ctx: MatchContext,
  may: MatchCapabilities = { deleteAnyMatch: false, restoreMatches: false },
): MatchEvent[] | DomainError {
  if (cmd.type === 'DeleteMatch') {
    if (!state.recorded) return rejected('notFound', 'Match not found');
    if (state.deleted) return rejected('conflict', 'This match has been deleted already');
    if (!mayDeleteMatch(may, cmd.matchId, ctx.newestMatchId))
      return rejected('forbidden', MATCH_MESSAGES.newestOnly);
    return [{ type: 'MatchDeleted', data: { matchId: cmd.matchId, season: state.season! } }];
  }

  if (cmd.type === 'RestoreMatch') {
    if (!state.recorded) return rejected('notFound', 'Match not found');
    if (!may.restoreMatches) return rejected('forbidden', MATCH_MESSAGES.restoreForbidden);
    if (!state.deleted) return rejected('conflict', MATCH_MESSAGES.notDeleted);
    return [{ type: 'MatchRestored', data: { matchId: cmd.matchId, season: state.season! } }];
  }

  if (state.recorded) return rejected('conflict', 'This match has been recorded already');
  const { scoreWhites: w, scoreBlacks: b } = cmd;
  const badScore = scoreProblem(w, b, cmd.sixInARow);
  if (badScore)
    return rejected(
      'validation',
      badScore,
      badScore === MATCH_MESSAGES.invalidResult ? 'score' : 'sixInARow',
    );

  const badTeams = teamsProblem(cmd.mode, cmd.whites, cmd.blacks);
  if (badTeams) return rejected('validation', badTeams.message, badTeams.field);
  const ids = [...lineupIds(cmd.mode, cmd.whites), ...lineupIds(cmd.mode, cmd.blacks)];
  const unknown = rosterProblem(ids, ctx.players);
  if (unknown)
    return rejected(
      unknown === MATCH_MESSAGES.playerNotFound ? 'notFound' : 'validation',
      unknown,
      'players',
    );

  if (ctx.activeSeason === null) return rejected('validation', MATCH_MESSAGES.noSeason, 'season');
  const locationId = cmd.locationId ?? ctx.locations[0] ?? null;
  if (locationId === null) return rejected('validation', MATCH_MESSAGES.noLocations, 'locationId');
  if (!ctx.locations.includes(locationId))
    return rejected('validation', 'Location not found in this organisation', 'locationId');

  const team = (side: 'whites' | 'blacks'): MatchParticipant[] => {
    const t = side === 'whites' ? cmd.whites : cmd.blacks;
    const slots: [string, MatchParticipant['position']][] =
      cmd.mode === 1
        ? [[t.defense, 'defense']]
        : [
            [t.defense, 'defense'],
            [t.offense!, 'offense'],
          ];
    return slots.map(([playerId, position]) => ({
      playerId,
      name: ctx.players.get(playerId)!.name,
      position,
      team: side,
    }));
  };
  const whitesWon = w === MAX_SCORE;
  return [
    {
      type: 'MatchRecorded',
      data: {
        matchId: cmd.matchId,
        season: ctx.activeSeason,
        playedOn: cmd.playedOn,
        locationId,
        winners: team(whitesWon ? 'whites' : 'blacks'),
        losers: team(whitesWon ? 'blacks' : 'whites'),
        scoreWinner: MAX_SCORE,
        scoreLoser: Math.min(w, b),
        sixInARow: cmd.sixInARow,
        createdBy: cmd.createdBy,
        ...(cmd.live ? { liveGameId: cmd.live.liveGameId, goals: [...cmd.live.goals] } : {}),
      },
    },
  ];
}

export function evolve(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'MatchRecorded':
      return { recorded: true, deleted: false, season: event.data.season };
    case 'MatchDeleted':
      return { ...state, deleted: true };
    case 'MatchRestored':
      return { ...state, deleted: false };
  }
}

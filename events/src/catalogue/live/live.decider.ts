import { type DomainError, rejected } from '../domainError.ts';
import { lineupIds, rosterProblem, type TeamLineup, teamsProblem } from '../match/matchRules.ts';
import type { LiveGameEvent } from './live.events.ts';
import {
  GOAL_SOURCES,
  type GoalSource,
  idleSince,
  isFinished,
  LIVE_MESSAGES,
  LIVE_SIDES,
  type LiveEndReason,
  type LiveScore,
  type LiveSide,
} from './liveRules.ts';

// SPEC §4 Live mode and DESIGN §12: what may happen to the live game at a location. The limits
// and texts are liveRules.ts (which the client shares); the lineup rules are the match's
// (matchRules.ts), so a live game starts with exactly the lineups a match could be recorded with.
//
// Time comes from the caller's clock (`now`, an ISO date-time): goals, undos, starts and ends are
// stamped with it, and the idle rule compares it with the last start, goal or undo.
//
// Decisions: a location has one running game at a time; a new start is refused while one runs,
// unless that one is idle, which the start ends as 'idle' first. Goals and undos are refused on an
// idle game (a decider returns facts or a refusal, never both), while submitting or abandoning it
// still works. Submitting (`SubmitLiveGame`) is recording its match: the match must be the game
// that was played (its location, lineups and score), and the match carries `goalTimeline`; both
// are written in one transaction. 'idle' is never asked for, only decided by the clock.

/** What the policy lets the actor do in the organisation (server/src/policy/capabilities.ts). */
export interface LiveGameCapabilities {
  /** Its own player plays here: the same people who record matches run live games. */
  recordMatches: boolean;
}

export type LiveGameCommand =
  | {
      type: 'StartLiveGame';
      liveGameId: string;
      locationId: string;
      mode: number;
      blacks: TeamLineup;
      whites: TeamLineup;
      /** The chosen players the organisation knows, as the command handler found them. */
      players: ReadonlyMap<string, { name: string; isDisabled: boolean }>;
      /** The organisation's locations. */
      locations: readonly string[];
    }
  | { type: 'ScoreGoal'; liveGameId: string; side: string; source: string }
  | { type: 'UndoGoal'; liveGameId: string }
  /** Abandoned at the table (no match); `reason` is 'abandoned' and `matchId` null. */
  | { type: 'EndLiveGame'; liveGameId: string; reason: string; matchId: string | null }
  /** Ended as submitted by recording `match` from it (the match's own decider decides the match). */
  | { type: 'SubmitLiveGame'; liveGameId: string; match: SubmittedMatch }
  /**
   * A sweeper's (or anyone's) check: ends the running game as idle if it is. With `liveGameId`,
   * only that game (the one the sweeper saw idle), so a stale sweep never ends the next game.
   */
  | { type: 'EndIdleLiveGame'; liveGameId?: string };

/** The match being recorded from the game, as its command says it was played. */
export interface SubmittedMatch {
  matchId: string;
  locationId: string;
  mode: number;
  blacks: TeamLineup;
  whites: TeamLineup;
  scoreBlacks: number;
  scoreWhites: number;
}

export interface Goal {
  side: LiveSide;
  source: GoalSource;
  at: string;
}

export type LiveStatus = 'none' | 'running' | 'ended';

export interface LiveGameState {
  /** 'none': no game has started at this location yet. */
  status: LiveStatus;
  /** The current (or last) game. */
  liveGameId: string;
  locationId: string;
  mode: 1 | 2;
  blacks: { defense: string; offense: string | null };
  whites: { defense: string; offense: string | null };
  startedAt: string;
  /** The last start, goal or undo: the idle rule counts from here. */
  lastActivityAt: string;
  score: LiveScore;
  /** The accepted goals, in order, without the undone ones. */
  goals: readonly Goal[];
  endReason: LiveEndReason | null;
  matchId: string | null;
}

export const initialState: LiveGameState = {
  status: 'none',
  liveGameId: '',
  locationId: '',
  mode: 2,
  blacks: { defense: '', offense: null },
  whites: { defense: '', offense: null },
  startedAt: '',
  lastActivityAt: '',
  score: { blacks: 0, whites: 0 },
  goals: [],
  endReason: null,
  matchId: null,
};

/**
 * The running game has seen neither its start nor a goal (nor an undo) for LIVE_IDLE_MINUTES.
 * Such a game no longer takes goals; starting a new game at the location ends it as 'idle', and a
 * sweeper may end it with `EndIdleLiveGame`. Read models may show it as idle with this check.
 */
export const isIdle = (state: LiveGameState, now: string): boolean =>
  state.status === 'running' && idleSince(state.lastActivityAt, now);

/** The goals in order (side, source, time): the timeline the match recorded from the game carries. */
export const goalTimeline = (state: LiveGameState): readonly Goal[] => state.goals;

const isSide = (s: string): s is LiveSide => (LIVE_SIDES as readonly string[]).includes(s);
const isSource = (s: string): s is GoalSource => (GOAL_SOURCES as readonly string[]).includes(s);

// decide: may this happen? Returns the facts, or the reason it may not.
export function decide(
  cmd: LiveGameCommand,
  state: LiveGameState,
  may: LiveGameCapabilities,
  now: string,
): LiveGameEvent[] | DomainError {
  if (cmd.type === 'EndIdleLiveGame') {
    // No capability: it only records what the clock already says.
    // Two sweepers (two instances) may try the same game: the second reads it ended, or loses the
    // append on the stream's version and then reads it ended, and is refused; nothing is doubled.
    if (state.status !== 'running') return rejected('conflict', LIVE_MESSAGES.notRunning);
    if (cmd.liveGameId !== undefined && cmd.liveGameId !== state.liveGameId)
      return rejected('conflict', LIVE_MESSAGES.otherGame, 'liveGameId');
    if (!isIdle(state, now)) return rejected('conflict', LIVE_MESSAGES.notIdle);
    return [endedIdle(state, now)];
  }

  if (!may.recordMatches) return rejected('forbidden', LIVE_MESSAGES.notAllowed);

  if (cmd.type === 'StartLiveGame') {
    if (cmd.mode !== 1 && cmd.mode !== 2) return rejected('validation', LIVE_MESSAGES.invalidMode, 'mode');
    const mode = cmd.mode;
    const badTeams = teamsProblem(mode, cmd.whites, cmd.blacks);
    if (badTeams) return rejected('validation', badTeams.message, badTeams.field);
    const unknown = rosterProblem(
      [...lineupIds(mode, cmd.whites), ...lineupIds(mode, cmd.blacks)],
      cmd.players,
    );
    if (unknown) return rejected('validation', unknown, 'players');
    if (!cmd.locations.includes(cmd.locationId))
      return rejected('notFound', LIVE_MESSAGES.locationNotFound, 'locationId');
    const idle = isIdle(state, now);
    if (state.status === 'running' && !idle) return rejected('conflict', LIVE_MESSAGES.running);
    const lineup = (team: TeamLineup) => ({
      defense: team.defense,
      offense: mode === 2 ? (team.offense ?? null) : null,
    });
    const started: LiveGameEvent = {
      type: 'LiveGameStarted',
      data: {
        liveGameId: cmd.liveGameId,
        locationId: cmd.locationId,
        mode,
        blacks: lineup(cmd.blacks),
        whites: lineup(cmd.whites),
        startedAt: now,
      },
    };
    return idle ? [endedIdle(state, now), started] : [started];
  }

  const { liveGameId } = cmd;
  if (state.status !== 'running') return rejected('conflict', LIVE_MESSAGES.notRunning);
  if (liveGameId !== state.liveGameId) return rejected('conflict', LIVE_MESSAGES.otherGame, 'liveGameId');

  switch (cmd.type) {
    case 'ScoreGoal': {
      if (!isSide(cmd.side)) return rejected('validation', LIVE_MESSAGES.invalidSide, 'side');
      if (!isSource(cmd.source)) return rejected('validation', LIVE_MESSAGES.invalidSource, 'source');
      if (isIdle(state, now)) return rejected('conflict', LIVE_MESSAGES.idle);
      if (isFinished(state.score)) return rejected('conflict', LIVE_MESSAGES.gameOver);
      return [{ type: 'GoalScored', data: { liveGameId, side: cmd.side, source: cmd.source, at: now } }];
    }
    case 'UndoGoal':
      if (isIdle(state, now)) return rejected('conflict', LIVE_MESSAGES.idle);
      if (state.goals.length === 0) return rejected('conflict', LIVE_MESSAGES.noGoalToUndo);
      return [{ type: 'GoalUndone', data: { liveGameId, at: now } }];
    case 'SubmitLiveGame': {
      // Allowed on an idle game that has not been ended yet: a finished game submitted late is
      // still the match that was played.
      const problem = submissionProblem(state, cmd.match);
      if (problem) return problem;
      const data = { liveGameId, reason: 'submitted' as const, matchId: cmd.match.matchId, at: now };
      return [{ type: 'LiveGameEnded', data }];
    }
    case 'EndLiveGame': {
      // Abandoning is allowed on an idle game too: it is what the idle rule would do anyway.
      if (cmd.reason !== 'abandoned') return rejected('validation', LIVE_MESSAGES.invalidReason, 'reason');
      if (cmd.matchId) return rejected('validation', LIVE_MESSAGES.abandonedHasNoMatch, 'matchId');
      return [{ type: 'LiveGameEnded', data: { liveGameId, reason: 'abandoned', matchId: null, at: now } }];
    }
  }
}

/**
 * Why the match is not the running game, or null. Decision (issue 15): a match recorded from a
 * live game is that game, so a different location, lineup or score is refused and nothing is
 * written (the form follows the live score while live; a difference is a goal that arrived while
 * submitting, or a lineup changed after the start). Six in a row is the form's: the game does not
 * know whether it was ticked.
 */
function submissionProblem(state: LiveGameState, match: SubmittedMatch): DomainError | null {
  if (!match.matchId) return rejected('validation', LIVE_MESSAGES.matchIdNeeded, 'matchId');
  if (match.locationId !== state.locationId)
    return rejected('conflict', LIVE_MESSAGES.otherLocation, 'locationId');
  const same = (a: TeamLineup, b: LiveGameState['blacks']) =>
    a.defense === b.defense && (state.mode === 1 ? !a.offense : (a.offense ?? null) === b.offense);
  if (match.mode !== state.mode || !same(match.blacks, state.blacks) || !same(match.whites, state.whites))
    return rejected('conflict', LIVE_MESSAGES.lineupDiffers, 'players');
  const { blacks, whites } = state.score;
  if (match.scoreBlacks !== blacks || match.scoreWhites !== whites)
    return rejected(
      'conflict',
      `${LIVE_MESSAGES.scoreDiffers} (blacks ${blacks} : whites ${whites})`,
      'score',
    );
  if (!isFinished(state.score)) return rejected('conflict', LIVE_MESSAGES.notFinished);
  return null;
}

const endedIdle = (state: LiveGameState, now: string): LiveGameEvent => ({
  type: 'LiveGameEnded',
  data: { liveGameId: state.liveGameId, reason: 'idle', matchId: null, at: now },
});

const add = (score: LiveScore, side: LiveSide, goals: number): LiveScore =>
  side === 'blacks' ? { ...score, blacks: score.blacks + goals } : { ...score, whites: score.whites + goals };

// evolve: what does a fact change? (A live-game read model folds the same way.)
export function evolve(state: LiveGameState, event: LiveGameEvent): LiveGameState {
  switch (event.type) {
    case 'LiveGameStarted': {
      const { liveGameId, locationId, mode, blacks, whites, startedAt } = event.data;
      return {
        ...initialState,
        status: 'running',
        liveGameId,
        locationId,
        mode,
        blacks,
        whites,
        startedAt,
        lastActivityAt: startedAt,
      };
    }
    case 'GoalScored': {
      const { side, source, at } = event.data;
      const score = add(state.score, side, 1);
      return { ...state, score, goals: [...state.goals, { side, source, at }], lastActivityAt: at };
    }
    case 'GoalUndone': {
      const last = state.goals.at(-1);
      if (!last) return { ...state, lastActivityAt: event.data.at };
      const score = add(state.score, last.side, -1);
      return { ...state, score, goals: state.goals.slice(0, -1), lastActivityAt: event.data.at };
    }
    case 'LiveGameEnded':
      return { ...state, status: 'ended', endReason: event.data.reason, matchId: event.data.matchId };
  }
}

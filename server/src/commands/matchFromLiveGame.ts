import {
  catalogue,
  LIVE_GAME_STREAM,
  LIVE_MESSAGES,
  type LiveGameEvent,
  liveGame,
  type MatchEvent,
  match,
  readStreamSince,
  rejected,
} from '@kicker/events';
import type { Capabilities } from '../policy/capabilities.ts';
import type { CommandTransaction, Decision } from './command.ts';
import { LIVE_GAME_RESETS } from './live.ts';

// Issue 15 (DESIGN §12): a match recorded from a live game ends that game as submitted, in the
// same transaction as MatchRecorded (both or neither), and the match carries the game's goal
// timeline. The match decider decides the match; the live decider decides whether the match is
// the game that was played (SubmitLiveGame: location, lineups, score) and ends it.

export interface LiveSubmission {
  /** The game's own id (inside its global id `LiveGame:<org>:<id>`). */
  liveGameId: string;
  /**
   * The live stream of the game's location as the read model knows it, else of the match's own
   * location (then the decider says the game has moved on); the command takes turns on it.
   */
  streamId: string;
  locationId: string;
}

/** The location's live stream as the command read it, under its lock. */
export interface LiveGameRead {
  game: liveGame.LiveGameState;
  version: number;
}

export async function readLiveGame(
  tx: CommandTransaction,
  orgId: string,
  live: LiveSubmission,
): Promise<LiveGameRead> {
  const stream = await readStreamSince(tx, catalogue, orgId, live.streamId, LIVE_GAME_RESETS);
  const game = stream.events.reduce(
    (s, e) => liveGame.evolve(s, e as unknown as LiveGameEvent),
    liveGame.initialState,
  );
  return { game, version: stream.version };
}

/** The match and the end of its live game, decided together on both streams' current state. */
export function decideFromLiveGame(
  orgId: string,
  command: match.RecordMatch,
  state: match.MatchState,
  context: match.MatchContext,
  live: LiveSubmission,
  { game, version }: LiveGameRead,
  may: Capabilities,
): Decision<MatchEvent> {
  if (game.status === 'none') return rejected('notFound', LIVE_MESSAGES.notFound, 'liveGameId');
  // A match recorded from a game is played where the game is.
  const located = { ...command, locationId: command.locationId ?? game.locationId };
  const recorded = match.decide(
    { ...located, live: { liveGameId: live.liveGameId, goals: liveGame.goalTimeline(game) } },
    state,
    context,
  );
  if (!Array.isArray(recorded)) return recorded;
  const submitted = {
    matchId: command.matchId,
    locationId: located.locationId,
    mode: command.mode,
    blacks: command.blacks,
    whites: command.whites,
    scoreBlacks: command.scoreBlacks,
    scoreWhites: command.scoreWhites,
  };
  const ended = liveGame.decide(
    { type: 'SubmitLiveGame', liveGameId: live.liveGameId, match: submitted },
    game,
    may,
    command.playedOn,
  );
  if (!Array.isArray(ended)) return ended;
  return {
    events: recorded,
    companion: {
      streamId: live.streamId,
      streamType: LIVE_GAME_STREAM,
      expectedVersion: version > 0 ? version : 'no_stream',
      events: ended,
      changes: [{ orgId, topic: 'live', ids: [live.locationId] }],
    },
  };
}

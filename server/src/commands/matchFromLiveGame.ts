import {
  catalogue,
  LIVE_GAME_STREAM,
  LIVE_MESSAGES,
  type LiveGameEvent,
  liveGame,
  liveGameStreamId,
  type MatchEvent,
  match,
  readStreamSince,
  rejected,
} from '@kicker/events';
import type { CommandDeps, Decision } from './execute.ts';
import { LIVE_GAME_RESETS } from './live.ts';

// Issue 15 (DESIGN §12): a match recorded from a live game ends that game as submitted, in the
// same transaction as MatchRecorded (both or neither), and the match carries the game's goal
// timeline. The match decider decides the match; the live decider decides whether the match is
// the game that was played (SubmitLiveGame: location, lineups, score) and ends it.

export interface LiveSubmission {
  /** The game's own id (inside its global id `LiveGame:<org>:<id>`). */
  liveGameId: string;
  /** The location the game is played at, as the read model knows it; null when it is gone from there. */
  locationId: string | null;
  may: liveGame.LiveGameCapabilities;
}

/** The match and the end of its live game, decided together on both streams' current state. */
export async function decideFromLiveGame(
  deps: CommandDeps,
  orgId: string,
  command: match.RecordMatch,
  state: match.MatchState,
  context: match.MatchContext,
  live: LiveSubmission,
): Promise<Decision<MatchEvent>> {
  // The game's location, else the match's own (then the decider says the game has moved on).
  const locationId = live.locationId ?? command.locationId;
  if (!locationId) return rejected('notFound', LIVE_MESSAGES.notFound, 'liveGameId');
  const streamId = liveGameStreamId(locationId);
  const stream = await readStreamSince(deps.db, catalogue, orgId, streamId, LIVE_GAME_RESETS);
  const game = stream.events.reduce(
    (s, e) => liveGame.evolve(s, e as unknown as LiveGameEvent),
    liveGame.initialState,
  );
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
    live.may,
    command.playedOn,
  );
  if (!Array.isArray(ended)) return ended;
  return {
    events: recorded,
    companion: {
      streamId,
      streamType: LIVE_GAME_STREAM,
      expectedVersion: stream.version,
      events: ended,
      changes: [{ orgId, topic: 'live', ids: [locationId] }],
    },
  };
}

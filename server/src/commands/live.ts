import {
  LIVE_GAME_STREAM,
  LIVE_MESSAGES,
  type LiveGameEvent,
  liveGame,
  liveGameStreamId,
  type match,
} from '@kicker/events';
import { readStartContext } from '@kicker/projections';
import { type Aggregate, declareCommand } from './command.ts';

// DESIGN §12: the commands on a location's live-game stream, decided with the actor's capabilities
// and the server's clock (`now`, given with the command); open scoreboards hear 'live' (ids: the
// location). Two phones at one table take turns on the stream: each press counts once.

/** The live stream's state starts over at each game's start (the decider's evolve resets it). */
export const LIVE_GAME_RESETS = ['LiveGameStarted'] as const;

const aggregate: Aggregate<liveGame.LiveGameState, LiveGameEvent> = {
  streamType: LIVE_GAME_STREAM,
  initialState: liveGame.initialState,
  evolve: liveGame.evolve,
  // A command reads the current (or last) game only.
  startsOverAt: LIVE_GAME_RESETS,
};

/** The live game at a location, at the server's time of the command. */
export interface AtLocation {
  orgId: string;
  locationId: string;
  now: Date;
}

const stream = ({ orgId, locationId }: AtLocation) => ({ orgId, streamId: liveGameStreamId(locationId) });
const told = ({ orgId, locationId }: AtLocation) => [{ orgId, topic: 'live' as const, ids: [locationId] }];

export interface StartLiveGameInput extends AtLocation {
  liveGameId: string;
  mode: number;
  blacks: match.TeamLineup;
  whites: match.TeamLineup;
}

/** A new game at a location with a fresh id; the first game at a location opens its stream. */
export const startLiveGame = declareCommand({
  name: 'startLiveGame',
  aggregate,
  stream: (input: StartLiveGameInput) => stream(input),
  capability: 'recordMatches',
  forbidden: LIVE_MESSAGES.notAllowed,
  // The organisation's locations and the chosen players it knows, in one round trip.
  load: (tx, { orgId, locationId, whites, blacks }) =>
    readStartContext(
      tx,
      orgId,
      locationId,
      [whites.defense, whites.offense, blacks.defense, blacks.offense].filter((id): id is string =>
        Boolean(id),
      ),
    ),
  decide: (input, state, { players, locations }, may) =>
    liveGame.decide(
      {
        type: 'StartLiveGame',
        liveGameId: input.liveGameId,
        locationId: input.locationId,
        mode: input.mode,
        blacks: input.blacks,
        whites: input.whites,
        players,
        locations,
      },
      state,
      may,
      input.now.toISOString(),
    ),
  changes: told,
});

export type LiveGameCommandInput = Extract<
  liveGame.LiveGameCommand,
  { type: 'ScoreGoal' | 'UndoGoal' | 'EndLiveGame' }
>;

/** A goal, an undo, or the end of the game at the location, at the table. */
export const runLiveGame = declareCommand({
  name: 'liveGame',
  aggregate,
  stream: (input: AtLocation & { command: LiveGameCommandInput }) => stream(input),
  capability: 'recordMatches',
  forbidden: LIVE_MESSAGES.notAllowed,
  decide: ({ command, now }, state, _context, may) => liveGame.decide(command, state, may, now.toISOString()),
  changes: told,
});

/**
 * Ends the game `liveGameId` at the location as idle if it still runs and is idle at `now` (the
 * sweeper's command: the clock decides, not a user, so it needs no capability).
 */
export const endIdleLiveGame = declareCommand({
  name: 'endIdleLiveGame',
  aggregate,
  stream: (input: AtLocation & { liveGameId: string }) => stream(input),
  capability: null,
  decide: ({ liveGameId, now }, state) =>
    liveGame.decide(
      { type: 'EndIdleLiveGame', liveGameId },
      state,
      { recordMatches: false },
      now.toISOString(),
    ),
  changes: told,
});

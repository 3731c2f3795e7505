import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type { GoalSource, LiveSide } from '../../lib/liveGame';
import type { useLiveGameAbandonMutation as AbandonType } from './__generated__/useLiveGameAbandonMutation.graphql';
import type { useLiveGameScoreMutation as ScoreType } from './__generated__/useLiveGameScoreMutation.graphql';
import type {
  StartLiveGameInput,
  useLiveGameStartMutation as StartType,
} from './__generated__/useLiveGameStartMutation.graphql';
import type { useLiveGameUndoMutation as UndoType } from './__generated__/useLiveGameUndoMutation.graphql';

// The live game's commands (SPEC §4 Live mode, DESIGN §12): start it with both lineups, score a goal
// (button, voice or bell), take back the last goal, abandon it. Each answers with the game, which
// Relay writes over the record every screen of it reads; a start and an abandon also relink the
// location's `liveGame` (the subscription does the same for the others' changes).

const useLiveGameStartMutation = graphql`
  mutation useLiveGameStartMutation($input: StartLiveGameInput!) {
    startLiveGame(input: $input) {
      __typename
      ... on StartLiveGamePayload {
        liveGame {
          id
          ...useLiveMode_liveGame
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

const useLiveGameScoreMutation = graphql`
  mutation useLiveGameScoreMutation($input: ScoreLiveGoalInput!) {
    scoreLiveGoal(input: $input) {
      __typename
      ... on ScoreLiveGoalPayload {
        liveGame {
          ...useLiveMode_liveGame
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

const useLiveGameUndoMutation = graphql`
  mutation useLiveGameUndoMutation($input: UndoLiveGoalInput!) {
    undoLiveGoal(input: $input) {
      __typename
      ... on UndoLiveGoalPayload {
        liveGame {
          ...useLiveMode_liveGame
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

const useLiveGameAbandonMutation = graphql`
  mutation useLiveGameAbandonMutation($input: AbandonLiveGameInput!) {
    abandonLiveGame(input: $input) {
      __typename
      ... on AbandonLiveGamePayload {
        liveGame {
          id
          status
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

/**
 * Points the location's `liveGame` at a game (or at none). Locations are keyed by their id in the
 * store (Location.id), so every screen that shows the location's game follows.
 */
export function linkLiveGame(
  store: RecordSourceSelectorProxy,
  locationId: string,
  liveGame: ReturnType<RecordSourceSelectorProxy['get']> | null,
) {
  const location = store.get(locationId);
  if (!location) return;
  if (liveGame) location.setLinkedRecord(liveGame, 'liveGame');
  else location.setValue(null, 'liveGame');
}

const commandId = () => crypto.randomUUID();

/** The four live-game commands, each reporting through `outcome` as every command of the app does. */
export function useLiveGame() {
  const [runStart, starting] = useCommand<StartType>(useLiveGameStartMutation);
  const [runScore] = useCommand<ScoreType>(useLiveGameScoreMutation);
  const [runUndo] = useCommand<UndoType>(useLiveGameUndoMutation);
  const [runAbandon, abandoning] = useCommand<AbandonType>(useLiveGameAbandonMutation);

  const start = (input: Omit<StartLiveGameInput, 'commandId'>, outcome: CommandOutcome<StartType>) =>
    runStart({ input: { ...input, commandId: commandId() } }, outcome, (store) => {
      const game = store.getRootField('startLiveGame')?.getLinkedRecord('liveGame');
      if (game) linkLiveGame(store, String(input.locationId), game);
    });

  const score = (
    liveGameId: string,
    side: LiveSide,
    source: GoalSource,
    outcome: CommandOutcome<ScoreType>,
  ) => runScore({ input: { liveGameId, side, source, commandId: commandId() } }, outcome);

  const undo = (liveGameId: string, outcome: CommandOutcome<UndoType>) =>
    runUndo({ input: { liveGameId, commandId: commandId() } }, outcome);

  const abandon = (liveGameId: string, locationId: string, outcome: CommandOutcome<AbandonType>) =>
    runAbandon({ input: { liveGameId, commandId: commandId() } }, outcome, (store) => {
      if (store.getRootField('abandonLiveGame')?.getLinkedRecord('liveGame'))
        linkLiveGame(store, locationId, null);
    });

  return { start, starting, score, undo, abandon, abandoning };
}

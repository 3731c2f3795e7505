import { graphql } from 'react-relay';
import { useCommand } from '../../app/useCommand';
import {
  DELETE_TOURNEY_DIALOG,
  RESET_PLAN_DIALOG,
  removeParticipantDialog,
  startDialog,
} from '../../lib/tourney';
import type { useTourneyAdminDeleteMutation as DeleteType } from './__generated__/useTourneyAdminDeleteMutation.graphql';
import type { useTourneyAdminLaunchMutation as LaunchType } from './__generated__/useTourneyAdminLaunchMutation.graphql';
import type { useTourneyAdminRemoveParticipantMutation as RemoveType } from './__generated__/useTourneyAdminRemoveParticipantMutation.graphql';
import type { useTourneyAdminResetMutation as ResetType } from './__generated__/useTourneyAdminResetMutation.graphql';
import { useQuestion } from './ConfirmDialog';
import { commandFailed } from './commandFailed';

// SPEC §2 'Details' and §5 'Plan generation': what an admin does to a tourney, each asked first.
// Whether the viewer may is the server's answer (Tourney.viewerCan…); the buttons show by it.

const useTourneyAdminLaunchMutation = graphql`
  mutation useTourneyAdminLaunchMutation($input: LaunchTourneyInput!) {
    launchTourney(input: $input) {
      __typename
      ... on LaunchTourneyPayload {
        tourney {
          ...TourneyDetails_tourney
          ...TourneyPlan_tourney
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
const useTourneyAdminResetMutation = graphql`
  mutation useTourneyAdminResetMutation($input: ResetTourneyPlanInput!) {
    resetTourneyPlan(input: $input) {
      __typename
      ... on ResetTourneyPlanPayload {
        tourney {
          ...TourneyDetails_tourney
          ...TourneyPlan_tourney
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
const useTourneyAdminRemoveParticipantMutation = graphql`
  mutation useTourneyAdminRemoveParticipantMutation($input: RemoveTourneyParticipantInput!) {
    removeTourneyParticipant(input: $input) {
      __typename
      ... on RemoveTourneyParticipantPayload {
        tourney {
          ...TourneyDetails_tourney
          ...TourneyPlan_tourney
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
const useTourneyAdminDeleteMutation = graphql`
  mutation useTourneyAdminDeleteMutation($input: DeleteTourneyInput!) {
    deleteTourney(input: $input) {
      __typename
      ... on DeleteTourneyPayload {
        deletedTourneyId
        organisation {
          id
          tourneyCounts {
            active
            completed
          }
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

const failedOnly = { done: () => {}, failed: commandFailed };
const commandId = () => crypto.randomUUID();

/**
 * The admin actions of one tourney: `start` (SPEC §5: a launch problem's dialog instead of the
 * launch, else the confirmation), `reset`, `remove(player)` and `deleteTourney` (then
 * `onDeleted`); `dialog` renders the questions.
 */
export function useTourneyAdmin(
  tourney: { id: string; participantCount: number; mode: number },
  onDeleted: () => void,
) {
  const { ask, dialog } = useQuestion();
  const [launch, launching] = useCommand<LaunchType>(useTourneyAdminLaunchMutation);
  const [resetPlan, resetting] = useCommand<ResetType>(useTourneyAdminResetMutation);
  const [removeParticipant, removing] = useCommand<RemoveType>(useTourneyAdminRemoveParticipantMutation);
  const [deleteIt, deleting] = useCommand<DeleteType>(useTourneyAdminDeleteMutation);
  const tourneyId = tourney.id;

  const start = () => {
    const asked = startDialog(tourney.participantCount, tourney.mode);
    if (!asked.confirm) return ask(asked);
    ask({ ...asked, onConfirm: () => launch({ input: { tourneyId, commandId: commandId() } }, failedOnly) });
  };
  const reset = () =>
    ask({
      ...RESET_PLAN_DIALOG,
      onConfirm: () => resetPlan({ input: { tourneyId, commandId: commandId() } }, failedOnly),
    });
  const remove = (player: { id: string; displayName: string }) =>
    ask({
      ...removeParticipantDialog(player.displayName),
      onConfirm: () =>
        removeParticipant({ input: { tourneyId, playerId: player.id, commandId: commandId() } }, failedOnly),
    });
  const deleteTourney = () =>
    ask({
      ...DELETE_TOURNEY_DIALOG,
      onConfirm: () =>
        deleteIt(
          { input: { tourneyId, commandId: commandId() } },
          { done: onDeleted, failed: commandFailed },
        ),
    });

  return {
    start,
    reset,
    remove,
    deleteTourney,
    busy: { launching, resetting, removing, deleting },
    dialog,
  };
}

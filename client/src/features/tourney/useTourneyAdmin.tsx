import { launchProblem, TOURNEY_MESSAGES } from '@kicker/events/tourneyRules';
import { graphql } from 'react-relay';
import { useCommand } from '../../app/useCommand';
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

/** Not a SPEC text: SPEC asks nothing before a reset, but a reset loses every score of the plan. */
export const CONFIRM_RESET = 'Do you really want to reset the plan? All its scores are lost.';

const failedOnly = { done: () => {}, failed: commandFailed };
const commandId = () => crypto.randomUUID();

/**
 * The admin actions of one tourney: `start` (SPEC §5: a launch problem's dialog instead of the
 * launch, else the confirmation), `reset`, `remove(playerId)`, `remove` and `deleteTourney` (then
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
    const problem = launchProblem(tourney.participantCount, tourney.mode === 2 ? 2 : 1);
    if (problem) return ask({ title: problem.title, text: problem.text });
    ask({
      title: 'Start Tourney',
      text: TOURNEY_MESSAGES.confirmLaunch,
      confirm: 'Start',
      onConfirm: () => launch({ input: { tourneyId, commandId: commandId() } }, failedOnly),
    });
  };
  const reset = () =>
    ask({
      title: 'Reset Plan',
      text: CONFIRM_RESET,
      confirm: 'Reset',
      danger: true,
      onConfirm: () => resetPlan({ input: { tourneyId, commandId: commandId() } }, failedOnly),
    });
  const remove = (playerId: string) =>
    ask({
      title: 'Remove participant',
      text: TOURNEY_MESSAGES.confirmRemoveParticipant,
      confirm: 'Delete',
      danger: true,
      onConfirm: () =>
        removeParticipant({ input: { tourneyId, playerId, commandId: commandId() } }, failedOnly),
    });
  const deleteTourney = () =>
    ask({
      title: 'Delete Tourney',
      text: TOURNEY_MESSAGES.confirmDelete,
      confirm: 'Delete',
      danger: true,
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

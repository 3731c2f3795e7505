import { graphql } from 'react-relay';
import { toaster } from '../../app/toaster';
import { useCommand } from '../../app/useCommand';
import type { useRestoreMatchMutation as useRestoreMatchMutationType } from './__generated__/useRestoreMatchMutation.graphql';

export const RESTORE_MATCH_TEXTS = {
  restored: 'Match restored',
  failed: 'The match could not be restored',
} as const;

// The restored match comes back with everything the details page and the audit log show of it,
// so both update in place (Relay merges it by id).
const useRestoreMatchMutation = graphql`
  mutation useRestoreMatchMutation($input: RestoreMatchInput!) {
    restoreMatch(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on RestoreMatchPayload {
        match {
          id
          isDeleted
          deletionPosition
          winnerPoints
          loserPoints
          pointChanges {
            playerId
            change
            won
            matchPoints
            bounty
            challengeBonus
            clampedAtZero
          }
          weekday
          bounty {
            isPaid
            bountyPoints
          }
        }
      }
    }
  }
`;

/** Restores a deleted match (admins and moderators) with a toast either way. */
export function useRestoreMatch() {
  const [run, restoring] = useCommand<useRestoreMatchMutationType>(useRestoreMatchMutation);
  const restore = (matchId: string, onRestored?: () => void) =>
    run(
      { input: { matchId } },
      {
        done: () => {
          toaster.create({ type: 'success', title: RESTORE_MATCH_TEXTS.restored, duration: 2500 });
          onRestored?.();
        },
        failed: (message) =>
          toaster.create({ type: 'error', title: RESTORE_MATCH_TEXTS.failed, description: message }),
      },
    );
  return { restore, restoring };
}
